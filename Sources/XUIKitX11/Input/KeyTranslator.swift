import Foundation
import XUIKitCore

/// Core key events to `KeyInput`: HID usage from the keycode, modifier flags
/// from the core state, auto-repeat from the keys already down.
///
/// Auto-repeat: the system turns on XKB detectable auto-repeat, so a held
/// key arrives as press, press, ..., release (no fake releases). A press of a
/// key already down is a repeat (`isRepeat`). A release ends the key; its
/// characters are those of its press (X input methods translate presses
/// only). Keys with no HID usage (`KeycodeUsageMap`) are dropped.
///
/// Modifiers: Shift -> .shift, Lock -> .alphaShift, Control -> .control,
/// Mod1 -> .alternate, Mod4 -> .command, and .numericPad for keypad keys.
/// X's state is the state before the event; a modifier key's own press adds
/// its flag and its release removes it, so a Shift press reports .shift.
struct KeyTranslator {
    private struct HeldKey {
        var window: UInt
        var input: KeyInput
    }

    /// Keys down, by X keycode.
    private var held: [UInt32: HeldKey] = [:]
    /// The server keymap's keycodes (evdev until told otherwise).
    var keycodes = KeycodeUsageMap()

    /// The key input for `record`, or nil for a key with no HID usage or a
    /// release of a key not down.
    mutating func translate(_ record: CoreKeyRecord) -> KeyInput? {
        guard let usage = keycodes.usage(forXKeycode: record.keycode) else { return nil }
        let flags = Self.modifierFlags(state: record.state, keyCode: usage, isPress: record.isPress)
        if record.isPress {
            let input = KeyInput(
                isDown: true, keyCode: usage, characters: record.characters,
                charactersIgnoringModifiers: record.charactersIgnoringModifiers, modifierFlags: flags,
                isRepeat: held[record.keycode] != nil)
            held[record.keycode] = HeldKey(window: record.window, input: input)
            return input
        }
        guard let press = held.removeValue(forKey: record.keycode)?.input else { return nil }
        return KeyInput(
            isDown: false, keyCode: usage, characters: press.characters,
            charactersIgnoringModifiers: press.charactersIgnoringModifiers, modifierFlags: flags)
    }

    /// Releases every key held in `window` (it lost focus or went away), in keycode order.
    mutating func releaseAll(in window: UInt) -> [KeyInput] {
        let keycodes = held.filter { $0.value.window == window }.keys.sorted()
        return keycodes.compactMap { keycode in
            guard var input = held.removeValue(forKey: keycode)?.input else { return nil }
            input.isDown = false
            input.isRepeat = false
            return input
        }
    }

    /// UIKit's flags for core modifier `state` on a key event (see the type's contract).
    static func modifierFlags(state: UInt32, keyCode: UIKeyboardHIDUsage, isPress: Bool) -> UIKeyModifierFlags {
        // X.h: ShiftMask 1<<0, LockMask 1<<1, ControlMask 1<<2, Mod1Mask 1<<3, Mod4Mask 1<<6.
        let masks: [(UInt32, UIKeyModifierFlags)] = [
            (1 << 0, .shift), (1 << 1, .alphaShift), (1 << 2, .control), (1 << 3, .alternate), (1 << 6, .command),
        ]
        var flags: UIKeyModifierFlags = []
        for (mask, flag) in masks where state & mask != 0 { flags.insert(flag) }
        if let own = ownModifier(keyCode) {
            if isPress { flags.insert(own) } else { flags.remove(own) }
        }
        if EvdevKeyTable.isKeypad(keyCode) { flags.insert(.numericPad) }
        return flags
    }

    /// The flag a modifier key itself stands for (Caps Lock excluded: it toggles).
    private static func ownModifier(_ keyCode: UIKeyboardHIDUsage) -> UIKeyModifierFlags? {
        switch keyCode {
        case .keyboardLeftShift, .keyboardRightShift: return .shift
        case .keyboardLeftControl, .keyboardRightControl: return .control
        case .keyboardLeftAlt, .keyboardRightAlt: return .alternate
        case .keyboardLeftGUI, .keyboardRightGUI: return .command
        default: return nil
        }
    }
}
