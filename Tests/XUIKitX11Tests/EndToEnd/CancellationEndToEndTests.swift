import CX11
import Foundation
import Testing
import TouchServer
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// A touch the system takes away is cancelled, never ended (issue 17, items
/// 1 and 11): the touchscreen disabled mid-touch with any number of fingers
/// down, the window closed by the window manager or unmapped mid-touch.
@MainActor
@Suite("End to end: touches taken away are cancelled", .serialized)
struct CancellationEndToEndTests {
    /// A shown window with one multitouch view over it, tracing with locations.
    private func scene() throws -> (BackendHarness, CallTrace, UIView) {
        let harness = try BackendHarness()
        let trace = CallTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let view = TracingView("v", frame: window.bounds, trace: trace, style: .locations)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        do { try harness.show(window) } catch { harness.tearDown(); throw error }
        return (harness, trace, view)
    }

    @Test("Disabling the touchscreen with 1 to 10 fingers down cancels every finger once, never ends one",
          arguments: [1, 2, 3, 5, 10])
    func disableCancelsAllFingers(fingers: Int) throws {
        let (harness, trace, view) = try scene()
        defer { harness.tearDown() }
        var states: [UIGestureRecognizer.State] = []
        let pan = UIPanGestureRecognizer { states.append($0.state) }
        pan.cancelsTouchesInView = false
        view.addGestureRecognizer(pan)
        let changes = (1...fingers).map { VirtualTouchscreen.Change.down(id: UInt32($0), x: Double(20 * $0), y: 40) }
        try harness.server.touchscreen.send(frame: changes)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 1 })
        try harness.server.touchscreen.send(frame: (1...fingers).map { .move(id: UInt32($0), x: Double(20 * $0 + 30), y: 60) })
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 2 })
        try xinputWhilePumping(["disable", "touchscreen"], harness)
        let points = (1...fingers).map { "(\(20 * $0 + 30), 60)" }.sorted().joined(separator: " ")
        #expect(trace.lines.dropFirst(2).joined(separator: ", ") == "cancelled v \(points)")
        #expect(states == [.began, .cancelled])
    }
}

extension CancellationEndToEndTests {
    @Test("Two fingers down, sync, disable: both cancelled (the issue's steps), 20 times")
    func issueSteps() throws {
        for _ in 0..<20 {
            let (harness, trace, _) = try scene()
            defer { harness.tearDown() }
            try harness.server.touchscreen.send(frame: [.down(id: 1, x: 50, y: 50), .down(id: 2, x: 150, y: 50)])
            try harness.server.sync()
            #expect(harness.pump { trace.lines.count >= 1 })
            try xinputWhilePumping(["disable", "touchscreen"], harness)
            #expect(trace.text == "began v (150, 50) (50, 50), cancelled v (150, 50) (50, 50)")
        }
    }
}

extension CancellationEndToEndTests {
    @Test("The window manager closing the window mid-touch cancels its touches before the app hears of the close")
    func wmCloseCancels() throws {
        let (harness, trace, _) = try scene()
        defer { harness.tearDown() }
        harness.backend.onCloseRequest = { _ in trace.log("close requested") }
        try harness.server.touchscreen.send(frame: [.down(id: 1, x: 50, y: 50), .down(id: 2, x: 150, y: 50)])
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 1 })
        let window = try #require(UIApplication.shared.keyWindow)
        let xWindow = Window(try #require(harness.backend.xWindow(for: window)))
        try sendDeleteWindow(to: xWindow, on: harness.server.display)
        #expect(harness.pump { trace.lines.count >= 3 })
        // The fingers lifting afterwards are ended by no one: their touches are gone.
        try harness.server.touchscreen.send(frame: [.up(id: 1), .up(id: 2)])
        try harness.server.sync()
        harness.pump(timeout: 0.3) { false }
        #expect(trace.text == "began v (150, 50) (50, 50), cancelled v (150, 50) (50, 50), close requested")
    }
}

/// Sends WM_DELETE_WINDOW from another client, as a window manager's close button does.
func sendDeleteWindow(to window: Window, on display: String) throws {
    let x = try #require(XOpenDisplay(display))
    defer { XCloseDisplay(x) }
    var event = XEvent()
    event.xclient.type = ClientMessage
    event.xclient.window = window
    event.xclient.message_type = XInternAtom(x, "WM_PROTOCOLS", 0)
    event.xclient.format = 32
    event.xclient.data.l.0 = Int(XInternAtom(x, "WM_DELETE_WINDOW", 0))
    event.xclient.data.l.1 = Int(CurrentTime)
    XSendEvent(x, window, 0, NoEventMask, &event)
    XSync(x, 0)
}

/// Runs `xinput ARGS` on the harness's display while the backend keeps
/// reading (as a running app does: it reads each event as the server
/// writes it), then pumps 0.3 s more.
@MainActor
func xinputWhilePumping(_ arguments: [String], _ harness: BackendHarness) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
    process.arguments = arguments
    process.environment = ["DISPLAY": harness.server.display]
    try process.run()
    harness.pump(timeout: 10) { !process.isRunning }
    harness.pump(timeout: 0.3) { false }
    #expect(process.terminationStatus == 0)
}

/// Runs `xinput ARGS` on `display`; throws on a non-zero exit.
func xinput(_ arguments: [String], display: String) throws {
    try runXInput(arguments, display: display)
}
