import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// Ten fingers on one multiple-touch view, frame after frame: the view
/// deliveries reuse their touch set and scratch storage from frame to frame
/// (`ViewDeliveryBatch`), which must never show in what the view sees.
@MainActor
@Suite("Ten fingers on one multiple-touch view")
struct TenFingerDeliveryTests {
    /// Records, per call, the phase delivered, each touch's phase during the call and its location.
    private final class RecordingView: UIView {
        var calls: [String] = []
        var keptSets: [Set<UITouch>] = []

        private func record(_ name: String, _ touches: Set<UITouch>) {
            let entries = touches.map { touch -> String in
                let p = touch.location(in: self)
                return "\(touch.phase) (\(Int(p.x)), \(Int(p.y)))"
            }.sorted()
            calls.append("\(name) x\(touches.count): " + entries.joined(separator: " "))
            keptSets.append(touches)
        }

        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record("began", touches) }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("moved", touches) }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("ended", touches) }
    }

    private static func points(step: Int) -> [CGPoint] {
        (0..<10).map { CGPoint(x: 10 + 30 * $0 + step, y: 100 + 2 * step) }
    }

    private static func expected(_ name: String, _ phase: String, step: Int) -> String {
        "\(name) x10: " + points(step: step).map { "\(phase) (\(Int($0.x)), \(Int($0.y)))" }.sorted().joined(separator: " ")
    }

    @Test("Ten fingers landing, moving in three frames and lifting give one call per frame with all ten, each touch in the call's phase at its own location")
    func tenFingersFrameAfterFrame() {
        let (window, input) = TestApplication.makeKeyWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        let ids = (1...10).map { UInt32($0) }
        input.frame(zip(ids, Self.points(step: 0)).map { .began($0, at: $1) })
        for step in 1...3 {
            input.frame(zip(ids, Self.points(step: step)).map { .moved($0, to: $1) })
        }
        input.frame(zip(ids, Self.points(step: 3)).map { .ended($0, at: $1) })
        #expect(view.calls == [
            Self.expected("began", "began", step: 0),
            Self.expected("moved", "moved", step: 1),
            Self.expected("moved", "moved", step: 2),
            Self.expected("moved", "moved", step: 3),
            Self.expected("ended", "ended", step: 3),
        ])
        // The sets the view kept are intact: ten distinct touches each, the same ten throughout.
        #expect(view.keptSets.map(\.count) == [10, 10, 10, 10, 10])
        #expect(view.keptSets.allSatisfy { $0 == view.keptSets[0] })
    }
}
