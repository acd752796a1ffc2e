import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

/// A 20 x 10 point image, its left half red and right half blue, at `scale`.
@MainActor
private func halves(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: format).image { context in
        UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        UIColor.blue.setFill(); context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
    }
}

private let redPixel = RGBA(255, 0, 0, 255), bluePixel = RGBA(0, 0, 255, 255)

/// The window drawn at scale 1 (pixels are points).
@MainActor
private func renderAt1x(_ window: UIWindow) -> WindowSurface {
    window.layoutIfNeeded()
    let surface = WindowSurface(window: window, scale: 1)
    surface.redraw()
    return surface
}

/// Every window pixel of `area` that is not what an image drawn at `rect` (window
/// space) with `halves`' colours, on white, shows; pixels within 3 of the red/blue seam are skipped.
@MainActor
private func misplaced(in surface: WindowSurface, area: CGRect, imageAt rect: CGRect, clip: CGRect? = nil) -> [String] {
    var wrong: [String] = []
    for y in Int(area.minY)..<Int(area.maxY) {
        for x in Int(area.minX)..<Int(area.maxX) {
            let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)
            let shown = rect.contains(point) && (clip?.contains(point) ?? true)
            if shown && abs(point.x - rect.midX) < 3 { continue }
            let want = !shown ? whitePixel : point.x < rect.midX ? redPixel : bluePixel
            let got = surface.pixel(x: x, y: y)
            if got != want { wrong.append("\(x),\(y): \(got) want \(want)") }
        }
    }
    return wrong
}

