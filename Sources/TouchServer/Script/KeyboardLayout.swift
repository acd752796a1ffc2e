internal import CXKBCommon

/// A keyboard layout as libxkbcommon compiles it from XKB rule names: which
/// key, and which modifier keys, type each keysym. Scripts' key names and
/// typed text go through the headless server's layout (`server`).
///
/// The server's keyboard is configured with the same names (`XorgConfiguration`:
/// `XkbRules evdev`, `XkbModel pc105`, `XkbLayout us`, no variant, no
/// options), and Xorg compiles them from the same xkeyboard-config files, so
/// the keycodes and levels found here are those the server types. The
/// environment's `XKB_DEFAULT_*` variables are ignored (they do not reach
/// Xorg either).
///
/// Each keysym the layout types gets one `KeyStroke` per use:
/// - a key name (`key less`) is the key Xlib's `XKeysymToKeycode` finds: the
///   lowest level any key has it on, then the lowest keycode, so a key that
///   types it alone wins (`less` is the pc105 extra key, 94; `XF86AudioPause`
///   its own key, 209, not Shift+Play);
/// - a typed character (`type "<"`) is the lowest keycode typing it, as on a
///   US keyboard's main block: `<` is Shift+comma (59) and `(` Shift+9, not the
///   extra key or the keypad's `(`.
/// On one key, the level needing the fewest modifiers. A level's modifiers are
/// pressed through keys found by simulating the keymap: a key that sets a
/// modifier while held (Shift_L for Shift, ISO_Level3_Shift for Mod5) is held
/// around the key; a key that locks it (Num_Lock for the keypad's digits) is
/// clicked before and after, which assumes the lock is off, as on a fresh
/// server. Every stroke is checked against the keymap's state machine.
public struct KeyboardLayout: Sendable {
    /// A key and the modifiers that reach the level typing a keysym.
    public struct KeyStroke: Equatable, Sendable {
        /// The X keycode of the key (8...255).
        public var keycode: Int
        /// Modifier keys held around the key, in press order.
        public var held: [Int] = []
        /// Locking keys clicked before the key and again after it.
        public var toggled: [Int] = []

        /// Whether the key alone types it.
        public var isBare: Bool { held.isEmpty && toggled.isEmpty }
    }

    /// What a name means in this layout.
    public enum Lookup: Equatable, Sendable {
        /// A keysym the layout types, and how.
        case typed(keysym: UInt32, KeyStroke)
        /// A keysym name (`eacute`, `U20AC`) that no key of the layout types.
        case notOnLayout(keysym: UInt32)
        /// Not a keysym name.
        case unknown
    }

    /// The rule names the layout is compiled from.
    public let rules: String, model: String, layout: String
    /// Every keysym the layout types, and its stroke for a key name.
    public let strokes: [UInt32: KeyStroke]
    /// Every keysym the layout types, and its stroke for typed text.
    public let typingStrokes: [UInt32: KeyStroke]
    /// The level-one keysym of each keycode, when that key alone is its stroke.
    private let bareNames: [Int: String]

    /// The headless touch server's layout (evdev, pc105, us), compiled once;
    /// the failure says why when xkeyboard-config's files are missing.
    public static let server: Result<KeyboardLayout, LayoutError> = Result { () throws(LayoutError) in
        try KeyboardLayout(rules: serverNames.rules, model: serverNames.model, layout: serverNames.layout)
    }

    /// The rule names of the server's keyboard (`XorgConfiguration` gives Xorg the same).
    static let serverNames = (rules: "evdev", model: "pc105", layout: "us")

    /// Why a layout could not be compiled.
    public struct LayoutError: Error, Equatable, CustomStringConvertible {
        public let description: String
    }

