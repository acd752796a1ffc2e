import Foundation
import XUIKitCore
import XUIKitGraphics

/// How the text looks (iOS's light appearance): the selection behind the
/// text in the tint at 20%, the text, and the caret in the tint colour.
extension UITextView {
    func drawContent() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let selection = editing.selectedRange
        if isFirstResponder, selection.length > 0 {
            (tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha).setFill()
            for rect in selectionRectsFor(TextOffsetRange(selection)) { UIBezierPath(rect: rect.rect).fill() }
        }
        if editing.length > 0 { currentLayout().draw(at: textOrigin, in: context) }
        if isInEditingSession, selection.length == 0, caretBlink.isVisible {
            (tintColor ?? .systemBlue).setFill()
            UIBezierPath(rect: caretRectFor(TextOffsetPosition(editing.head))).fill()
        }
    }
}
