import Foundation
import Testing
import TouchServer
@testable import XUIKitX11
import XUIKit

/// End to end: keys from the server's inputtest keyboard through core events, XFilterEvent and the XIC.
@Suite("Input end to end: keys")
struct InputServerKeyTests {
    /// X keycodes: the headless server's keyboard uses XKB rules "evdev" (as
    /// desktops do), so keycode = Linux KEY_* + 8 (Up is 111). Under rules
    /// "base" (xfree86 keycodes) Up would be 98; the key-name lookup handles both.
    static let a = 38, leftShift = 50, upArrow = 111, keypad7 = 79, semicolonPosition = 47

    static func tap(_ keycode: Int, on server: HeadlessTouchServer) throws {
        try server.keyboard.key(keycode: keycode, isPress: true)
        try server.keyboard.key(keycode: keycode, isPress: false)
    }

    @Test("a gives \"a\" down and up with HID usage 0x04")
    func plainA() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try Self.tap(Self.a, on: harness.server)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == [#"w key down 0x04 "a"/"a" []"#, #"w key up 0x04 "a"/"a" []"#])
    }

    @Test("Shift+a gives \"A\" with .shift, ignoring modifiers \"a\"; the Shift key itself reports .shift while down")
    func shiftedA() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try harness.server.keyboard.key(keycode: Self.leftShift, isPress: true)
        try Self.tap(Self.a, on: harness.server)
        try harness.server.keyboard.key(keycode: Self.leftShift, isPress: false)
        try harness.server.sync()
        #expect(harness.trace(count: 4) == [
            #"w key down 0xE1 ""/"" [shift]"#, #"w key down 0x04 "A"/"a" [shift]"#,
            #"w key up 0x04 "A"/"a" [shift]"#, #"w key up 0xE1 ""/"" []"#,
        ])
    }

    @Test("Arrow and keypad keys by the keymap's key names: UIKit's input string, .numericPad on the keypad")
    func specialKeys() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try Self.tap(Self.upArrow, on: harness.server)
        try Self.tap(Self.keypad7, on: harness.server)
        try harness.server.sync()
        #expect(harness.trace(count: 4) == [
            #"w key down 0x52 "UIKeyInputUpArrow"/"UIKeyInputUpArrow" []"#,
            #"w key up 0x52 "UIKeyInputUpArrow"/"UIKeyInputUpArrow" []"#,
            #"w key down 0x5F "UIKeyInputHome"/"UIKeyInputHome" [pad]"#,
            #"w key up 0x5F "UIKeyInputHome"/"UIKeyInputHome" [pad]"#,
        ])
    }

    @Test("With the German layout the key right of Ö gives \"ä\" through the input context (HID usage of its US position, 0x34)")
    func germanLayout() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try #require(try harness.run("setxkbmap", ["-display", harness.server.display, "de"]) == 0)
        harness.pump(timeout: 0.5) { _ in false }  // MappingNotify
        harness.reset()
        try Self.tap(Self.semicolonPosition + 1, on: harness.server)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == [#"w key down 0x34 "ä"/"ä" []"#, #"w key up 0x34 "ä"/"ä" []"#])
        #expect(harness.system.hasInputContext(window: harness.window))
    }

    @Test("A dead key composes through the input method: dead acute then e gives one \"é\" press on the e key")
    func deadKeyCompose() throws {
        // The test process starts in the C locale, whose input method can neither compose nor
        // commit non-ASCII text; an app calls setlocale(LC_CTYPE, "") before opening its display.
        setlocale(LC_CTYPE, "C.UTF-8")
        let harness = try InputServerHarness()
        defer { harness.close() }
        try #require(try harness.run("setxkbmap", ["-display", harness.server.display, "de"]) == 0)
        harness.pump(timeout: 0.5) { _ in false }
        harness.reset()
        let deadAcute = 21, e = 26  // de: the key left of Backspace is dead_acute
        try Self.tap(deadAcute, on: harness.server)
        try Self.tap(e, on: harness.server)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == [#"w key down 0x08 "é"/"e" []"#, #"w key up 0x08 "é"/"e" []"#])
    }

    @Test("The input method opens at the first key press, not at start, and a dead key typed first still composes")
    func inputMethodOpensAtFirstKey() throws {
        setlocale(LC_CTYPE, "C.UTF-8")
        let harness = try InputServerHarness()
        defer { harness.close() }
        try #require(try harness.run("setxkbmap", ["-display", harness.server.display, "de"]) == 0)
        harness.pump(timeout: 0.5) { _ in false }  // MappingNotify: not a key, opens nothing
        #expect(!harness.system.isInputMethodOpened)
        #expect(!harness.system.hasInputContext(window: harness.window))
        harness.reset()
        let deadAcute = 21, a = 38
        try Self.tap(deadAcute, on: harness.server)
        try Self.tap(a, on: harness.server)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == [#"w key down 0x04 "á"/"a" []"#, #"w key up 0x04 "á"/"a" []"#])
        #expect(harness.system.isInputMethodOpened)
        #expect(harness.system.hasInputContext(window: harness.window))
    }

    @Test("A held key auto-repeats as presses flagged isRepeat, then one release")
    func autoRepeat() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        #expect(harness.system.hasDetectableAutoRepeat)
        try harness.server.keyboard.key(keycode: Self.a, isPress: true)
        try harness.server.sync()
        // The server's default XKB repeat: 660 ms delay, 25 per second.
        harness.pump(timeout: 2) { $0.count >= 3 }
        try harness.server.keyboard.key(keycode: Self.a, isPress: false)
        try harness.server.sync()
        let inputs = harness.pump { $0.last.map { if case .key(let k, _) = $0.event { return !k.isDown } else { return false } } ?? false }
        let keys = inputs.compactMap { input -> KeyInput? in if case .key(let k, _) = input.event { return k } else { return nil } }
        try #require(keys.count >= 4)
        #expect(keys.first?.isDown == true && keys.first?.isRepeat == false)
        #expect(keys.dropFirst().dropLast().allSatisfy { $0.isDown && $0.isRepeat && $0.characters == "a" })
        #expect(keys.last?.isDown == false)
    }
}