    /// Compiles `rules`/`model`/`layout` (no variant, no options).
    public init(rules: String, model: String, layout: String) throws(LayoutError) {
        self.rules = rules
        self.model = model
        self.layout = layout
        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw LayoutError(description: "xkbcommon could not make a context")
        }
        defer { xkb_context_unref(context) }
        let compiled: OpaquePointer? = rules.withCString { r in
            model.withCString { m in
                layout.withCString { l in
                    "".withCString { empty in
                        var names = xkb_rule_names(rules: r, model: m, layout: l, variant: empty, options: empty)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        guard let keymap = compiled else {
            throw LayoutError(description: "xkbcommon could not compile the keymap \(rules)/\(model)/\(layout) (is xkb-data installed?)")
        }
        defer { xkb_keymap_unref(keymap) }
        let scan = KeymapScan(keymap)
        strokes = scan.strokes
        typingStrokes = scan.typingStrokes
        bareNames = scan.bareNames
    }

    /// The keysym `name` names: exact, then, failing that, case-insensitive
    /// (xkbcommon's advice for names people type: `page_down` is Page_Down;
    /// where names differ only in case the exact one wins, so `a` and `A` stay
    /// apart). Also xkbcommon's `U20AC` and `0xff56` forms. nil if none.
    public static func keysym(named name: String) -> UInt32? {
        guard !name.isEmpty, name.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { return nil }
        let exact = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
        if exact != 0 { return exact }
        let folded = xkb_keysym_from_name(name, XKB_KEYSYM_CASE_INSENSITIVE)
        return folded != 0 ? folded : nil
    }

    /// xkbcommon's name of `keysym` (`Prior` for 0xff55, `U20AC` for one with no name).
    public static func name(of keysym: UInt32) -> String {
        var buffer = [CChar](repeating: 0, count: 64)
        let length = xkb_keysym_get_name(keysym, &buffer, buffer.count)
        guard length > 0 else { return "0x" + String(keysym, radix: 16) }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// What `name` means here (see `Lookup`).
    public func lookup(_ name: String) -> Lookup {
        guard let keysym = Self.keysym(named: name) else { return .unknown }
        guard let stroke = strokes[keysym] else { return .notOnLayout(keysym: keysym) }
        return .typed(keysym: keysym, stroke)
    }

    /// The stroke typing `character`, nil when no key types it. A line feed
    /// (or CR LF) is Return, as typing a newline is.
    public func stroke(for character: Character) -> KeyStroke? {
        if character == "\n" || character == "\r\n" { return typingStrokes[0xFF0D] }
        guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first else { return nil }
        let keysym = xkb_utf32_to_keysym(scalar.value)
        return keysym == 0 ? nil : typingStrokes[keysym]
    }

    /// The name a script writes for `keycode` pressed alone: its level-one
    /// keysym's, when that name gives back this key with no modifier; else nil
    /// (the script then writes `keycode N`).
    public func name(forKeycode keycode: Int) -> String? { bareNames[keycode] }
}

/// One walk over a compiled keymap: its modifier keys, then every level of every key.
private struct KeymapScan {
    var strokes: [UInt32: KeyboardLayout.KeyStroke] = [:]
    var typingStrokes: [UInt32: KeyboardLayout.KeyStroke] = [:]
    var bareNames: [Int: String] = [:]
    /// Keys setting one real modifier while held, and keys locking one, by modifier bit (lowest keycode).
    private var holding: [UInt32: Int] = [:], locking: [UInt32: Int] = [:]
    private let keymap: OpaquePointer

    init(_ keymap: OpaquePointer) {
        self.keymap = keymap
        let first = Int(xkb_keymap_min_keycode(keymap)), last = min(Int(xkb_keymap_max_keycode(keymap)), 255)
        guard first <= last else { return }
        for keycode in first...last { classifyModifier(keycode) }
        // Every (keysym, key, level) the layout types, keycodes ascending, then levels.
        var candidates: [(keysym: UInt32, level: UInt32, stroke: KeyboardLayout.KeyStroke, cost: Int)] = []
        for keycode in first...last {
            let levels = xkb_keymap_num_levels_for_key(keymap, xkb_keycode_t(keycode), 0)
            for level in 0..<levels {
                var syms: UnsafePointer<xkb_keysym_t>?
                guard xkb_keymap_key_get_syms_by_level(keymap, xkb_keycode_t(keycode), 0, level, &syms) == 1,
                      let keysym = syms?.pointee, keysym != 0,
                      let (stroke, cost) = cheapestStroke(keycode: keycode, level: level, keysym: keysym) else { continue }
                candidates.append((keysym, level, stroke, cost))
            }
        }
        // Names: the lowest level, then the lowest keycode (Xlib's XKeysymToKeycode order), then the fewest modifiers.
        for candidate in candidates.sorted(by: { ($0.level, $0.stroke.keycode, $0.cost) < ($1.level, $1.stroke.keycode, $1.cost) })
        where strokes[candidate.keysym] == nil {
            strokes[candidate.keysym] = candidate.stroke
        }
        // Text: the lowest keycode (the main block before the keypad and the pc105 extra key), then the fewest modifiers.
        for candidate in candidates.sorted(by: { ($0.stroke.keycode, $0.cost) < ($1.stroke.keycode, $1.cost) })
        where typingStrokes[candidate.keysym] == nil {
            typingStrokes[candidate.keysym] = candidate.stroke
        }
        for keycode in first...last {
            var syms: UnsafePointer<xkb_keysym_t>?
            guard xkb_keymap_key_get_syms_by_level(keymap, xkb_keycode_t(keycode), 0, 0, &syms) == 1, let keysym = syms?.pointee,
                  strokes[keysym] == KeyboardLayout.KeyStroke(keycode: keycode) else { continue }
            bareNames[keycode] = KeyboardLayout.name(of: keysym)
        }
    }

    /// Presses and releases `keycode` from no modifiers: records it if it sets one modifier while held, or locks one.
    private mutating func classifyModifier(_ keycode: Int) {
        guard let state = xkb_state_new(keymap) else { return }
        defer { xkb_state_unref(state) }
        _ = xkb_state_update_key(state, xkb_keycode_t(keycode), XKB_KEY_DOWN)
        let depressed = xkb_state_serialize_mods(state, XKB_STATE_MODS_DEPRESSED)
        _ = xkb_state_update_key(state, xkb_keycode_t(keycode), XKB_KEY_UP)
        let locked = xkb_state_serialize_mods(state, XKB_STATE_MODS_LOCKED)
        let latched = xkb_state_serialize_mods(state, XKB_STATE_MODS_LATCHED)
        if locked != 0, locked.nonzeroBitCount == 1, locking[locked] == nil {
            locking[locked] = keycode
        } else if locked == 0, latched == 0, depressed.nonzeroBitCount == 1, holding[depressed] == nil {
            holding[depressed] = keycode
        }
    }

    /// The cheapest way to reach `level` of `keycode` (locks cost more than held keys), checked on a fresh state.
    private func cheapestStroke(keycode: Int, level: xkb_level_index_t, keysym: xkb_keysym_t) -> (KeyboardLayout.KeyStroke, Int)? {
        var masks = [xkb_mod_mask_t](repeating: 0, count: 16)
        let count = xkb_keymap_key_get_mods_for_level(keymap, xkb_keycode_t(keycode), 0, level, &masks, masks.count)
        var best: (KeyboardLayout.KeyStroke, Int)?
        for mask in masks.prefix(count) {
            var stroke = KeyboardLayout.KeyStroke(keycode: keycode)
            var cost = 0
            var reachable = true
            for bit in 0..<32 where mask & (1 << bit) != 0 {
                if let key = holding[1 << bit] {
                    stroke.held.append(key)
                    cost += 1
                } else if let key = locking[1 << bit] {
                    stroke.toggled.append(key)
                    cost += 3
                } else {
                    reachable = false
                }
            }
            guard reachable, best.map({ cost < $0.1 }) ?? true, types(stroke, keysym) else { continue }
            best = (stroke, cost)
        }
        return best
    }

    /// Whether pressing `stroke` on a fresh state gives `keysym`.
    private func types(_ stroke: KeyboardLayout.KeyStroke, _ keysym: xkb_keysym_t) -> Bool {
        guard let state = xkb_state_new(keymap) else { return false }
        defer { xkb_state_unref(state) }
        for key in stroke.toggled {
            _ = xkb_state_update_key(state, xkb_keycode_t(key), XKB_KEY_DOWN)
            _ = xkb_state_update_key(state, xkb_keycode_t(key), XKB_KEY_UP)
        }
        for key in stroke.held { _ = xkb_state_update_key(state, xkb_keycode_t(key), XKB_KEY_DOWN) }
        return xkb_state_key_get_one_sym(state, xkb_keycode_t(stroke.keycode)) == keysym
    }
}