@MainActor
@Suite("UIImageView content modes, in pixels")
struct ImageViewContentModeTests {
    static let frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    /// Where each mode puts the 20 x 10 image in the 40 x 40 view at (30, 30), in window points.
    static let expected: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 30, y: 30, width: 40, height: 40)), (.redraw, CGRect(x: 30, y: 30, width: 40, height: 40)),
        (.scaleAspectFit, CGRect(x: 30, y: 40, width: 40, height: 20)), (.scaleAspectFill, CGRect(x: 10, y: 30, width: 80, height: 40)),
        (.center, CGRect(x: 40, y: 45, width: 20, height: 10)), (.top, CGRect(x: 40, y: 30, width: 20, height: 10)),
        (.bottom, CGRect(x: 40, y: 60, width: 20, height: 10)), (.left, CGRect(x: 30, y: 45, width: 20, height: 10)),
        (.right, CGRect(x: 50, y: 45, width: 20, height: 10)), (.topLeft, CGRect(x: 30, y: 30, width: 20, height: 10)),
        (.topRight, CGRect(x: 50, y: 30, width: 20, height: 10)), (.bottomLeft, CGRect(x: 30, y: 60, width: 20, height: 10)),
        (.bottomRight, CGRect(x: 50, y: 60, width: 20, height: 10)),
    ]

    @Test("Each of the 13 content modes puts the image's pixels exactly where UIKit does; aspect fill overflows the bounds")
    func everyMode() {
        #expect(Self.expected.count == 13)
        for (mode, rect) in Self.expected {
            let view = UIImageView(image: halves())
            view.contentMode = mode
            let (window, _, _) = host(view, frame: Self.frame)
            let wrong = misplaced(in: renderAt1x(window), area: CGRect(x: 0, y: 0, width: 100, height: 100), imageAt: rect)
            #expect(wrong.isEmpty, "\(mode): \(wrong.count) wrong, \(wrong.prefix(4).joined(separator: "; "))")
        }
    }

    @Test("With clipsToBounds, aspect fill is cut at the bounds")
    func aspectFillClipped() {
        let view = UIImageView(image: halves())
        view.contentMode = .scaleAspectFill
        view.clipsToBounds = true
        let (window, _, _) = host(view, frame: Self.frame)
        let wrong = misplaced(in: renderAt1x(window), area: CGRect(x: 0, y: 0, width: 100, height: 100),
                              imageAt: CGRect(x: 10, y: 30, width: 80, height: 40), clip: Self.frame)
        #expect(wrong.isEmpty, "\(wrong.prefix(4).joined(separator: "; "))")
    }

    @Test("A 2x image takes its point size in the unscaled modes")
    func imageScale() {
        let view = UIImageView(image: halves(scale: 2))
        view.contentMode = .bottomRight
        let (window, _, _) = host(view, frame: Self.frame)
        let wrong = misplaced(in: renderAt1x(window), area: CGRect(x: 0, y: 0, width: 100, height: 100),
                              imageAt: CGRect(x: 50, y: 60, width: 20, height: 10))
        #expect(wrong.isEmpty, "\(wrong.prefix(4).joined(separator: "; "))")
        #expect(view.layer.contentsScale == 2 && view.layer.contentsGravity == .topRight)
    }

    @Test("Changing the mode or the shown image after showing redraws in the new place")
    func changes() {
        let view = UIImageView(image: halves())
        view.contentMode = .topLeft
        let (window, _, _) = host(view, frame: Self.frame)
        _ = renderAt1x(window)
        view.contentMode = .bottomRight
        let wrong = misplaced(in: renderAt1x(window), area: CGRect(x: 0, y: 0, width: 100, height: 100), imageAt: CGRect(x: 50, y: 60, width: 20, height: 10))
        #expect(wrong.isEmpty, "\(wrong.prefix(4).joined(separator: "; "))")
        view.highlightedImage = solidImage(.green, width: 10, height: 10)
        view.isHighlighted = true
        let surface = renderAt1x(window)
        #expect(surface.pixel(x: 65, y: 65) == RGBA(0, 255, 0, 255) && surface.pixel(x: 59, y: 65) == whitePixel && surface.pixel(x: 65, y: 59) == whitePixel,
                "the highlighted 10 x 10 image at the bottom right")
    }

    @Test("Aspect fill's overflow is damaged: a new image repaints outside the bounds too, and a cleared one leaves nothing there")
    func overflowDamage() {
        let view = UIImageView(image: solidImage(.red, width: 20, height: 10))
        view.contentMode = .scaleAspectFill
        let (window, _, _) = host(view, frame: Self.frame)
        window.layoutIfNeeded()
        let surface = WindowSurface(window: window, scale: 1)
        _ = surface.redraw()
        #expect(surface.pixel(x: 15, y: 50) == redPixel, "the overflow left of the bounds")
        view.image = solidImage(.blue, width: 20, height: 10)
        let repainted = surface.redraw()
        #expect(surface.pixel(x: 15, y: 50) == bluePixel && surface.pixel(x: 85, y: 50) == bluePixel, "\(String(describing: repainted))")
        view.image = nil
        _ = surface.redraw()
        #expect(surface.pixel(x: 15, y: 50) == whitePixel && surface.pixel(x: 50, y: 50) == whitePixel)
    }

    @Test("Every content mode with a nil image draws nothing and does not crash")
    func nilImage() {
        for (mode, _) in Self.expected {
            let view = UIImageView(image: nil)
            view.contentMode = mode
            let (window, _, _) = host(view, frame: Self.frame)
            let surface = renderAt1x(window)
            #expect(count(whitePixel, in: surface, CGRect(x: 0, y: 0, width: 100, height: 100), tolerance: 0) == 100 * 100, "\(mode)")
            view.image = halves()
            view.image = nil
            #expect(view.layer.contents == nil && count(whitePixel, in: renderAt1x(window), CGRect(x: 0, y: 0, width: 100, height: 100), tolerance: 0) == 100 * 100)
        }
    }

    @Test("An image with an EXIF-style orientation shows upright in the image view")
    func orientedImage() throws {
        let stored = try #require(halves().cgImage)
        // .right: the stored pixels turned a quarter clockwise: red on top, blue below, 10 x 20.
        let view = UIImageView(image: UIImage(cgImage: stored, scale: 1, orientation: .right))
        view.contentMode = .topLeft
        let (window, _, _) = host(view, frame: Self.frame)
        let surface = renderAt1x(window)
        #expect(view.image?.size == CGSize(width: 10, height: 20))
        #expect(surface.pixel(x: 35, y: 35) == redPixel && surface.pixel(x: 35, y: 45) == bluePixel && surface.pixel(x: 41, y: 35) == whitePixel)
    }
}
