import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("Blend modes, rounded corners, dashes and hit-testing paths")
struct BlendAndShapeTests {
    /// The pixel after painting `top` over `bottom` with `mode`.
    private func blend(_ top: UIColor, over bottom: UIColor, _ mode: CGBlendMode) -> RGBA {
        renderImage(width: 1, height: 1) { context in
            bottom.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            top.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1), blendMode: mode)
        }.pixel(x: 0, y: 0)
    }

    @Test("Blend modes combine colours by Core Graphics' formulas")
    func blendModes() {
        let halfRed = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(blend(halfRed, over: .white, .normal) == RGBA(255, 127, 127, 255))
        #expect(blend(halfRed, over: .white, .copy) == RGBA(128, 0, 0, 128), "copy replaces, alpha included")
        #expect(blend(.cyan, over: .yellow, .multiply) == green)
        #expect(blend(.red, over: .blue, .plusLighter) == RGBA(255, 0, 255, 255))
        #expect(blend(.red, over: .blue, .clear) == transparent)
        #expect(blend(.white, over: .red, .difference) == RGBA(0, 255, 255, 255))
        #expect(blend(.red, over: .green, .destinationOver) == green)
    }

    @Test("UIRectFillUsingBlendMode and fill(with:alpha:) apply their mode only for that call")
    func temporaryModes() {
        let image = renderImage(width: 3, height: 1) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 1))
            UIColor.red.setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: 1, height: 1), .clear)
            UIBezierPath(rect: CGRect(x: 1, y: 0, width: 1, height: 1)).fill(with: .normal, alpha: 0.5)
            context.fill(CGRect(x: 2, y: 0, width: 1, height: 1))
        }
        #expect(image.pixel(x: 0, y: 0) == transparent)
        #expect(image.pixel(x: 1, y: 0) == RGBA(255, 127, 127, 255))
        #expect(image.pixel(x: 2, y: 0) == red, "mode and alpha were restored")
    }

    @Test("byRoundingCorners rounds only the corners asked for")
    func someCorners() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 6, height: 6))
        #expect(path.bounds == rect)
        let image = renderImage(width: 20, height: 20) { _ in path.fill() }
        #expect(image.pixel(x: 0, y: 0) == transparent && image.pixel(x: 19, y: 19) == transparent)
        #expect(image.pixel(x: 19, y: 0) == black && image.pixel(x: 0, y: 19) == black)
        #expect(image.pixel(x: 10, y: 10) == black)
        let all = UIBezierPath(roundedRect: rect, byRoundingCorners: .allCorners, cornerRadii: CGSize(width: 6, height: 6))
        #expect(all.cgPath.elements.filter { if case .curve = $0 { return true } else { return false } }.count == 4)
    }

    @Test("contains(_:) answers by the fill rule, inside the hole or not")
    func containment() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        path.append(UIBezierPath(rect: CGRect(x: 3, y: 3, width: 4, height: 4)))
        #expect(path.contains(CGPoint(x: 5, y: 5)) && path.contains(CGPoint(x: 1, y: 1)) && !path.contains(CGPoint(x: 11, y: 5)))
        path.usesEvenOddFillRule = true
        #expect(!path.contains(CGPoint(x: 5, y: 5)) && path.contains(CGPoint(x: 1, y: 1)))
        let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        #expect(circle.contains(CGPoint(x: 5, y: 5)) && !circle.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(circle.contains(CGPoint(x: 25, y: 5), transform: CGAffineTransform(translationX: 20, y: 0)))
    }

    @Test("A dash pattern strokes alternate runs; getLineDash reads it back")
    func dashes() {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 0, y: 0.5))
        path.addLine(to: CGPoint(x: 10, y: 0.5))
        let pattern: [CGFloat] = [2, 3]
        path.setLineDash(pattern, count: 2, phase: 1)
        var read = [CGFloat](repeating: 0, count: 2), count = 0, phase = CGFloat(0)
        path.getLineDash(&read, count: &count, phase: &phase)
        #expect(read == [2, 3] && count == 2 && phase == 1)
        let image = renderImage(width: 10, height: 1) { _ in path.stroke() }
        // Phase 1: on 0..1, off 1..4, on 4..6, off 6..9, on 9..10.
        expectPixels(of: image) { x, _ in [0, 4, 5, 9].contains(x) ? black : transparent }
    }
}
