import CX11
import Foundation
import Testing
import TouchServer
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// Key and pointer events another client forges with XSendEvent are not
/// input (issue 17, item 10); the opt-in lets test tools type that way.
@MainActor
@Suite("End to end: events sent by other clients")
struct SentEventEndToEndTests {
    /// A shown window whose key view is first responder, and the X window id.
    private func scene() throws -> (BackendHarness, CallTrace, Window) {
        let harness = try BackendHarness()
        let trace = CallTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let keys = TracingKeyView("k", trace: trace)
        window.addSubview(keys)
        window.addSubview(TracingView("v", frame: window.bounds, trace: trace))
        do {
            try harness.show(window)
        } catch {
            harness.tearDown()
            throw error
        }
        #expect(keys.becomeFirstResponder())
        return (harness, trace, Window(harness.backend.xWindow(for: window)!))
    }

    /// Forges a press and release of keycode 38 (`a`) and a button-1 click at (20, 20) on `window`.
    private func forge(on window: Window, display: String) throws {
        let x = try #require(XOpenDisplay(display))
        defer { XCloseDisplay(x) }
        for type in [KeyPress, KeyRelease] {
            var event = XEvent()
            event.xkey.type = type
            event.xkey.window = window
            event.xkey.root = XDefaultRootWindow(x)
            event.xkey.keycode = 38
            event.xkey.same_screen = 1
            XSendEvent(x, window, 1, type == KeyPress ? KeyPressMask : KeyReleaseMask, &event)
        }
        for type in [ButtonPress, ButtonRelease] {
            var event = XEvent()
            event.xbutton.type = type
            event.xbutton.window = window
            event.xbutton.button = 1
            event.xbutton.x = 20
            event.xbutton.y = 20
            event.xbutton.same_screen = 1
            XSendEvent(x, window, 1, NoEventMask, &event)
        }
        XSync(x, 0)
    }

    @Test("Keys and clicks sent with XSendEvent reach no responder; the same key from the keyboard device does")
    func sentEventsIgnored() throws {
        let (harness, trace, window) = try scene()
        defer { harness.tearDown() }
        try forge(on: window, display: harness.server.display)
        harness.pump(timeout: 0.5) { false }
        #expect(trace.text == "")
        try harness.server.keyboard.key(keycode: 38, isPress: true)
        try harness.server.keyboard.key(keycode: 38, isPress: false)
        try harness.server.keyboard.sync()
        #expect(harness.pump { trace.lines.count >= 2 })
        #expect(trace.text == "k down 'a', k up 'a'")
    }

    @Test("With the opt-in (XUIKIT_ACCEPT_SEND_EVENT=1), sent keys are typing; sent clicks still are not")
    func optInAcceptsSentKeys() throws {
        let (harness, trace, window) = try scene()
        defer { harness.tearDown() }
        harness.backend.input.acceptsSentKeyEvents = true
        try forge(on: window, display: harness.server.display)
        #expect(harness.pump { trace.lines.count >= 2 })
        harness.pump(timeout: 0.3) { false }
        #expect(trace.text == "k down 'a', k up 'a'")
    }
}
