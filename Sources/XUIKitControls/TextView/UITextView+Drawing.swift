import Foundation
import XUIKitCore
import XUIKitGraphics

/// How the text looks (iOS's light appearance): the selection behind the
/// text in the tint at 20%, the text, and the caret in the tint colour.
extension UITextView {
    /// Draws into the content view, which covers the text view's bounds: text-view
    /// coordinates shifted by the bounds' origin. `rect` is the part redrawn (the
    /// content view's bounds space; drawing is clipped to it): paragraphs out of it are skipped.
    func drawContent(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let shown = textContentView.frame
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: -shown.minX, y: -shown.minY)
        let selection = editing.selectedRange
        var drawn = CGRect.null
        if isFirstResponder, selection.length > 0 {
            (tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha).setFill()
            for piece in selectionRectsFor(TextOffsetRange(selection)) {
                UIBezierPath(rect: piece.rect).fill()
                drawn = drawn.union(piece.rect)
            }
        }
        if editing.length > 0 {
            let origin = textOrigin
            // A line's ink can reach past its line box: the paragraphs a line beyond the rect are drawn too (clipped).
            let margin = effectiveFont.lineHeight
            let top = shown.minY + rect.minY - origin.y - margin, bottom = shown.minY + rect.maxY - origin.y + margin
            currentLayout().draw(at: origin, in: context, visibleHeight: top...max(top, bottom))
        }
        if isInEditingSession, selection.length == 0, caretBlink.isVisible {
            (tintColor ?? .systemBlue).setFill()
            let caret = caretRectFor(TextOffsetPosition(editing.head))
            UIBezierPath(rect: caret).fill()
            drawn = drawn.union(caret)
        }
        // A whole redraw leaves only what it drew; a partial one adds to what was there.
        let whole = rect.contains(textContentView.bounds)
        shownDecorations = whole ? drawn : shownDecorations.union(drawn)
    }
}
