import Foundation
import Testing
@testable import XUIKitGraphics
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Animations on screen: the compositor draws presented values, then the model is back")
struct AnimationRenderingTests {
    @Test("Halfway through a linear move the view's pixels are halfway; at the end they are at the model's place")
    func movingViewPixels() {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 100)
        window.backgroundColor = .white
        let view = UIView(frame: CGRect(x: 0, y: 25, width: 50, height: 50))
        view.backgroundColor = .red
        window.addSubview(view)
        let surface = WindowSurface(window: window, scale: 1)
        surface.redraw()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center = CGPoint(x: 325, y: 50) })
        input.advance(by: 0.5)
        surface.redraw()
        let red = RGBA(255, 0, 0, 255), white = RGBA(255, 255, 255, 255)
        let presentedX = Int(view.layer.presentation()!.position.x)
        #expect(surface.pixel(x: presentedX, y: 50) == red, "presented at \(presentedX)")
        #expect(surface.pixel(x: 325, y: 50) == white && surface.pixel(x: 25, y: 50) == white)
        #expect(view.frame.minX == 300)  // the model, also after drawing
        input.advance(by: 0.6)
        surface.redraw()
        #expect(surface.pixel(x: 325, y: 50) == red && surface.pixel(x: 175, y: 50) == white)
    }
}
