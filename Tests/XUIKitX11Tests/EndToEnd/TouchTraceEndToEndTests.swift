import CX11
import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Touches through the virtual touchscreen of a real Xorg reach UIKit views
/// with UIKit's exact responder calls (issue 4's acceptance traces).
@MainActor
@Suite("End to end: touchscreen to responder calls")
struct TouchTraceEndToEndTests {
    /// A started backend showing a window at the screen origin with two views,
    /// left (20,20 200x200, multitouch) and right (300,20 200x200), logging to `trace`.
    @MainActor
    private struct Scene {
        let harness: BackendHarness
        let trace = CallTrace()

        init() throws {
            harness = try BackendHarness()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
            let left = TracingView("left", frame: CGRect(x: 20, y: 20, width: 200, height: 200), trace: trace, style: .locations)
            let right = TracingView("right", frame: CGRect(x: 300, y: 20, width: 200, height: 200), trace: trace, style: .locations)
            left.isMultipleTouchEnabled = true
            window.addSubview(left)
            window.addSubview(right)
            do { try harness.show(window) } catch { harness.tearDown(); throw error }
        }

        /// Sends `steps` through the touchscreen in one burst, waits until the server
        /// has them, and pumps until the trace has `count` lines; returns whether it got there.
        func send(until count: Int, _ steps: (VirtualTouchscreen) throws -> Void) throws -> Bool {
            try steps(harness.server.touchscreen)
            try harness.server.sync()
            return harness.pump { trace.lines.count >= count }
        }
    }

    @Test("One finger: began, moved, ended at exact points in the view's space")
    func oneFinger() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 3) {
            try $0.down(id: 1, x: 70, y: 120)
            try $0.move(id: 1, x: 90, y: 130)
            try $0.up(id: 1)
        })
        #expect(scene.trace.text == "began left (50, 100), moved left (70, 110), ended left (70, 110)")
    }

    @Test("Two fingers landing together on one view arrive in one touchesBegan")
    func twoFingersOneView() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 50, y: 50); try $0.down(id: 2, x: 150, y: 150) })
        #expect(try scene.send(until: 2) { try $0.up(id: 1); try $0.up(id: 2) })
        #expect(scene.trace.text == "began left (130, 130) (30, 30), ended left (130, 130) (30, 30)")
    }

    @Test("Two fingers on two views: each view gets its own calls")
    func twoFingersTwoViews() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 2) { try $0.down(id: 1, x: 50, y: 50); try $0.down(id: 2, x: 350, y: 50) })
        #expect(try scene.send(until: 4) { try $0.up(id: 2); try $0.up(id: 1) })
        #expect(Set(scene.trace.lines.prefix(2)) == ["began left (30, 30)", "began right (50, 30)"])
        #expect(scene.trace.lines.suffix(2) == ["ended right (50, 30)", "ended left (30, 30)"])
    }

    @Test("A finger sliding off its view stays that view's touch, with points outside its bounds")
    func slidingOff() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        // One step per burst: moves queued together are coalesced to the last (as GTK and Qt do).
        #expect(try scene.send(until: 1) { try $0.down(id: 7, x: 100, y: 100) })
        #expect(try scene.send(until: 2) { try $0.move(id: 7, x: 260, y: 100) })
        #expect(try scene.send(until: 3) { try $0.move(id: 7, x: 400, y: 100) })
        #expect(try scene.send(until: 4) { try $0.up(id: 7) })
        #expect(scene.trace.text == "began left (80, 80), moved left (240, 80), moved left (380, 80), ended left (380, 80)")
    }

    @Test("Disabling the touchscreen mid-touch cancels the touch exactly once")
    func disablingDeviceCancels() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 50, y: 50) })
        try runXInput(["disable", "touchscreen"], display: scene.harness.server.display)
        scene.harness.pump(timeout: 1) { scene.trace.lines.count >= 3 }
        #expect(scene.trace.text == "began left (30, 30), cancelled left (30, 30)")
    }

    @Test("The window being unmapped by someone else mid-touch cancels the touch exactly once")
    func unmappingCancels() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 50, y: 50) })
        let window = try #require(UIApplication.shared.keyWindow)
        let xWindow = Window(try #require(scene.harness.backend.xWindow(for: window)))
        let other = try #require(XOpenDisplay(scene.harness.server.display))
        XUnmapWindow(other, xWindow)  // as a window manager minimizing it would
        XSync(other, 0)
        XCloseDisplay(other)
        scene.harness.pump(timeout: 1) { scene.trace.lines.count >= 3 }
        try? scene.harness.server.touchscreen.up(id: 1)
        scene.harness.pump(timeout: 0.3) { false }
        #expect(scene.trace.text == "began left (30, 30), cancelled left (30, 30)")
    }

    @Test("A mouse click is one .indirectPointer touch, never also an emulated click")
    func mouseClickOnce() throws {
        let scene = try Scene()
        defer { scene.harness.tearDown() }
        let (harness, trace) = (scene.harness, scene.trace)
        let pointer = harness.server.pointer
        try pointer.move(x: 60, y: 70)
        try pointer.button(1, isPress: true)
        try pointer.button(1, isPress: false)
        try pointer.sync()
        #expect(harness.pump { trace.lines.count >= 2 })
        harness.pump(timeout: 0.3) { false }
        #expect(trace.text == "began left (40, 50) [pointer], ended left (40, 50) [pointer]")
        // A touch is not also delivered as an (emulated) pointer click.
        trace.clear()
        #expect(try scene.send(until: 2) { try $0.down(id: 3, x: 60, y: 70); try $0.up(id: 3) })
        harness.pump(timeout: 0.3) { false }
        #expect(trace.text == "began left (40, 50), ended left (40, 50)")
    }

    @Test("A mouse drag from one window into another stays the first window's touch, in its coordinates")
    func mouseDragAcrossWindows() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = CallTrace()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        first.addSubview(TracingView("a", frame: first.bounds, trace: trace, style: .locations))
        let second = UIWindow(frame: CGRect(x: 320, y: 0, width: 300, height: 300))
        second.addSubview(TracingView("b", frame: second.bounds, trace: trace, style: .locations))
        try harness.show(first)
        try harness.show(second)
        let pointer = harness.server.pointer
        try pointer.move(x: 100, y: 100)
        try pointer.button(1, isPress: true)
        try pointer.sync()
        #expect(harness.pump { trace.lines.count >= 1 })
        for (x, y) in [(200.0, 120.0), (400.0, 150.0)] {
            try pointer.move(x: x, y: y)
            try pointer.sync()
            harness.pump(timeout: 0.2) { false }
        }
        try pointer.button(1, isPress: false)
        try pointer.sync()
        #expect(harness.pump { trace.lines.count >= 4 })
        harness.pump(timeout: 0.3) { false }
        #expect(trace.text == "began a (100, 100) [pointer], moved a (200, 120) [pointer], "
            + "moved a (400, 150) [pointer], ended a (400, 150) [pointer]")
    }
}

/// Runs `xinput ARGS` against `display`, failing on a non-zero exit.
func runXInput(_ arguments: [String], display: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
    process.arguments = arguments
    process.environment = ["DISPLAY": display]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        throw BackendHarness.HarnessError.timedOut("xinput \(arguments.joined(separator: " ")) exited \(process.terminationStatus)")
    }
}
