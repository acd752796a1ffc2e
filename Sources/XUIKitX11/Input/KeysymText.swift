import XUIKitCore

/// The text UIKit shows for a key, from its X keysym.
///
/// - Keys UIKit names with an input string (arrows, Home, End, Page Up/Down,
///   Escape, forward Delete, F1-F12) give that string
///   (`UIKeyCommand.inputUpArrow` is "UIKeyInputUpArrow"), with or without
///   modifiers, whatever the input method says.
/// - Latin-1 keysyms (0x20-0x7E, 0xA0-0xFF) and Unicode keysyms
///   (0x01000000 + code point) give their character; Return "\r", Tab "\t",
///   BackSpace "\u{8}", keypad keys their character.
/// - Anything else (modifiers, dead keys, legacy non-Latin-1 keysyms) gives
///   "" here; `characters` then come from the input method only.
enum KeysymText {
    /// UIKit's input string for `keysym`, if it is one of its named keys.
    static func special(_ keysym: UInt) -> String? {
        switch keysym {
        case 0xFF52, 0xFF97: return UIKeyCommand.inputUpArrow
        case 0xFF54, 0xFF99: return UIKeyCommand.inputDownArrow
        case 0xFF51, 0xFF96: return UIKeyCommand.inputLeftArrow
        case 0xFF53, 0xFF98: return UIKeyCommand.inputRightArrow
        case 0xFF50, 0xFF95: return UIKeyCommand.inputHome
        case 0xFF57, 0xFF9C: return UIKeyCommand.inputEnd
        case 0xFF55, 0xFF9A: return UIKeyCommand.inputPageUp
        case 0xFF56, 0xFF9B: return UIKeyCommand.inputPageDown
        case 0xFF1B: return UIKeyCommand.inputEscape
        case 0xFFFF, 0xFF9F: return UIKeyCommand.inputDelete
        case 0xFFBE...0xFFC9: return "UIKeyInputF\(keysym - 0xFFBE + 1)"
        default: return nil
        }
    }

    /// The text of `keysym` (see the type's contract); "" when it has none.
    static func text(_ keysym: UInt) -> String {
        if let special = special(keysym) { return special }
        switch keysym {
        case 0x20...0x7E, 0xA0...0xFF: return scalar(UInt32(keysym))
        case 0x0100_0100...0x0110_FFFF: return scalar(UInt32(keysym - 0x0100_0000))
        case 0xFF08: return "\u{8}"
        case 0xFF09, 0xFE20, 0xFF89: return "\t"
        case 0xFF0D, 0xFF8D: return "\r"
        case 0xFF80: return " "
        case 0xFFAA: return "*"
        case 0xFFAB: return "+"
        case 0xFFAC: return ","
        case 0xFFAD: return "-"
        case 0xFFAE: return "."
        case 0xFFAF: return "/"
        case 0xFFB0...0xFFB9: return String(keysym - 0xFFB0)
        case 0xFFBD: return "="
        default: return ""
        }
    }

    private static func scalar(_ value: UInt32) -> String {
        Unicode.Scalar(value).map { String(Character($0)) } ?? ""
    }
}
