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

    @Test("A flip from the left narrows the old picture to nothing at half time, then widens the new content back")
    func flip() {
        let (input, container, surface) = scene()
        var completed: [Bool] = []
        UIView.transition(with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                          animations: { container.backgroundColor = .blue }, completion: { completed.append($0) })
        input.advance(by: 0.25 - 1.0 / 60)   // scale.x 0.5: the view spans x 25...75
        surface.redraw()
        #expect(surface.pixel(x: 50, y: 50) == red && surface.pixel(x: 15, y: 50) == white && surface.pixel(x: 85, y: 50) == white)
        input.advance(by: 0.5)                 // 0.75: the new side, again half wide
        surface.redraw()
        #expect(surface.pixel(x: 50, y: 50) == blue && surface.pixel(x: 15, y: 50) == white)
        #expect(container.transform == .identity, "the model's transform never changed")
        input.advance(by: 0.3)
        surface.redraw()
        #expect(surface.pixel(x: 5, y: 50) == blue && surface.pixel(x: 95, y: 50) == blue && completed == [true])
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
