import XUIKitCore

/// X keycodes to HID usages for the server's current keymap.
///
/// X keycodes are not the same on every server: evdev keymaps (Xorg with
/// evdev or libinput, Xwayland) use Linux `KEY_*` + 8, while the xfree86
/// keycode set (rules "base", as on the headless test server) puts Up at 98
/// and Print at 111. The XKB key names (<AC01>, <UP>, <LFSH>) are the same in
/// both, so the map goes keycode -> XKB key name -> evdev code -> HID usage.
/// With no key names (no XKB), keycode - 8 is taken as the evdev code.
struct KeycodeUsageMap: Equatable {
    private var usages: [UInt32: UIKeyboardHIDUsage] = [:]
    private let hasNames: Bool

    /// The evdev fallback: keycode - 8.
    init() { hasNames = false }

    /// From the keymap's key names, by keycode (names as in xkb/keycodes, without brackets).
    init(keyNames: [UInt32: String]) {
        hasNames = !keyNames.isEmpty
        for (keycode, name) in keyNames {
            if let code = Self.evdevKeycodes[name], let usage = EvdevKeyTable.usage(forXKeycode: code) {
                usages[keycode] = usage
            }
        }
    }

    /// The HID usage of X keycode `keycode`, nil for keys with none.
    func usage(forXKeycode keycode: UInt32) -> UIKeyboardHIDUsage? {
        hasNames ? usages[keycode] : EvdevKeyTable.usage(forXKeycode: keycode)
    }

    /// XKB key names -> their keycodes in xkeyboard-config's keycodes/evdev (evdev code + 8),
    /// aliases included (MENU, LMTA, RMTA, ALGR, AC12, KPPT, I129, AE13; KPLP and KPRP are the keypad parentheses'
    /// aliases, I187 and I188 their names in keycodes/evdev, which the server reports).
    static let evdevKeycodes: [String: UInt32] = {
        var t: [String: UInt32] = [
            "ESC": 9, "BKSP": 22, "TAB": 23, "RTRN": 36, "LCTL": 37, "TLDE": 49, "LFSH": 50, "BKSL": 51, "AC12": 51,
            "RTSH": 62, "KPMU": 63, "LALT": 64, "SPCE": 65, "CAPS": 66, "NMLK": 77, "SCLK": 78,
            "KP7": 79, "KP8": 80, "KP9": 81, "KPSU": 82, "KP4": 83, "KP5": 84, "KP6": 85, "KPAD": 86,
            "KP1": 87, "KP2": 88, "KP3": 89, "KP0": 90, "KPDL": 91, "LSGT": 94, "FK11": 95, "FK12": 96,
            "AB11": 97, "KATA": 98, "HIRA": 99, "HENK": 100, "HKTG": 101, "MUHE": 102, "JPCM": 103,
            "KPEN": 104, "RCTL": 105, "KPDV": 106, "PRSC": 107, "RALT": 108, "ALGR": 108, "HOME": 110, "UP": 111,
            "PGUP": 112, "LEFT": 113, "RGHT": 114, "END": 115, "DOWN": 116, "PGDN": 117, "INS": 118, "DELE": 119,
            "MUTE": 121, "VOL-": 122, "VOL+": 123, "POWR": 124, "KPEQ": 125, "PAUS": 127, "I129": 129, "KPPT": 129,
            "HNGL": 130, "HJCV": 131, "AE13": 132, "LWIN": 133, "LMTA": 133, "RWIN": 134, "RMTA": 134,
            "COMP": 135, "MENU": 135, "STOP": 136, "AGAI": 137, "PROP": 138, "UNDO": 139, "FRNT": 140,
            "COPY": 141, "OPEN": 142, "PAST": 143, "FIND": 144, "CUT": 145, "HELP": 146, "I147": 147,
            "ZEHA": 93, "KPLP": 187, "KPRP": 188, "I187": 187, "I188": 188,
        ]
        // Rows: AE01-AE12 from 10, AD01-AD12 from 24, AC01-AC11 from 38, AB01-AB10 from 52.
        for (row, first, count) in [("AE", 10, 12), ("AD", 24, 12), ("AC", 38, 11), ("AB", 52, 10)] as [(String, UInt32, UInt32)] {
            for i in 0..<count { t[row + (i < 9 ? "0" : "") + String(i + 1)] = first + i }
        }
        for i in UInt32(1)...10 { t["FK" + (i < 10 ? "0" : "") + String(i)] = 66 + i }
        for i in UInt32(13)...24 { t["FK\(i)"] = 191 + i - 13 }
        return t
    }()
}
