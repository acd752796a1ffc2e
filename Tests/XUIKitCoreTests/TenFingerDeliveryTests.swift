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

    @Test("A moved set follows the fingers: a finger joining, one lifting, and the same fingers again after a change each show in the next moved call")
    func movedSetFollowsMembership() {
        let (window, input) = TestApplication.makeKeyWindow()
        let view = RecordingView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        func at(_ id: UInt32, _ step: Int) -> CGPoint { CGPoint(x: 20 * Int(id) + step, y: 50 + step) }
        input.frame([.began(1, at: at(1, 0)), .began(2, at: at(2, 0))])
        input.frame([.moved(1, to: at(1, 1)), .moved(2, to: at(2, 1))])
        input.frame([.moved(1, to: at(1, 2)), .moved(2, to: at(2, 2))])
        input.frame([.began(3, at: at(3, 0))])
        input.frame([.moved(1, to: at(1, 3)), .moved(2, to: at(2, 3)), .moved(3, to: at(3, 3))])
        input.frame([.ended(2, at: at(2, 3))])
        input.frame([.moved(1, to: at(1, 4)), .moved(3, to: at(3, 4))])
        input.frame([.moved(1, to: at(1, 5)), .moved(3, to: at(3, 5))])
        input.frame([.moved(1, to: at(1, 6))])
        #expect(view.calls == [
            "began x2: began (20, 50) began (40, 50)",
            "moved x2: moved (21, 51) moved (41, 51)",
            "moved x2: moved (22, 52) moved (42, 52)",
            "began x1: began (60, 50)",
            "moved x3: moved (23, 53) moved (43, 53) moved (63, 53)",
            "ended x1: ended (43, 53)",
            "moved x2: moved (24, 54) moved (64, 54)",
            "moved x2: moved (25, 55) moved (65, 55)",
            "moved x1: moved (26, 56)",
        ])
        // The sets kept by the view still hold what they were given.
        #expect(view.keptSets.map(\.count) == [2, 2, 2, 1, 3, 1, 2, 2, 1])
        #expect(view.keptSets[1] == view.keptSets[2])
        #expect(view.keptSets[6] == view.keptSets[7])
        #expect(view.keptSets[4].isSuperset(of: view.keptSets[6]) && view.keptSets[4].count == 3)
    }

    @Test("Two views each moved by their own fingers in the same frames get their own sets, frame after frame")
    func twoViewsKeepTheirOwnSets() {
        let (window, input) = TestApplication.makeKeyWindow()
        let left = RecordingView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let right = RecordingView(frame: CGRect(x: 200, y: 0, width: 200, height: 400))
        for view in [left, right] {
            view.isMultipleTouchEnabled = true
            window.addSubview(view)
        }
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 20, y: 10)), .began(3, at: CGPoint(x: 210, y: 10))])
        for step in 1...3 {
            let d = CGFloat(step)
            input.frame([.moved(1, to: CGPoint(x: 10 + d, y: 10)), .moved(2, to: CGPoint(x: 20 + d, y: 10)), .moved(3, to: CGPoint(x: 210 + d, y: 10))])
        }
        #expect(left.calls == [
            "began x2: began (10, 10) began (20, 10)",
            "moved x2: moved (11, 10) moved (21, 10)",
            "moved x2: moved (12, 10) moved (22, 10)",
            "moved x2: moved (13, 10) moved (23, 10)",
        ])
        #expect(right.calls == [
            "began x1: began (10, 10)",
            "moved x1: moved (11, 10)",
            "moved x1: moved (12, 10)",
            "moved x1: moved (13, 10)",
        ])
        #expect(left.keptSets[1...].allSatisfy { $0.isDisjoint(with: right.keptSets[1]) })
    }
}
