/// Text and chords as key presses on the headless server's keymap (evdev, US
/// layout): what `type "text"` and `key ctrl+z` in a script expand to.
public enum KeyTyping {
    /// The modifiers a chord may name, and the key each presses.
    static let modifiers: [String: String] = [
        "ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L",
        "super": "Super_L", "meta": "Super_L", "cmd": "Super_L", "win": "Super_L",
    ]

    /// The X keycode typing `character` needs, and whether Shift must be held;
    /// nil for a character the US layout has no key for.
    public static func key(for character: Character) -> (keycode: Int, shifted: Bool)? {
        switch character {
        case "\n", "\r\n": return KeyNames.keycode(for: "Return").map { ($0, false) }
        case "\t": return KeyNames.keycode(for: "Tab").map { ($0, false) }
        case " ": return KeyNames.keycode(for: "space").map { ($0, false) }
        default: break
        }
        let text = String(character)
        if character.isASCII, character.isLetter {
            return KeyNames.keycode(for: text.lowercased()).map { ($0, character.isUppercase) }
        }
        if let unshifted = punctuation[text], let code = KeyNames.keycode(for: unshifted) { return (code, false) }
        if let base = shiftedPunctuation[text], let code = KeyNames.keycode(for: base) { return (code, true) }
        return nil
    }

    /// Unshifted characters of the US layout and the keys that type them.
    private static let punctuation: [String: String] = {
        var table: [String: String] = [
            "-": "minus", "=": "equal", "[": "bracketleft", "]": "bracketright", "\\": "backslash", ";": "semicolon",
            "'": "apostrophe", "`": "grave", ",": "comma", ".": "period", "/": "slash",
        ]
        for digit in "0123456789" { table[String(digit)] = String(digit) }
        return table
    }()

    /// Shifted characters of the US layout and their keys' unshifted names.
    private static let shiftedPunctuation: [String: String] = [
        "!": "1", "@": "2", "#": "3", "$": "4", "%": "5", "^": "6", "&": "7", "*": "8", "(": "9", ")": "0",
        "_": "minus", "+": "equal", "{": "bracketleft", "}": "bracketright", "|": "backslash", ":": "semicolon",
        "\"": "apostrophe", "~": "grave", "<": "comma", ">": "period", "?": "slash",
    ]

    /// The presses that type `text`, Shift held around shifted characters.
    /// Throws the reason for the first character with no key.
    static func steps(typing text: String) throws -> [TouchScript.Step] {
        guard let shift = KeyNames.keycode(for: "Shift_L") else { return [] }
        var steps: [TouchScript.Step] = []
        for character in text {
            guard let (code, shifted) = key(for: character) else {
                let shown = character.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "U+" + String($0.value, radix: 16, uppercase: true) }.joined()
                throw TypingError("no key types '\(shown)' on the server's US layout (use `keycode N` with a keymap that has it)")
            }
            if shifted { steps.append(.key(keycode: shift, action: .down)) }
            steps.append(.key(keycode: code, action: .click))
            if shifted { steps.append(.key(keycode: shift, action: .up)) }
        }
        return steps
    }

    /// The presses of a key name or chord: `z`, `L` (Shift+l), `Return`,
    /// `ctrl+z`, `ctrl+shift+Left`; modifiers go down in order and up in reverse.
    static func steps(chord: String) throws -> [TouchScript.Step] {
        let parts = chord.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, !last.isEmpty, parts.dropLast().allSatisfy({ !$0.isEmpty }) else {
            throw TypingError("a chord is modifiers and a key joined by +, such as ctrl+z, got '\(chord)'")
        }
        var held: [Int] = []
        for name in parts.dropLast() {
            guard let key = modifiers[name.lowercased()], let code = KeyNames.keycode(for: key) else {
                throw TypingError("unknown modifier '\(name)' in '\(chord)' (use ctrl, shift, alt or super)")
            }
            held.append(code)
        }
        var press: [TouchScript.Step]
        if let code = KeyNames.keycode(for: last) {
            press = [.key(keycode: code, action: .click)]
        } else if last.count == 1, let character = last.first, key(for: character) != nil {
            press = try steps(typing: last)
        } else {
            throw TypingError("unknown key name '\(last)' (use a keysym name such as a, Return, Shift_L, XF86AudioPlay, or `keycode N`)")
        }
        // A single capital letter is Shift + the letter, as typing it would be.
        if parts.count == 1, last.count == 1, let c = last.first, c.isASCII, c.isUppercase, let shift = KeyNames.keycode(for: "Shift_L"),
           let code = KeyNames.keycode(for: last.lowercased()) {
            press = [.key(keycode: shift, action: .down), .key(keycode: code, action: .click), .key(keycode: shift, action: .up)]
        }
        return held.map { .key(keycode: $0, action: .down) } + press + held.reversed().map { .key(keycode: $0, action: .up) }
    }

    struct TypingError: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }
}
