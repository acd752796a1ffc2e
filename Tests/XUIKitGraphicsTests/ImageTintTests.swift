import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

/// A 4 x 2 image made from PNG data: its left half blue at half alpha, its right half opaque green.
@MainActor
private func halfTransparentPNGImage() throws -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 1
    let drawn = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format).image { context in
        UIColor(red: 0, green: 0, blue: 1, alpha: 0.5).setFill(); context.fill(CGRect(x: 0, y: 0, width: 2, height: 2))
        UIColor(red: 0, green: 1, blue: 0, alpha: 1).setFill(); context.fill(CGRect(x: 2, y: 0, width: 2, height: 2))
    }
    let data = try #require(drawn.pngData())
    return try #require(UIImage(data: data))
}

@MainActor
@Suite("UIImage tint and rendering mode")
struct ImageTintTests {
    @Test("A tinted image is the tint colour at each pixel's alpha")
    func tintedPixels() throws {
        let image = try halfTransparentPNGImage()
        #expect(image.pixel(x: 0, y: 0) == RGBA(0, 0, 128, 128))
        let red = image.withTintColor(.red)
        #expect(red.size == image.size && red.scale == image.scale)
        #expect(red.pixel(x: 0, y: 0) == RGBA(128, 0, 0, 128))
        #expect(red.pixel(x: 1, y: 1) == RGBA(128, 0, 0, 128))
        #expect(red.pixel(x: 2, y: 0) == RGBA(255, 0, 0, 255))
        #expect(red.pixel(x: 3, y: 1) == RGBA(255, 0, 0, 255))
        #expect(red.renderingMode == .alwaysOriginal && image.renderingMode == .automatic)
        // A translucent tint multiplies in.
        let faint = image.withTintColor(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
        #expect(faint.pixel(x: 3, y: 0) == RGBA(128, 0, 0, 128))
        #expect(faint.pixel(x: 0, y: 0) == RGBA(64, 0, 0, 64))
    }

    @Test("A tinted image draws in the tint over what is below, with draw(at:) and draw(in:)")
    func tintedDrawing() throws {
        let red = try halfTransparentPNGImage().withTintColor(.red)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: CGSize(width: 12, height: 4), format: format).image { context in
            UIColor.white.setFill(); context.fill(CGRect(x: 0, y: 0, width: 12, height: 4))
            red.draw(at: CGPoint(x: 0, y: 0))
            red.draw(in: CGRect(x: 4, y: 0, width: 8, height: 4))
        }
        #expect(drawn.pixel(x: 0, y: 0) == RGBA(255, 127, 127, 255))
        #expect(drawn.pixel(x: 3, y: 1) == RGBA(255, 0, 0, 255))
        #expect(drawn.pixel(x: 0, y: 3) == RGBA(255, 255, 255, 255))
        #expect(drawn.pixel(x: 4, y: 0) == RGBA(255, 127, 127, 255))
        #expect(drawn.pixel(x: 11, y: 3) == RGBA(255, 0, 0, 255))
    }

    @Test("withRenderingMode and withTintColor(_:renderingMode:) set the mode and keep the pixels' geometry and caps")
    func renderingModes() throws {
        let image = try halfTransparentPNGImage().resizableImage(withCapInsets: UIEdgeInsets(top: 0, left: 1, bottom: 0, right: 1), resizingMode: .stretch)
        let template = image.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.pixel(x: 0, y: 0) == image.pixel(x: 0, y: 0))
        #expect(template.capInsets == image.capInsets && template.resizingMode == .stretch)
        let tinted = image.withTintColor(.blue, renderingMode: .alwaysTemplate)
        #expect(tinted.renderingMode == .alwaysTemplate && tinted.capInsets.left == 1)
        #expect(tinted.pixel(x: 2, y: 0) == RGBA(0, 0, 255, 255))
        #expect(UIImage.RenderingMode(rawValue: 2) == .alwaysTemplate && UIImage.RenderingMode.automatic.rawValue == 0)
    }
}
