import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// An input method server is another program: it may not be running yet when
/// the app starts, and it may crash or restart while the app runs (`ibus
/// restart`, `fcitx -r`). Typing must go on through Xlib's local method
/// (compose and dead keys) meanwhile, and the server be used once it is back.
@MainActor
@Suite("End to end: an input method server that is missing, dies or comes back")
struct InputMethodServerEndToEndTests {
    /// A window with one text field, first responder.
    func editingField(_ harness: BackendHarness) throws -> (UITextField, UInt) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        window.addSubview(field)
        try harness.show(window)
        #expect(field.becomeFirstResponder())
        return (field, try #require(harness.backend.xWindow(for: window)))
    }

    /// Makes keycode 49 a dead acute (keycode 26 is e).
    func mapDeadAcute(_ harness: BackendHarness) {
        let display = harness.backend.connection.display
        var acute: [KeySym] = [KeySym(XK_dead_acute), KeySym(XK_dead_acute)]
        XChangeKeyboardMapping(display, 49, 2, &acute, 1)
        XSync(display, 0)
        harness.pump(timeout: 0.2) { false }  // the MappingNotify
    }

    /// Shift+space (uim's switch into pinyin), then n, i and Return: commits 你.
    func typeNi(_ keyboard: VirtualKeyboard) throws {
        try keyboard.key(keycode: 50, isPress: true)
        try keyboard.tap([65])
        try keyboard.key(keycode: 50, isPress: false)
        try keyboard.sync()
    }

    @Test("The server dies: typing and dead keys go on through the local method; it starts again: its contexts come back and it composes 你")
    func serverDiesAndComesBack() throws {
        let harness = try BackendHarness(inputMethod: "py")
        defer { harness.tearDown() }
        let (field, xWindow) = try editingField(harness)
        let input = harness.backend.input
        #expect(input.inputStyle(window: xWindow) == 0x402)  // uim's on-the-spot context
        let keyboard = harness.server.keyboard
        try keyboard.tap([38, 56])  // a, b through uim (direct input)
        #expect(harness.pump { field.text == "ab" }, "text \(field.text ?? "")")

        harness.killInputMethod()
        // The server's window goes: Xlib frees its method and contexts; XUIKit opens the local method instead.
        #expect(harness.pump { input.inputStyle(window: xWindow) == 0x408 }, "style \(input.inputStyle(window: xWindow).map { String($0, radix: 16) } ?? "none")")
        mapDeadAcute(harness)
        try keyboard.tap([54, 49, 26])  // c, dead acute, e
        #expect(harness.pump { field.text == "abcé" }, "text \(field.text ?? "")")

        try harness.startInputMethod()
        #expect(harness.pump { input.inputStyle(window: xWindow) == 0x402 }, "style \(input.inputStyle(window: xWindow).map { String($0, radix: 16) } ?? "none")")
        try typeNi(keyboard)
        harness.pump(timeout: 0.3) { false }
        try keyboard.tap([57, 31])  // n, i: the preedit is the field's marked text again
        #expect(harness.pump { field.markedTextRange != nil && field.text == "abcé你" }, "text \(field.text ?? "")")
        try keyboard.tap([36])
        #expect(harness.pump { field.markedTextRange == nil && field.text == "abcé你" }, "text \(field.text ?? "")")
        #expect(field.isFirstResponder)
    }

    @Test("XMODIFIERS names a server that is not running: dead keys compose through the local method until it starts, then it takes over")
    func serverMissingAtStart() throws {
        let harness = try BackendHarness(inputMethod: "py", startsInputMethod: false)
        defer { harness.tearDown() }
        let (field, xWindow) = try editingField(harness)
        let input = harness.backend.input
        #expect(input.inputStyle(window: xWindow) == 0x408, "the local method's root-window style")
        mapDeadAcute(harness)
        try harness.server.keyboard.tap([49, 26])
        #expect(harness.pump { field.text == "é" }, "text \(field.text ?? "")")

        try harness.startInputMethod()
        #expect(harness.pump { input.inputStyle(window: xWindow) == 0x402 }, "style \(input.inputStyle(window: xWindow).map { String($0, radix: 16) } ?? "none")")
        try typeNi(harness.server.keyboard)
        harness.pump(timeout: 0.3) { false }
        try harness.server.keyboard.tap([57, 31])
        #expect(harness.pump { field.markedTextRange != nil && field.text == "é你" }, "text \(field.text ?? "")")
        try harness.server.keyboard.tap([36])
        #expect(harness.pump { field.markedTextRange == nil && field.text == "é你" }, "text \(field.text ?? "")")
    }

    @Test("The server stops answering mid-request: the app waits at most the watchdog's bound, then types through the local method; killed and started again, it composes 你")
    func serverStopsAnswering() throws {
        let harness = try BackendHarness(inputMethod: "py")
        defer { harness.tearDown() }
        let (field, xWindow) = try editingField(harness)
        let input = harness.backend.input
        #expect(input.inputStyle(window: xWindow) == 0x402)
        let keyboard = harness.server.keyboard
        try keyboard.tap([38, 56])  // a, b through uim
        #expect(harness.pump { field.text == "ab" }, "text \(field.text ?? "")")

        let server = try #require(harness.imServer?.processIdentifier)
        kill(server, SIGSTOP)  // alive, its window there, but it never answers again
        let stopped = Date()
        try keyboard.tap([54])  // c: Xlib asks the server and waits for its reply
        #expect(harness.pump(timeout: 10) { input.inputStyle(window: xWindow) == 0x408 },
                "style \(input.inputStyle(window: xWindow).map { String($0, radix: 16) } ?? "none")")
        let waited = Date().timeIntervalSince(stopped)
        #expect(waited >= InputMethodWatchdog.bound * 0.9 && waited < InputMethodWatchdog.bound + 1.5, "waited \(waited) s")
        // The key the server never answered for is typed by the local method; later keys wait for nothing.
        #expect(harness.pump { field.text == "abc" }, "text \(field.text ?? "")")
        let typing = Date()
        try keyboard.tap([40])  // d
        #expect(harness.pump { field.text == "abcd" }, "text \(field.text ?? "")")
        #expect(Date().timeIntervalSince(typing) < 1, "d took \(Date().timeIntervalSince(typing)) s")

        harness.killInputMethod()  // SIGKILL ends a stopped process too: its window goes, the watch resumes
        harness.pump(timeout: 0.3) { false }
        try harness.startInputMethod()
        #expect(harness.pump { input.inputStyle(window: xWindow) == 0x402 }, "style \(input.inputStyle(window: xWindow).map { String($0, radix: 16) } ?? "none")")
        try typeNi(keyboard)
        harness.pump(timeout: 0.3) { false }
        try keyboard.tap([57, 31])  // n, i: the preedit
        #expect(harness.pump { field.markedTextRange != nil && field.text == "abcd你" }, "text \(field.text ?? "")")
        try keyboard.tap([36])  // Return commits it
        #expect(harness.pump { field.markedTextRange == nil && field.text == "abcd你" }, "text \(field.text ?? "")")
    }
}
