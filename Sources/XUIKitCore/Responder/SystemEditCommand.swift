import Foundation

/// The edit commands the system offers every app, as iOS's main menu does
/// with Command: on Linux they take Control, as in GTK and Qt.
///
/// | Keys | Sends |
/// |---|---|
/// | Ctrl+X, Ctrl+C, Ctrl+V | `cut(_:)`, `copy(_:)`, `paste(_:)` |
/// | Ctrl+A | `selectAll(_:)` |
/// | Ctrl+Z | `undo()` on the first responder's `undoManager` |
/// | Ctrl+Shift+Z, Ctrl+Y | `redo()` |
/// | Shift+Delete, Ctrl+Insert, Shift+Insert | `cut(_:)`, `copy(_:)`, `paste(_:)` (the CUA keys GTK and Qt keep) |
///
/// Letters are matched by the character the key types, or, when that is not
/// a Latin letter (a Cyrillic or Greek layout), by the key's position on a
/// US keyboard: Ctrl+С on a Russian layout copies, as in GTK and Qt.
///
/// They are matched after the responders' own `keyCommands`, and an action
/// goes to `target(forAction:withSender:)` from the first responder. A
/// command nobody performs (no responder implements `copy(_:)`, nothing to
/// undo) does not consume the key: it arrives as an ordinary press.
enum SystemEditCommand: Equatable {
    case edit(StandardEditAction)
    case undo, redo

    @MainActor init?(_ key: UIKey) {
        let flags = key.modifierFlags.intersection([.shift, .control, .alternate, .command])
        switch (key.keyCode, flags) {
        case (.keyboardDeleteForward, [.shift]): self = .edit(.cut); return
        case (.keyboardInsert, [.control]): self = .edit(.copy); return
        case (.keyboardInsert, [.shift]): self = .edit(.paste); return
        default: break
        }
        switch (Self.letter(of: key), flags) {
        case ("x", [.control]): self = .edit(.cut)
        case ("c", [.control]): self = .edit(.copy)
        case ("v", [.control]): self = .edit(.paste)
        case ("a", [.control]): self = .edit(.selectAll)
        case ("z", [.control]): self = .undo
        case ("z", [.control, .shift]), ("y", [.control]): self = .redo
        default: return nil
        }
    }

    /// The lowercase Latin letter `key` types, else the one at its position on a US layout.
    @MainActor private static func letter(of key: UIKey) -> String {
        let typed = key.charactersIgnoringModifiers.lowercased()
        if typed.count == 1, let scalar = typed.unicodeScalars.first, ("a"..."z").contains(scalar) { return typed }
        let usage = key.keyCode.rawValue
        guard (UIKeyboardHIDUsage.keyboardA.rawValue...UIKeyboardHIDUsage.keyboardZ.rawValue).contains(usage) else { return typed }
        return String(UnicodeScalar(UInt8(ascii: "a") + UInt8(usage - UIKeyboardHIDUsage.keyboardA.rawValue)))
    }

    /// Performs the command for `responder`'s chain; whether someone did.
    @MainActor func perform(from responder: UIResponder) -> Bool {
        switch self {
        case .edit(let action):
            let selector = Selector(action.rawValue)
            guard let target = responder.target(forAction: selector, withSender: nil) as? UIResponder else { return false }
            return selector.perform(on: target, sender: nil)
        case .undo:
            guard let manager = responder.undoManager, manager.canUndo else { return false }
            manager.undo()
            return true
        case .redo:
            guard let manager = responder.undoManager, manager.canRedo else { return false }
            manager.redo()
            return true
        }
    }
}
