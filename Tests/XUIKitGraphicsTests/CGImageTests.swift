import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("CGImage: sharing with UIImage, cropping, Core Graphics' upside-down draw, makeImage")
struct CGImageTests {
    /// A 2x2-point image at scale 1: top row red, bottom row blue.
    private func stripes() -> UIImage {
        renderImage(width: 2, height: 2) { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 2, height: 1))
            UIColor.blue.setFill(); context.fill(CGRect(x: 0, y: 1, width: 2, height: 1))
        }
    }

    @Test("cgImage and UIImage(cgImage:) share the pixels; the size is in pixels at scale 1")
    func sharing() throws {
        let image = renderImage(width: 3, height: 2, scale: 2) { context in
            UIColor.green.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 6 && cgImage.height == 4 && cgImage.bitsPerPixel == 32 && cgImage.alphaInfo == .premultipliedFirst)
        let back = UIImage(cgImage: cgImage)
        #expect(back.scale == 1 && back.size == CGSize(width: 6, height: 4))
        expectPixels(of: back) { x, y in x < 2 && y < 2 ? green : transparent }
    }

    @Test("cropping(to:) keeps the pixels of the rect, clipped to the image")
    func cropping() throws {
        let cgImage = try #require(stripes().cgImage)
        let bottom = try #require(cgImage.cropping(to: CGRect(x: 0, y: 1, width: 5, height: 5)))
        #expect(bottom.width == 2 && bottom.height == 1)
        expectPixels(of: UIImage(cgImage: bottom)) { _, _ in blue }
        #expect(cgImage.cropping(to: CGRect(x: 3, y: 3, width: 1, height: 1)) == nil)
    }

    @Test("CGContext.draw(_:in:) puts the first row at maxY, upside down on screen as on iOS; UIImage.draw is upright")
    func upsideDown() throws {
        let image = stripes()
        let cgImage = try #require(image.cgImage)
        let drawn = renderImage(width: 4, height: 2) { context in
            context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 2, height: 2))
            image.draw(in: CGRect(x: 2, y: 0, width: 2, height: 2))
        }
        expectPixels(of: drawn) { x, y in x < 2 ? (y == 0 ? blue : red) : (y == 0 ? red : blue) }
    }

    @Test("makeImage copies what the bitmap holds at that moment")
    func makeImage() throws {
        var snapshot: CGImage?
        _ = renderImage(width: 2, height: 1) { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            snapshot = context.cgContext.makeImage()
            UIColor.red.setFill(); context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
        let image = UIImage(cgImage: try #require(snapshot))
        #expect(image.pixel(x: 0, y: 0) == red && image.pixel(x: 1, y: 0) == transparent)
    }
}

@MainActor
@Suite("Scaled image drawing: interpolation quality, blend mode and alpha")
struct ImageScalingTests {
    /// Two pixels side by side: red, blue.
    private func pair() -> UIImage {
        renderImage(width: 2, height: 1) { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            UIColor.blue.setFill(); context.fill(CGRect(x: 1, y: 0, width: 1, height: 1))
        }
    }

    @Test("Interpolation .none scales pixels into sharp blocks; the default smooths the seam")
    func nearest() {
        let image = pair()
        let sharp = renderImage(width: 8, height: 1) { context in
            context.cgContext.interpolationQuality = .none
            image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 1))
        }
        expectPixels(of: sharp) { x, _ in x < 4 ? red : blue }
        let smooth = renderImage(width: 8, height: 1) { _ in image.draw(in: CGRect(x: 0, y: 0, width: 8, height: 1)) }
        #expect(smooth.pixel(x: 3, y: 0) != red && smooth.pixel(x: 4, y: 0) != blue, "the seam is blended")
    }

    @Test("draw(at:blendMode:alpha:) applies both for the call only")
    func blendedDraw() {
        let image = pair()
        let result = renderImage(width: 2, height: 2) { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
            image.draw(at: .zero, blendMode: .normal, alpha: 0.5)
            image.draw(at: CGPoint(x: 0, y: 1))
        }
        #expect(result.pixel(x: 0, y: 0) == RGBA(255, 127, 127, 255) && result.pixel(x: 1, y: 0) == RGBA(127, 127, 255, 255))
        #expect(result.pixel(x: 0, y: 1) == red && result.pixel(x: 1, y: 1) == blue)
    }
}
