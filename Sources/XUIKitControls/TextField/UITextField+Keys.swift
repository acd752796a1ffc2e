import Foundation
import XUIKitCore

/// The editing keys of a desktop text field, as key commands so a held key
/// repeats (UIKit's text views offer theirs the same way):
///
/// | Keys | Does |
/// |---|---|
/// | ← → | caret by character (collapses a selection to its edge) |
/// | Ctrl (or Alt) + ← → | by word |
/// | Home, End, ↑, ↓, Ctrl+Home/End | start or end of the line |
/// | Shift + any of these | extends the selection |
/// | Delete, Ctrl+Delete | deletes forward by character or word |
/// | Ctrl+Backspace | deletes the word before the caret |
/// | Tab, Shift+Tab | focus to the next or previous text input |
///
/// Backspace, Return and typed characters arrive through `UIKeyInput`.
extension UITextField {
    private static let editingKeySelector = Selector("_xuikitTextFieldEditingKey:", UITextField.performEditingKey)

    /// The field's editing key commands while it is being edited.
    var editingKeyCommands: [UIKeyCommand]? {
        guard isEditing else { return nil }
        var commands: [UIKeyCommand] = []
        for (input, modifiers) in TextEditingKeys.all {
            commands.append(UIKeyCommand(input: input, modifierFlags: modifiers, action: UITextField.editingKeySelector))
        }
        return commands
    }

    /// Performs one editing key command.
    func performEditingKey(_ command: UIKeyCommand) {
        guard let input = command.input else { return }
        let flags = command.modifierFlags
        let extending = flags.contains(.shift)
        let byWord = flags.contains(.control) || flags.contains(.alternate)
        switch input {
        case UIKeyCommand.inputLeftArrow: moveCaret(byWord ? .word(forward: false) : .character(forward: false), extending)
        case UIKeyCommand.inputRightArrow: moveCaret(byWord ? .word(forward: true) : .character(forward: true), extending)
        case UIKeyCommand.inputUpArrow, UIKeyCommand.inputHome: moveCaret(.document(forward: false), extending)
        case UIKeyCommand.inputDownArrow, UIKeyCommand.inputEnd: moveCaret(.document(forward: true), extending)
        case UIKeyCommand.inputDelete: deleteTyped(forward: true, byWord: byWord)
        case "\u{8}": deleteTyped(forward: false, byWord: true)
        case "\t": moveFocusToNextTextInput(forward: !extending)
        default: break
        }
    }

    func moveCaret(_ movement: TextMovement, _ extending: Bool) {
        if editing.markedRange != nil { unmark() }
        let old = editing.selectedRange
        editing.move(movement, extending: extending)
        if editing.selectedRange == old { caretBlink.holdSolid(for: self) }
        selectionChanged(from: old)
    }
}
