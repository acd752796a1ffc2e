import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

@MainActor
@Suite("Linear and radial gradients")
struct GradientTests {
    private let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor, UIColor.blue.cgColor], locations: nil)!

    private func linearRow(_ options: CGGradientDrawingOptions) -> [RGBA] {
        let image = renderImage(width: 10, height: 1) { context in
            context.cgContext.drawLinearGradient(redToBlue, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: options)
        }
        return (0..<10).map { image.pixel(x: $0, y: 0) }
    }

    /// Red to blue sampled at pixel centres 2.5 … 7.5 of a band from x 2 to 8: t = (x + 0.5 - 2) / 6.
    private let band = [
        RGBA(234, 0, 21, 255), RGBA(191, 0, 64, 255), RGBA(149, 0, 106, 255),
        RGBA(106, 0, 149, 255), RGBA(64, 0, 191, 255), RGBA(21, 0, 234, 255),
    ]

    @Test("A linear gradient interpolates between its ends and paints nothing beyond them by default")
    func linearBand() {
        #expect(linearRow([]) == [transparent, transparent] + band + [transparent, transparent])
    }

    @Test("The drawing options extend the end colours before the start and after the end, each on its own")
    func linearOptions() {
        #expect(linearRow([.drawsBeforeStartLocation, .drawsAfterEndLocation]) == [red, red] + band + [blue, blue])
        #expect(linearRow(.drawsBeforeStartLocation) == [red, red] + band + [transparent, transparent])
        #expect(linearRow(.drawsAfterEndLocation) == [transparent, transparent] + band + [blue, blue])
    }

    @Test("Gradients follow the CTM, respect the clip and keep the current path")
    func linearTransformedAndClipped() {
        var pathKept = false
        let image = renderImage(width: 1, height: 10, scale: 1) { context in
            let cg = context.cgContext
            cg.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
            cg.translateBy(x: 0, y: 2)
            cg.rotate(by: .pi / 2)
            cg.saveGState()
            cg.clip(to: CGRect(x: 0, y: -1, width: 3, height: 1))
            cg.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 6, y: 0), options: [])
            cg.restoreGState()
            pathKept = !cg.isPathEmpty
        }
        #expect(pathKept)
        // Turned a quarter: the axis runs down the column from y 2; the clip keeps y 2..5.
        #expect((0..<10).map { image.pixel(x: 0, y: $0) } == [transparent, transparent] + band.prefix(3) + Array(repeating: transparent, count: 5))
    }

    @Test("Component and location arrays give the same gradient as colours; gray spaces spread their value")
    func componentInit() {
        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 1]
        let locations: [CGFloat] = [0, 1]
        let gradient = CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: locations, count: 2)!
        let image = renderImage(width: 10, height: 1) { context in
            context.cgContext.drawLinearGradient(gradient, start: CGPoint(x: 2, y: 0), end: CGPoint(x: 8, y: 0), options: [])
        }
        #expect((2..<8).map { image.pixel(x: $0, y: 0) } == band)
        let grays: [CGFloat] = [1, 1, 1, 1]
        let flat = CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: grays, locations: nil, count: 2)!
        let white = renderImage(width: 2, height: 1) { context in
            context.cgContext.drawLinearGradient(flat, start: .zero, end: CGPoint(x: 2, y: 0), options: [])
        }
        #expect(white.pixel(x: 1, y: 0) == RGBA(255, 255, 255, 255))
        #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    }

    @Test("A radial gradient fills its circle from the centre outward; the options extend it past the rim")
    func radial() {
        for extended in [false, true] {
            let image = renderImage(width: 11, height: 11) { context in
                context.cgContext.drawRadialGradient(
                    redToBlue, startCenter: CGPoint(x: 5.5, y: 5.5), startRadius: 0, endCenter: CGPoint(x: 5.5, y: 5.5), endRadius: 5,
                    options: extended ? .drawsAfterEndLocation : [])
            }
            #expect(image.pixel(x: 5, y: 5) == red, "the centre pixel is at t = 0")
            // Pixel (8,5) is 3 from the centre: t = 0.6.
            #expect(image.pixel(x: 8, y: 5) == RGBA(102, 0, 153, 255))
            #expect(image.pixel(x: 0, y: 0) == (extended ? blue : transparent))
        }
    }
}
