import CX11
import CXShim
import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// X protocol errors another client can cause must not end the app: Xlib's
/// default handler exits the process on any error no one trapped.
@MainActor
@Suite("End to end: X errors no one traps are logged, not fatal")
struct XErrorEndToEndTests {
    @Test("A ClientMessage sent to a window another client has destroyed gives BadWindow: logged once, and the app goes on showing windows")
    func untrappedErrorIsLogged() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let display = harness.backend.connection.display
        // Another client's window, gone by the time the app sends to it (as a selection requestor or an input method can go).
        let other = try #require(XOpenDisplay(harness.server.display))
        let gone = XCreateSimpleWindow(other, XDefaultRootWindow(other), 0, 0, 10, 10, 0, 0, 0)
        XSync(other, 0)
        XDestroyWindow(other, gone)
        XSync(other, 0)
        XCloseDisplay(other)
        let before = cx_x_errors_seen()
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = gone
        event.xclient.format = 32
        XSendEvent(display, gone, 0, 0, &event)
        XSync(display, 0)
        #expect(cx_x_errors_seen() == before + 1)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        try harness.show(window)
        #expect(harness.backend.host(for: window)?.isMapped == true)
    }
}
