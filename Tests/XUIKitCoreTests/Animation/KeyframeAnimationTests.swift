import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("UIView.animateKeyframes: each keyframe's changes run in its share of the time, holding between keyframes")
struct KeyframeAnimationTests {
    func scene() -> (InputSimulator, UIView) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (input, view)
    }

    let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// Advances to `time` seconds after the start (the presented value is computed for the frame after).
    func shown(_ view: UIView, at time: Double, _ input: InputSimulator, since start: inout Double) -> (x: Double, alpha: Double) {
        input.advance(by: time - start)
        start = time
        let layer = view.layer.presentation()!
        return (Double(layer.position.x), Double(layer.opacity))
    }

    @Test("Two keyframes move x to 150 in the first half and 250 in the second; alpha fades in [0.25, 0.5] and holds at 0 after")
    func keyframesInTheirShares() {
        let (input, view) = scene()
        var completed: [Bool] = []
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: linear, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 250 }
            UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0.25) { view.alpha = 0 }
        }, completion: { completed.append($0) })
        #expect(view.center.x == 250 && view.alpha == 0, "the models take the last keyframe's values at once")
        var t = 0.0
        let frame = 1.0 / 60
        var s = shown(view, at: 0.2, input, since: &t)
        #expect(abs(s.x - (50 + 100 * (0.2 + frame) / 0.5)) < 0.01 && s.alpha == 1, "\(s)")
        s = shown(view, at: 0.35, input, since: &t)
        #expect(abs(s.alpha - (1 - (0.35 + frame - 0.25) / 0.25)) < 0.001, "\(s)")
        s = shown(view, at: 0.6, input, since: &t)
        #expect(abs(s.x - (150 + 100 * (0.6 + frame - 0.5) / 0.5)) < 0.01 && s.alpha == 0, "\(s)")
        #expect(completed.isEmpty)
        _ = shown(view, at: 1.05, input, since: &t)
        #expect(completed == [true] && view.layer.animationKeys() == nil)
    }

    @Test("With no curve given the whole animation eases in and out, as UIKit's default; changes outside keyframes span the whole time")
    func defaultCurveAndLooseChanges() {
        let (input, view) = scene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 150 }
            view.alpha = 0.5
        })
        var t = 0.0
        let s = shown(view, at: 0.25 - 1.0 / 60, input, since: &t)
        let eased = CAMediaTimingFunction(name: .easeInEaseOut).value(at: 0.25)
        #expect(abs(s.x - (50 + 100 * eased / 0.5)) < 0.01, "x \(s.x)")
        #expect(abs(s.alpha - (1 - 0.5 * eased)) < 0.001, "alpha \(s.alpha)")
    }

    @Test("Discrete mode shows each keyframe's value from its start, with nothing in between")
    func discrete() {
        let (input, view) = scene()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, linear], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0.3, relativeDuration: 0.2) { view.center.x = 150 }
            UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) { view.center.x = 250 }
        })
        var t = 0.0
        #expect(shown(view, at: 0.2, input, since: &t).x == 50)
        #expect(shown(view, at: 0.4, input, since: &t).x == 150)
        #expect(shown(view, at: 0.7, input, since: &t).x == 250)
    }

    @Test("addKeyframe outside animateKeyframes changes at once")
    func keyframeOutside() {
        let (_, view) = scene()
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 10 }
        #expect(view.center.x == 10 && view.layer.animationKeys() == nil)
    }
}
