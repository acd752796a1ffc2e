import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// A 20 x 20 pixel image in 10 x 10 quadrants: red, blue on top; green, black below.
@MainActor
func quadrantImage() -> CGImage {
    renderImage(width: 20, height: 20) { context in
        UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.blue.setFill(); context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        UIColor.green.setFill(); context.fill(CGRect(x: 0, y: 10, width: 10, height: 10))
        UIColor.black.setFill(); context.fill(CGRect(x: 10, y: 10, width: 10, height: 10))
    }.cgImage!
}

/// Window pixels of `area` that differ from the quadrant image drawn at `rect` on
/// white (seams and edges within 2 pixels of a colour change skipped when scaled).
@MainActor
func quadrantMismatches(_ surface: WindowSurface, area: CGRect, imageAt rect: CGRect, clip: CGRect? = nil) -> [String] {
    var wrong: [String] = []
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) {
            let p = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
            let shown = rect.contains(p) && (clip?.contains(p) ?? true)
            if shown && (abs(p.x - rect.midX) < 2 || abs(p.y - rect.midY) < 2) { continue }
            let want = !shown ? white : p.y < rect.midY ? (p.x < rect.midX ? red : blue) : (p.x < rect.midX ? green : black)
            if surface.pixel(x: x, y: y) != want { wrong.append("\(x),\(y): \(surface.pixel(x: x, y: y)) want \(want)") }
        }
    }
    return wrong
}

@MainActor
@Suite("CALayer contentsGravity, contentsScale and contentsRect, in pixels")
struct LayerContentsGravityTests {
    /// An 80 x 40 layer at (20, 30) of a white 120 x 120 window showing the quadrant image.
    func picture(_ configure: (CALayer) -> Void) -> (CALayer, WindowSurface) {
        let window = makeWindow(width: 120, height: 120)
        let layer = CALayer()
        layer.frame = CGRect(x: 20, y: 30, width: 80, height: 40)
        layer.contents = quadrantImage()
        configure(layer)
        window.layer.addSublayer(layer)
        return (layer, drawnSurface(window, scale: 1))
    }

    @Test("Each of the 12 gravities places the image as Core Animation does, top and bottom named y-up")
    func everyGravity() {
        // Layer space; `.top` is the maximum y (the bottom of a y-down layer), as on iOS.
        let expected: [(CALayerContentsGravity, CGRect)] = [
            (.resize, CGRect(x: 0, y: 0, width: 80, height: 40)), (.resizeAspect, CGRect(x: 20, y: 0, width: 40, height: 40)),
            (.resizeAspectFill, CGRect(x: 0, y: -20, width: 80, height: 80)), (.center, CGRect(x: 30, y: 10, width: 20, height: 20)),
            (.top, CGRect(x: 30, y: 20, width: 20, height: 20)), (.bottom, CGRect(x: 30, y: 0, width: 20, height: 20)),
            (.left, CGRect(x: 0, y: 10, width: 20, height: 20)), (.right, CGRect(x: 60, y: 10, width: 20, height: 20)),
            (.topLeft, CGRect(x: 0, y: 20, width: 20, height: 20)), (.topRight, CGRect(x: 60, y: 20, width: 20, height: 20)),
            (.bottomLeft, CGRect(x: 0, y: 0, width: 20, height: 20)), (.bottomRight, CGRect(x: 60, y: 0, width: 20, height: 20)),
        ]
        #expect(Set(expected.map(\.0.rawValue)).count == 12)
        for (gravity, rect) in expected {
            let (_, surface) = picture { $0.contentsGravity = gravity }
            let wrong = quadrantMismatches(surface, area: CGRect(x: 0, y: 0, width: 120, height: 120), imageAt: rect.offsetBy(dx: 20, dy: 30))
            #expect(wrong.isEmpty, "\(gravity.rawValue): \(wrong.count) wrong, \(wrong.prefix(3).joined(separator: "; "))")
        }
    }

    @Test("masksToBounds cuts resizeAspectFill at the bounds; an unknown gravity resizes")
    func clippedAndUnknown() {
        var (_, surface) = picture { $0.contentsGravity = .resizeAspectFill; $0.masksToBounds = true }
        var wrong = quadrantMismatches(surface, area: CGRect(x: 0, y: 0, width: 120, height: 120),
                                       imageAt: CGRect(x: 20, y: 10, width: 80, height: 80), clip: CGRect(x: 20, y: 30, width: 80, height: 40))
        #expect(wrong.isEmpty, "\(wrong.prefix(3).joined(separator: "; "))")
        (_, surface) = picture { $0.contentsGravity = CALayerContentsGravity(rawValue: "sideways") }
        wrong = quadrantMismatches(surface, area: CGRect(x: 0, y: 0, width: 120, height: 120), imageAt: CGRect(x: 20, y: 30, width: 80, height: 40))
        #expect(wrong.isEmpty, "\(wrong.prefix(3).joined(separator: "; "))")
    }

    @Test("contentsScale 2 halves the point size of unscaled contents")
    func contentsScale() {
        let (_, surface) = picture { $0.contentsGravity = .bottomLeft; $0.contentsScale = 2 }
        let wrong = quadrantMismatches(surface, area: CGRect(x: 0, y: 0, width: 120, height: 120), imageAt: CGRect(x: 20, y: 30, width: 10, height: 10))
        #expect(wrong.isEmpty, "\(wrong.prefix(3).joined(separator: "; "))")
    }

    @Test("contentsRect shows part of the image: stretched by resize, at its own size by center")
    func contentsRect() {
        var (_, surface) = picture { $0.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 0.5) }
        #expect(count(of: blue, in: surface, CGRect(x: 20, y: 30, width: 80, height: 40)) == 80 * 40, "the top-right quadrant over all the bounds")
        (_, surface) = picture { $0.contentsRect = CGRect(x: 0, y: 0.5, width: 0.5, height: 0.5); $0.contentsGravity = .center }
        #expect(count(of: green, in: surface, CGRect(x: 55, y: 45, width: 10, height: 10)) == 100, "the bottom-left quadrant, 10 x 10 in the middle")
        #expect(count(of: white, in: surface, CGRect(x: 20, y: 30, width: 80, height: 40)) == 80 * 40 - 100)
    }

    @Test("A view's contentMode sets its layer's contentsGravity as UIKit does (top and bottom swapped)")
    func contentModeMapping() {
        let table: [(UIView.ContentMode, CALayerContentsGravity)] = [
            (.scaleToFill, .resize), (.scaleAspectFit, .resizeAspect), (.scaleAspectFill, .resizeAspectFill), (.redraw, .resize),
            (.center, .center), (.top, .bottom), (.bottom, .top), (.left, .left), (.right, .right),
            (.topLeft, .bottomLeft), (.topRight, .bottomRight), (.bottomLeft, .topLeft), (.bottomRight, .topRight),
        ]
        let view = UIView()
        #expect(view.layer.contentsGravity == .resize)
        for (mode, gravity) in table {
            view.contentMode = mode
            #expect(view.layer.contentsGravity == gravity, "\(mode)")
        }
    }
}

/// How many pixels of `rect` are exactly `color`.
@MainActor
func count(of color: RGBA, in surface: WindowSurface, _ rect: CGRect) -> Int {
    var found = 0
    for y in Int(rect.minY)..<Int(rect.maxY) {
        for x in Int(rect.minX)..<Int(rect.maxX) where surface.pixel(x: x, y: y) == color { found += 1 }
    }
    return found
}
