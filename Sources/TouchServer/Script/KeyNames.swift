/// Key names in scripts: X keysym names (`a`, `A`, `exclam`, `Return`,
/// `Page_Down` or `Next`, `KP_Enter`, `F13`, `XF86AudioPlay`), looked up by
/// libxkbcommon and typed on the headless server's layout
/// (`KeyboardLayout.server`: evdev, pc105, us), where an X keycode is a Linux
/// `KEY_*` code + 8.
///
/// Names are keysym names as xkbcommon spells them; a name that matches
/// none exactly is looked up again ignoring case (`page_down`), as
/// xkbcommon advises for names people type (`KeyboardLayout.keysym(named:)`).
public enum KeyNames {
    /// The X keycode of the key typing `name` (its modifiers aside), or nil
    /// when no key of the server's layout types it (or it names no keysym).
    public static func keycode(for name: String) -> Int? {
        guard case .success(let layout) = KeyboardLayout.server, case .typed(_, let stroke) = layout.lookup(name) else { return nil }
        return stroke.keycode
    }

    /// The name a script writes for `keycode` pressed alone (its level-one
    /// keysym), or nil when that keysym's name would press another key or
    /// modifiers too.
    public static func name(for keycode: Int) -> String? {
        guard case .success(let layout) = KeyboardLayout.server else { return nil }
        return layout.name(forKeycode: keycode)
    }

    /// The name of every keysym the server's layout types, sorted.
    public static var allNames: [String] {
        guard case .success(let layout) = KeyboardLayout.server else { return [] }
        return layout.strokes.keys.map(KeyboardLayout.name(of:)).sorted()
    }
}
