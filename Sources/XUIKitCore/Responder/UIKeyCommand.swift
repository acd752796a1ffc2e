import Foundation

/// A key combination that triggers an action: UIKit's `UIKeyCommand`.
///
/// Before a key press is delivered, the key commands of the key window's first
/// responder and each responder up its chain are searched, in that order; the
/// first whose `input` equals the key's `charactersIgnoringModifiers`
/// (case-insensitively for letters) and whose `modifierFlags` equal the held
/// modifiers consumes the press, and its action is sent up the chain from the
/// responder that offered it.
@preconcurrency @MainActor
open class UIKeyCommand: NSObject {
    /// The key, as the characters it produces without modifiers (or one of the `input…` constants).
    open private(set) var input: String?
    /// The modifiers that must be held.
    open private(set) var modifierFlags: UIKeyModifierFlags
    /// The action sent when the command matches.
    open private(set) var action: Selector?
    /// A title for menus and the discoverability overlay.
    open var title: String
    /// A title for the discoverability overlay.
    open var discoverabilityTitle: String?
    /// Whether the command wins over system behaviour for the same keys.
    open var wantsPriorityOverSystemBehavior = false

    public init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        self.title = ""
        super.init()
    }

    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }

    public convenience init(title: String, action: Selector, input: String, modifierFlags: UIKeyModifierFlags = []) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
    }

    /// Whether `key` triggers this command.
    func matches(_ key: UIKey) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        guard key.modifierFlags.intersection(relevant) == modifierFlags.intersection(relevant) else { return false }
        if let special = UIKeyCommand.specialInputs[key.keyCode] { return special == input }
        return key.charactersIgnoringModifiers.lowercased() == input.lowercased()
    }

    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let inputDelete = "UIKeyInputDelete"

    static let specialInputs: [UIKeyboardHIDUsage: String] = [
        .keyboardUpArrow: inputUpArrow, .keyboardDownArrow: inputDownArrow,
        .keyboardLeftArrow: inputLeftArrow, .keyboardRightArrow: inputRightArrow,
        .keyboardEscape: inputEscape, .keyboardPageUp: inputPageUp, .keyboardPageDown: inputPageDown,
        .keyboardHome: inputHome, .keyboardEnd: inputEnd, .keyboardDeleteForward: inputDelete,
    ]
}
