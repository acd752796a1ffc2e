import XUIKitCore

/// Linux evdev key codes (`KEY_*`, linux/input-event-codes.h) to USB HID
/// keyboard usages: the inverse of the kernel's HID keyboard table
/// (drivers/hid/hid-input.c `hid_keyboard`).
///
/// On servers with the evdev keymap (Xorg with evdev or libinput, Xwayland)
/// an X keycode is the evdev code + 8. Where the kernel maps two usages to one
/// key code (0x31 Backslash and 0x32 Non-US #), the US usage is returned;
/// KEY_PROPS (the kernel's key for HID Menu) and KEY_MENU both give Menu.
enum EvdevKeyTable {
    /// The HID usage of X keycode `keycode`, nil for keys with none.
    static func usage(forXKeycode keycode: UInt32) -> UIKeyboardHIDUsage? {
        guard keycode >= 8 else { return nil }
        return usage(forEvdevCode: Int(keycode) - 8)
    }

    /// The HID usage of evdev `KEY_*` code `code`, nil for keys with none.
    static func usage(forEvdevCode code: Int) -> UIKeyboardHIDUsage? {
        table[code].map { UIKeyboardHIDUsage(rawValue: $0) }
    }

    /// Whether `usage` is a keypad key (UIKit flags those `.numericPad`).
    static func isKeypad(_ usage: UIKeyboardHIDUsage) -> Bool {
        (0x54...0x63).contains(usage.rawValue) || [0x67, 0x85, 0x86, 0xB6, 0xB7].contains(usage.rawValue)
    }

    /// evdev code -> HID usage, built from `pairs`.
    private static let table: [Int: Int] = Dictionary(pairs, uniquingKeysWith: { first, _ in first })

    // (KEY_*, HID usage), in HID order.
    private static let pairs: [(Int, Int)] = [
        // Letters a-z: KEY_A 30 ... KEY_Z 44 (QWERTY positions).
        (30, 0x04), (48, 0x05), (46, 0x06), (32, 0x07), (18, 0x08), (33, 0x09), (34, 0x0A), (35, 0x0B),
        (23, 0x0C), (36, 0x0D), (37, 0x0E), (38, 0x0F), (50, 0x10), (49, 0x11), (24, 0x12), (25, 0x13),
        (16, 0x14), (19, 0x15), (31, 0x16), (20, 0x17), (22, 0x18), (47, 0x19), (17, 0x1A), (45, 0x1B),
        (21, 0x1C), (44, 0x1D),
        // Digits 1-9, 0: KEY_1 2 ... KEY_0 11.
        (2, 0x1E), (3, 0x1F), (4, 0x20), (5, 0x21), (6, 0x22), (7, 0x23), (8, 0x24), (9, 0x25), (10, 0x26), (11, 0x27),
        // Enter, Esc, Backspace, Tab, Space, - = [ ] \ ; ' ` , . / CapsLock.
        (28, 0x28), (1, 0x29), (14, 0x2A), (15, 0x2B), (57, 0x2C), (12, 0x2D), (13, 0x2E), (26, 0x2F),
        (27, 0x30), (43, 0x31), (39, 0x33), (40, 0x34), (41, 0x35), (51, 0x36), (52, 0x37), (53, 0x38),
        (58, 0x39),
        // F1-F12: KEY_F1 59 ... KEY_F10 68, KEY_F11 87, KEY_F12 88.
        (59, 0x3A), (60, 0x3B), (61, 0x3C), (62, 0x3D), (63, 0x3E), (64, 0x3F), (65, 0x40), (66, 0x41),
        (67, 0x42), (68, 0x43), (87, 0x44), (88, 0x45),
        // SysRq/PrintScreen, ScrollLock, Pause, Insert, Home, PageUp, Delete, End, PageDown.
        (99, 0x46), (70, 0x47), (119, 0x48), (110, 0x49), (102, 0x4A), (104, 0x4B), (111, 0x4C), (107, 0x4D),
        (109, 0x4E),
        // Right, Left, Down, Up.
        (106, 0x4F), (105, 0x50), (108, 0x51), (103, 0x52),
        // Keypad: NumLock / * - + Enter 1-9 0 .
        (69, 0x53), (98, 0x54), (55, 0x55), (74, 0x56), (78, 0x57), (96, 0x58), (79, 0x59), (80, 0x5A),
        (81, 0x5B), (75, 0x5C), (76, 0x5D), (77, 0x5E), (71, 0x5F), (72, 0x60), (73, 0x61), (82, 0x62),
        (83, 0x63),
        // 102nd key, Compose (the PC Menu key: HID Application), Power, keypad =.
        (86, 0x64), (127, 0x65), (116, 0x66), (117, 0x67),
        // F13-F24: KEY_F13 183 ... KEY_F24 194.
        (183, 0x68), (184, 0x69), (185, 0x6A), (186, 0x6B), (187, 0x6C), (188, 0x6D), (189, 0x6E), (190, 0x6F),
        (191, 0x70), (192, 0x71), (193, 0x72), (194, 0x73),
        // Open(Execute), Help, Props and Menu (both HID Menu), Front(Select), Stop, Again, Undo, Cut, Copy, Paste, Find, Mute, Vol+, Vol-.
        (134, 0x74), (138, 0x75), (130, 0x76), (139, 0x76), (132, 0x77), (128, 0x78), (129, 0x79), (131, 0x7A), (137, 0x7B),
        (133, 0x7C), (135, 0x7D), (136, 0x7E), (113, 0x7F), (115, 0x80), (114, 0x81),
        // Keypad comma; International1-6 (Ro, Katakana/Hiragana, Yen, Henkan, Muhenkan, KP JP comma).
        (121, 0x85), (89, 0x87), (93, 0x88), (124, 0x89), (92, 0x8A), (94, 0x8B), (95, 0x8C),
        // LANG1-5 (Hangeul, Hanja, Katakana, Hiragana, Zenkaku/Hankaku).
        (122, 0x90), (123, 0x91), (90, 0x92), (91, 0x93), (85, 0x94),
        // Keypad ( ).
        (179, 0xB6), (180, 0xB7),
        // Modifiers: LeftCtrl, LeftShift, LeftAlt, LeftMeta, RightCtrl, RightShift, RightAlt, RightMeta.
        (29, 0xE0), (42, 0xE1), (56, 0xE2), (125, 0xE3), (97, 0xE4), (54, 0xE5), (100, 0xE6), (126, 0xE7),
    ]
}
