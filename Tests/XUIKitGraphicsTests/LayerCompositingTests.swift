import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// A layer whose `draw(in:)` fills its bounds and counts the calls.
private final class CountingLayer: CALayer {
    var draws = 0
    override func draw(in ctx: CGContext) {
        draws += 1
        ctx.setFillColor(UIColor.green.cgColor)
        ctx.fill(bounds)
    }
}

@MainActor
@Suite("Layers composite with Core Animation's styling, at scale 2")
struct LayerCompositingTests {
    @Test("A rounded, bordered layer with a hard shadow: exact colours inside, on the border, at the corners and in the shadow")
    func roundedBorderedShadowed() {
        let window = makeWindow(width: 60, height: 60)
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        card.backgroundColor = .red
        card.layer.cornerRadius = 8
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.blue.cgColor
        card.layer.shadowOpacity = 1
        card.layer.shadowRadius = 0
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        window.addSubview(card)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 50, y: 50) == red, "inside")
        #expect(surface.pixel(x: 50, y: 20) == blue && surface.pixel(x: 50, y: 23) == blue && surface.pixel(x: 50, y: 24) == red, "the 2 pt border lies inside the top edge")
        #expect(surface.pixel(x: 20, y: 50) == blue && surface.pixel(x: 23, y: 50) == blue && surface.pixel(x: 24, y: 50) == red, "and inside the left edge")
        #expect(surface.pixel(x: 20, y: 20) == white && surface.pixel(x: 21, y: 21) == white, "the rounded corner leaves the bounds' corner")
        #expect(surface.pixel(x: 79, y: 20) == white, "top-right corner rounded too")
        #expect(surface.pixel(x: 50, y: 80) == black && surface.pixel(x: 50, y: 87) == black && surface.pixel(x: 50, y: 88) == white, "the shadow shows 4 pt below")
        #expect(surface.pixel(x: 20, y: 87) == white, "the shadow's corner is rounded")
        #expect(surface.pixel(x: 50, y: 19) == white && surface.pixel(x: 19, y: 50) == white, "no shadow above or to the left")
    }

    @Test("maskedCorners rounds only the chosen corners")
    func maskedCorners() {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        view.backgroundColor = .red
        view.layer.cornerRadius = 10
        view.layer.maskedCorners = [.layerMinXMinYCorner]
        window.addSubview(view)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 0, y: 0) == white && surface.pixel(x: 79, y: 0) == red)
        #expect(surface.pixel(x: 0, y: 79) == red && surface.pixel(x: 79, y: 79) == red)
    }

    @Test("A blurred shadow from shadowPath: full colour well inside, half at the edge, none beyond the blur")
    func blurredShadowPath() {
        let window = makeWindow(width: 60, height: 60)
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
        view.layer.shadowPath = CGPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 4
        view.layer.shadowOffset = .zero
        window.addSubview(view)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 60, y: 60) == black, "the middle")
        #expect(surface.pixel(x: 60, y: 5) == white && surface.pixel(x: 5, y: 60) == white, "beyond 3 sigma and the boxes")
        let inner = surface.pixel(x: 60, y: 20), outer = surface.pixel(x: 60, y: 19)
        #expect(abs(Int(inner.r) + Int(outer.r) - 255) <= 4, "the edge pixels straddle half: \(inner) \(outer)")
        #expect(surface.pixel(x: 60, y: 12).r > surface.pixel(x: 60, y: 16).r, "darker toward the shape")
    }

    @Test("masksToBounds clips sublayers to the rounded bounds")
    func roundedClip() {
        let window = makeWindow()
        let circle = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        circle.layer.cornerRadius = 10
        circle.clipsToBounds = true
        let fill = UIView(frame: CGRect(x: -5, y: -5, width: 30, height: 30))
        fill.backgroundColor = .green
        circle.addSubview(fill)
        window.addSubview(circle)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 40, y: 40) == green && surface.pixel(x: 22, y: 40) == green && surface.pixel(x: 40, y: 57) == green)
        #expect(surface.pixel(x: 20, y: 20) == white && surface.pixel(x: 23, y: 23) == white, "outside the circle at the bounds' corner")
        #expect(surface.pixel(x: 14, y: 40) == white, "the sublayer's overflow is clipped")
    }

    @Test("A CAShapeLayer with strokeEnd 0.5 strokes the first half of its line")
    func shapeStrokeEnd() {
        let window = makeWindow()
        let shape = CAShapeLayer()
        shape.frame = window.bounds
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5, y: 20))
        path.addLine(to: CGPoint(x: 35, y: 20))
        shape.path = path
        shape.fillColor = nil
        shape.strokeColor = UIColor.blue.cgColor
        shape.lineWidth = 4
        shape.strokeEnd = 0.5
        window.layer.addSublayer(shape)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 10, y: 40) == blue && surface.pixel(x: 39, y: 40) == blue, "5 to 20 pt")
        #expect(surface.pixel(x: 40, y: 40) == white && surface.pixel(x: 60, y: 40) == white, "past the half")
        #expect(surface.pixel(x: 20, y: 36) == blue && surface.pixel(x: 20, y: 43) == blue, "4 pt wide")
        #expect(surface.pixel(x: 20, y: 35) == white && surface.pixel(x: 20, y: 44) == white)
        #expect(surface.pixel(x: 9, y: 40) == white, "butt caps")
    }

    @Test("A CAGradientLayer runs from red to blue between startPoint and endPoint, pure blue past the last location")
    func gradient() {
        let window = makeWindow()
        let gradient = CAGradientLayer()
        gradient.frame = window.bounds
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 0.5]
        gradient.startPoint = CGPoint(x: 0, y: 0.5)
        gradient.endPoint = CGPoint(x: 1, y: 0.5)
        window.layer.addSublayer(gradient)
        let surface = drawnSurface(window, scale: 2)
        let left = surface.pixel(x: 0, y: 10), middle = surface.pixel(x: 20, y: 10)
        #expect(left.r >= 250 && left.b <= 5, "\(left)")
        #expect(abs(Int(middle.r) - 127) <= 3 && abs(Int(middle.b) - 128) <= 3 && middle.g == 0, "a quarter of the width is halfway: \(middle)")
        #expect(surface.pixel(x: 41, y: 10) == blue && surface.pixel(x: 79, y: 79) == blue)
    }

    @Test("A drawing view draws once: moving, hiding, fading and restyling recomposite; setNeedsDisplay and resizing redraw")
    func backingStore() {
        let window = makeWindow()
        var draws = 0
        let view = DrawingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) { _ in
            draws += 1
            UIColor.red.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        window.addSubview(view)
        let surface = drawnSurface(window, scale: 2)
        #expect(draws == 1)
        view.center = CGPoint(x: 25, y: 25)
        surface.redraw()
        #expect(surface.pixel(x: 45, y: 45) == red && surface.pixel(x: 5, y: 5) == white)
        view.isHidden = true; surface.redraw()
        #expect(surface.pixel(x: 45, y: 45) == white)
        view.isHidden = false; view.alpha = 0.5; view.layer.cornerRadius = 2; view.layer.borderWidth = 1
        view.layer.shadowOpacity = 0.5; view.transform = CGAffineTransform(scaleX: 2, y: 2)
        surface.redraw()
        #expect(draws == 1, "no redraw for geometry, visibility or style")
        view.setNeedsDisplay()
        surface.redraw()
        #expect(draws == 2)
        view.bounds.size = CGSize(width: 12, height: 10)
        surface.redraw()
        #expect(draws == 3, "a new size redraws")
        surface.redraw()
        #expect(draws == 3)
    }

    @Test("A standalone layer's draw(in:) is kept the same way, and contents images stretch over the bounds")
    func standaloneDrawingAndContents() {
        let window = makeWindow()
        let layer = CountingLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(layer)
        let surface = drawnSurface(window, scale: 2)
        #expect(layer.draws == 1 && surface.pixel(x: 5, y: 5) == green)
        layer.position = CGPoint(x: 30, y: 30)
        surface.redraw()
        #expect(layer.draws == 1 && surface.pixel(x: 60, y: 60) == green && surface.pixel(x: 5, y: 5) == white)
        layer.setNeedsDisplay()
        surface.redraw()
        #expect(layer.draws == 2)

        let image = renderImage(width: 2, height: 2) { context in
            UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        }
        let picture = CALayer()
        picture.contents = image.cgImage
        picture.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        window.layer.addSublayer(picture)
        surface.redraw()
        #expect(surface.pixel(x: 10, y: 10) == blue && surface.pixel(x: 19, y: 19) == blue && surface.pixel(x: 20, y: 20) == white, "\(surface.pixel(x: 10, y: 10)) \(surface.pixel(x: 19, y: 19))")
    }

    @Test("A view whose draw(_:) calls super first keeps what it draws after; a plain view keeps no backing store")
    func superDrawThenDraw() {
        final class SuperFirst: UIView {
            override func draw(_ rect: CGRect) {
                super.draw(rect)
                UIColor.blue.setFill()
                UIRectFill(bounds)
            }
        }
        let window = makeWindow()
        let view = SuperFirst(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let plain = UIView(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        window.addSubview(view); window.addSubview(plain)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 10, y: 10) == blue)
        #expect((view.layer.backingStore as? LayerBackingStore)?.hasImage == true)
        #expect((plain.layer.backingStore as? LayerBackingStore)?.hasImage == false)
    }

    @Test("A CATextLayer draws its string inside its bounds, centred when asked")
    func textLayer() {
        let window = makeWindow(width: 120, height: 40)
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 30)
        text.string = "Hi"
        text.fontSize = 20
        text.foregroundColor = UIColor.black.cgColor
        window.layer.addSublayer(text)
        let surface = drawnSurface(window, scale: 2)
        func inkColumns() -> [Int] {
            (0..<240).filter { x in (0..<80).contains { y in surface.pixel(x: x, y: y) != white } }
        }
        let left = inkColumns()
        #expect(!left.isEmpty && left.first! < 20 && left.last! < 80, "at the left: \(left.first ?? -1)...\(left.last ?? -1)")
        #expect((0..<240).allSatisfy { surface.pixel(x: $0, y: 70) == white }, "nothing below the bounds")
        text.alignmentMode = .center
        surface.redraw()
        let centred = inkColumns()
        let middle = (centred.first! + centred.last!) / 2
        #expect(abs(middle - 120) <= 3, "centred about x = 60 pt: \(centred.first!)...\(centred.last!)")
    }

    @Test("Sublayers draw by zPosition, ties in order; a layer's opacity applies to its sublayers as a group")
    func zPositionAndOpacity() {
        let window = makeWindow()
        let a = CALayer(), b = CALayer()
        a.frame = CGRect(x: 0, y: 0, width: 20, height: 20); a.backgroundColor = UIColor.red.cgColor
        b.frame = CGRect(x: 0, y: 0, width: 20, height: 20); b.backgroundColor = UIColor.blue.cgColor
        window.layer.addSublayer(a); window.layer.addSublayer(b)
        a.zPosition = 1
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 10, y: 10) == red)
        let group = CALayer()
        group.frame = CGRect(x: 20, y: 20, width: 20, height: 20)
        group.opacity = 0.5
        let inner = CALayer()
        inner.frame = group.bounds; inner.backgroundColor = UIColor.black.cgColor
        let overlap = CALayer()
        overlap.frame = group.bounds; overlap.backgroundColor = UIColor.black.cgColor
        group.addSublayer(inner); group.addSublayer(overlap)
        window.layer.addSublayer(group)
        surface.redraw()
        let p = surface.pixel(x: 60, y: 60)
        #expect(abs(Int(p.r) - 128) <= 1 && p.r == p.g && p.g == p.b, "one blend at half, not two: \(p)")
    }
}
