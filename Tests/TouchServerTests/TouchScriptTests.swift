import Testing
import TouchServer

@Suite("Touch script format")
struct TouchScriptTests {
    @Test("Every command parses to its step")
    func everyCommandParses() throws {
        let script = try TouchScript(parsing: """
            # a comment line
            down 1 100 200.5 0.25   # trailing comment
            move 1 110 210
            at 50
            wait 16.5
            up 1
            key Return
            key a down
            key A up
            keycode 38
            pointer 5 6
            button 1 down
            button 1 up
            button 3
            sync
            """)
        #expect(script.steps == [
            .down(id: 1, x: 100, y: 200.5, pressure: 0.25), .move(id: 1, x: 110, y: 210, pressure: nil),
            .at(milliseconds: 50), .wait(milliseconds: 16.5), .up(id: 1),
            .key(keycode: 36, action: .click), .key(keycode: 38, action: .down), .key(keycode: 38, action: .up), .key(keycode: 50, action: .up),
            .key(keycode: 38, action: .click), .pointer(x: 5, y: 6),
            .button(1, action: .down), .button(1, action: .up), .button(3, action: .click), .sync,
        ])
        #expect(script.duration == 66.5)
    }

    @Test("Text round-trips through the parser")
    func textRoundTrips() throws {
        let script = TouchScript.pinch(center: ScreenPoint(x: 400, y: 300), from: 100, to: 300, pressure: 0.5)
            + TouchScript([.key(keycode: 200, action: .down), .key(keycode: 200, action: .up), .pointer(x: 1, y: 2), .button(2, action: .click)])
        let reparsed = try TouchScript(parsing: script.text)
        #expect(reparsed.text == script.text)
        #expect(reparsed.steps.count == script.steps.count)
    }

    @Test("Errors name the line and the reason", arguments: [
        ("down 1 10", "line 1: expected `down ID X Y [PRESSURE]`: down 1 10"),
        ("\n\ndown 1 x 10", "line 3: X is not a number: 'x': down 1 x 10"),
        ("down 1 10 10 1.5", "line 1: PRESSURE must be at most 1, got 1.5: down 1 10 10 1.5"),
        ("down -1 10 10", "line 1: ID must be an integer 0...4294967295, got '-1': down -1 10 10"),
        ("tap 1 2", "line 1: unknown command 'tap' (expected down, move, up, wait, at, key, keycode, type, pointer, button, sync, touchpad or pen; format 2 adds format, recorded, device, axis and contact): tap 1 2"),
        ("key Hyper_Q", "line 1: unknown key name 'Hyper_Q' (use a keysym name such as a, Return, Shift_L, XF86AudioPlay, or `keycode N`): key Hyper_Q"),
        ("key Hyper_Q down", "line 1: unknown key name 'Hyper_Q' (use a keysym name such as a, Return, Shift_L, XF86AudioPlay, or `keycode N`; chords are pressed and released whole): key Hyper_Q down"),
        ("key hyper+z", "line 1: unknown modifier 'hyper' in 'hyper+z' (use ctrl, shift, alt or super): key hyper+z"),
        ("key ctrl+", "line 1: a chord is modifiers and a key joined by +, such as ctrl+z, got 'ctrl+': key ctrl+"),
        ("wait 1\ntype \"naïve\"", "line 2: no key types 'U+EF' on the server's US layout (use `keycode N` with a keymap that has it): type \"naïve\""),
        ("type \"open", "line 1: type's text has no closing quote: type \"open"),
        ("type hello", "line 1: expected `type \"TEXT\"`: type hello"),
        ("keycode 300", "line 1: keycode must be an integer 8...255, got '300': keycode 300"),
        ("button 1 sideways", "line 1: expected `down` or `up`, got 'sideways': button 1 sideways"),
        ("# c\nmove 2 1 1", "line 2: finger 2 is not down: move 2 1 1"),
        ("down 2 1 1\ndown 2 1 1", "line 2: finger 2 is already down: down 2 1 1"),
        ("down 2 1 1\nup 2\nup 2", "line 3: finger 2 is not down: up 2"),
        ("wait 100\nat 50", "line 2: time 50.0 ms is before the current time 100.0 ms: at 50"),
        ("down 7 1 1\nwait 5", "line 2: script ends with finger 7 still down (add `up 7`): wait 5"),
    ])
    func errorsNameLineAndReason(text: String, message: String) {
        #expect(throws: TouchScriptError.self) { try TouchScript(parsing: text) }
        do {
            _ = try TouchScript(parsing: text)
        } catch {
            #expect("\(error)" == message)
        }
    }

    @Test("At most ten fingers may be down at once")
    func tenFingerLimit() {
        let eleven = (1...11).map { "down \($0) 1 1" }.joined(separator: "\n")
        #expect(throws: TouchScriptError(line: 11, text: "down 11 1 1", reason: "more than 10 fingers down at once")) {
            try TouchScript(parsing: eleven)
        }
    }
}

