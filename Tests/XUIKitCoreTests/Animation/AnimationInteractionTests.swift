import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Views being animated take no touches unless the animation allows user interaction, as UIKit documents")
struct AnimationInteractionTests {
    func scene() -> (UIWindow, InputSimulator, UIView) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 200)
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(view)
        return (window, input, view)
    }

    @Test("During UIView.animate the view and its subviews are skipped by hit-testing; after the animation they are hit again")
    func blockedWhileAnimating() {
        let (window, input, view) = scene()
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.addSubview(child)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === window)
        input.advance(by: 1.1)
        #expect(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === child)
    }

    @Test(".allowUserInteraction keeps the view hit-testable while it animates; an animator is interactive unless told otherwise")
    func allowed() {
        let (window, input, view) = scene()
        UIView.animate(withDuration: 1, delay: 0, options: .allowUserInteraction, animations: { view.alpha = 0.5 })
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        input.advance(by: 1.1)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 55 }
        animator.startAnimation()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
        animator.stopAnimation(true)
        let blocking = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 60 }
        blocking.isUserInteractionEnabled = false
        blocking.startAnimation()
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
        input.advance(by: 1.1)
        #expect(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === view)
    }
}
