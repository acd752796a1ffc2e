import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

/// A 9 x 9 image at `scale` with 3-point corners red, green, blue and yellow
/// (top left, top right, bottom left, bottom right), a top edge of columns
/// cyan, magenta, cyan, left edge black, right edge grey, bottom edge purple,
/// centre white.
@MainActor
func nineSliceImage(scale: CGFloat = 1) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 9, height: 9), format: format).image { context in
        func fill(_ color: UIColor, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
            color.setFill(); context.fill(CGRect(x: x, y: y, width: w, height: h))
        }
        fill(.white, 3, 3, 3, 3)
        fill(.red, 0, 0, 3, 3); fill(.green, 6, 0, 3, 3); fill(.blue, 0, 6, 3, 3); fill(.yellow, 6, 6, 3, 3)
        fill(.cyan, 3, 0, 3, 3); fill(.magenta, 4, 0, 1, 3)
        fill(.black, 0, 3, 3, 3); fill(.gray, 6, 3, 3, 3); fill(.purple, 3, 6, 3, 3)
    }
}

/// `image` drawn into a transparent 30 x 15 point image at `scale`, nearest-neighbour when `nearest`.
@MainActor
private func drawn30x15(_ image: UIImage, scale: CGFloat = 1, nearest: Bool = false) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return UIGraphicsImageRenderer(size: CGSize(width: 30, height: 15), format: format).image { context in
        if nearest { context.cgContext.interpolationQuality = .none }
        image.draw(in: CGRect(x: 0, y: 0, width: 30, height: 15))
    }
}

@MainActor
@Suite("UIImage resizable caps")
struct ImageResizableTests {
    let source = nineSliceImage()
    var red: RGBA { source.pixel(x: 0, y: 0) }
    var green: RGBA { source.pixel(x: 8, y: 0) }
    var blue: RGBA { source.pixel(x: 0, y: 8) }
    var yellow: RGBA { source.pixel(x: 8, y: 8) }
    var cyan: RGBA { source.pixel(x: 3, y: 0) }
    var magenta: RGBA { source.pixel(x: 4, y: 0) }
    var black: RGBA { source.pixel(x: 0, y: 4) }
    var gray: RGBA { source.pixel(x: 8, y: 4) }
    var purple: RGBA { source.pixel(x: 4, y: 8) }
    var white: RGBA { source.pixel(x: 4, y: 4) }

    @Test("resizableImage(withCapInsets:) keeps the caps and tiles by default")
    func properties() {
        let caps = UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)
        let tiled = source.resizableImage(withCapInsets: caps)
        #expect(tiled.capInsets == caps && tiled.resizingMode == .tile && tiled.size == source.size)
        #expect(source.resizableImage(withCapInsets: caps, resizingMode: .stretch).resizingMode == .stretch)
        #expect(source.capInsets == .zero && source.resizingMode == .tile)
    }

    @Test("Drawn into 30 x 15, corners stay 3 x 3 at the corners and a tiled top edge repeats every 3 points")
    func tiled() {
        let image = drawn30x15(source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)))
        for (x, y) in [(0, 0), (2, 2)] { #expect(image.pixel(x: x, y: y) == red) }
        for (x, y) in [(27, 0), (29, 2)] { #expect(image.pixel(x: x, y: y) == green) }
        for (x, y) in [(0, 12), (2, 14)] { #expect(image.pixel(x: x, y: y) == blue) }
        for (x, y) in [(27, 12), (29, 14)] { #expect(image.pixel(x: x, y: y) == yellow) }
        // The top edge's columns cyan, magenta, cyan repeat from x = 3 to 26.
        let top = (3...26).map { image.pixel(x: $0, y: 1) }
        #expect(top == (3...26).map { ($0 - 3) % 3 == 1 ? magenta : cyan })
        for y in [3, 7, 11] {
            #expect(image.pixel(x: 0, y: y) == black && image.pixel(x: 2, y: y) == black)
            #expect(image.pixel(x: 27, y: y) == gray && image.pixel(x: 29, y: y) == gray)
            #expect(image.pixel(x: 3, y: y) == white && image.pixel(x: 15, y: y) == white && image.pixel(x: 26, y: y) == white)
        }
        for x in [3, 15, 26] { #expect(image.pixel(x: x, y: 12) == purple && image.pixel(x: x, y: 14) == purple) }
    }

    @Test("Stretched, the top edge's three columns each fill a third of the 24-point middle")
    func stretched() {
        let image = drawn30x15(source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3), resizingMode: .stretch), nearest: true)
        let top = (3...26).map { image.pixel(x: $0, y: 0) }
        #expect(top == (3...26).map { (11...18).contains($0) ? magenta : cyan })
        #expect(image.pixel(x: 2, y: 2) == red && image.pixel(x: 27, y: 0) == green)
        #expect(image.pixel(x: 0, y: 12) == blue && image.pixel(x: 29, y: 14) == yellow)
        #expect(image.pixel(x: 15, y: 7) == white && image.pixel(x: 29, y: 7) == gray && image.pixel(x: 0, y: 7) == black)
    }

    @Test("At scale 2 the caps are points: corners 6 x 6 pixels")
    func scaleTwo() {
        let image = drawn30x15(nineSliceImage(scale: 2).resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)), scale: 2)
        #expect(image.pixel(x: 5, y: 5) == red && image.pixel(x: 6, y: 0) == cyan && image.pixel(x: 8, y: 0) == magenta)
        #expect(image.pixel(x: 54, y: 0) == green && image.pixel(x: 59, y: 29) == yellow && image.pixel(x: 30, y: 15) == white)
    }

    @Test("Zero or oversized caps stretch the whole image, without crashing")
    func unusableCaps() {
        let plain = drawn30x15(source, nearest: true)
        for caps in [UIEdgeInsets.zero, UIEdgeInsets(top: 5, left: 5, bottom: 5, right: 5),
                     UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0), UIEdgeInsets(top: -1, left: 3, bottom: 3, right: 3),
                     UIEdgeInsets(top: .nan, left: 3, bottom: 3, right: 3)] {
            let image = drawn30x15(source.resizableImage(withCapInsets: caps), nearest: true)
            #expect(image.pngData() == plain.pngData(), "caps \(caps)")
        }
        // Caps larger than the destination shrink in proportion.
        let small = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: {
            let f = UIGraphicsImageRendererFormat(); f.scale = 1; return f
        }()).image { _ in
            source.resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3)).draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(small.pixel(x: 0, y: 0) == red && small.pixel(x: 3, y: 3) == yellow)
    }
}
