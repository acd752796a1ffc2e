import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Springs, keyframes, groups, colours and fill modes run as Core Animation runs them")
struct LayerAnimationKindsTests {
    func scene() -> (InputSimulator, UIView) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (input, view)
    }

    final class Log: CAAnimationDelegate {
        var lines: [String] = []
        func animationDidStart(_ anim: CAAnimation) { lines.append("start") }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(flag)") }
    }

    @Test("Core Animation's default spring (mass 1, stiffness 100, damping 10) settles in about 1.4 s")
    func defaultSpringSettles() {
        let spring = CASpringAnimation(keyPath: "position.x")
        // Envelope e^(-5t) falls under 0.1% at ln(1000)/5 = 1.38 s; the last crossing comes just before.
        #expect(spring.settlingDuration > 1.25 && spring.settlingDuration < 1.40, "\(spring.settlingDuration)")
        #expect(abs(spring.curve.value(at: spring.settlingDuration) - 1) < 0.001)
    }

    @Test("An under-damped spring overshoots by e^(-ζπ/√(1-ζ²)) at its first peak, π/ω_d after the start")
    func springOvershoots() {
        let (input, view) = scene()
        let spring = CASpringAnimation(keyPath: "position.x")
        (spring.fromValue, spring.toValue, spring.damping) = (0.0, 100.0, 5)
        spring.duration = spring.settlingDuration
        view.layer.add(spring, forKey: "spring")
        // ζ = 0.25, ω_d = 10·√(1−0.0625) = 9.682: peak at 0.3245 s, 44.4% over.
        input.advance(by: 0.3245)
        let x = view.layer.presentation()!.position.x
        #expect(abs(x - 144.4) < 1, "presented x \(x)")
        input.advance(by: 3)
        #expect(view.layer.animationKeys() == nil && view.layer.presentation()!.position.x == 50)
    }

    @Test("UIView's spring with damping 1 never overshoots and ends at its duration; damping 0.3 overshoots")
    func viewSpring() {
        let (input, view) = scene()
        var done: [Bool] = []
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 250 }, completion: { done.append($0) })
        var highest: CGFloat = 0
        for _ in 0..<47 { input.advance(by: 1.0 / 60); highest = max(highest, view.layer.presentation()!.position.x) }
        #expect(highest <= 250.01 && highest > 249, "highest \(highest)")
        #expect(done.isEmpty)
        input.advance(by: 0.05)
        #expect(done == [true])
        UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.3, initialSpringVelocity: 0, options: [],
                       animations: { view.center.x = 50 }, completion: nil)
        var lowest: CGFloat = 250
        for _ in 0..<50 { input.advance(by: 1.0 / 60); lowest = min(lowest, view.layer.presentation()!.position.x) }
        #expect(lowest < 20, "lowest \(lowest): a 0.3 spring passes 50 by far")
    }

    @Test("Keyframes: linear at the key times, discrete holds each value, paced moves at an even speed, a path is followed")
    func keyframes() {
        let (input, view) = scene()
        let linear = CAKeyframeAnimation(keyPath: "position.x")
        (linear.values, linear.keyTimes, linear.duration) = ([0.0, 100.0, 50.0], [0, 0.25, 1], 1)
        view.layer.add(linear, forKey: "k")
        // Presented values are for the next frame's display time: up to 1/60 s ahead (6.7 pt at 400 pt/s).
        input.advance(by: 0.125)
        #expect(abs(view.layer.presentation()!.position.x - 50) < 7)
        input.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1.5)
        view.layer.removeAllAnimations()

        let discrete = CAKeyframeAnimation(keyPath: "opacity")
        (discrete.values, discrete.calculationMode, discrete.duration) = ([0.0, 0.4, 0.8], .discrete, 0.9)
        view.layer.add(discrete, forKey: "d")
        input.advance(by: 0.45)
        #expect(view.layer.presentation()!.opacity == 0.4)
        view.layer.removeAllAnimations()

        let paced = CAKeyframeAnimation(keyPath: "position")
        (paced.values, paced.calculationMode, paced.duration) = ([CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 100, y: 0)], .paced, 1)
        view.layer.add(paced, forKey: "p")
        input.advance(by: 0.3)
        #expect(abs(view.layer.presentation()!.position.x - 30) < 1.5)
        view.layer.removeAllAnimations()

        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 100))
        let along = CAKeyframeAnimation(keyPath: "position")
        (along.path, along.duration) = (path, 1)
        view.layer.add(along, forKey: "path")
        input.advance(by: 0.75)
        let p = view.layer.presentation()!.position
        #expect(abs(p.x - 100) < 1 && abs(p.y - 50) < 2, "\(p)")
    }

    @Test("A group runs its children in its own time, cuts them at its duration, and only its delegate hears start and stop")
    func group() {
        let (input, view) = scene()
        let log = Log(), childLog = Log()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.delegate) = (1.0, 0.0, 0.5, childLog)
        let slide = CABasicAnimation(keyPath: "position.x")
        (slide.fromValue, slide.toValue, slide.beginTime, slide.duration) = (0.0, 200.0, 0.5, 0.5)
        let group = CAAnimationGroup()
        (group.animations, group.duration, group.delegate) = ([fade, slide], 1, log)
        view.layer.add(group, forKey: "g")
        input.advance(by: 0.25)
        #expect(abs(view.layer.presentation()!.opacity - 0.5) < 0.05)
        #expect(view.layer.presentation()!.position.x == 50, "before its begin time the slide shows the model")
        input.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.position.x - 100) < 4)
        #expect(view.layer.presentation()!.opacity == 1, "after its end the fade shows the model")
        input.advance(by: 0.4)
        #expect(log.lines == ["start", "stop true"] && childLog.lines.isEmpty && view.layer.animationKeys() == nil)
    }

    @Test("UIView.animate moves the background colour through its components; the model keeps the very colour set")
    func backgroundColour() {
        let (input, view) = scene()
        view.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.backgroundColor = blue })
        input.advance(by: 0.5)
        let shown = view.layer.presentation()!.backgroundColor!.components!
        #expect(abs(shown[0] - 0.5) < 0.03 && abs(shown[2] - 0.5) < 0.03 && shown[1] == 0 && shown[3] == 1, "\(shown)")
        #expect(view.backgroundColor === blue)
        input.advance(by: 0.6)
        #expect(view.backgroundColor === blue && view.layer.animationKeys() == nil)
    }

    @Test("fillMode forwards with isRemovedOnCompletion false holds the end value with the frame clock idle")
    func heldAtTheEnd() {
        let (input, view) = scene()
        let log = Log()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.toValue, fade.duration, fade.fillMode, fade.isRemovedOnCompletion, fade.delegate) = (0.25, 0.5, .forwards, false, log)
        view.layer.add(fade, forKey: "hold")
        input.advance(by: 0.6)
        #expect(log.lines == ["start", "stop true"])
        #expect(view.layer.opacity == 1 && view.layer.presentation()!.opacity == 0.25 && view.layer.animationKeys() == ["hold"])
        #expect(!UIApplication.shared.frameScheduler.isRunning)
        view.layer.removeAnimation(forKey: "hold")
        #expect(log.lines == ["start", "stop true"] && view.layer.presentation()!.opacity == 1)
    }

    @Test("transform.rotation.z turns the transform; additive position adds to the model; a delayed start fills backwards")
    func keyPathParts() {
        let (input, view) = scene()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        (spin.fromValue, spin.toValue, spin.duration) = (0.0, Double.pi / 2, 1)
        view.layer.add(spin, forKey: "spin")
        input.advance(by: 0.5)
        let t = view.layer.presentation()!.transform
        #expect(abs(t.m11 - cos(.pi / 4)) < 0.02 && abs(t.m12 - sin(.pi / 4)) < 0.02, "\(t)")
        #expect(view.layer.transform == CATransform3DIdentity)
        view.layer.removeAllAnimations()

        let nudge = CABasicAnimation(keyPath: "position.x")
        (nudge.fromValue, nudge.toValue, nudge.isAdditive, nudge.duration) = (0.0, 50.0, true, 1)
        view.layer.add(nudge, forKey: "nudge")
        input.advance(by: 0.5)
        #expect(abs(view.layer.presentation()!.position.x - 75) < 1.5)
        view.layer.removeAllAnimations()

        let later = CABasicAnimation(keyPath: "opacity")
        (later.fromValue, later.toValue, later.duration, later.fillMode) = (0.0, 1.0, 1, .backwards)
        later.beginTime = CACurrentMediaTime() + 0.5
        view.layer.add(later, forKey: "later")
        input.advance(by: 0.2)
        #expect(view.layer.presentation()!.opacity == 0)
    }
}
