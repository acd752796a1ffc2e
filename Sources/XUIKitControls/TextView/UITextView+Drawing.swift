import Foundation
import XUIKitCore
import XUIKitGraphics

/// How the text looks (iOS's light appearance): the selection behind the
/// text in the tint at 20%, the text, and the caret in the tint colour.
extension UITextView {
    /// Draws into the content view, which covers the text view's bounds: text-view
    /// coordinates shifted by the bounds' origin; paragraphs out of view are skipped.
    func drawContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let shown = textContentView.frame
        context.saveGState()
        defer { context.restoreGState() }
        context.translateBy(x: -shown.minX, y: -shown.minY)
        let selection = editing.selectedRange
        if isFirstResponder, selection.length > 0 {
            (tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha).setFill()
            for rect in selectionRectsFor(TextOffsetRange(selection)) { UIBezierPath(rect: rect.rect).fill() }
        }
        if editing.length > 0 {
            let origin = textOrigin
            currentLayout().draw(at: origin, in: context, visibleHeight: (shown.minY - origin.y)...(shown.maxY - origin.y))
        }
        if isInEditingSession, selection.length == 0, caretBlink.isVisible {
            (tintColor ?? .systemBlue).setFill()
            UIBezierPath(rect: caretRectFor(TextOffsetPosition(editing.head))).fill()
        }
    }
}
