import Foundation
import Testing
import TouchServer
@testable import XUIKit

/// Touches through the virtual touchscreen of a real Xorg reach UIKit views
/// with UIKit's exact responder calls (issue 4's acceptance traces).
@MainActor
@Suite("End to end: touchscreen to responder calls")
struct TouchTraceEndToEndTests {
    /// A window at the screen origin with two views: left (20,20 200x200), right (300,20 200x200).
    private func makeScene(_ harness: BackendHarness, trace: Trace) throws -> (UIWindow, TraceTouchView, TraceTouchView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let left = TraceTouchView("left", frame: CGRect(x: 20, y: 20, width: 200, height: 200), trace: trace)
        let right = TraceTouchView("right", frame: CGRect(x: 300, y: 20, width: 200, height: 200), trace: trace)
        left.isMultipleTouchEnabled = true
        window.addSubview(left)
        window.addSubview(right)
        try harness.show(window)
        return (window, left, right)
    }

    @Test("One finger: began, moved, ended at exact points in the view's space")
    func oneFinger() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = Trace()
        _ = try makeScene(harness, trace: trace)
        let screen = harness.server.touchscreen
        try screen.down(id: 1, x: 70, y: 120)
        try screen.move(id: 1, x: 90, y: 130)
        try screen.up(id: 1)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 3 })
        #expect(trace.text == "began left (50, 100), moved left (70, 110), ended left (70, 110)")
    }

    @Test("Two fingers landing together on one view arrive in one touchesBegan")
    func twoFingersOneView() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = Trace()
        _ = try makeScene(harness, trace: trace)
        let screen = harness.server.touchscreen
        try screen.down(id: 1, x: 50, y: 50)
        try screen.down(id: 2, x: 150, y: 150)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 1 })
        try screen.up(id: 1)
        try screen.up(id: 2)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 2 })
        #expect(trace.text == "began left (130, 130) (30, 30), ended left (130, 130) (30, 30)")
    }

    @Test("Two fingers on two views: each view gets its own calls")
    func twoFingersTwoViews() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = Trace()
        _ = try makeScene(harness, trace: trace)
        let screen = harness.server.touchscreen
        try screen.down(id: 1, x: 50, y: 50)
        try screen.down(id: 2, x: 350, y: 50)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 2 })
        try screen.up(id: 2)
        try screen.up(id: 1)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 4 })
        #expect(Set(trace.lines.prefix(2)) == ["began left (30, 30)", "began right (50, 30)"])
        #expect(trace.lines.suffix(2) == ["ended right (50, 30)", "ended left (30, 30)"])
    }

    @Test("A finger sliding off its view stays that view's touch, with points outside its bounds")
    func slidingOff() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = Trace()
        _ = try makeScene(harness, trace: trace)
        let screen = harness.server.touchscreen
        // One step per frame: moves queued together are coalesced to the last (as GTK and Qt do).
        let steps: [() throws -> Void] = [
            { try screen.down(id: 7, x: 100, y: 100) }, { try screen.move(id: 7, x: 260, y: 100) },
            { try screen.move(id: 7, x: 400, y: 100) }, { try screen.up(id: 7) },
        ]
        for (index, step) in steps.enumerated() {
            try step()
            try harness.server.sync()
            #expect(harness.pump { trace.lines.count > index })
        }
        #expect(trace.text == "began left (80, 80), moved left (240, 80), moved left (380, 80), ended left (380, 80)")
    }

    @Test("Disabling the touchscreen mid-touch cancels the touch exactly once")
    func disablingDeviceCancels() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = Trace()
        _ = try makeScene(harness, trace: trace)
        try harness.server.touchscreen.down(id: 1, x: 50, y: 50)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 1 })
        try runXInput(["disable", "touchscreen"], display: harness.server.display)
        harness.pump(timeout: 1) { trace.lines.count >= 3 }
        #expect(trace.text == "began left (30, 30), cancelled left (30, 30)")
    }

    @Test("A mouse click is one .indirectPointer touch, never also an emulated click")
    func mouseClickOnce() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let trace = Trace()
        _ = try makeScene(harness, trace: trace)
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
        try harness.server.touchscreen.down(id: 3, x: 60, y: 70)
        try harness.server.touchscreen.up(id: 3)
        try harness.server.sync()
        #expect(harness.pump { trace.lines.count >= 2 })
        harness.pump(timeout: 0.3) { false }
        #expect(trace.text == "began left (40, 50), ended left (40, 50)")
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
