import Foundation
import Testing
@testable import XUIKitGraphics
import XUIKitCore

/// The smallest pixel box holding every pixel that is not `background`.
func inkBox(of image: UIImage, background: RGBA = white) -> (minX: Int, minY: Int, maxX: Int, maxY: Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<image.pixelHeight {
        for x in 0..<image.pixelWidth where image.pixel(x: x, y: y) != background {
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
    }
    return box.map { (minX: $0.0, minY: $0.1, maxX: $0.2, maxY: $0.3) }
}

/// A scale-2 image of `size` points, white, with `draw` run on top.
func textImage(width: CGFloat, height: CGFloat, _ draw: () -> Void) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    return UIGraphicsImageRenderer(size: CGSize(width: width, height: height), format: format).image { context in
        UIColor.white.setFill()
        context.fill(CGRect(x: 0, y: 0, width: width, height: height))
        draw()
    }
}

@Suite("Drawing strings: glyphs where the metrics say, in their colours, at scale 2")
struct TextDrawingTests {
    let font = UIFont.systemFont(ofSize: 17)

    @Test("A capital H drawn at a point has its ink from the cap height to the baseline")
    func capitalPlacement() throws {
        let image = textImage(width: 60, height: 40) { "H".draw(at: CGPoint(x: 10, y: 5), withAttributes: [.font: font]) }
        let box = try #require(inkBox(of: image))
        let baseline = (5 + font.ascender) * 2
        let capTop = baseline - font.capHeight * 2
        #expect(abs(CGFloat(box.maxY + 1) - baseline) <= 1, "bottom \(box.maxY) baseline \(baseline)")
        #expect(abs(CGFloat(box.minY) - capTop) <= 1, "top \(box.minY) cap top \(capTop)")
        #expect(box.minX >= 20 && box.minX <= 24)
    }

    @Test("Latin and CJK glyphs both put ink where the label's text is, and only there")
    func mixedScriptInk() throws {
        let text = "设置view1"
        let size = text.size(withAttributes: [.font: font])
        let image = textImage(width: 200, height: 40) { text.draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: font]) }
        let box = try #require(inkBox(of: image))
        #expect(box.minX >= 8 && CGFloat(box.maxX) <= (4 + size.width) * 2 + 1)
        #expect(box.minY >= 8 && CGFloat(box.maxY) <= (4 + size.height) * 2 + 1)
        // The two Han characters fill the first two ems with strokes: many dark pixels there.
        var dark = 0
        for y in 8..<Int((4 + size.height) * 2) {
            for x in 8..<(8 + 68) where image.pixel(x: x, y: y).r < 128 { dark += 1 }
        }
        #expect(dark > 400, "dark pixels in the Han glyphs: \(dark)")
    }

    @Test("Foreground and background colours come from the attributes; default is black")
    func colours() throws {
        let image = textImage(width: 60, height: 30) {
            "II".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: font.withSize(24), .foregroundColor: UIColor.red])
        }
        var reds = 0, blacks = 0
        for y in 0..<image.pixelHeight {
            for x in 0..<image.pixelWidth {
                let p = image.pixel(x: x, y: y)
                if p == red { reds += 1 }
                if p == black { blacks += 1 }
            }
        }
        #expect(reds > 50 && blacks == 0)
        let plain = textImage(width: 60, height: 30) { "II".draw(at: CGPoint(x: 2, y: 2), withAttributes: [.font: font.withSize(24)]) }
        #expect(inkBox(of: plain).map { plain.pixel(x: ($0.minX + $0.maxX) / 2, y: $0.maxY - 4) } != nil)
        let background = textImage(width: 60, height: 30) {
            "  ".draw(at: CGPoint(x: 0, y: 0), withAttributes: [.font: font, .backgroundColor: UIColor.blue])
        }
        #expect(background.pixel(x: 2, y: 2) == blue)
    }

    @Test("draw(in:) wraps in the rectangle and clips what does not fit")
    func drawInRect() throws {
        let text = "The quick brown fox jumps over the lazy dog"
        let image = textImage(width: 120, height: 100) {
            text.draw(in: CGRect(x: 10, y: 10, width: 100, height: 2 * font.lineHeight), withAttributes: [.font: font])
        }
        let box = try #require(inkBox(of: image))
        #expect(box.minX >= 20 && box.maxX < 220)
        #expect(box.minY >= 20 && CGFloat(box.maxY) < (10 + 2 * font.lineHeight) * 2)
    }

    @Test("Text drawn outside any context does nothing")
    func noContext() {
        "Hello".draw(at: .zero, withAttributes: nil)
        NSAttributedString(string: "Hello").draw(in: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
}
