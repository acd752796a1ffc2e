import Foundation
import Testing
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Fingers that land, move or lift in one touchscreen frame reach each view
/// in one call (issue 11, section 5), through a real Xorg and its inputtest
/// touchscreen.
///
/// Each frame is sent in one write (`send(frame:)`, as the script player
/// does) and synced before the app reads: the server has then processed the
/// frame and written all its events. The app must deliver everything it
/// finds in one call per view and phase. (A client that reads while the
/// server is still writing a frame gets part of it: X writes each event on
/// its own and marks no frame end; see `TouchFrameBuilder`.)
@MainActor
@Suite("End to end: fingers of one frame in one call")
struct FrameGroupingEndToEndTests {
    /// A view logging each touch call as "<phase> <touch count>", with
    /// " stationary" when the event holds a stationary touch and " wrong-phase"
    /// when a touch in the call is not in the call's phase.
    private final class FrameLogView: UIView {
        var calls: [String] = []
        var locations: [Set<CGPoint>] = []

        private func log(_ phase: String, _ expected: UITouch.Phase, _ touches: Set<UITouch>, _ event: UIEvent?) {
            var line = "\(phase) \(touches.count)"
            if event?.allTouches?.contains(where: { $0.phase == .stationary }) == true { line += " stationary" }
            if touches.contains(where: { $0.phase != expected }) { line += " wrong-phase" }
            calls.append(line)
            locations.append(Set(touches.map { $0.location(in: superview) }))
        }

        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log("began", .began, t, e) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log("moved", .moved, t, e) }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log("ended", .ended, t, e) }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log("cancelled", .cancelled, t, e) }
    }

    /// A backend showing a 640x480 window split into two multitouch views.
    private func scene(_ harness: BackendHarness) throws -> (left: FrameLogView, right: FrameLogView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let left = FrameLogView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let right = FrameLogView(frame: CGRect(x: 320, y: 0, width: 320, height: 480))
        for view in [left, right] {
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
        }
        try harness.show(window)
        return (left, right)
    }

    @Test("2 to 10 fingers landing, moving and lifting together give each view one call per frame, 50 times each")
    func sweep() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let (left, right) = try scene(harness)
        let screen = harness.server.touchscreen
        var failures: [String] = []
        var checked = 0
        var nextID: UInt32 = 1
        for fingers in 2...10 {
            for repetition in 0..<50 {
                // Fingers alternate between the views, 60 px apart; the moves go 40 px down.
                let ids = (0..<fingers).map { nextID + UInt32($0) }
                nextID += UInt32(fingers)
                func x(_ i: Int) -> Double { Double(i % 2 == 0 ? 20 + 60 * (i / 2) : 340 + 60 * (i / 2)) }
                let frames: [(phase: String, changes: [VirtualTouchscreen.Change], y: Double)] = [
                    ("began", ids.indices.map { .down(id: ids[$0], x: x($0), y: 100) }, 100),
                    ("moved", ids.indices.map { .move(id: ids[$0], x: x($0), y: 140) }, 140),
                    ("ended", ids.map { .up(id: $0) }, 140),
                ]
                for frame in frames {
                    left.calls.removeAll()
                    right.calls.removeAll()
                    left.locations.removeAll()
                    right.locations.removeAll()
                    try screen.send(frame: frame.changes)
                    try screen.sync()
                    let (onLeft, onRight) = ((fingers + 1) / 2, fingers / 2)
                    let arrived = harness.pump {
                        left.calls.count + right.calls.count >= 2 && left.locations.map(\.count).reduce(0, +) >= onLeft
                            && right.locations.map(\.count).reduce(0, +) >= onRight
                    }
                    let expectedLeft = Set((0..<fingers).filter { $0 % 2 == 0 }.map { CGPoint(x: x($0), y: frame.y) })
                    let expectedRight = Set((0..<fingers).filter { $0 % 2 == 1 }.map { CGPoint(x: x($0), y: frame.y) })
                    // One call per view, all its fingers, none stationary or in another phase, at the frame's points.
                    let ok = arrived
                        && left.calls == ["\(frame.phase) \(onLeft)"] && right.calls == ["\(frame.phase) \(onRight)"]
                        && left.locations == [expectedLeft] && right.locations == [expectedRight]
                    checked += 1
                    if !ok {
                        failures.append("\(fingers) fingers, #\(repetition) \(frame.phase): left \(left.calls) right \(right.calls)")
                    }
                }
            }
        }
        left.calls.removeAll()
        right.calls.removeAll()
        harness.pump(timeout: 0.2) { false }
        #expect(left.calls.isEmpty && right.calls.isEmpty, "calls after the last frame")
        #expect(checked == 9 * 50 * 3)
        #expect(failures.isEmpty, "\(failures.count) of \(9 * 50 * 3) frames: \(failures.prefix(10))")
    }

    @Test("One finger's frame reaches the view in the loop pass that reads it: nothing is held for a later pass")
    func singleFingerSamePass() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let (left, _) = try scene(harness)
        for (change, phase) in [(VirtualTouchscreen.Change.down(id: 1, x: 50, y: 60), "began 1"), (.up(id: 1), "ended 1")] {
            left.calls.removeAll()
            try harness.server.touchscreen.send(frame: [change])
            try harness.server.touchscreen.sync()
            harness.backend.runOnce(timeout: 0, drainsMainQueue: false)
            #expect(left.calls == [phase])
            #expect(harness.backend.input.flush().isEmpty)
            #expect(UIApplication.shared.inputClock.nextDeadline == nil)
        }
    }
}
