import Foundation

/// A USB HID keyboard usage code (page 7): UIKit's `UIKeyboardHIDUsage`.
///
/// A struct rather than UIKit's enum so that every code a device sends can be
/// represented; the common keys have UIKit's names.
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let keyboardA = Self(rawValue: 0x04), keyboardB = Self(rawValue: 0x05)
    public static let keyboardC = Self(rawValue: 0x06), keyboardD = Self(rawValue: 0x07)
    public static let keyboardE = Self(rawValue: 0x08), keyboardF = Self(rawValue: 0x09)
    public static let keyboardG = Self(rawValue: 0x0A), keyboardH = Self(rawValue: 0x0B)
    public static let keyboardI = Self(rawValue: 0x0C), keyboardJ = Self(rawValue: 0x0D)
    public static let keyboardK = Self(rawValue: 0x0E), keyboardL = Self(rawValue: 0x0F)
    public static let keyboardM = Self(rawValue: 0x10), keyboardN = Self(rawValue: 0x11)
    public static let keyboardO = Self(rawValue: 0x12), keyboardP = Self(rawValue: 0x13)
    public static let keyboardQ = Self(rawValue: 0x14), keyboardR = Self(rawValue: 0x15)
    public static let keyboardS = Self(rawValue: 0x16), keyboardT = Self(rawValue: 0x17)
    public static let keyboardU = Self(rawValue: 0x18), keyboardV = Self(rawValue: 0x19)
    public static let keyboardW = Self(rawValue: 0x1A), keyboardX = Self(rawValue: 0x1B)
    public static let keyboardY = Self(rawValue: 0x1C), keyboardZ = Self(rawValue: 0x1D)
    public static let keyboard1 = Self(rawValue: 0x1E), keyboard2 = Self(rawValue: 0x1F)
    public static let keyboard3 = Self(rawValue: 0x20), keyboard4 = Self(rawValue: 0x21)
    public static let keyboard5 = Self(rawValue: 0x22), keyboard6 = Self(rawValue: 0x23)
    public static let keyboard7 = Self(rawValue: 0x24), keyboard8 = Self(rawValue: 0x25)
    public static let keyboard9 = Self(rawValue: 0x26), keyboard0 = Self(rawValue: 0x27)
    public static let keyboardReturnOrEnter = Self(rawValue: 0x28)
    public static let keyboardEscape = Self(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = Self(rawValue: 0x2A)
    public static let keyboardTab = Self(rawValue: 0x2B)
    public static let keyboardSpacebar = Self(rawValue: 0x2C)
    public static let keyboardHyphen = Self(rawValue: 0x2D), keyboardEqualSign = Self(rawValue: 0x2E)
    public static let keyboardOpenBracket = Self(rawValue: 0x2F), keyboardCloseBracket = Self(rawValue: 0x30)
    public static let keyboardBackslash = Self(rawValue: 0x31), keyboardSemicolon = Self(rawValue: 0x33)
    public static let keyboardQuote = Self(rawValue: 0x34), keyboardGraveAccentAndTilde = Self(rawValue: 0x35)
    public static let keyboardComma = Self(rawValue: 0x36), keyboardPeriod = Self(rawValue: 0x37)
    public static let keyboardSlash = Self(rawValue: 0x38), keyboardCapsLock = Self(rawValue: 0x39)
    public static let keyboardF1 = Self(rawValue: 0x3A), keyboardF2 = Self(rawValue: 0x3B)
    public static let keyboardF3 = Self(rawValue: 0x3C), keyboardF4 = Self(rawValue: 0x3D)
    public static let keyboardF5 = Self(rawValue: 0x3E), keyboardF6 = Self(rawValue: 0x3F)
    public static let keyboardF7 = Self(rawValue: 0x40), keyboardF8 = Self(rawValue: 0x41)
    public static let keyboardF9 = Self(rawValue: 0x42), keyboardF10 = Self(rawValue: 0x43)
    public static let keyboardF11 = Self(rawValue: 0x44), keyboardF12 = Self(rawValue: 0x45)
    public static let keyboardHome = Self(rawValue: 0x4A), keyboardPageUp = Self(rawValue: 0x4B)
    public static let keyboardDeleteForward = Self(rawValue: 0x4C), keyboardEnd = Self(rawValue: 0x4D)
    public static let keyboardPageDown = Self(rawValue: 0x4E)
    public static let keyboardRightArrow = Self(rawValue: 0x4F), keyboardLeftArrow = Self(rawValue: 0x50)
    public static let keyboardDownArrow = Self(rawValue: 0x51), keyboardUpArrow = Self(rawValue: 0x52)
    public static let keyboardNonUSBackslash = Self(rawValue: 0x64)
    public static let keyboardLeftControl = Self(rawValue: 0xE0), keyboardLeftShift = Self(rawValue: 0xE1)
    public static let keyboardLeftAlt = Self(rawValue: 0xE2), keyboardLeftGUI = Self(rawValue: 0xE3)
    public static let keyboardRightControl = Self(rawValue: 0xE4), keyboardRightShift = Self(rawValue: 0xE5)
    public static let keyboardRightAlt = Self(rawValue: 0xE6), keyboardRightGUI = Self(rawValue: 0xE7)
}
