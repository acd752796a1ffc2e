import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Pinch and rotation begin when the fingers have moved enough, not when the second lands")
struct GestureTwoFingerThresholdTests {
    /// Two fingers opposite each other around (200, 200), `distance` apart, the line at `degrees`.
    private func fingers(_ distance: CGFloat, _ degrees: CGFloat, shift: CGFloat = 0) -> [InputSimulator.Change] {
        let angle = degrees * .pi / 180
        let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
        return [.moved(1, to: .at(200 + shift - dx, 200 - dy)), .moved(2, to: .at(200 + shift + dx, 200 + dy))]
    }

    private func land(_ input: InputSimulator) {
        input.frame([.began(1, at: .at(150, 200)), .began(2, at: .at(250, 200))])
    }

    @Test("Pinch: possible at landing, at 107 pt and sliding together; began at 109 pt (scale 1.09); changed after")
    func pinchStates() {
        let trace = CallTrace()
        let (input, pinch) = tracedRecognizer(UIPinchGestureRecognizer(), as: "pinch", into: trace)
        land(input)
        #expect(pinch.state == .possible)
        input.frame(fingers(100, 0, shift: 30))   // both slide 30 pt: same spread
        #expect(pinch.state == .possible)
        input.frame(fingers(107, 0, shift: 30))   // 7 pt: within 8
        #expect(pinch.state == .possible)
        input.frame(fingers(109, 0, shift: 30))   // 9 pt: a pinch
        #expect(pinch.state == .began)
        #expect(abs(pinch.scale - 1.09) < 1e-12)
        input.frame(fingers(104, 0, shift: 30))
        #expect(pinch.state == .changed && abs(pinch.scale - 1.04) < 1e-12)
        #expect(trace.text == "began v x2, moved v x2, moved v x2, pinch began, cancelled v x2, pinch changed")
    }

    @Test("Pinch: fingers lifting within 8 pt of spread fail it, and the view keeps its touches")
    func pinchFailsWithoutSpread() {
        let trace = CallTrace()
        let (input, pinch) = tracedRecognizer(UIPinchGestureRecognizer(), as: "pinch", into: trace)
        land(input)
        input.frame(fingers(94, 0))               // 6 pt closer
        input.frame([.ended(1, at: .at(153, 200)), .ended(2, at: .at(247, 200))])
        #expect(trace.text == "began v x2, moved v x2, ended v x2")
        #expect(pinch.state == .possible, "failed, then reset")
    }

    @Test("Rotation: possible at landing, at 4 degrees and spreading; began at 6 degrees (rotation 6 degrees); changed after")
    func rotationStates() {
        let trace = CallTrace()
        let (input, rotation) = tracedRecognizer(UIRotationGestureRecognizer(), as: "rotation", into: trace)
        land(input)
        #expect(rotation.state == .possible)
        input.frame(fingers(160, 0))              // spread, no turn
        #expect(rotation.state == .possible)
        input.frame(fingers(160, 4))              // 4 degrees: within 5
        #expect(rotation.state == .possible)
        input.frame(fingers(160, 6))              // 6 degrees: a rotation
        #expect(rotation.state == .began)
        #expect(abs(rotation.rotation - 6 * .pi / 180) < 1e-12)
        input.frame(fingers(160, 10))
        #expect(rotation.state == .changed && abs(rotation.rotation - 10 * .pi / 180) < 1e-12)
        #expect(trace.text == "began v x2, moved v x2, moved v x2, rotation began, cancelled v x2, rotation changed")
    }

    @Test("Rotation: turning back and forth within 5 degrees never begins it; lifting fails it")
    func rotationFailsWithinThreshold() {
        let trace = CallTrace()
        let (input, rotation) = tracedRecognizer(UIRotationGestureRecognizer(), as: "rotation", into: trace)
        land(input)
        for degrees: CGFloat in [4, -4, 4.9, 0] {
            input.frame(fingers(100, degrees))
            #expect(rotation.state == .possible, "\(degrees) degrees")
        }
        input.frame([.ended(1, at: .at(150, 200)), .ended(2, at: .at(250, 200))])
        #expect(trace.text == "began v x2" + String(repeating: ", moved v x2", count: 4) + ", ended v x2")
    }
}
