import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("CALayer.mask and UIView.mask, in pixels")
struct LayerMaskTests {
    /// A 40 x 40 red view at (10, 10) with a blue standalone sublayer over its right half and a 2 pt green border.
    func avatar(in window: UIWindow) -> UIView {
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.borderWidth = 2
        view.layer.borderColor = UIColor.green.cgColor
        let half = CALayer()
        half.frame = CGRect(x: 20, y: 0, width: 20, height: 40)
        half.backgroundColor = UIColor.blue.cgColor
        view.layer.addSublayer(half)
        window.addSubview(view)
        return view
    }

    @Test("A circular CAShapeLayer mask (made with no frame) cuts the content, sublayers and border to a circle")
    func circleAvatar() {
        let window = makeWindow(width: 60, height: 60)
        let view = avatar(in: window)
        let circle = CAShapeLayer()
        circle.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        view.layer.mask = circle
        let surface = drawnSurface(window, scale: 1)
        #expect(circle.superlayer == nil && view.layer.sublayers?.contains { $0 === circle } == false)
        // Corners of the square are outside the circle: the window shows.
        for (x, y) in [(10, 10), (13, 13), (49, 10), (10, 49), (46, 46)] {
            #expect(surface.pixel(x: x, y: y) == white, "corner \(x),\(y): \(surface.pixel(x: x, y: y))")
        }
        #expect(surface.pixel(x: 20, y: 30) == red && surface.pixel(x: 40, y: 30) == blue, "inside: content and sublayer")
        #expect(surface.pixel(x: 30, y: 11) == green && surface.pixel(x: 11, y: 30) == green, "the border where the circle touches the edges")
        #expect(surface.pixel(x: 8, y: 30) == white && surface.pixel(x: 30, y: 51) == white)

        view.layer.mask = nil
        surface.redraw()
        #expect(surface.pixel(x: 13, y: 13) == red && surface.pixel(x: 46, y: 46) == blue, "no mask: the square again")
    }

    @Test("Changing the mask's path repaints the masked view (damage reaches the window through the mask's owner)")
    func maskChangeDamages() {
        let window = makeWindow(width: 60, height: 60)
        let view = avatar(in: window)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        view.layer.mask = shape
        let surface = WindowSurface(window: window, scale: 1)
        surface.redraw()
        #expect(surface.pixel(x: 15, y: 15) == red && surface.pixel(x: 40, y: 40) == white)
        shape.path = CGPath(rect: CGRect(x: 25, y: 25, width: 10, height: 10), transform: nil)
        #expect(surface.redraw() != nil, "the path change damaged the window")
        #expect(surface.pixel(x: 15, y: 15) == white && surface.pixel(x: 40, y: 40) == blue)
    }

    @Test("The mask's alpha, not its colour, is what counts: half alpha shows half the content")
    func translucentMask() {
        let window = makeWindow(width: 60, height: 60)
        let view = avatar(in: window)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        mask.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).cgColor
        view.layer.mask = mask
        let surface = drawnSurface(window, scale: 1)
        let pixel = surface.pixel(x: 20, y: 30)
        #expect(pixel.r == 255 && (126...129).contains(pixel.g) && (126...129).contains(pixel.b), "red at half over white: \(pixel)")
        #expect(surface.pixel(x: 40, y: 30) == white, "the blue half lies outside the mask's frame")
    }

    @Test("UIView.mask masks with the mask view's layer, placed by its frame; it is not a subview")
    func viewMask() {
        let window = makeWindow(width: 60, height: 60)
        let view = avatar(in: window)
        let square = UIView(frame: CGRect(x: 15, y: 10, width: 10, height: 20))
        square.backgroundColor = .black
        view.mask = square
        #expect(view.layer.mask === square.layer && square.superview == nil && !view.subviews.contains(square))
        let surface = drawnSurface(window, scale: 1)
        #expect(surface.pixel(x: 27, y: 25) == red && surface.pixel(x: 32, y: 25) == blue, "inside the mask: both halves")
        #expect(surface.pixel(x: 24, y: 25) == white && surface.pixel(x: 35, y: 25) == white && surface.pixel(x: 30, y: 41) == white)
        view.mask = nil
        #expect(view.layer.mask == nil)
    }

    @Test("A shape layer made with no frame draws its path as a plain sublayer too")
    func framelessShapeSublayer() {
        let window = makeWindow(width: 60, height: 60)
        let host = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        window.addSubview(host)
        let shape = CAShapeLayer()
        shape.path = CGPath(rect: CGRect(x: 5, y: 5, width: 10, height: 10), transform: nil)
        shape.fillColor = UIColor.blue.cgColor
        host.layer.addSublayer(shape)
        let surface = drawnSurface(window, scale: 1)
        #expect(surface.pixel(x: 20, y: 20) == blue && surface.pixel(x: 26, y: 20) == white)
    }
}