@Suite("Gesture generators")
struct GestureGeneratorTests {
    @Test("A tap is down, wait, up")
    func tap() {
        #expect(TouchScript.tap(at: ScreenPoint(x: 10, y: 20), hold: 30).steps == [
            .down(id: 1, x: 10, y: 20, pressure: nil), .wait(milliseconds: 30), .up(id: 1),
        ])
    }

    @Test("A drag has duration × rate frames, each a wait and a move, ending on the target")
    func dragFrames() {
        let script = TouchScript.drag(from: ScreenPoint(x: 0, y: 0), to: ScreenPoint(x: 100, y: 50), duration: 100, rate: 50)
        #expect(script.steps == [
            .down(id: 1, x: 0, y: 0, pressure: nil),
            .wait(milliseconds: 20), .move(id: 1, x: 20, y: 10, pressure: nil),
            .wait(milliseconds: 20), .move(id: 1, x: 40, y: 20, pressure: nil),
            .wait(milliseconds: 20), .move(id: 1, x: 60, y: 30, pressure: nil),
            .wait(milliseconds: 20), .move(id: 1, x: 80, y: 40, pressure: nil),
            .wait(milliseconds: 20), .move(id: 1, x: 100, y: 50, pressure: nil),
            .up(id: 1),
        ])
        #expect(script.duration == 100)
    }

    @Test("A pinch keeps both fingers on the line through the centre at the given distances")
    func pinchGeometry() {
        let script = TouchScript.pinch(center: ScreenPoint(x: 400, y: 300), from: 100, to: 300, duration: 100, rate: 20)
        #expect(script.steps.first == .down(id: 1, x: 350, y: 300, pressure: nil))
        #expect(script.steps[1] == .down(id: 2, x: 450, y: 300, pressure: nil))
        #expect(Array(script.steps.suffix(4)) == [
            .move(id: 1, x: 250, y: 300, pressure: nil), .move(id: 2, x: 550, y: 300, pressure: nil), .up(id: 1), .up(id: 2),
        ])
    }

    @Test("A rotation by 90 degrees moves the fingers from horizontal to vertical")
    func rotateGeometry() throws {
        let script = TouchScript.rotate(center: ScreenPoint(x: 200, y: 200), radius: 50, by: 90, duration: 100, rate: 10)
        guard case .move(1, let x1, let y1, _) = script.steps[script.steps.count - 4],
              case .move(2, let x2, let y2, _) = script.steps[script.steps.count - 3] else {
            Issue.record("unexpected steps \(script.steps)")
            return
        }
        #expect(abs(x1 - 200) < 1e-9 && abs(y1 - 150) < 1e-9)
        #expect(abs(x2 - 200) < 1e-9 && abs(y2 - 250) < 1e-9)
    }

    @Test("An n-finger swipe moves n fingers side by side across the direction")
    func multiFingerSwipe() {
        let script = TouchScript.swipe(.up, from: ScreenPoint(x: 500, y: 500), distance: 100, fingers: 3, spacing: 50, duration: 10, rate: 100)
        #expect(script.steps.count == 3 + 1 + 3 + 3)
        let downs = script.steps.prefix(3).map { step -> Double in
            if case .down(_, let x, _, _) = step { return x.rounded() }
            return -1
        }
        #expect(Set(downs) == [450, 500, 550])
        #expect(script.steps[4...6].allSatisfy { step in
            if case .move(_, _, let y, _) = step { return abs(y - 400) < 1e-9 }
            return false
        })
    }
}

@MainActor
@Suite("Script playback: what is sent in one write")
struct PlaybackFrameTests {
    @Test("An n-finger tap is sent as one frame of n downs, the wait, and one frame of n ups", arguments: [1, 2, 5, 10])
    func tapFrames(fingers: Int) {
        let actions = TouchScriptPlayer.actions(for: TouchScript.tap(at: ScreenPoint(x: 100, y: 100), fingers: fingers).steps)
        #expect(actions.count == 3)
        guard actions.count == 3, case .frame(let downs) = actions[0], case .frame(let ups) = actions[2] else { return }
        #expect(downs.count == fingers && downs.allSatisfy { if case .down = $0 { true } else { false } })
        #expect(actions[1] == .step(.wait(milliseconds: 50)))
        #expect(ups == (1...fingers).map { .up(id: UInt32($0)) })
    }

