import XUIKitCore

/// The editing keys every text view offers as key commands, so a held key
/// repeats: arrows, Home and End, each plain, with Shift (extend), Control
/// or Alt (by word; Ctrl+Home/End: the whole text), both; Delete and
/// Ctrl+Delete; Ctrl+Backspace; Tab and Shift+Tab (focus). Backspace, Return
/// and typed characters arrive through `UIKeyInput` instead.
enum TextEditingKeys {
    static let all: [(String, UIKeyModifierFlags)] = {
        var keys: [(String, UIKeyModifierFlags)] = []
        let moves = [UIKeyCommand.inputLeftArrow, UIKeyCommand.inputRightArrow, UIKeyCommand.inputUpArrow,
                     UIKeyCommand.inputDownArrow, UIKeyCommand.inputHome, UIKeyCommand.inputEnd]
        for input in moves {
            for modifiers: UIKeyModifierFlags in [[], [.shift], [.control], [.control, .shift], [.alternate], [.alternate, .shift]] {
                keys.append((input, modifiers))
            }
        }
        keys.append((UIKeyCommand.inputDelete, []))
        keys.append((UIKeyCommand.inputDelete, [.control]))
        keys.append(("\u{8}", [.control]))
        keys.append(("\t", []))
        keys.append(("\t", [.shift]))
        return keys
    }()
}
