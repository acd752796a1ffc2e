import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

/// A 9 x 9 opaque image at scale 1: 3-point corners red, green, blue, black
/// (top left, top right, bottom left, bottom right), edges cyan, centre magenta.
@MainActor
private func capped() -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    return UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9), format: format).image { context in
        func fill(_ color: UIColor, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat = 3, _ h: CGFloat = 3) {
            color.setFill(); context.fill(CGRect(x: x, y: y, width: w, height: h))
        }
        fill(.cyan, 0, 0, 9, 9); fill(.magenta, 3, 3)
        fill(.red, 0, 0); fill(.green, 6, 0); fill(.blue, 0, 6); fill(.black, 6, 6)
    }
}

private let red = RGBA(255, 0, 0, 255), green = RGBA(0, 255, 0, 255), blue = RGBA(0, 0, 255, 255)
private let black = RGBA(0, 0, 0, 255), cyan = RGBA(0, 255, 255, 255), magenta = RGBA(255, 0, 255, 255)

/// The window drawn at scale 1 after layout.
@MainActor
private func renderAt1x(_ window: UIWindow) -> WindowSurface {
    window.layoutIfNeeded()
    let surface = WindowSurface(window: window, scale: 1)
    surface.redraw()
    return surface
}

@MainActor
@Suite("UIImageView template images and resizable images, in pixels")
struct ImageViewTintAndCapsTests {
    @Test("An .alwaysTemplate image is shown in the view's tint colour, redrawn when the tint changes")
    func templateInTint() {
        let view = UIImageView(image: capped().withRenderingMode(.alwaysTemplate))
        let (window, _, _) = host(view, frame: CGRect(x: 10, y: 10, width: 9, height: 9))
        view.tintColor = .red
        var surface = renderAt1x(window)
        #expect(surface.pixel(x: 10, y: 10) == red && surface.pixel(x: 14, y: 14) == red && surface.pixel(x: 18, y: 18) == red)
        view.tintColor = .green
        surface = renderAt1x(window)
        #expect(surface.pixel(x: 10, y: 10) == green && surface.pixel(x: 18, y: 18) == green)
        // An original image is shown as it is, whatever the tint.
        view.image = capped().withRenderingMode(.alwaysOriginal)
        surface = renderAt1x(window)
        #expect(surface.pixel(x: 10, y: 10) == red && surface.pixel(x: 14, y: 14) == magenta && surface.pixel(x: 18, y: 18) == black)
    }

    @Test("A tinted image is shown tinted, and not retinted by the view")
    func tintedImage() {
        let view = UIImageView(image: capped().withTintColor(.blue))
        let (window, _, _) = host(view, frame: CGRect(x: 10, y: 10, width: 9, height: 9))
        view.tintColor = .red
        let surface = renderAt1x(window)
        #expect(surface.pixel(x: 10, y: 10) == blue && surface.pixel(x: 18, y: 18) == blue)
    }

    @Test("A resizable image fills the bounds in nine slices, corners kept 3 x 3, redone when the size changes")
    func nineSlices() {
        let view = UIImageView(image: capped().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)))
        let (window, _, _) = host(view, frame: CGRect(x: 10, y: 20, width: 30, height: 15))
        var surface = renderAt1x(window)
        #expect(surface.pixel(x: 10, y: 20) == red && surface.pixel(x: 12, y: 22) == red)
        #expect(surface.pixel(x: 13, y: 20) == cyan && surface.pixel(x: 36, y: 22) == cyan)
        #expect(surface.pixel(x: 37, y: 20) == green && surface.pixel(x: 39, y: 22) == green)
        #expect(surface.pixel(x: 10, y: 32) == blue && surface.pixel(x: 12, y: 34) == blue)
        #expect(surface.pixel(x: 37, y: 32) == black && surface.pixel(x: 39, y: 34) == black)
        #expect(surface.pixel(x: 13, y: 23) == magenta && surface.pixel(x: 36, y: 31) == magenta)
        #expect(surface.pixel(x: 10, y: 23) == cyan && surface.pixel(x: 39, y: 31) == cyan && surface.pixel(x: 25, y: 34) == cyan)
        #expect(surface.pixel(x: 40, y: 20) == whitePixel && surface.pixel(x: 10, y: 35) == whitePixel)
        view.frame = CGRect(x: 10, y: 20, width: 60, height: 40)
        surface = renderAt1x(window)
        #expect(surface.pixel(x: 12, y: 22) == red && surface.pixel(x: 67, y: 20) == green)
        // Still 3 x 3, not the old drawing stretched.
        #expect(surface.pixel(x: 13, y: 20) == cyan && surface.pixel(x: 10, y: 23) == cyan && surface.pixel(x: 66, y: 22) == cyan)
        #expect(surface.pixel(x: 10, y: 57) == blue && surface.pixel(x: 69, y: 59) == black)
        #expect(surface.pixel(x: 40, y: 40) == magenta && surface.pixel(x: 40, y: 21) == cyan)
    }

    @Test("Under .center a resizable image is shown whole at its size")
    func resizableCentred() {
        let view = UIImageView(image: capped().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)))
        view.contentMode = .center
        let (window, _, _) = host(view, frame: CGRect(x: 10, y: 10, width: 29, height: 29))
        let surface = renderAt1x(window)
        #expect(surface.pixel(x: 20, y: 20) == red && surface.pixel(x: 28, y: 28) == black && surface.pixel(x: 19, y: 19) == whitePixel)
    }

    @Test("A template resizable image is nine-sliced in the tint; oversized caps stretch it whole")
    func templateCapsAndOversized() {
        let view = UIImageView(image: capped().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)).withRenderingMode(.alwaysTemplate))
        let (window, _, _) = host(view, frame: CGRect(x: 10, y: 10, width: 30, height: 15))
        view.tintColor = .blue
        var surface = renderAt1x(window)
        #expect(surface.pixel(x: 10, y: 10) == blue && surface.pixel(x: 39, y: 24) == blue && surface.pixel(x: 40, y: 10) == whitePixel)
        view.image = capped().resizableImage(withCapInsets: UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        surface = renderAt1x(window)
        // Stretched whole: the red corner covers 10 x 5 points.
        #expect(surface.pixel(x: 15, y: 10) == red && surface.pixel(x: 10, y: 13) == red && surface.pixel(x: 25, y: 17) == magenta && surface.pixel(x: 39, y: 24) == black)
    }
}
