import Foundation
import Testing
@testable import XUIKitGraphics
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("UIView.transition: the old picture gives way to the new content on screen, the model changes at once")
struct TransitionRenderingTests {
    let red = RGBA(255, 0, 0, 255), blue = RGBA(0, 0, 255, 255), white = RGBA(255, 255, 255, 255)

    func scene() -> (InputSimulator, UIView, WindowSurface) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 100)
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .red
        window.addSubview(container)
        let surface = WindowSurface(window: window, scale: 1)
        surface.redraw()
        return (input, container, surface)
    }

    @Test("A cross dissolve shows red and blue mixed halfway, then blue alone; the snapshot layer leaves and the completion gets true")
    func crossDissolve() {
        let (input, container, surface) = scene()
        var completed: [Bool] = []
        UIView.transition(with: container, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
                          animations: { container.backgroundColor = .blue }, completion: { completed.append($0) })
        #expect(container.backgroundColor == .blue && container.layer.sublayers?.count == 1)
        input.advance(by: 0.5 - 1.0 / 60)
        surface.redraw()
        let mid = surface.pixel(x: 50, y: 50)
        #expect(abs(Int(mid.r) - 128) <= 3 && abs(Int(mid.b) - 127) <= 3 && mid.g == 0, "halfway \(mid)")
        input.advance(by: 0.6)
        surface.redraw()
        #expect(surface.pixel(x: 50, y: 50) == blue && completed == [true])
        #expect(container.layer.sublayers == nil || container.layer.sublayers!.isEmpty)
    }

    @Test("A flip from the left turns the old picture about y in perspective (left side toward the viewer), then brings the new content back from edge-on")
    func flip() {
        let (input, container, surface) = scene()
        var completed: [Bool] = []
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { container.backgroundColor = .blue }, completion: { completed.append($0) })
        // At 0.25 the turn is 45°: (x, y) about the centre goes to (x cos 45°, y) over w = 1 + x sin 45° / 1000.
        let d = TransitionRun.flipPerspectiveDistance
        #expect(d == 1000)
        func projected(_ x: CGFloat, angle: CGFloat) -> (x: CGFloat, halfHeight: CGFloat) {
            let w = 1 + x * sin(angle) / d
            return (50 + x * cos(angle) / w, 50 / w)
        }
        input.advance(by: 0.25 - 1.0 / 60)
        surface.redraw()
        let left = projected(-50, angle: .pi / 4), right = projected(50, angle: .pi / 4)
        #expect(abs(left.x - 13.35) < 0.01 && abs(right.x - 84.15) < 0.01 && left.halfHeight > 50 && right.halfHeight < 49)
        #expect(surface.pixel(x: 50, y: 50) == red && surface.pixel(x: 15, y: 50) == red && surface.pixel(x: 82, y: 50) == red)
        #expect(surface.pixel(x: 12, y: 50) == white && surface.pixel(x: 86, y: 50) == white, "the turned picture spans x 13.4...84.2")
        #expect(surface.pixel(x: 15, y: 0) == red && surface.pixel(x: 82, y: 0) == white && surface.pixel(x: 82, y: 99) == white,
                "the near left edge is taller than the view, the far right edge shorter")
        input.advance(by: 0.5)                 // 0.75: the new side, turned -45° on its way back
        surface.redraw()
        let newLeft = projected(-50, angle: -.pi / 4), newRight = projected(50, angle: -.pi / 4)
        #expect(abs(newLeft.x - 15.85) < 0.01 && abs(newRight.x - 86.65) < 0.01)
        #expect(surface.pixel(x: 50, y: 50) == blue && surface.pixel(x: 18, y: 50) == blue && surface.pixel(x: 85, y: 50) == blue)
        #expect(surface.pixel(x: 13, y: 50) == white && surface.pixel(x: 89, y: 50) == white)
        #expect(container.transform == .identity, "the model's transform never changed")
        input.advance(by: 0.3)
        surface.redraw()
        #expect(surface.pixel(x: 5, y: 50) == blue && surface.pixel(x: 95, y: 50) == blue && surface.pixel(x: 150, y: 50) == white)
        #expect(completed == [true] && CATransform3DIsIdentity(container.layer.transform))
    }

    @Test("A flip's near edge reaching outside the view's bounds is redrawn there each frame, and cleared when the flip ends")
    func flipDamageOutsideBounds() {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 200)
        window.backgroundColor = .white
        let container = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        container.backgroundColor = .red
        window.addSubview(container)
        let surface = WindowSurface(window: window, scale: 1)
        surface.redraw()
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { container.backgroundColor = .blue })
        input.advance(by: 0.25 - 1.0 / 60)
        surface.redraw()
        // Turned 45°: the near left edge runs from y 48.2 to 151.8 at x 63.4, above and below the bounds (y 50...150).
        #expect(surface.pixel(x: 64, y: 49) == red && surface.pixel(x: 64, y: 150) == red)
        input.advance(by: 0.8)
        surface.redraw()
        #expect(surface.pixel(x: 64, y: 49) == white && surface.pixel(x: 64, y: 149) == blue && surface.pixel(x: 64, y: 151) == white, "\(surface.pixel(x: 64, y: 49)) \(surface.pixel(x: 64, y: 149)) \(surface.pixel(x: 64, y: 151))")
    }

    @Test("A flip from the top turns the top side toward the viewer: a quarter of the way the top edge is wider than the bottom")
    func flipFromTop() {
        let (input, container, surface) = scene()
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromTop, .curveLinear],
                          animations: { container.backgroundColor = .blue })
        input.advance(by: 0.25 - 1.0 / 60)
        surface.redraw()
        // Turned 45° about x with the top coming forward: w = 1 - |y| sin 45° / 1000 at the top.
        let topW = 1 - 50 * sin(CGFloat.pi / 4) / 1000, bottomW = 1 + 50 * sin(CGFloat.pi / 4) / 1000
        let topY = 50 - 50 * cos(CGFloat.pi / 4) / topW, bottomY = 50 + 50 * cos(CGFloat.pi / 4) / bottomW
        #expect(abs(topY - 13.35) < 0.01 && abs(bottomY - 84.15) < 0.01)
        #expect(surface.pixel(x: 50, y: 15) == red && surface.pixel(x: 50, y: 12) == white && surface.pixel(x: 50, y: 86) == white)
        #expect(surface.pixel(x: 0, y: 15) == red && surface.pixel(x: 0, y: 82) == white, "the near top edge is wider than the far bottom one")
    }

    @Test("A curl up rolls the old picture up: halfway the top half is old and the bottom half new")
    func curlUp() {
        let (input, container, surface) = scene()
        UIView.transition(with: container, duration: 1, options: [.transitionCurlUp, .curveLinear],
                          animations: { container.backgroundColor = .blue })
        input.advance(by: 0.5 - 1.0 / 60)
        surface.redraw()
        #expect(surface.pixel(x: 50, y: 20) == red && surface.pixel(x: 50, y: 80) == blue)
    }

    @Test("transition(from:to:) puts the new view in the old one's place and removes the old; with showHideTransitionViews it hides and shows instead")
    func fromTo() {
        let (input, container, surface) = scene()
        let old = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30)), new = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        old.backgroundColor = .green
        new.backgroundColor = .blue
        container.addSubview(old)
        var completed: [Bool] = []
        UIView.transition(from: old, to: new, duration: 0.3, options: .transitionCrossDissolve) { completed.append($0) }
        #expect(old.superview == nil && new.superview === container)
        input.advance(by: 0.4)
        surface.redraw()
        #expect(surface.pixel(x: 25, y: 25) == blue && completed == [true])
        let other = UIView(frame: new.frame)
        other.isHidden = true
        container.addSubview(other)
        UIView.transition(from: new, to: other, duration: 0.3, options: [.transitionFlipFromTop, .showHideTransitionViews]) { completed.append($0) }
        #expect(new.isHidden && !other.isHidden && new.superview === container)
        input.advance(by: 0.4)
        #expect(completed == [true, true])
    }

    @Test("Without a transition option the changes animate as UIView.animate does")
    func noTransition() {
        let (input, container, _) = scene()
        UIView.transition(with: container, duration: 1, options: .curveLinear, animations: { container.alpha = 0 })
        #expect(container.layer.animationKeys() == ["opacity"] && container.alpha == 0)
        input.advance(by: 1.1)
        #expect(container.layer.animationKeys() == nil)
    }
}
