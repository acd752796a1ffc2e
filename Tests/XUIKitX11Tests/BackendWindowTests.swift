import CX11
import Foundation
import Testing
import TouchServer
@testable import XUIKitX11
import XUIKit

@MainActor
@Suite("X11 backend: windows on a real server")
struct BackendWindowTests {
    @Test("A visible UIWindow is a mapped top-level X window at its frame, titled after its root controller")
    func visibleWindowIsMappedXWindow() throws {
        let harness = try BackendHarness(width: 640, height: 480)
        defer { harness.tearDown() }
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(UIScreen.main.scale == 1)

        let window = UIWindow(frame: CGRect(x: 10, y: 20, width: 300, height: 200))
        let controller = UIViewController()
        controller.title = "Touches — ünïcode"
        window.rootViewController = controller
        try harness.show(window)

        let display = harness.backend.connection.display
        let xWindow = try #require(harness.backend.xWindow(for: window))
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, Window(xWindow), &attributes)
        #expect([attributes.x, attributes.y, attributes.width, attributes.height] == [10, 20, 300, 200])
        #expect(attributes.map_state == IsViewable)
        #expect(windowName(display, Window(xWindow)) == "Touches — ünïcode")
        #expect(UIApplication.shared.keyWindow === window)

        window.isHidden = true
        harness.pump(timeout: 0.2) { false }
        #expect(harness.backend.xWindow(for: window) == nil)
        #expect(UIApplication.shared.windows.isEmpty)
    }

    @Test("Changing a shown UIWindow's frame moves and resizes its X window; the drawing follows")
    func frameChangeMovesXWindow() throws {
        let harness = try BackendHarness(width: 640, height: 480)
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
        window.backgroundColor = .green
        try harness.show(window)
        window.frame = CGRect(x: 50, y: 60, width: 200, height: 120)
        let display = harness.backend.connection.display
        let xWindow = Window(try #require(harness.backend.xWindow(for: window)))
        var attributes = XWindowAttributes()
        let moved = harness.pump {
            XGetWindowAttributes(display, xWindow, &attributes)
            return [attributes.x, attributes.y, attributes.width, attributes.height] == [50, 60, 200, 120]
        }
        #expect(moved, "X window at \([attributes.x, attributes.y, attributes.width, attributes.height])")
        harness.pump(timeout: 0.3) { false }
        #expect(window.frame == CGRect(x: 50, y: 60, width: 200, height: 120))
        let surface = try #require(harness.backend.host(for: window)?.surface)
        #expect(surface.pixelWidth == 200 && surface.pixelHeight == 120)
    }

    @Test("Idle, the loop sleeps in poll until the next clock timer instead of spinning")
    func idleLoopWaitsForTimer() throws {
        let harness = try BackendHarness(width: 320, height: 240)
        defer { harness.tearDown() }
        let clock = UIApplication.shared.inputClock
        var fired: TimeInterval?
        let start = clock.now
        clock.schedule(after: 0.3) { fired = clock.now }
        let cpuBefore = processCPUTime()
        harness.backend.runOnce(timeout: 2, drainsMainQueue: false)
        let cpu = processCPUTime() - cpuBefore
        let firedAt = try #require(fired)
        #expect(firedAt - start >= 0.3)
        #expect(firedAt - start < 1.5, "the wait ended at the timer, not at the 2 s timeout")
        #expect(cpu < 0.1, "CPU used while idle: \(cpu) s")
    }

    private func windowName(_ display: OpaquePointer, _ window: Window) -> String? {
        let atom = XInternAtom(display, "_NET_WM_NAME", 0)
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom, 0, 1024, 0, Atom(AnyPropertyType), &type, &format, &count, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(count)), as: UTF8.self)
    }

    private func processCPUTime() -> TimeInterval {
        var usage = rusage()
        getrusage(__rusage_who_t(1) /* RUSAGE_THREAD */, &usage)  // this thread only: parallel tests use CPU too
        return TimeInterval(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + TimeInterval(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1_000_000
    }
}
