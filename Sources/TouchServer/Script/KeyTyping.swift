/// Text and chords as key presses on the headless server's layout
/// (`KeyboardLayout.server`): what `type "text"` and `key ctrl+z` in a
/// script expand to.
///
/// A keysym on a shifted level is typed with Shift held (`key A`, `key
/// exclam`, `type "!"`), on the keypad's NumLock level with Num_Lock
/// clicked before and after (`key KP_1`), on a Control+Alt level with both
/// held (`key XF86Switch_VT_1`): the stroke `KeyboardLayout` finds. A chord's
/// named modifiers go down first, in order, then the key's own (a modifier
/// both name is pressed once): `key ctrl+A` is Control+Shift+a, as xdotool
/// presses it. `key NAME down` presses the key's modifiers then the key, and
/// `key NAME up` releases them in reverse, so a down/up pair types the same
/// as `key NAME`.
public enum KeyTyping {
    /// The modifiers a chord may name, and the key each presses.
    static let modifiers: [String: String] = [
        "ctrl": "Control_L", "control": "Control_L", "shift": "Shift_L", "alt": "Alt_L",
        "super": "Super_L", "meta": "Super_L", "cmd": "Super_L", "win": "Super_L",
    ]

    /// The server's layout, or the error a script line gets when xkbcommon could not compile it.
    static func layout() throws -> KeyboardLayout {
        switch KeyboardLayout.server {
        case .success(let layout): return layout
        case .failure(let error): throw TypingError("no key names: \(error.description)")
        }
    }

    /// The presses that type `text`, each character's modifiers around it.
    /// Throws the reason for the first character with no key.
    static func steps(typing text: String) throws -> [TouchScript.Step] {
        let layout = try layout()
        var steps: [TouchScript.Step] = []
        for character in text {
            guard let stroke = layout.stroke(for: character) else {
                let shown = character.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "U+" + String($0.value, radix: 16, uppercase: true) }.joined()
                throw TypingError("no key types '\(shown)' on the server's US layout (use `keycode N` with a keymap that has it)")
            }
            steps += presses(stroke, action: .click)
        }
        return steps
    }

    /// The presses of a key name or chord: `z`, `L` (Shift+l), `Return`,
    /// `ctrl+z`, `ctrl+shift+Left`; modifiers go down in order and up in reverse.
    static func steps(chord: String, action: TouchScript.PressAction = .click) throws -> [TouchScript.Step] {
        let parts = chord.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        guard let last = parts.last, !last.isEmpty, parts.dropLast().allSatisfy({ !$0.isEmpty }) else {
            throw TypingError("a chord is modifiers and a key joined by +, such as ctrl+z, got '\(chord)'")
        }
        let layout = try layout()
        var named: [Int] = []
        for name in parts.dropLast() {
            guard let key = modifiers[name.lowercased()], case .typed(_, let stroke) = layout.lookup(key) else {
                throw TypingError("unknown modifier '\(name)' in '\(chord)' (use ctrl, shift, alt or super)")
            }
            if !named.contains(stroke.keycode) { named.append(stroke.keycode) }
        }
        switch layout.lookup(last) {
        case .typed(_, var stroke):
            stroke.held = named + stroke.held.filter { !named.contains($0) }
            return presses(stroke, action: action)
        case .notOnLayout(let keysym):
            throw TypingError("no key types keysym '\(KeyboardLayout.name(of: keysym))' on the server's US layout (use `keycode N` with a keymap that has it)")
        case .unknown:
            throw TypingError(unknownName: last, suffix: action == .click ? "" : "; chords are pressed and released whole")
        }
    }

    /// `stroke` as steps: locks clicked, modifiers down, the key, modifiers up in reverse, locks clicked back.
    /// `.down` stops after the key goes down and `.up` starts with its release.
    static func presses(_ stroke: KeyboardLayout.KeyStroke, action: TouchScript.PressAction) -> [TouchScript.Step] {
        let before = stroke.toggled.map { TouchScript.Step.key(keycode: $0, action: .click) }
            + stroke.held.map { .key(keycode: $0, action: .down) }
        let after = stroke.held.reversed().map { TouchScript.Step.key(keycode: $0, action: .up) }
            + stroke.toggled.reversed().map { .key(keycode: $0, action: .click) }
        switch action {
        case .click: return before + [.key(keycode: stroke.keycode, action: .click)] + after
        case .down: return before + [.key(keycode: stroke.keycode, action: .down)]
        case .up: return [.key(keycode: stroke.keycode, action: .up)] + after
        }
    }

    struct TypingError: Error {
        let text: String
        init(_ text: String) { self.text = text }

        /// A name that is no keysym's.
        init(unknownName name: String, suffix: String = "") {
            text = "unknown key name '\(name)' (use a keysym name such as a, Return, Shift_L, XF86AudioPlay, or `keycode N`\(suffix))"
        }
    }
}
