import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("UIView.animate and layer animations: the model at once, the screen over time, on the frame clock")
struct ViewAnimationTests {
    func scene() -> (UIWindow, InputSimulator, UIView) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, input, view)
    }

    @Test("Core Animation's timing curves: linear is the identity, ease-in-out is symmetric and slow at both ends")
    func timingFunctions() {
        let linear = CAMediaTimingFunction(name: .linear), easeInOut = CAMediaTimingFunction(name: .easeInEaseOut)
        #expect(abs(linear.value(at: 0.3) - 0.3) < 1e-6)
        #expect(abs(easeInOut.value(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(easeInOut.value(at: 0.25) - 0.1291) < 1e-3 && abs(easeInOut.value(at: 0.75) - 0.8709) < 1e-3)
        #expect(CAMediaTimingFunction(name: .easeIn).value(at: 0.5) < 0.5 && CAMediaTimingFunction(name: .easeOut).value(at: 0.5) > 0.5)
    }

    @Test("The model takes the new center at once; the presented position moves linearly over 1 s; completion(true) at the end; frames stop")
    func centerAnimates() {
        let (_, input, view) = scene()
        var completed: [Bool] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 250, y: 50) },
                       completion: { completed.append($0) })
        #expect(view.center == CGPoint(x: 250, y: 50) && view.layer.animationKeys() == ["position"])
        input.advance(by: 0.5)
        let x = view.layer.presentation()!.position.x
        #expect(abs(x - 150) < 4, "presented x \(x)")
        #expect(view.layer.position.x == 250)
        input.advance(by: 0.6)
        #expect(completed == [true] && view.layer.animationKeys() == nil && view.layer.presentation()!.position.x == 250)
        #expect(!UIApplication.shared.frameScheduler.isRunning)
    }

    @Test("A second animation of the same property starts from where the first shows and ends the first unfinished")
    func replacing() {
        let (_, input, view) = scene()
        var results: [String] = []
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 0 }, completion: { results.append("first \($0)") })
        input.advance(by: 0.5)
        let shown = view.layer.presentation()!.opacity
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }, completion: { results.append("second \($0)") })
        #expect(results == ["first false"] && abs(Double(view.layer.presentation()!.opacity) - Double(shown)) < 0.02)
        input.advance(by: 1.1)
        #expect(results == ["first false", "second true"] && view.alpha == 1)
    }

    @Test("Nothing changed: the completion still runs, with true, at the next turn; performWithoutAnimation changes at once")
    func nothingToAnimate() {
        let (_, input, view) = scene()
        var completed: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {}, completion: { completed.append($0) })
        #expect(completed.isEmpty)
        input.advance(by: 0.01)
        #expect(completed == [true])
        UIView.animate(withDuration: 0.3) {
            UIView.performWithoutAnimation { view.frame.origin.x = 40 }
        }
        #expect(view.layer.animationKeys() == nil && view.frame.minX == 40)
    }

    @Test("With .allowUserInteraction, hit-testing follows the model during an animation, as UIKit's does")
    func hitTestingUsesModel() {
        let (window, input, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.center = CGPoint(x: 300, y: 50) })
        input.advance(by: 0.3)
        #expect(window.hitTest(CGPoint(x: 300, y: 50), with: nil) === view)
        #expect(window.hitTest(CGPoint(x: 20, y: 50), with: nil) === window)
    }

    @Test("A CABasicAnimation added to a layer tells its delegate it started and stopped; removing one stops it unfinished")
    func layerAnimationDelegate() {
        final class Log: CAAnimationDelegate {
            var lines: [String] = []
            func animationDidStart(_ anim: CAAnimation) { lines.append("start") }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { lines.append("stop \(flag)") }
        }
        let (_, input, view) = scene()
        let log = Log()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = 0.5
        fade.delegate = log
        view.layer.add(fade, forKey: "fade")
        input.advance(by: 0.25)
        #expect(log.lines == ["start"] && view.layer.opacity == 1 && abs(view.layer.presentation()!.opacity - 0.5) < 0.1)
        input.advance(by: 0.3)
        #expect(log.lines == ["start", "stop true"] && view.layer.animation(forKey: "fade") == nil)
        let again = CABasicAnimation(keyPath: "opacity")
        again.delegate = log
        again.toValue = 0.2
        view.layer.add(again, forKey: "fade")
        view.layer.removeAnimation(forKey: "fade")
        #expect(log.lines.last == "stop false")
    }
}
