import Testing
import TouchServer

/// Key names in scripts are keysym names libxkbcommon knows, typed on the
/// server's layout (evdev, pc105, us) with the modifiers their level needs.
/// Keycodes: Shift_L 50, Control_L 37, Alt_L 64, Num_Lock 77, ISO_Level3_Shift 92.
@Suite("Key names from libxkbcommon")
struct KeyNameTests {
    typealias S = TouchScript.Step
    static let shift = 50, control = 37, alt = 64, numLock = 77, level3 = 92

    func steps(_ line: String) throws -> [S] { try TouchScript(parsing: line).steps }
    func click(_ keycode: Int) -> S { .key(keycode: keycode, action: .click) }

    @Test("Page_Down, Page_Up and KP_Enter are keys, as Next and Prior are; a name in the wrong case is found ignoring case")
    func pageAndKeypadNames() throws {
        #expect(try steps("key Page_Down") == [click(117)])
        #expect(try steps("key Next") == [click(117)])
        #expect(try steps("key Page_Up") == [click(112)])
        #expect(try steps("key Prior") == [click(112)])
        #expect(try steps("key KP_Enter") == [click(104)])
        #expect(try steps("key page_down") == [click(117)])
        #expect(try steps("key RETURN") == [click(36)])
        #expect(try steps("key F12") == [click(96)] && steps("key XF86Launch5") == [click(192)])
        // xkbcommon's numeric forms name the same keysyms.
        #expect(try steps("key 0xff56") == [click(117)] && steps("key U0041") == steps("key A"))
    }

    @Test("A keysym on a shifted level holds Shift; the keypad's digits click Num_Lock around; Control+Alt levels hold both; level four holds Shift and Level3")
    func modifiersOfTheLevel() throws {
        let shifted = { (code: Int) in [S.key(keycode: Self.shift, action: .down), self.click(code), .key(keycode: Self.shift, action: .up)] }
        #expect(try steps("key A") == shifted(38))
        #expect(try steps("key a") == [click(38)])
        #expect(try steps("key exclam") == shifted(10))
        #expect(try steps("key ISO_Left_Tab") == shifted(23))
        #expect(try steps("key KP_1") == [click(Self.numLock), click(87), click(Self.numLock)])
        #expect(try steps("key KP_End") == [click(87)])
        #expect(try steps("key XF86Switch_VT_1") == [
            .key(keycode: Self.control, action: .down), .key(keycode: Self.alt, action: .down), click(67),
            .key(keycode: Self.alt, action: .up), .key(keycode: Self.control, action: .up)])
        #expect(try steps("key brokenbar") == [
            .key(keycode: Self.shift, action: .down), .key(keycode: Self.level3, action: .down), click(94),
            .key(keycode: Self.level3, action: .up), .key(keycode: Self.shift, action: .up)])
    }

    @Test("A key name is the key Xlib's XKeysymToKeycode finds (lowest level, then keycode); typed text takes the main block's key")
    func nameAndTextChooseTheirKeys() throws {
        #expect(try steps("key less") == [click(94)])
        #expect(try steps("key parenleft") == [click(187)])
        #expect(try steps("key XF86AudioPause") == [click(209)])
        #expect(KeyNames.keycode(for: "XF86AudioPlay") == 172 && KeyNames.keycode(for: "Meta_L") == 64)
        let shiftAround = { (code: Int) in [S.key(keycode: Self.shift, action: .down), self.click(code), .key(keycode: Self.shift, action: .up)] }
        #expect(try steps("type \"<(\"") == shiftAround(59) + shiftAround(18))
    }

    @Test("Chords add the key's own modifiers once; down and up split a stroke so a pair types as the line would")
    func chordsAndHalves() throws {
        #expect(try steps("key ctrl+A") == [
            .key(keycode: Self.control, action: .down), .key(keycode: Self.shift, action: .down), click(38),
            .key(keycode: Self.shift, action: .up), .key(keycode: Self.control, action: .up)])
        #expect(try steps("key shift+A") == [.key(keycode: Self.shift, action: .down), click(38), .key(keycode: Self.shift, action: .up)])
        #expect(try steps("key A down") == [.key(keycode: Self.shift, action: .down), .key(keycode: 38, action: .down)])
        #expect(try steps("key A up") == [.key(keycode: 38, action: .up), .key(keycode: Self.shift, action: .up)])
        #expect(try steps("key KP_1 down\nkey KP_1 up") == [
            click(Self.numLock), .key(keycode: 87, action: .down), .key(keycode: 87, action: .up), click(Self.numLock)])
    }

    @Test("A keysym no key of the layout types is an error naming the line, as text with no key is", arguments: [
        ("key eacute", "line 1: no key types keysym 'eacute' on the server's US layout (use `keycode N` with a keymap that has it): key eacute"),
        ("key U20AC", "line 1: no key types keysym 'U20AC' on the server's US layout (use `keycode N` with a keymap that has it): key U20AC"),
        ("key ctrl+eacute", "line 1: no key types keysym 'eacute' on the server's US layout (use `keycode N` with a keymap that has it): key ctrl+eacute"),
        ("key eacute down", "line 1: no key types keysym 'eacute' on the server's US layout (use `keycode N` with a keymap that has it): key eacute down"),
        ("key Page-Down", "line 1: unknown key name 'Page-Down' (use a keysym name such as a, Return, Shift_L, XF86AudioPlay, or `keycode N`): key Page-Down"),
        // The US layout's F13-F24 keys type XF86 launcher keysyms (XF86Launch5 ...), as xkeyboard-config's evdev maps them.
        ("key F13", "line 1: no key types keysym 'F13' on the server's US layout (use `keycode N` with a keymap that has it): key F13"),
        ("type \"€\"", "line 1: no key types 'U+20AC' on the server's US layout (use `keycode N` with a keymap that has it): type \"€\""),
    ])
    func notOnTheLayout(line: String, message: String) {
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: line) }
        do { _ = try TouchScript(parsing: line) } catch { #expect("\(error)" == message) }
    }

    @Test("Every key a script writes by name parses back to that key alone; keys whose name would press another are written as keycode N")
    func keysRoundTripThroughText() throws {
        let all = (8...255).map { S.key(keycode: $0, action: .down) }
        let text = TouchScript(all).text
        #expect(try TouchScript(parsing: text).steps == all)
        #expect(S.key(keycode: 112, action: .click).line == "key Prior")
        #expect(S.key(keycode: 38, action: .up).line == "key a up")
        #expect(S.key(keycode: 208, action: .click).line == "keycode 208")  // its XF86AudioPlay is 172's name
        #expect(S.key(keycode: 204, action: .click).line == "keycode 204")  // no level-one keysym
    }

    @Test("The layout types every letter, digit and ASCII symbol, the keypad, F1-F12 and the editing keys")
    func layoutCoverage() throws {
        let layout = try KeyboardLayout.server.get()
        for scalar in (0x20...0x7E).compactMap(Unicode.Scalar.init) {
            #expect(layout.stroke(for: Character(scalar)) != nil, "no key types '\(scalar)'")
        }
        let names = (1...12).map { "F\($0)" } + (0...9).map { "KP_\($0)" }
            + ["KP_Enter", "KP_Add", "KP_Decimal", "Page_Up", "Page_Down", "Home", "End", "Insert", "Delete", "BackSpace", "Escape"]
        for name in names {
            guard case .typed = layout.lookup(name) else { Issue.record("\(name) is not typed"); continue }
        }
        #expect(layout.strokes.count > 250)
    }
}
