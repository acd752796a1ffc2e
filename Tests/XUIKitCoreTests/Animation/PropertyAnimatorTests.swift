import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("UIViewPropertyAnimator: start, pause, scrub, reverse, stop and finish as UIKit's state machine runs them")
struct PropertyAnimatorTests {
    func scene() -> (InputSimulator, UIView) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (input, view)
    }

    func shownX(_ view: UIView) -> CGFloat { view.layer.presentation()!.position.x }

    @Test("Starting runs the blocks: the model moves at once, the screen linearly over 1 s, completion(.end) once, then inactive with the frame clock idle")
    func startsAndCompletes() {
        let (input, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        var trace: [String] = []
        animator.addCompletion { trace.append("completion \($0)") }
        #expect(animator.state == .inactive && view.center.x == 50, "blocks wait for the start")
        animator.startAnimation()
        #expect(animator.state == .active && animator.isRunning && view.center.x == 250)
        input.advance(by: 0.5)
        #expect(shownX(view) >= 150 && shownX(view) <= 154, "shown \(shownX(view))")
        #expect(abs(animator.fractionComplete - 0.5) < 0.001)
        input.advance(by: 0.55)
        #expect(trace == ["completion end"] && animator.state == .inactive && !animator.isRunning)
        #expect(view.layer.animationKeys() == nil && shownX(view) == 250)
        #expect(!UIApplication.shared.frameScheduler.isRunning)
    }

    @Test("Paused, fractionComplete scrubs linearly by default; along the curve when scrubsLinearly is false; frames stop while paused")
    func scrubbing() {
        let (input, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeIn) { view.center.x = 250 }
        animator.fractionComplete = 0.5   // an inactive animator becomes active and paused
        #expect(animator.state == .active && !animator.isRunning && view.center.x == 250)
        input.advance(by: 0.1)
        #expect(shownX(view) == 150 && !UIApplication.shared.frameScheduler.isRunning)
        animator.fractionComplete = 0.25
        input.advance(by: 0.1)
        #expect(shownX(view) == 100)
        animator.scrubsLinearly = false
        animator.fractionComplete = 0.5
        input.advance(by: 0.1)
        let eased = 50 + 200 * CAMediaTimingFunction(name: .easeIn).value(at: 0.5)
        #expect(abs(Double(shownX(view)) - eased) < 0.01, "shown \(shownX(view)), ease-in \(eased)")
        animator.stopAnimation(true)
    }

    @Test("Resuming after a linear scrub continues from where the view is, with no jump, and ends on time")
    func resumeAfterScrub() {
        let (input, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { view.center.x = 250 }
        var positions: [UIViewAnimatingPosition] = []
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.6   // shown at 50 + 0.6 × 200 = 170
        animator.startAnimation()
        input.advance(by: 0.001)
        #expect(abs(shownX(view) - 170) < 1, "shown \(shownX(view))")
        input.advance(by: 0.3)
        #expect(positions.isEmpty && shownX(view) > 170 && shownX(view) < 250)
        input.advance(by: 0.12)
        #expect(positions == [.end] && view.center.x == 250)
    }

    @Test("Reversed while running, the views run back from where they are; completion(.start) and the models go back")
    func reversing() {
        let (input, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250; view.alpha = 0.5 }
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        input.advance(by: 0.6)
        animator.isReversed = true
        let turned = animator.fractionComplete
        input.advance(by: 0.3)
        #expect(abs(animator.fractionComplete - (turned - 0.3)) < 0.001)
        #expect(positions.isEmpty && shownX(view) < 50 + 200 * turned)
        input.advance(by: turned - 0.3 + 0.05)
        #expect(positions == [.start] && animator.state == .inactive)
        #expect(view.center.x == 50 && view.alpha == 1 && view.layer.animationKeys() == nil)
    }

    @Test("stopAnimation(true): the models take the shown values, no completion runs, inactive at once")
    func stopWithoutFinishing() {
        let (input, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.pauseAnimation()
        animator.fractionComplete = 0.3
        animator.stopAnimation(true)
        #expect(animator.state == .inactive && view.center.x == 110 && view.layer.animationKeys() == nil)
        input.advance(by: 2)
        #expect(positions.isEmpty && view.center.x == 110)
    }

    @Test("stopAnimation(false) waits in .stopped; finishAnimation(at:) puts the views at the end, the start or where they are and calls the completions with it")
    func stopThenFinish() {
        for (position, expected) in [(UIViewAnimatingPosition.end, CGFloat(250)), (.start, 50), (.current, 130)] {
            let (_, view) = scene()
            var positions: [UIViewAnimatingPosition] = []
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
            animator.addCompletion { positions.append($0) }
            animator.fractionComplete = 0.4
            animator.stopAnimation(false)
            #expect(animator.state == .stopped && view.center.x == 130 && positions.isEmpty)
            animator.startAnimation()   // misuse: ignored
            #expect(animator.state == .stopped)
            animator.finishAnimation(at: position)
            #expect(animator.state == .inactive && view.center.x == expected && positions == [position])
        }
    }

    @Test("Animations added to a running animator cover the remaining time; a delay factor delays a block by that share of the time")
    func addingAnimations() {
        let (input, view) = scene()
        let other = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        view.superview!.addSubview(other)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        input.advance(by: 0.25)
        #expect(view.layer.presentation()!.opacity == 1, "the delayed block has not begun")
        input.advance(by: 0.25)
        animator.addAnimations { other.center.x = 225 }   // from 25, over the last 0.5 s
        input.advance(by: 0.25)
        let shown = other.layer.presentation()!.position.x
        #expect(shown >= 125 && shown <= 132, "shown \(shown)")
        let opacity = view.layer.presentation()!.opacity
        #expect(opacity > 0.45 && opacity <= 0.5, "opacity \(opacity)")
        input.advance(by: 0.3)
        #expect(animator.state == .inactive && other.center.x == 225 && view.alpha == 0)
    }

    @Test("pausesOnCompletion keeps the animator active and paused at its end with no completion, so it can run back")
    func pausesOnCompletion() {
        let (input, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.center.x = 250 }
        animator.pausesOnCompletion = true
        animator.addCompletion { positions.append($0) }
        animator.startAnimation()
        input.advance(by: 0.6)
        #expect(animator.state == .active && !animator.isRunning && animator.fractionComplete == 1 && positions.isEmpty)
        #expect(shownX(view) == 250 && !UIApplication.shared.frameScheduler.isRunning)
        animator.isReversed = true
        animator.startAnimation()
        input.advance(by: 0.6)
        #expect(animator.fractionComplete == 0 && shownX(view) == 50 && positions.isEmpty)
        animator.stopAnimation(false)
        animator.finishAnimation(at: .start)
        #expect(positions == [.start] && view.center.x == 50)
    }

    @Test("runningPropertyAnimator starts after its delay and runs to its completion even when nobody keeps it")
    func runningAnimator() {
        let (input, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        _ = UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.5, delay: 0.25, options: .curveLinear,
                                                       animations: { view.center.x = 150 }, completion: { positions.append($0) })
        #expect(view.center.x == 150)
        input.advance(by: 0.2)
        #expect(shownX(view) == 50)
        input.advance(by: 0.3)
        #expect(shownX(view) > 90 && shownX(view) < 120, "shown \(shownX(view))")
        input.advance(by: 0.3)
        #expect(positions == [.end])
    }

    @Test("A spring by damping ratio settles at the duration; by mass, stiffness and damping it lasts its settling time; ratio 0.3 overshoots")
    func springs() {
        let (input, view) = scene()
        let physical = UIViewPropertyAnimator(duration: 10, timingParameters:
            UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero))
        #expect(abs(physical.duration - CASpringAnimation(keyPath: "x").settlingDuration) < 0.01)
        #expect(UISpringTimingParameters().timingCurveType == .spring && UICubicTimingParameters().animationCurve == .easeInOut)
        var positions: [UIViewAnimatingPosition] = []
        let bouncy = UIViewPropertyAnimator(duration: 0.8, dampingRatio: 0.3) { view.center.x = 250 }
        bouncy.addCompletion { positions.append($0) }
        bouncy.startAnimation()
        var highest: CGFloat = 0
        for _ in 0..<45 { input.advance(by: 1.0 / 60); highest = max(highest, shownX(view)) }
        #expect(highest > 300, "a 0.3 spring overshoots by about 37%: highest \(highest)")
        #expect(positions.isEmpty)
        input.advance(by: 0.1)
        #expect(positions == [.end])
    }

    @Test("continueAnimation on a paused animator takes new timing for the rest; durationFactor 0 keeps the time that was left")
    func continuing() {
        let (input, view) = scene()
        var positions: [UIViewAnimatingPosition] = []
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.addCompletion { positions.append($0) }
        animator.fractionComplete = 0.5
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        input.advance(by: 0.45)
        #expect(positions.isEmpty)
        input.advance(by: 0.1)
        #expect(positions == [.end])
        let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 50 }
        second.addCompletion { positions.append($0) }
        second.fractionComplete = 0.5
        second.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 2)
        input.advance(by: 1.9)
        #expect(positions == [.end])
        input.advance(by: 0.15)
        #expect(positions == [.end, .end] && view.center.x == 50)
    }

    @Test("Misuse is reported and ignored: fractionComplete while running, continueAnimation while running, pausing an uninterruptible animator")
    func misuse() {
        let (input, view) = scene()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 250 }
        animator.startAnimation()
        input.advance(by: 0.5)
        animator.fractionComplete = 0.1
        #expect(abs(animator.fractionComplete - 0.5) < 0.001 && animator.isRunning)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 3)
        input.advance(by: 0.55)
        #expect(animator.state == .inactive)
        let fixed = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 50 }
        fixed.isInterruptible = false
        fixed.startAnimation()
        fixed.pauseAnimation()
        fixed.stopAnimation(true)
        #expect(fixed.isRunning && fixed.state == .active)
        input.advance(by: 1.1)
        #expect(fixed.state == .inactive && view.center.x == 50)
    }

    @Test("Timing parameters archive and unarchive with their control points and spring constants")
    func timingParametersCoding() throws {
        let cubic = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.1), controlPoint2: CGPoint(x: 0.3, y: 1.2))
        let data = try NSKeyedArchiver.archivedData(withRootObject: cubic, requiringSecureCoding: false)
        let back = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UICubicTimingParameters)
        #expect(back.controlPoint1 == CGPoint(x: 0.2, y: 0.1) && back.controlPoint2 == CGPoint(x: 0.3, y: 1.2))
        let spring = UISpringTimingParameters(mass: 2, stiffness: 300, damping: 20, initialVelocity: CGVector(dx: 0, dy: 4))
        let springData = try NSKeyedArchiver.archivedData(withRootObject: spring, requiringSecureCoding: false)
        let springBack = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(springData) as? UISpringTimingParameters)
        #expect(springBack.kind == .physical(mass: 2, stiffness: 300, damping: 20) && springBack.initialVelocity == CGVector(dx: 0, dy: 4))
    }
}
