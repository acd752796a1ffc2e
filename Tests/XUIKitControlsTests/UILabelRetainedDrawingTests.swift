import Foundation
import Testing
@testable import XUIKitControls
@testable import XUIKitGraphics
import XUIKitCore

/// The smallest pixel box (x0, y0, x1, y1) of pixels darker than mid grey in `area`.
private func inkBox(_ surface: WindowSurface, in area: (x: Range<Int>, y: Range<Int>)) -> (Int, Int, Int, Int)? {
    var box: (Int, Int, Int, Int)?
    for y in area.y {
        for x in area.x where surface.pixel(x: x, y: y).r < 128 {
            box = box.map { (min($0.0, x), min($0.1, y), max($0.2, x), max($0.3, y)) } ?? (x, y, x, y)
        }
    }
    return box
}

@Suite("A plain UILabel keeps its shaped text as its backing store and paints it straight into the window")
struct UILabelRetainedDrawingTests {
    /// A 300 x 100 window at scale 2 with one label at (10, 10) showing `text`, drawn once.
    func render(_ text: String, configure: (UILabel) -> Void = { _ in }) -> (UIWindow, UILabel, WindowSurface) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        label.text = text
        configure(label)
        window.addSubview(label)
        let surface = WindowSurface(window: window, scale: 2)
        _ = surface.redraw()
        return (window, label, surface)
    }

    @Test("A label's store keeps its drawing, not an image, its text shaped once")
    func storeIsRetained() throws {
        let (_, label, _) = render("Retained")
        let store = try #require(label.layer.backingStore as? LayerBackingStore)
        #expect(store.retained != nil && store.surface == nil, "no image was made")
        #expect(store.hasImage)
        #expect(label.textLayoutsMade == 1, "sizing the store and drawing share one layout")
        final class Subclass: UILabel {}
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let sub = Subclass(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        sub.text = "Image"
        window.addSubview(sub)
        _ = WindowSurface(window: window, scale: 2).redraw()
        let subStore = try #require(sub.layer.backingStore as? LayerBackingStore)
        #expect(subStore.retained == nil && subStore.surface != nil, "a subclass draws into an image")
    }

    @Test("Labels, label subclasses and drawing views interleaved each get their own kind of store, redraw after redraw")
    func interleavedDelegateKinds() throws {
        final class Subclass: UILabel {}
        final class Painting: UIView {
            override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(bounds) }
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        window.backgroundColor = .white
        var views: [UIView] = []
        for index in 0..<6 {
            let frame = CGRect(x: 10, y: 10 + CGFloat(index) * 30, width: 200, height: 24)
            let view: UIView
            switch index % 3 {
            case 0: let label = UILabel(frame: frame); label.text = "Plain \(index)"; view = label
            case 1: let label = Subclass(frame: frame); label.text = "Sub \(index)"; view = label
            default: view = Painting(frame: frame)
            }
            views.append(view)
            window.addSubview(view)
        }
        let surface = WindowSurface(window: window, scale: 2)
        for _ in 0..<2 {
            for view in views { view.setNeedsDisplay() }
            _ = surface.redraw()
            for (index, view) in views.enumerated() {
                let store = try #require(view.layer.backingStore as? LayerBackingStore)
                switch index % 3 {
                case 0:
                    #expect(store.retained != nil && store.surface == nil, "view \(index): a plain label keeps its drawing")
                    #expect(try #require(store.pixelSize).width < 400, "view \(index): only the text's part of the width")
                case 1:
                    #expect(store.retained == nil && store.surface != nil, "view \(index): a subclass draws into an image")
                    #expect(store.pixelSize?.width == 400, "view \(index): a subclass's image is its whole bounds")
                default:
                    #expect(store.retained == nil && store.pixelSize?.width == 400, "view \(index): the whole bounds")
                }
            }
        }
        #expect(surface.pixel(x: 30, y: 150) == RGBA(255, 0, 0, 255), "the drawing view painted")
    }

    @Test("A label moved by its center is neither drawn nor shaped again; its glyphs move by exactly the offset")
    func movedLabelIsNotRedrawn() throws {
        let (window, label, surface) = render("Moving text")
        let whole = (x: 0..<600, y: 0..<200)
        let before = try #require(inkBox(surface, in: whole))
        let store = try #require(label.layer.backingStore as? LayerBackingStore)
        let draws = LayerBackingStore.drawCount, shapes = label.textLayoutsMade
        label.center = CGPoint(x: label.center.x + 30, y: label.center.y + 40)
        window.layoutIfNeeded()
        _ = surface.redraw()
        #expect(LayerBackingStore.drawCount == draws, "the label was not asked to draw")
        #expect(label.textLayoutsMade == shapes, "its text was not shaped again")
        #expect(label.layer.backingStore === store, "the same store")
        let after = try #require(inkBox(surface, in: whole))
        #expect(after.0 == before.0 + 60 && after.1 == before.1 + 80 && after.2 == before.2 + 60 && after.3 == before.3 + 80,
                "ink \(before) moved to \(after)")
        // Nothing is left where it was.
        #expect(inkBox(surface, in: (x: before.0..<(before.2 + 1), y: before.1..<min(before.3 + 1, after.1))) == nil)
    }

    @Test("A new bounds origin leaves the label's text where it was, as its image would stay, without drawing again")
    func boundsOriginDoesNotMoveTheDrawing() throws {
        final class ImageLabel: UILabel {}
        var boxes: [(Int, Int, Int, Int)] = []
        for label in [UILabel(), ImageLabel()] {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            window.backgroundColor = .white
            label.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
            label.text = "Stays put"
            window.addSubview(label)
            let surface = WindowSurface(window: window, scale: 2)
            _ = surface.redraw()
            let before = try #require(inkBox(surface, in: (x: 0..<600, y: 0..<200)))
            let draws = LayerBackingStore.drawCount
            label.bounds.origin = CGPoint(x: 15, y: 7)
            window.layoutIfNeeded()
            _ = surface.redraw()
            #expect(LayerBackingStore.drawCount == draws)
            let after = try #require(inkBox(surface, in: (x: 0..<600, y: 0..<200)))
            #expect(after == before, "\(type(of: label)): \(before) -> \(after)")
            boxes.append(after)
        }
        #expect(boxes[0] == boxes[1], "retained and image agree")
    }

    @Test("A label whose text changes lays out and draws again, and shows the new text")
    func changedTextIsRedrawn() throws {
        let (window, label, surface) = render("Hi")
        let whole = (x: 0..<600, y: 0..<200)
        let short = try #require(inkBox(surface, in: whole))
        let draws = LayerBackingStore.drawCount, shapes = label.textLayoutsMade
        label.text = "Hi there, a much longer title"
        window.layoutIfNeeded()
        _ = surface.redraw()
        #expect(LayerBackingStore.drawCount == draws + 1)
        #expect(label.textLayoutsMade == shapes + 1)
        let long = try #require(inkBox(surface, in: whole))
        #expect(long.0 == short.0 && long.2 > short.2 + 150, "ink \(short) grew to \(long)")
    }

    @Test("Its pixels are those of the same text drawn into an image and composited (a subclass's path)")
    func matchesTheImagePath() {
        final class ImageLabel: UILabel {}
        for (text, color) in [("héllo wörld 3", UIColor.black), ("设置view1的第一响应", UIColor(red: 0.8, green: 0.2, blue: 0.1, alpha: 0.9))] {
            func draw(_ label: UILabel) -> WindowSurface {
                let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 40))
                window.backgroundColor = .white
                label.frame = CGRect(x: 10, y: 5, width: 220, height: 30)
                label.text = text
                label.textColor = color
                window.addSubview(label)
                let surface = WindowSurface(window: window, scale: 2)
                _ = surface.redraw()
                return surface
            }
            let retained = draw(UILabel()), image = draw(ImageLabel())
            var worst = 0, inked = 0
            for y in 0..<80 {
                for x in 0..<480 {
                    let a = retained.pixel(x: x, y: y), b = image.pixel(x: x, y: y)
                    worst = max(worst, abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
                    if a.g < 128 { inked += 1 }
                }
            }
            #expect(inked > 200, "\(text) drew")
            #expect(worst <= 1, "\(text): channels differ by up to \(worst)")
        }
    }

    @Test("Drawing is clipped to the label's bounds as its image was: a line taller than the label is cut at its edges")
    func clippedToBounds() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        window.backgroundColor = .white
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 180, height: 10))
        label.font = .systemFont(ofSize: 40)
        label.text = "Hy"
        window.addSubview(label)
        let surface = WindowSurface(window: window, scale: 2)
        _ = surface.redraw()
        let box = inkBox(surface, in: (x: 0..<400, y: 0..<120))
        #expect(box.map { $0.1 >= 40 && $0.3 < 60 } == true, "ink only within y 20-30 pt: \(String(describing: box))")
    }

    @Test("A label with a layer shadow gets the shadow of its text (the retained drawing made into pixels once)")
    func layerShadow() throws {
        let (_, label, surface) = render("Shadow") {
            $0.layer.shadowOpacity = 1
            $0.layer.shadowRadius = 0
            $0.layer.shadowOffset = CGSize(width: 0, height: 40)
        }
        let text = try #require(inkBox(surface, in: (x: 0..<600, y: 0..<100)))
        let shadow = try #require(inkBox(surface, in: (x: 0..<600, y: 100..<200)))
        #expect(shadow.1 == text.1 + 80 && shadow.0 == text.0, "the shadow sits 40 pt below the text: \(text), \(shadow)")
        #expect((label.layer.backingStore as? LayerBackingStore)?.surface != nil, "made into pixels for the shadow")
    }
}
