import Foundation
import XUIKitCore

/// The editing keys (see `TextEditingKeys`), by line where a text view has
/// lines: ↑ ↓ move a line, keeping the column a run of them started at;
/// Home and End go to the start and end of the visual line; Ctrl+Home/End
/// (and Ctrl+↑/↓) to the start and end of the text.
extension UITextView {
    private static let editingKeySelector = Selector("_xuikitTextViewEditingKey:", UITextView.performEditingKey)

    var editingKeyCommands: [UIKeyCommand]? {
        guard isFirstResponder else { return nil }
        return TextEditingKeys.all.map { UIKeyCommand(input: $0.0, modifierFlags: $0.1, action: UITextView.editingKeySelector) }
    }

    func performEditingKey(_ command: UIKeyCommand) {
        guard let input = command.input else { return }
        let flags = command.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        let head = editing.head
        switch input {
        case UIKeyCommand.inputLeftArrow: moveCaret(byWord ? .word(forward: false) : .character(forward: false), extending)
        case UIKeyCommand.inputRightArrow: moveCaret(byWord ? .word(forward: true) : .character(forward: true), extending)
        case UIKeyCommand.inputUpArrow, UIKeyCommand.inputDownArrow:
            let down = input == UIKeyCommand.inputDownArrow
            if byWord { return moveCaret(.document(forward: down), extending) }
            let column = goalColumn ?? caretRectFor(TextOffsetPosition(head)).minX
            moveCaret(.to(offset(movingLines: down ? 1 : -1, from: head, column: column)), extending)
            goalColumn = column
        case UIKeyCommand.inputHome, UIKeyCommand.inputEnd:
            let end = input == UIKeyCommand.inputEnd
            moveCaret(byWord ? .document(forward: end) : .to(lineBoundary(of: head, end: end)), extending)
        case UIKeyCommand.inputDelete: deleteTyped(forward: true, byWord: byWord)
        case "\u{8}": deleteTyped(forward: false, byWord: true)
        case "\t":
            // A text view takes Tab as text (UIKit inserts it); Shift+Tab moves focus back.
            if extending { _ = moveFocusToNextTextInput(forward: false) } else { insertTyped("\t") }
        default: break
        }
    }

    func moveCaret(_ movement: TextMovement, _ extending: Bool) {
        guard isSelectable || isEditable else { return }
        if editing.markedRange != nil { unmark() }
        let old = editing.selectedRange
        goalColumn = nil
        editing.move(movement, extending: extending)
        if editing.selectedRange == old { caretBlink.holdSolid(for: self) }
        selectionChanged(from: old)
    }
}
