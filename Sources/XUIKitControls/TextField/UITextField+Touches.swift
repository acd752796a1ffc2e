import Foundation
import XUIKitCore

/// Touches and clicks in the field: a tap begins editing and places the
/// caret where it lands; while editing, a press places the caret (or selects
/// the word on a double press, everything on a triple), and dragging extends
/// the selection. A tap on the clear button clears the text.
extension UITextField {
    func selectionTouchBegan(_ touches: Set<UITouch>) {
        guard isEditing, selectionDrag == nil, let touch = touches.first else { return }
        let point = touch.location(in: self)
        if showsClearButton, clearButtonRect(forBounds: bounds).contains(point) { return }
        let at = offset(closestTo: point)
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
        guard let drag = selectionDrag else { return }
        for touch in touches where ObjectIdentifier(touch) == drag.touch {
            let at = offset(closestTo: touch.location(in: self))
            var range = NSRange(location: at, length: 0)
            if drag.granularity == .word { range = editing.boundaries.wordRange(at: at) }
            if drag.granularity == .line { return }
            // The selection keeps the first press's unit and grows toward the finger.
            if range.location < drag.origin.location {
                select(anchor: drag.origin.location + drag.origin.length, head: range.location)
            } else {
                select(anchor: drag.origin.location, head: max(range.location + range.length, drag.origin.location + drag.origin.length))
            }
        }
    }

    func selectionTouchEnded(_ touches: Set<UITouch>) {
        defer { selectionDrag = nil }
        guard let touch = touches.first else { return }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return }
        if isEditing {
            if selectionDrag == nil, showsClearButton, clearButtonRect(forBounds: bounds).contains(point) { clearButtonTapped() }
            return
        }
        guard becomeFirstResponder() else { return }
        let at = offset(closestTo: point)
        select(anchor: at, head: at)
    }
}
