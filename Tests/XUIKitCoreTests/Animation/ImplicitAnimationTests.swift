import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Implicit animations: a committed standalone layer's changes animate as Core Animation's actions do")
struct ImplicitAnimationTests {
    /// A window with a view holding a standalone layer, committed (as after a run-loop pass).
    func scene<Layer: CALayer>(_ layer: Layer = CALayer()) -> (InputSimulator, UIView, Layer) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(view)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.layer.addSublayer(layer)
        CATransaction.flush()
        return (input, view, layer)
    }

    final class Trace: CAAnimationDelegate {
        var lines: [String] = []
    }

    @Test("opacity 1 → 0 animates for 0.25 s on the default curve, from the old value, under the key \"opacity\"")
    func opacityAnimates() throws {
        let (input, _, layer) = scene()
        layer.opacity = 0
        #expect(layer.opacity == 0, "the model changes at once")
        #expect(layer.animationKeys() == ["opacity"])
        let animation = try #require(layer.animation(forKey: "opacity") as? CABasicAnimation)
        #expect(animation.duration == 0.25)
        #expect(animation.keyPath == "opacity")
        input.advance(by: 0.125)
        // Presented values are those of the frame being drawn: up to a frame (1/60 s) ahead.
        let curve = CAMediaTimingFunction(name: .default)
        let shown = Double(try #require(layer.presentation()).opacity)
        #expect(shown <= 1 - curve.value(at: 0.5) + 0.001 && shown >= 1 - curve.value(at: 0.5 + 1.0 / 15) - 0.001, "shown \(shown)")
        input.advance(by: 0.2)
        #expect(layer.animationKeys() == nil && layer.presentation()?.opacity == 0)
    }

    @Test("A layer made in the transaction still open shows its values at once; after the run-loop pass ends, its changes animate")
    func newLayersDoNotAnimate() {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 200)
        let layer = CAShapeLayer()
        window.layer.addSublayer(layer)
        layer.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
        layer.strokeEnd = 0.5
        layer.opacity = 0.5
        #expect(layer.animationKeys() == nil)
        input.hover(to: CGPoint(x: 1, y: 1))  // a pass of input: the transaction commits at its end
        layer.strokeEnd = 1
        #expect(layer.animationKeys() == ["strokeEnd"], "a progress ring's stroke animates")
    }

    @Test("setDisableActions(true) stops them, setAnimationDuration and the timing function shape them, for that transaction only")
    func transactionSettings() throws {
        let (input, _, layer) = scene()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.position = CGPoint(x: 120, y: 80)
        CATransaction.commit()
        #expect(layer.animationKeys() == nil && layer.presentation()?.position == CGPoint(x: 120, y: 80))

        CATransaction.begin()
        CATransaction.setAnimationDuration(1)
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        layer.cornerRadius = 20
        CATransaction.commit()
        let animation = try #require(layer.animation(forKey: "cornerRadius"))
        #expect(animation.duration == 1)
        input.advance(by: 0.5)
        let radius = layer.presentation()?.cornerRadius ?? 0
        #expect(radius >= 10 && radius <= 10 + 20.0 / 60 + 0.001, "linear: half way, give or take a frame (\(radius))")
        layer.borderWidth = 4
        #expect(layer.animation(forKey: "borderWidth")?.duration == 0.25, "the next transaction has the defaults again")
    }

    @Test("A view's layer never animates implicitly: the view answers NSNull, and the layer finds no action")
    func viewLayersDoNot() {
        let (_, view, _) = scene()
        view.layer.opacity = 0.5
        view.layer.cornerRadius = 8
        view.layer.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        #expect(view.layer.animationKeys() == nil)
        #expect(view.action(for: view.layer, forKey: "opacity") is NSNull)
        #expect(view.layer.action(forKey: "opacity") == nil)
    }

    @Test("The delegate is asked first, then actions; NSNull in either means none; a property not animated has no action")
    func lookupOrder() throws {
        final class Delegate: CALayerDelegate {
            var asked: [String] = []
            func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
                asked.append(event)
                return event == "position" ? NSNull() : nil
            }
        }
        let (_, _, layer) = scene()
        let delegate = Delegate()
        layer.delegate = delegate
        let slow = CABasicAnimation()
        slow.duration = 2
        layer.actions = ["opacity": slow, "position": CABasicAnimation(), "bounds": NSNull()]
        layer.position = CGPoint(x: 10, y: 10)
        layer.bounds = CGRect(x: 0, y: 0, width: 30, height: 30)
        layer.opacity = 0.2
        #expect(delegate.asked == ["position", "bounds", "opacity"])
        #expect(layer.animationKeys() == ["opacity"], "position: the delegate's NSNull; bounds: the actions' NSNull")
        #expect(layer.animation(forKey: "opacity")?.duration == 2)
        #expect(slow.duration == 2 && (slow as CABasicAnimation).fromValue == nil, "the action itself is not changed")
        #expect(layer.action(forKey: "masksToBounds") == nil)
        #expect(CALayer.defaultAction(forKey: "opacity") == nil)
    }

    @Test("A second change mid-animation starts from what is shown, so the motion has no jump")
    func retargetingContinues() throws {
        let (input, _, layer) = scene()
        layer.position = CGPoint(x: 250, y: 50)
        input.advance(by: 0.1)
        let shown = try #require(layer.presentation()).position
        #expect(shown.x > 50 && shown.x < 250)
        layer.position = CGPoint(x: 50, y: 50)
        // The new animation starts where the screen was (at most a frame's motion on, toward 50), not at 250.
        let after = try #require(layer.presentation()).position
        #expect(after.x <= shown.x && after.x > shown.x - 12, "shown \(shown.x), after retargeting \(after.x)")
        input.advance(by: 0.3)
        #expect(layer.presentation()?.position == CGPoint(x: 50, y: 50))
    }

    @Test("frame animates as position and bounds; setting a value it already has adds nothing")
    func frameAndUnchanged() {
        let (_, _, layer) = scene()
        layer.frame = CGRect(x: 20, y: 20, width: 60, height: 40)
        #expect(Set(layer.animationKeys() ?? []) == ["position", "bounds"])
        layer.removeAllAnimations()
        layer.opacity = 1
        layer.zPosition = 0
        #expect(layer.animationKeys() == nil)
    }

    @Test("The completion block runs when the transaction's animations end; with none, at the commit")
    func completionWaits() {
        let (input, _, layer) = scene()
        var log: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("faded") }
        layer.opacity = 0
        CATransaction.commit()
        #expect(log.isEmpty)
        input.advance(by: 0.3)
        #expect(log == ["faded"])
        CATransaction.begin()
        CATransaction.setCompletionBlock { log.append("nothing to wait for") }
        CATransaction.commit()
        #expect(log == ["faded", "nothing to wait for"])
    }

    @Test("Inside UIView.animate a standalone layer in the window animates once, on the block's timing")
    func insideAnimationBlocks() {
        let (_, _, layer) = scene()
        UIView.animate(withDuration: 1) { layer.position = CGPoint(x: 150, y: 150) }
        #expect(layer.animationKeys() == ["position"])
        #expect(layer.animation(forKey: "position")?.duration == 1)
    }

    @Test("UIView.performWithoutAnimation turns layer actions off inside it")
    func performWithoutAnimation() {
        let (_, _, layer) = scene()
        UIView.performWithoutAnimation { layer.opacity = 0.3 }
        #expect(layer.animationKeys() == nil)
        #expect(!CATransaction.disableActions())
    }
}
