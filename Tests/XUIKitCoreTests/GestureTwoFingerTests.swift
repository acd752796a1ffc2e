import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Pinch and rotation recognizers")
struct GestureTwoFingerTests {
    /// Two fingers opposite each other around `center`, `distance` apart, at `angle` radians.
    private func fingers(around center: CGPoint, distance: CGFloat, angle: CGFloat) -> (CGPoint, CGPoint) {
        let dx = cos(angle) * distance / 2, dy = sin(angle) * distance / 2
        return (.at(center.x - dx, center.y - dy), .at(center.x + dx, center.y + dy))
    }

    /// Lands two fingers, moves them in `steps` from (d0, a0) to (d1, a1) over `duration`, and lifts them.
    private func twoFingerGesture(
        _ input: InputSimulator, from d0: CGFloat, to d1: CGFloat, turning a1: CGFloat,
        steps: Int = 8, duration: TimeInterval = 0.4, beforeLift: () -> Void = {}
    ) {
        let center = CGPoint.at(200, 200)
        let (p, q) = fingers(around: center, distance: d0, angle: 0)
        input.frame([.began(1, at: p), .began(2, at: q)])
        var last = (p, q)
        for step in 1...steps {
            input.advance(by: duration / Double(steps))
            let t = CGFloat(step) / CGFloat(steps)
            last = fingers(around: center, distance: d0 + (d1 - d0) * t, angle: a1 * t)
            input.frame([.moved(1, to: last.0), .moved(2, to: last.1)])
        }
        beforeLift()
        input.frame([.ended(1, at: last.0), .ended(2, at: last.1)])
    }

    @Test("A pinch begins when the second finger lands (the view never sees them); 100 pt to 200 pt apart gives scale 2")
    func pinchScale() {
        let trace = CallTrace()
        let (_, input, view) = makeTracedView(trace)
        let pinch = UIPinchGestureRecognizer()
        var scales: [CGFloat] = []
        pinch.addTarget { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        logActions(of: pinch, as: "pinch", into: trace)
        view.addGestureRecognizer(pinch)
        var velocity: CGFloat = 0
        twoFingerGesture(input, from: 100, to: 200, turning: 0) { velocity = pinch.velocity }
        #expect(trace.text == "pinch began" + String(repeating: ", pinch changed", count: 8) + ", pinch ended")
        #expect(scales.first == 1)
        #expect(abs(scales.last! - 2) < 1e-9)
        // One step is 1/8 of the scale change over 0.05 s: 0.125 / 0.05 = 2.5 per second.
        #expect(abs(velocity - 2.5) < 1e-6)
        #expect(pinch.scale == 1, "reset after the gesture")
    }

    @Test("Setting scale to 1 in each action makes it the change since the last action")
    func pinchScaleReset() {
        let (_, input, view) = makeTracedView(CallTrace())
        let pinch = UIPinchGestureRecognizer()
        var product: CGFloat = 1
        pinch.addTarget { recognizer in
            let pinch = recognizer as! UIPinchGestureRecognizer
            product *= pinch.scale
            pinch.scale = 1
        }
        view.addGestureRecognizer(pinch)
        twoFingerGesture(input, from: 100, to: 50, turning: 0)
        #expect(abs(product - 0.5) < 1e-9)
    }

    @Test("Two fingers turning by 90 degrees give rotation pi/2 and velocity in rad/s")
    func rotation() {
        let trace = CallTrace()
        let (input, rotation) = tracedRecognizer(UIRotationGestureRecognizer(), as: "rotation", into: trace)
        var turned: CGFloat = 0, velocity: CGFloat = 0
        twoFingerGesture(input, from: 100, to: 100, turning: .pi / 2) {
            turned = rotation.rotation
            velocity = rotation.velocity
        }
        #expect(abs(turned - .pi / 2) < 1e-9)
        #expect(abs(velocity - (.pi / 2) / 0.4) < 1e-6)
        #expect(trace.text.hasPrefix("rotation began, rotation changed"))
        #expect(trace.text.hasSuffix("rotation changed, rotation ended"))
    }

    @Test("Rotation accumulates past a half turn")
    func rotationPastHalfTurn() {
        let (_, input, view) = makeTracedView(CallTrace())
        let rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(rotation)
        var turned: CGFloat = 0
        twoFingerGesture(input, from: 100, to: 100, turning: -1.5 * .pi, steps: 12) { turned = rotation.rotation }
        #expect(abs(turned + 1.5 * .pi) < 1e-9)
    }

    /// A traced view with a pinch and then a rotation recognizer, both logged.
    private func pinchThenRotation(_ trace: CallTrace) -> (InputSimulator, UIPinchGestureRecognizer, UIRotationGestureRecognizer) {
        let (_, input, view) = makeTracedView(trace)
        let pinch = UIPinchGestureRecognizer(), rotation = UIRotationGestureRecognizer()
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        logActions(of: pinch, as: "pinch", into: trace)
        logActions(of: rotation, as: "rotation", into: trace)
        return (input, pinch, rotation)
    }

    @Test("Without simultaneous recognition the pinch, added first, wins and the rotation fails")
    func pinchExcludesRotation() {
        let trace = CallTrace()
        let (input, _, _) = pinchThenRotation(trace)
        twoFingerGesture(input, from: 100, to: 120, turning: 0.5, steps: 1)
        #expect(trace.text == "pinch began, pinch changed, pinch ended")
    }

    @Test("One finger alone neither pinches nor rotates")
    func oneFinger() {
        let trace = CallTrace()
        let (input, pinch, rotation) = pinchThenRotation(trace)
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(90, 90))
        input.up(1, at: .at(90, 90))
        #expect(trace.text == "began v, moved v, ended v")
        #expect(pinch.state == .possible && rotation.state == .possible)
    }

    @Test("isMultipleTouchEnabled false keeps the second finger from the view, not from its pinch")
    func pinchOnSingleTouchView() {
        let trace = CallTrace()
        let (window, input) = TestApplication.makeKeyWindow()
        let view = TracingView("v", frame: window.bounds, trace: trace)
        window.addSubview(view)
        #expect(!view.isMultipleTouchEnabled)
        let pinch = UIPinchGestureRecognizer()
        pinch.cancelsTouchesInView = false
        logActions(of: pinch, as: "pinch", into: trace)
        view.addGestureRecognizer(pinch)
        input.down(1, at: .at(100, 100))
        input.down(2, at: .at(200, 100))
        input.move(2, to: .at(300, 100))
        #expect(pinch.scale == 2)
        input.frame([.ended(1, at: .at(100, 100)), .ended(2, at: .at(300, 100))])
        #expect(trace.text == "began v, pinch began, pinch changed, pinch ended, ended v")
    }
}