    @Test("A swipe is one frame per instant: the downs, each step's moves, the last moves with the ups")
    func swipeFrames() {
        let script = TouchScript.swipe(.right, from: ScreenPoint(x: 100, y: 100), fingers: 3, duration: 50)
        let frames = TouchScriptPlayer.actions(for: script.steps).compactMap { action -> [VirtualTouchscreen.Change]? in
            if case .frame(let changes) = action { changes } else { nil }
        }
        #expect(frames.count == 1 + TouchScript.frameCount(duration: 50, rate: TouchScript.defaultRate))
        #expect(frames.dropLast().allSatisfy { $0.count == 3 })
        #expect(frames.last?.suffix(3) == [.up(id: 1), .up(id: 2), .up(id: 3)])
        #expect(frames.last?.count == 6)
    }

    @Test("Any other step ends a frame, keeping the order")
    func otherStepsSplitFrames() {
        let actions = TouchScriptPlayer.actions(for: [
            .down(id: 1, x: 1, y: 1, pressure: nil), .key(keycode: 38, action: .click),
            .down(id: 2, x: 2, y: 2, pressure: 0.5), .move(id: 1, x: 3, y: 3, pressure: nil), .sync,
            .up(id: 1), .up(id: 2),
        ])
        #expect(actions == [
            .frame([.down(id: 1, x: 1, y: 1)]), .step(.key(keycode: 38, action: .click)),
            .frame([.down(id: 2, x: 2, y: 2, pressure: 0.5), .move(id: 1, x: 3, y: 3)]), .step(.sync),
            .frame([.up(id: 1), .up(id: 2)]),
        ])
    }

    /// Keycodes of the headless server's evdev keymap.
    static let shift = 50, control = 37, alt = 64

    @Test("type \"Hi! 1\" presses Shift around the capital and the !, each on its US key; a comment may follow")
    func typeText() throws {
        let script = try TouchScript(parsing: "type \"Hi! 1\"  # greeting\ntype \"a\\\"\\n\"")
        typealias S = TouchScript.Step
        let h = KeyNames.keycode(for: "h")!, i = KeyNames.keycode(for: "i")!, one = KeyNames.keycode(for: "1")!
        let space = KeyNames.keycode(for: "space")!, a = KeyNames.keycode(for: "a")!
        let quote = KeyNames.keycode(for: "apostrophe")!, ret = KeyNames.keycode(for: "Return")!
        #expect(script.steps == [
            S.key(keycode: Self.shift, action: .down), .key(keycode: h, action: .click), .key(keycode: Self.shift, action: .up),
            .key(keycode: i, action: .click),
            .key(keycode: Self.shift, action: .down), .key(keycode: one, action: .click), .key(keycode: Self.shift, action: .up),
            .key(keycode: space, action: .click), .key(keycode: one, action: .click),
            .key(keycode: a, action: .click),
            .key(keycode: Self.shift, action: .down), .key(keycode: quote, action: .click), .key(keycode: Self.shift, action: .up),
            .key(keycode: ret, action: .click),
        ])
    }

    @Test("key ctrl+z holds Control around z; key L is Shift+l; key ctrl+alt+Delete nests; XF86 media names have their evdev keycodes")
    func chords() throws {
        typealias S = TouchScript.Step
        let z = KeyNames.keycode(for: "z")!, l = KeyNames.keycode(for: "l")!, delete = KeyNames.keycode(for: "Delete")!
        #expect(try TouchScript(parsing: "key ctrl+z").steps == [
            S.key(keycode: Self.control, action: .down), .key(keycode: z, action: .click), .key(keycode: Self.control, action: .up)])
        #expect(try TouchScript(parsing: "key L").steps == [
            S.key(keycode: Self.shift, action: .down), .key(keycode: l, action: .click), .key(keycode: Self.shift, action: .up)])
        #expect(try TouchScript(parsing: "key l").steps == [S.key(keycode: l, action: .click)])
        #expect(try TouchScript(parsing: "key ctrl+alt+Delete").steps == [
            S.key(keycode: Self.control, action: .down), .key(keycode: Self.alt, action: .down), .key(keycode: delete, action: .click),
            .key(keycode: Self.alt, action: .up), .key(keycode: Self.control, action: .up)])
        #expect(KeyNames.keycode(for: "XF86AudioPlay") == 172 && KeyNames.keycode(for: "XF86AudioNext") == 171
            && KeyNames.keycode(for: "XF86AudioPause") == 209 && KeyNames.keycode(for: "XF86AudioForward") == 216)
        #expect(try TouchScript(parsing: "key l down\nkey l up").steps == [S.key(keycode: l, action: .down), .key(keycode: l, action: .up)])
    }
}
