import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("UIGraphicsImageRenderer, UIImage and PNG")
struct ImageRendererTests {
    @Test("An image has the renderer's size in points and size × scale in pixels")
    func sizeAndScale() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 3
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 2), format: format)
        #expect(renderer.format.scale == 3 && renderer.format.bounds == CGRect(x: 0, y: 0, width: 4, height: 2))
        let image = renderer.image { _ in }
        #expect(image.size == CGSize(width: 4, height: 2) && image.scale == 3)
        #expect(image.pixelWidth == 12 && image.pixelHeight == 6)
        #expect(UIGraphicsImageRendererFormat().scale == UIScreen.main.scale && !UIGraphicsImageRendererFormat.default().opaque)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1)).format.scale == UIScreen.main.scale)
    }

    @Test("The renderer's context is current only during the actions, with the renderer context's format")
    func currentContext() {
        var seen: [Bool] = []
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        _ = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            seen.append(UIGraphicsGetCurrentContext() === context.cgContext)
            seen.append(context.format.scale == 1 && context.format.bounds.size == CGSize(width: 2, height: 2))
        }
        #expect(seen == [true, true])
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("init(bounds:format:) maps the bounds' origin to the top-left pixel")
    func boundsOrigin() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 10, y: 20, width: 8, height: 8), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 20, width: 3, height: 2))
        }
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 0, y: 0, width: 3, height: 2)) ? red : transparent }
    }

    @Test("An opaque format starts black with no alpha; a translucent one starts transparent")
    func opaqueFormat() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            UIColor(red: 1, green: 0, blue: 0, alpha: 0.5).setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }
        #expect(image.pixel(x: 0, y: 0) == RGBA(128, 0, 0, 255))
        #expect(image.pixel(x: 1, y: 1) == black)
        #expect(renderImage(width: 1, height: 1) { _ in }.pixel(x: 0, y: 0) == transparent)
    }

    @Test("stroke(_:) on the renderer context uses the stroke colour; currentImage snapshots progress")
    func strokeAndCurrentImage() {
        var midway: UIImage?
        let image = renderImage(width: 10, height: 10) { context in
            UIColor.green.setStroke()
            context.cgContext.setLineWidth(2)
            context.stroke(CGRect(x: 1, y: 1, width: 8, height: 8))
            midway = context.currentImage
            UIColor.red.setFill()
            context.fill(CGRect(x: 4, y: 4, width: 2, height: 2))
        }
        let ring: (Int, Int) -> RGBA = { x, y in inside(x, y, CGRect(x: 2, y: 2, width: 6, height: 6)) ? transparent : green }
        expectPixels(of: midway!, ring)
        expectPixels(of: image) { x, y in inside(x, y, CGRect(x: 4, y: 4, width: 2, height: 2)) ? red : ring(x, y) }
    }

    @Test("PNG data round-trips to the same size and the same pixels, translucent ones included")
    func pngRoundTrip() throws {
        let image = renderImage(width: 12, height: 8, scale: 2) { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 6, height: 4))
            UIColor(red: 0, green: 0.5, blue: 1, alpha: 0.25).setFill(); context.fill(CGRect(x: 6, y: 4, width: 6, height: 4))
            UIColor.blue.setFill(); context.cgContext.fillEllipse(in: CGRect(x: 1, y: 4, width: 4, height: 4))
        }
        let data = try #require(image.pngData())
        #expect(Array(data.prefix(8)) == [137, 80, 78, 71, 13, 10, 26, 10])
        let decoded = try #require(UIImage(data: data, scale: 2))
        #expect(decoded.size == image.size && decoded.pixelWidth == 24 && decoded.pixelHeight == 16)
        expectPixels(of: decoded) { x, y in image.pixel(x: x, y: y) }
        #expect(image.pixel(x: 20, y: 12) == RGBA(0, 32, 64, 64), "a translucent pixel survives the trip")
        #expect(UIImage(data: data)?.scale == 1 && UIImage(data: data)?.size == CGSize(width: 24, height: 16))
    }

    @Test("pngData(actions:) encodes what image(actions:) draws")
    func pngDataActions() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let data = UIGraphicsImageRenderer(size: CGSize(width: 3, height: 3), format: format).pngData { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 1, height: 1))
        }
        let image = try #require(UIImage(data: data))
        expectPixels(of: image) { x, y in x == 1 && y == 1 ? green : transparent }
    }

    @Test("Data that is not a PNG gives no image")
    func notPNG() {
        #expect(UIImage(data: Data("hello".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("draw(at:) copies an image's pixels into the current context at its point size")
    func drawImage() {
        let stamp = renderImage(width: 2, height: 2, scale: 2) { context in
            UIColor.red.setFill(); context.fill(CGRect(x: 0, y: 0, width: 1, height: 2))
            UIColor.blue.setFill(); context.fill(CGRect(x: 1, y: 0, width: 1, height: 2))
        }
        let image = renderImage(width: 6, height: 6, scale: 2) { _ in stamp.draw(at: CGPoint(x: 3, y: 1)) }
        expectPixels(of: image) { x, y in
            guard (2..<6).contains(y) else { return transparent }
            return (6..<8).contains(x) ? red : (8..<10).contains(x) ? blue : transparent
        }
        #expect(renderImage(width: 1, height: 1) { _ in }.size == CGSize(width: 1, height: 1))
    }

    @Test("drawHierarchy renders a view tree scaled into a rect; it needs a current context")
    func drawHierarchy() {
        let root = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        root.backgroundColor = .white
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = .red
        root.addSubview(child)
        #expect(root.drawHierarchy(in: root.bounds, afterScreenUpdates: true) == false)
        var drew = false
        let image = renderImage(width: 12, height: 12) { _ in
            drew = root.drawHierarchy(in: CGRect(x: 2, y: 2, width: 10, height: 10), afterScreenUpdates: false)
        }
        #expect(drew)
        expectPixels(of: image) { x, y in
            inside(x, y, CGRect(x: 2, y: 2, width: 5, height: 5)) ? red : inside(x, y, CGRect(x: 2, y: 2, width: 10, height: 10)) ? white : transparent
        }
    }

    @Test("UIGraphicsPushContext and PopContext nest; popping an empty stack is harmless")
    func contextStack() {
        let a = UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))
        var contexts: [CGContext] = []
        _ = a.image { first in
            _ = a.image { second in contexts = [first.cgContext, second.cgContext] }
        }
        UIGraphicsPushContext(contexts[0])
        UIGraphicsPushContext(contexts[1])
        #expect(UIGraphicsGetCurrentContext() === contexts[1])
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() === contexts[0])
        UIGraphicsPopContext()
        UIGraphicsPopContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test("UIColor and CGColor convert both ways; gray CGColors spread over red, green and blue")
    func colors() {
        let color = UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
        #expect(color.cgColor.components == [0.25, 0.5, 0.75, 0.5] && color.cgColor.alpha == 0.5)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(UIColor(cgColor: CGColor(gray: 0.5, alpha: 1)) == UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        #expect(CGColor.white.copy(alpha: 0.5) == CGColor(gray: 1, alpha: 0.5) && CGColor.clear.numberOfComponents == 2)
    }
}
