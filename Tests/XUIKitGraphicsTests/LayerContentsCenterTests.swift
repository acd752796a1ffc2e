import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("CALayer contentsCenter: corners keep their size, edges stretch along themselves, the centre both ways")
struct LayerContentsCenterTests {
    /// A 30 x 30 pixel image cut in tens: red corners, green edges, a blue centre.
    func framedImage() -> CGImage {
        renderImage(width: 30, height: 30) { context in
            UIColor.green.setFill(); context.fill(CGRect(x: 0, y: 0, width: 30, height: 30))
            UIColor.blue.setFill(); context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
            UIColor.red.setFill()
            for (x, y) in [(0, 0), (20, 0), (0, 20), (20, 20)] { context.fill(CGRect(x: x, y: y, width: 10, height: 10)) }
        }.cgImage!
    }

    /// What the framed image stretched nine ways over `rect` shows at `p`: its parts `corner` points wide.
    func expected(at p: CGPoint, in rect: CGRect, corner: CGFloat) -> RGBA {
        guard rect.contains(p) else { return white }
        let left = p.x < rect.minX + corner, right = p.x >= rect.maxX - corner
        let top = p.y < rect.minY + corner, bottom = p.y >= rect.maxY - corner
        if (left || right) && (top || bottom) { return red }
        return left || right || top || bottom ? green : blue
    }

    func mismatches(_ surface: WindowSurface, rect: CGRect, corner: CGFloat) -> [String] {
        var wrong: [String] = []
        for y in 0..<120 {
            for x in 0..<120 {
                let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
                // Seams where colours meet may blend over a pixel.
                let seams = [rect.minX + corner, rect.maxX - corner].map { abs(p.x - $0) } + [rect.minY + corner, rect.maxY - corner].map { abs(p.y - $0) }
                if rect.contains(p), seams.contains(where: { $0 < 1 }) { continue }
                let want = expected(at: p, in: rect, corner: corner)
                if surface.pixel(x: x, y: y) != want { wrong.append("\(x),\(y): \(surface.pixel(x: x, y: y)) want \(want)") }
            }
        }
        return wrong
    }

    func picture(frame: CGRect, scale: CGFloat = 1, _ configure: (CALayer) -> Void) -> WindowSurface {
        let window = makeWindow(width: 120, height: 120)
        let layer = CALayer()
        layer.frame = frame
        layer.contents = framedImage()
        configure(layer)
        window.layer.addSublayer(layer)
        return drawnSurface(window, scale: scale)
    }

    @Test("A 90 x 60 layer with the middle third as centre: 10-point red corners, green edges, a blue 70 x 40 centre")
    func stretchesNineWays() {
        let frame = CGRect(x: 15, y: 20, width: 90, height: 60)
        let surface = picture(frame: frame) { $0.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3) }
        let wrong = mismatches(surface, rect: frame, corner: 10)
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(4).joined(separator: "; "))")
    }

    @Test("contentsScale 2 halves the corners' size in points; the default centre stretches the whole image")
    func scaleAndDefault() {
        let frame = CGRect(x: 10, y: 10, width: 80, height: 50)
        let halved = picture(frame: frame) {
            $0.contentsCenter = CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3)
            $0.contentsScale = 2
        }
        let wrong = mismatches(halved, rect: frame, corner: 5)
        #expect(wrong.isEmpty, "\(wrong.count) wrong: \(wrong.prefix(4).joined(separator: "; "))")
        let whole = picture(frame: frame) { _ in }
        // Stretched whole, 30 pixels become 80 x 50: the red corner is 26.7 x 16.7 points.
        #expect(whole.pixel(x: 10 + 24, y: 10 + 14) == red)
        #expect(whole.pixel(x: 10 + 30, y: 10 + 20) == blue)
    }

    @Test("Parts: corners shrink in proportion when the destination is smaller than they are; the centre then gets nothing")
    func smallDestination() {
        let parts = NineParts(source: CGRect(x: 0, y: 0, width: 30, height: 30),
                              center: CGRect(x: 1.0 / 3, y: 1.0 / 3, width: 1.0 / 3, height: 1.0 / 3),
                              destination: CGRect(x: 0, y: 0, width: 10, height: 40), scale: 1)
        // Columns 5 + 0 + 5 (the centre column is empty, left out), rows 10 + 20 + 10.
        #expect(parts.pieces.count == 6)
        #expect(parts.pieces.map(\.destination.width).allSatisfy { $0 == 5 })
        #expect(parts.pieces.map(\.destination.height) == [10, 10, 20, 20, 10, 10])
        let whole = NineParts(source: CGRect(x: 0, y: 0, width: 30, height: 30), center: CGRect(x: 0, y: 0, width: 1, height: 1),
                              destination: CGRect(x: 5, y: 5, width: 10, height: 10), scale: 1)
        #expect(whole.pieces.count == 1)
        let odd = NineParts(source: CGRect(x: 0, y: 0, width: 30, height: 30), center: CGRect(x: CGFloat.nan, y: 2, width: -5, height: 1),
                            destination: CGRect(x: 0, y: 0, width: 10, height: 10), scale: 1)
        #expect(odd.pieces.count == 1, "a centre outside the unit square or NaN stretches all of it")
    }
}
