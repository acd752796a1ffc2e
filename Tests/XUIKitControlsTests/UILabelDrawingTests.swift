import Foundation
import Testing
@testable import XUIKitControls
@testable import XUIKitGraphics
import XUIKitCore

/// The smallest pixel box (x0, y0, x1, y1) of pixels darker than mid grey.
private func inkBox(_ surface: WindowSurface, width: Int, height: Int) -> (Int, Int, Int, Int)? {
    var box: (Int, Int, Int, Int)?
    for y in 0..<height {
        for x in 0..<width where surface.pixel(x: x, y: y).r < 128 {
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
    }
    return box
}

@Suite("UILabel on screen: glyphs inside the label, centred vertically, aligned as asked, at scale 2")
struct UILabelDrawingTests {
    func render(_ configure: (UILabel) -> Void) -> (WindowSurface, UILabel) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 220, height: 40))
        configure(label)
        window.addSubview(label)
        let surface = WindowSurface(window: window, scale: 2)
        _ = surface.redraw()
        return (surface, label)
    }

    @Test("The seeds' Chinese and Latin title draws inside the label, centred on its middle line")
    func mixedScriptTitle() throws {
        let (surface, label) = render { $0.text = "设置view1的第一响应" }
        let box = try #require(inkBox(surface, width: 480, height: 120))
        let textWidth = label.text!.size(withAttributes: [.font: label.font!]).width
        #expect(box.0 >= 20 && box.0 <= 24, "starts at the label's left edge: \(box)")
        #expect(CGFloat(box.2) <= (10 + textWidth) * 2 + 1)
        #expect(box.1 >= 20 && box.3 < 100, "inside the label vertically: \(box)")
        let inkMiddle = CGFloat(box.1 + box.3) / 2
        #expect(abs(inkMiddle - 60) <= 4, "centred on y = 30 pt: ink middle \(inkMiddle / 2) pt")
        // Han strokes on the left (设置) and Latin on the right of them (view1) both leave ink.
        var han = 0, latin = 0
        for y in box.1...box.3 {
            for x in 22..<(22 + 68) where surface.pixel(x: x, y: y).r < 128 { han += 1 }
            for x in (22 + 70)..<(22 + 120) where surface.pixel(x: x, y: y).r < 128 { latin += 1 }
        }
        #expect(han > 300 && latin > 150, "han \(han), latin \(latin)")
    }

    @Test("Centre and right alignment place the line in the middle and at the right edge")
    func alignment() throws {
        let (centred, _) = render { $0.text = "Hello"; $0.textAlignment = .center }
        let c = try #require(inkBox(centred, width: 480, height: 120))
        #expect(abs(CGFloat(c.0 + c.2) / 2 - 240) <= 3, "centre of ink \(c)")
        let (right, _) = render { $0.text = "Hello"; $0.textAlignment = .right }
        let r = try #require(inkBox(right, width: 480, height: 120))
        #expect(r.2 >= 455 && r.2 <= 460, "right edge of ink \(r.2)")
    }

    @Test("A long line is cut with an ellipsis inside the label's width; a disabled label draws lighter")
    func truncationAndDimming() throws {
        let (surface, label) = render { $0.text = String(repeating: "truncate me ", count: 10) }
        let box = try #require(inkBox(surface, width: 480, height: 120))
        #expect(box.2 <= 460, "no ink past the label's right edge: \(box.2)")
        #expect(label.layout(width: 220).isTruncated)

        let (enabled, _) = render { $0.text = "I" ; $0.font = .systemFont(ofSize: 30, weight: .black) }
        let (disabled, _) = render { $0.text = "I"; $0.font = .systemFont(ofSize: 30, weight: .black); $0.isEnabled = false }
        let e = try #require(inkBox(enabled, width: 480, height: 120))
        let darkest = { (s: WindowSurface) in (e.1...e.3).map { s.pixel(x: e.0 + 2, y: $0).r }.min()! }
        #expect(darkest(enabled) == 0)
        #expect(darkest(disabled) >= 120 && darkest(disabled) <= 135, "black at 50% over white: \(darkest(disabled))")
    }

    @Test("Plain text (laid out without an attributed string) draws the same pixels as the same text set as attributed text, in colour, aligned and truncated")
    func plainTextMatchesAttributedText() {
        let configurations: [(String, NSTextAlignment)] = [
            ("设置view1的第一响应", .natural), ("héllo wörld", .center), (String(repeating: "truncate me ", count: 10), .right),
        ]
        for (string, alignment) in configurations {
            let font = UIFont.systemFont(ofSize: 15), color = UIColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.9)
            let (plain, plainLabel) = render { $0.font = font; $0.textColor = color; $0.textAlignment = alignment; $0.text = string }
            let (attributed, _) = render {
                $0.font = font; $0.textColor = color; $0.textAlignment = alignment
                $0.attributedText = NSAttributedString(string: string, attributes: [.font: font, .foregroundColor: color])
            }
            #expect(plainLabel.layout(width: 220).plainColor != nil, "the plain path was taken")
            var differing = 0
            for y in 0..<120 { for x in 0..<480 where plain.pixel(x: x, y: y) != attributed.pixel(x: x, y: y) { differing += 1 } }
            #expect(differing == 0, "\(string): \(differing) pixels differ")
        }
    }

    @Test("A label's backing store holds its text with a point of margin, not its whole width; a subclass keeps the whole bounds")
    func backingStoreCoversTheText() throws {
        let (surface, label) = render { $0.text = "Hi" }
        let store = try #require(label.layer.backingStore as? LayerBackingStore)
        let size = try #require(store.pixelSize)
        let textWidth = label.text!.size(withAttributes: [.font: label.font!]).width
        #expect(store.offset.x == 0, "the text starts at the label's left edge")
        let width = CGFloat(size.width) / 2
        #expect(width >= textWidth && width <= textWidth + 3, "image \(width) pt for text \(textWidth) pt, not 220")
        #expect(store.offset.y > 0 && CGFloat(size.height) / 2 < 40)
        // Ink where the label put it: on the left, centred on y = 30 pt.
        let box = try #require(inkBox(surface, width: 480, height: 120))
        #expect(box.0 >= 20 && box.0 <= 24 && abs(CGFloat(box.1 + box.3) / 2 - 60) <= 4, "\(box)")

        final class Subclass: UILabel {}
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 60))
        let sub = Subclass(frame: CGRect(x: 10, y: 10, width: 220, height: 40))
        sub.text = "Hi"
        window.addSubview(sub)
        _ = WindowSurface(window: window, scale: 2).redraw()
        let subStore = try #require(sub.layer.backingStore as? LayerBackingStore)
        #expect(subStore.offset == .zero && subStore.pixelSize?.width == 440)
    }
}
