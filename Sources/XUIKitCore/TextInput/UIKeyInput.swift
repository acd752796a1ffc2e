import Foundation

/// A responder that takes typed text: UIKit's `UIKeyInput`.
///
/// When such a responder is first responder, keys its responder chain does
/// not handle (`pressesBegan` reached the end of the chain) become text, as
/// on iOS with a hardware keyboard: printable characters (what the X input
/// method committed, compose and dead keys included) go to `insertText(_:)`,
/// Return inserts "\n", Tab "\t", and Backspace calls `deleteBackward()`.
/// A held key repeats at the X server's rate. Keys with Control or Command
/// held, and named keys (arrows, Home, Escape, F1...), insert nothing.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection).
    func deleteBackward()
}

/// What a key press does to a `UIKeyInput`: UIKit's hardware-keyboard rules.
enum KeyTextAction: Equatable {
    case insert(String)
    case deleteBackward

    /// The action of a key with `characters` and `modifierFlags`, or nil for none.
    init?(characters: String, modifierFlags: UIKeyModifierFlags) {
        if !modifierFlags.intersection([.control, .command]).isEmpty { return nil }
        switch characters {
        case "": return nil
        case "\u{8}", "\u{7F}": self = .deleteBackward
        case "\r", "\n", "\r\n": self = .insert("\n")
        case "\t": self = .insert("\t")
        default:
            if characters.hasPrefix("UIKeyInput") { return nil }
            let printable = String(String.UnicodeScalarView(characters.unicodeScalars.filter { !($0.value < 0x20 || $0.value == 0x7F) }))
            guard !printable.isEmpty else { return nil }
            self = .insert(printable)
        }
    }

    /// Applies the action to `input`.
    @MainActor func apply(to input: UIKeyInput) {
        switch self {
        case .insert(let text): input.insertText(text)
        case .deleteBackward: input.deleteBackward()
        }
    }
}
