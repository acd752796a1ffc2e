import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// A `UITextField` on a real Xorg: typing through the X input method (dead
/// keys, Unicode keysyms, an on-the-spot pinyin input method), key repeat,
/// Tab focus, taps on the virtual touchscreen.
@MainActor
@Suite("End to end: typing into UITextField through X input methods")
struct TextFieldEndToEndTests {
    @Test("An on-the-spot input method's preedit is the field's marked text, and its commit replaces it")
    func inputMethodComposition() throws {
        let harness = try BackendHarness(inputMethod: "py")
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        field.borderStyle = .roundedRect
        window.addSubview(field)
        try harness.show(window)
        let xWindow = try #require(harness.backend.xWindow(for: window))
        // The input method opens when a text input becomes first responder, not before.
        #expect(harness.backend.input.inputStyle(window: xWindow) == nil)
        #expect(field.becomeFirstResponder())
        // uim-xim offers on-the-spot preedit: XIMPreeditCallbacks | XIMStatusNothing.
        #expect(harness.backend.input.inputStyle(window: xWindow) == 0x402)
        let keyboard = harness.server.keyboard
        let trace = CallTrace()
        field.addAction(UIAction { _ in trace.log("changed \(field.text ?? "") marked \(field.markedTextRange.map { field.text(in: $0) ?? "" } ?? "-")") },
                        for: .editingChanged)
        // Shift+space switches uim into pinyin.
        try keyboard.key(keycode: 50, isPress: true)
        try keyboard.tap([65])
        try keyboard.key(keycode: 50, isPress: false)
        try keyboard.sync()
        harness.pump(timeout: 0.3) { false }
        try keyboard.tap([57, 31])  // n, i
        #expect(harness.pump { field.markedTextRange != nil && field.text == "你" }, "text \(field.text ?? "")")
        try keyboard.tap([36])  // Return commits the candidate
        #expect(harness.pump { field.markedTextRange == nil && field.text == "你" }, "text \(field.text ?? "")")
        for code in [43, 38, 32, 36] {  // h, a, o, Return, at typing speed
            try keyboard.tap([code])
            harness.pump(timeout: 0.15) { false }
        }
        #expect(harness.pump { field.markedTextRange == nil && field.text == "你好" }, "text \(field.text ?? "")")
        #expect(field.isFirstResponder)
        #expect(trace.lines.first == "changed n marked n" || trace.lines.contains("changed 你 marked 你"))
        #expect(trace.lines.last == "changed 你好 marked -")
        print(trace.text)
    }

    @Test("Typing héllo 世界 (a dead acute, Unicode keysyms for the Han characters), a held Backspace, and Tab to the next field")
    func typingRepeatAndFocus() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
        let first = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 10, y: 60, width: 300, height: 34))
        for field in [first, second] {
            field.borderStyle = .roundedRect
            window.addSubview(field)
        }
        try harness.show(window)
        let keyboard = harness.server.keyboard
        let display = harness.backend.connection.display
        // Tap the first field on the touchscreen: it begins editing.
        try harness.server.touchscreen.down(id: 1, x: 100, y: 27)
        try harness.server.touchscreen.up(id: 1)
        try harness.server.sync()
        #expect(harness.pump { first.isEditing })

        // Keycode 49 becomes a dead acute; 47 and 48 type 世 and 界 (Unicode keysyms 0x100XXXX).
        var acute: [KeySym] = [KeySym(XK_dead_acute), KeySym(XK_dead_acute)]
        XChangeKeyboardMapping(display, 49, 2, &acute, 1)
        var han: [KeySym] = [0x100_4E16, 0x100_4E16, 0x100_754C, 0x100_754C]
        XChangeKeyboardMapping(display, 47, 2, &han, 2)
        XSync(display, 0)
        harness.pump(timeout: 0.3) { false }
        try keyboard.tap([43, 49, 26, 46, 46, 32, 65, 47, 48])  // h, ´ e, l, l, o, space, 世, 界
        #expect(harness.pump { first.text == "héllo 世界" }, "typed: \((first.text ?? "").debugDescription)")

        // Backspace held for 1.5 s: the server's auto-repeat deletes on, one character at a time.
        try keyboard.key(keycode: 22, isPress: true)
        try keyboard.sync()
        harness.pump(timeout: 1.5) { false }
        try keyboard.key(keycode: 22, isPress: false)
        try keyboard.sync()
        #expect(harness.pump { first.text == "" }, "left: \((first.text ?? "").debugDescription)")

        // Tab moves focus to the second field; typing goes there.
        try keyboard.tap([23])
        #expect(harness.pump { second.isFirstResponder })
        #expect(!first.isEditing)
        try keyboard.tap([38])
        #expect(harness.pump { second.text == "a" })
        #expect(first.text == "")
    }

    @Test("A script's type \"Hi! 1 (x)\" and key ctrl+a, key BackSpace reach a text field as the characters typed, then select all and delete")
    func scriptTypesText() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        window.addSubview(field)
        try harness.show(window)
        #expect(field.becomeFirstResponder())
        try TouchScriptPlayer(timing: .fast).play(TouchScript(parsing: "type \"Hi! 1 (x)\""), on: harness.server)
        #expect(harness.pump { field.text == "Hi! 1 (x)" }, "got \(field.text ?? "nil")")
        try TouchScriptPlayer(timing: .fast).play(TouchScript(parsing: "key ctrl+a\nkey BackSpace"), on: harness.server)
        #expect(harness.pump { field.text == "" }, "got \(field.text ?? "nil")")
    }
}
