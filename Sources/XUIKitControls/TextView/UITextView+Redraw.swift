import Foundation
import XUIKitCore
import XUIKitGraphics

/// What a change redraws: the parts of the content view whose pixels can
/// change, as UIKit's text view redraws the line fragments an edit touched.
///
/// The content view keeps its drawing (a backing store as big as the view);
/// redrawing all of it for every key cleared, drew and composited a
/// full-window image (callgrind: 38M instructions a key in a 100,000-character
/// view against 13M when views drew straight into the window). A typed key
/// redraws the band of the paragraphs it changed (everything below them
/// when their height changed: `TextLayout.changedBand`), and the caret or
/// selection as drawn and as now; a caret blink only the caret.
extension UITextView {
    /// The caret (kept in view while editing, shown or blinking off) or the
    /// selection highlight, as the content would be drawn now (content coordinates).
    func currentDecorations() -> CGRect {
        let selection = editing.selectedRange
        if selection.length == 0 {
            return isInEditingSession ? caretRectFor(TextOffsetPosition(editing.head)) : .null
        }
        guard isFirstResponder else { return .null }
        return selectionRectsFor(TextOffsetRange(selection)).reduce(CGRect.null) { $0.union($1.rect) }
    }

    /// Redraws where a caret or selection was drawn and where it is now.
    func setNeedsDecorationsDisplay() {
        let now = currentDecorations()
        setNeedsContentDisplay(inContentRect: shownDecorations.union(now))
        shownDecorations = now
    }

    /// Redraws the text between `band.top` and `band.bottom` (the text's
    /// space; infinite ends reach the view's edges), the whole width, and the caret or selection.
    func setNeedsTextDisplay(band: (top: CGFloat, bottom: CGFloat)) {
        let origin = textOrigin
        let shown = textContentView.frame
        let top = band.top.isFinite ? origin.y + band.top : shown.minY
        let bottom = band.bottom.isFinite ? origin.y + band.bottom : shown.maxY
        if bottom > top { setNeedsContentDisplay(inContentRect: CGRect(x: shown.minX, y: top, width: shown.width, height: bottom - top)) }
        setNeedsDecorationsDisplay()
    }

    /// `rect` (the text view's content coordinates) of the content view, redrawn where it is in view.
    private func setNeedsContentDisplay(inContentRect rect: CGRect) {
        let shown = textContentView.frame
        let visible = rect.intersection(shown)
        guard !visible.isNull, !visible.isEmpty else { return }
        textContentView.setNeedsDisplay(visible.offsetBy(dx: -shown.minX, dy: -shown.minY))
    }
}
