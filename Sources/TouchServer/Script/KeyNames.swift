/// X keysym-style key names and the X keycodes the headless server's evdev
/// keymap gives them (Linux `KEY_*` + 8).
///
/// Covers letters, digits, the main punctuation keys, modifiers, editing and
/// navigation keys and F1...F12 of a US layout. Names are case-sensitive as
/// keysym names are (`Return`, `Shift_L`); single letters may be given in
/// either case and mean the same key here (a script's `key L` adds Shift:
/// see `KeyTyping`). Media keys have their XF86 names (`XF86AudioPlay` ...).
public enum KeyNames {
    /// The X keycode for `name`, or nil if the name is unknown.
    public static func keycode(for name: String) -> Int? {
        if let code = table[name] { return code }
        if name.count == 1, let code = table[name.lowercased()] { return code }
        return nil
    }

    /// The preferred name for an X keycode, or nil if the table has none.
    public static func name(for keycode: Int) -> String? {
        reverse[keycode]
    }

    /// Every known name, sorted.
    public static var allNames: [String] { table.keys.sorted() }

    private static let table: [String: Int] = {
        var t: [String: Int] = [:]
        // Linux KEY_* codes + 8, rows of a US keyboard.
        let rows: [(String, Int)] = [
            ("1234567890", 2), ("qwertyuiop", 16), ("asdfghjkl", 30), ("zxcvbnm", 44),
        ]
        for (keys, firstLinuxCode) in rows {
            for (i, ch) in keys.enumerated() { t[String(ch)] = firstLinuxCode + i + 8 }
        }
        let named: [(String, Int)] = [
            ("Escape", 1), ("minus", 12), ("equal", 13), ("BackSpace", 14), ("Tab", 15),
            ("bracketleft", 26), ("bracketright", 27), ("Return", 28), ("Control_L", 29),
            ("semicolon", 39), ("apostrophe", 40), ("grave", 41), ("Shift_L", 42), ("backslash", 43),
            ("comma", 51), ("period", 52), ("slash", 53), ("Shift_R", 54), ("Alt_L", 56), ("space", 57),
            ("Caps_Lock", 58), ("Control_R", 97), ("Alt_R", 100), ("Home", 102), ("Up", 103),
            ("Prior", 104), ("Left", 105), ("Right", 106), ("End", 107), ("Down", 108), ("Next", 109),
            ("Insert", 110), ("Delete", 111), ("Super_L", 125), ("Super_R", 126), ("Menu", 127),
            ("XF86AudioMute", 113), ("XF86AudioLowerVolume", 114), ("XF86AudioRaiseVolume", 115),
            ("XF86AudioNext", 163), ("XF86AudioPlay", 164), ("XF86AudioPrev", 165), ("XF86AudioStop", 166),
            ("XF86AudioRewind", 168), ("XF86AudioPause", 201), ("XF86AudioForward", 208),
        ]
        for (name, linuxCode) in named { t[name] = linuxCode + 8 }
        for n in 1...10 { t["F\(n)"] = 58 + n + 8 }
        t["F11"] = 87 + 8
        t["F12"] = 88 + 8
        return t
    }()

    private static let reverse: [Int: String] = {
        var r: [Int: String] = [:]
        for (name, code) in table where r[code] == nil || name < r[code]! { r[code] = name }
        return r
    }()
}
