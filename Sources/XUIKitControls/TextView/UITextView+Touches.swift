import Foundation
import XUIKitCore

/// Touches and clicks on the text: a tap on an editable view begins editing
/// and places the caret where it lands (a selectable one selects nothing
/// yet but becomes first responder, for copying); while it is first
/// responder a press places the caret, a double press selects the word, a
/// triple the whole text, and dragging extends the selection. A drag that
/// becomes a scroll cancels the touch, and with it the selection drag.
extension UITextView {
    func selectionTouchBegan(_ touches: Set<UITouch>) {
        guard isFirstResponder, isSelectable || isEditable, selectionDrag == nil, let touch = touches.first else { return }
        let at = offset(closestTo: touch.location(in: self))
        let granularity: SelectionDrag.Granularity = touch.tapCount >= 3 ? .line : (touch.tapCount == 2 ? .word : .character)
        let origin: NSRange
        switch granularity {
        case .character: origin = NSRange(location: at, length: 0)
        case .word: origin = editing.boundaries.wordRange(at: at)
        case .line: origin = NSRange(location: 0, length: editing.length)
        }
        selectionDrag = SelectionDrag(touch: ObjectIdentifier(touch), granularity: granularity, origin: origin)
        select(anchor: origin.location, head: origin.location + origin.length)
    }

    func selectionTouchMoved(_ touches: Set<UITouch>) {
        guard let drag = selectionDrag, drag.granularity != .line else { return }
        for touch in touches where ObjectIdentifier(touch) == drag.touch {
            let at = offset(closestTo: touch.location(in: self))
            let range = drag.granularity == .word ? editing.boundaries.wordRange(at: at) : NSRange(location: at, length: 0)
            if range.location < drag.origin.location {
                select(anchor: drag.origin.location + drag.origin.length, head: range.location)
            } else {
                select(anchor: drag.origin.location, head: max(range.location + range.length, drag.origin.location + drag.origin.length))
            }
        }
    }

    func selectionTouchEnded(_ touches: Set<UITouch>) {
        defer { selectionDrag = nil }
        guard !isFirstResponder, let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point), becomeFirstResponder() else { return }
        let at = offset(closestTo: point)
        select(anchor: at, head: at)
    }
}
