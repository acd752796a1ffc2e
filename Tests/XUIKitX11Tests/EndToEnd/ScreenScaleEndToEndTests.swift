import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
import TouchServerX11
@testable import XUIKitX11
import XUIKit

/// A HiDPI server (Xft.dpi 192): the app works in points at scale 2, its
/// window is twice as many pixels, drawing is at full resolution, and
/// touches arrive in points.
@MainActor
@Suite("End to end: a 2x screen from Xft.dpi")
struct ScreenScaleEndToEndTests {
    @Test("Xft.dpi 192 gives scale 2: points for geometry and touches, pixels doubled on screen")
    func hiDPI() throws {
        let harness = try BackendHarness(width: 800, height: 600, resources: "Xft.dpi:\t192\n")
        defer { harness.tearDown() }
        #expect(UIScreen.main.scale == 2)
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 400, height: 300))

        let trace = CallTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
        window.backgroundColor = .white
        let view = TracingView("red", frame: CGRect(x: 10, y: 10, width: 20, height: 20), trace: trace, style: .locations)
        view.backgroundColor = .red
        window.addSubview(view)
        try harness.show(window)

        let display = harness.backend.connection.display
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, Window(try #require(harness.backend.xWindow(for: window))), &attributes)
        #expect([attributes.width, attributes.height] == [400, 300])

        let x = try XDisplay(name: harness.server.display)
        defer { x.close() }
        let capture = try ScreenCapture(display: x, x: 0, y: 0, width: 100, height: 100)
        // The 20-point view covers pixels 20..<60 exactly: crisp edges, no half-covered pixels.
        #expect(capture.rgb(x: 20, y: 20) == (255, 0, 0))
        #expect(capture.rgb(x: 59, y: 59) == (255, 0, 0))
        #expect(capture.rgb(x: 19, y: 40) == (255, 255, 255))
        #expect(capture.rgb(x: 60, y: 40) == (255, 255, 255))

        try harness.server.touchscreen.down(id: 1, x: 41, y: 51)
        try harness.server.touchscreen.up(id: 1)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 2 })
        #expect(trace.text == "began red (10.50, 15.50), ended red (10.50, 15.50)")
    }

    @Test("Pixels another client paints over the window are restored from the back buffer on Expose")
    func exposeRestores() throws {
        let harness = try BackendHarness(width: 320, height: 240)
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        window.backgroundColor = .blue
        var draws = 0
        let counter = DrawCountingView(frame: CGRect(x: 0, y: 0, width: 320, height: 240)) { draws += 1 }
        window.addSubview(counter)
        try harness.show(window)
        let drawsAfterShow = draws
        let xWindow = Window(try #require(harness.backend.xWindow(for: window)))

        // Another client scribbles black over the window, then asks for an Expose of that area.
        let other = try #require(XOpenDisplay(harness.server.display))
        defer { XCloseDisplay(other) }
        let gc = XCreateGC(other, xWindow, 0, nil)
        XSetForeground(other, gc, 0)
        XFillRectangle(other, xWindow, gc, 10, 10, 50, 50)
        XFreeGC(other, gc)
        XSync(other, 0)
        let x = try XDisplay(name: harness.server.display)
        defer { x.close() }
        #expect(try ScreenCapture(display: x, x: 30, y: 30, width: 1, height: 1).rgb(x: 0, y: 0) == (0, 0, 0))
        XClearArea(other, xWindow, 10, 10, 50, 50, 1)
        XSync(other, 0)
        let restored = harness.pump {
            (try? ScreenCapture(display: x, x: 30, y: 30, width: 1, height: 1).rgb(x: 0, y: 0)) ?? (0, 0, 0) == (0, 0, 255)
        }
        #expect(restored)
        #expect(draws == drawsAfterShow, "Expose copies the back buffer; views are not asked to draw")
    }
}

/// A transparent view counting its draw(_:) calls.
final class DrawCountingView: UIView {
    let onDraw: () -> Void
    init(frame: CGRect, onDraw: @escaping () -> Void) {
        self.onDraw = onDraw
        super.init(frame: frame)
        isOpaque = false
    }
    required init?(coder: NSCoder) { nil }
    override func draw(_ rect: CGRect) { onDraw() }
}
