import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Typing on the virtual keyboard of a real Xorg into a `UIKeyInput` first
/// responder: the X input method's text, dead keys, and the server's key
/// auto-repeat.
@MainActor
@Suite("End to end: typing into a UIKeyInput first responder")
struct TextInputEndToEndTests {
    final class Field: UIView, UIKeyInput {
        var text = ""
        var deletes = 0
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() {
            deletes += 1
            if !text.isEmpty { text.removeLast() }
        }
    }

    @Test("Typed keys insert their text, a dead acute then e gives é, and a held Backspace repeats until it is released")
    func typingAndRepeat() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let field = Field(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        window.addSubview(field)
        try harness.show(window)
        #expect(field.becomeFirstResponder())
        let keyboard = harness.server.keyboard
        let display = harness.backend.connection.display

        // h, e, l, l, o, space: keycodes of the server's US map.
        for code in [43, 26, 46, 46, 32, 65] {
            try keyboard.key(keycode: code, isPress: true)
            try keyboard.key(keycode: code, isPress: false)
        }
        try keyboard.sync()
        #expect(harness.pump { field.text == "hello " }, "typed: \(field.text.debugDescription)")

        // Keycode 49 becomes a dead acute: dead acute, then e, is é through the input method.
        var symbols: [KeySym] = [KeySym(XK_dead_acute), KeySym(XK_dead_acute)]
        XChangeKeyboardMapping(display, 49, 2, &symbols, 1)
        XSync(display, 0)
        harness.pump(timeout: 0.3) { false }
        for code in [49, 26] {
            try keyboard.key(keycode: code, isPress: true)
            try keyboard.key(keycode: code, isPress: false)
        }
        try keyboard.sync()
        #expect(harness.pump { field.text.hasSuffix("é") }, "typed: \(field.text.debugDescription)")

        // Backspace held for 1.5 s: the server's auto-repeat (660 ms delay, 25 per second) deletes on.
        try keyboard.key(keycode: 22, isPress: true)
        try keyboard.sync()
        harness.pump(timeout: 1.5) { false }
        try keyboard.key(keycode: 22, isPress: false)
        try keyboard.sync()
        harness.pump(timeout: 0.2) { false }
        let deletesAtRelease = field.deletes
        #expect(deletesAtRelease >= 5, "one delete per repeat: \(deletesAtRelease)")
        #expect(field.text.isEmpty)
        harness.pump(timeout: 0.3) { false }
        #expect(field.deletes == deletesAtRelease, "no delete after release")
    }
}
