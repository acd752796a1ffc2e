import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Keys typed on the virtual keyboard of a real Xorg reach the first
/// responder as UIPress/UIKey with the layout's characters, and follow focus.
@MainActor
@Suite("End to end: keyboard to the first responder")
struct KeyboardEndToEndTests {
    @Test("Keys reach the first responder with characters, shift and a non-ASCII layout key, and move with focus")
    func keysFollowFocus() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = CallTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let first = TracingKeyView("first", trace: trace), second = TracingKeyView("second", trace: trace)
        window.addSubview(first)
        window.addSubview(second)
        try harness.show(window)
        #expect(first.becomeFirstResponder())

        let keyboard = harness.server.keyboard
        func type(_ keycodes: [(Int, Bool)], expecting count: Int) throws {
            for (code, press) in keycodes { try keyboard.key(keycode: code, isPress: press) }
            try keyboard.sync()
            #expect(harness.pump { trace.lines.count >= count }, "got only: \(trace.text)")
        }
        try type([(38, true), (38, false)], expecting: 2)  // a
        try type([(50, true), (38, true), (38, false), (50, false)], expecting: 6)  // Shift+a
        #expect(second.becomeFirstResponder())
        // Keycode 38 becomes ä/Ä in the server's keyboard map (a German-style layout key).
        var symbols: [KeySym] = [KeySym(XK_adiaeresis), KeySym(XK_Adiaeresis)]
        XChangeKeyboardMapping(harness.backend.connection.display, 38, 2, &symbols, 1)
        XSync(harness.backend.connection.display, 0)
        harness.pump(timeout: 0.3) { false }
        try type([(38, true), (38, false)], expecting: 8)

        // The Shift key's own presses (no characters) are there too; their flags are not asserted here.
        #expect(trace.lines.filter { $0.hasSuffix("''") || $0.hasSuffix("'' shift") }.count == 2)
        #expect(trace.lines.filter { !$0.hasSuffix("''") && !$0.hasSuffix("'' shift") } == [
            "first down 'a'", "first up 'a'",
            "first down 'A' shift", "first up 'A' shift",
            "second down 'ä'", "second up 'ä'",
        ])
    }
}
