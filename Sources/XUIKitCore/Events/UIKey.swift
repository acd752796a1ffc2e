import Foundation

/// A key on a hardware keyboard: UIKit's `UIKey`.
@preconcurrency @MainActor
open class UIKey: NSObject {
    /// The text the key produces with the current modifiers and layout.
    open internal(set) var characters: String
    /// The text the key produces without modifiers (but with the layout).
    open internal(set) var charactersIgnoringModifiers: String
    /// The modifier keys held.
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// The key's USB HID usage code.
    open internal(set) var keyCode: UIKeyboardHIDUsage

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags, keyCode: UIKeyboardHIDUsage) {
        self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers
        self.modifierFlags = modifierFlags
        self.keyCode = keyCode
        super.init()
    }

    nonisolated open override var description: String {
        mainActorDescription { "<UIKey: keyCode: \(keyCode.rawValue) characters: \(characters.debugDescription) modifiers: \(modifierFlags.rawValue)>" }
    }
}

/// Modifier keys: UIKit's `UIKeyModifierFlags`.
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
