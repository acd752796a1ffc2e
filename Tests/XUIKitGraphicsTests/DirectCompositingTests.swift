import CCairo
import Foundation
import Testing
import XUIKitGraphics
import XUIKitCore

/// A view drawing a translucent rectangle and an antialiased oval of its colours.
private final class TranslucentView: UIView {
    var fill = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    var oval = UIColor(red: 0, green: 0.4, blue: 1, alpha: 0.8)

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        fill.setFill()
        UIRectFill(bounds.insetBy(dx: 1, dy: 1))
        oval.setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 2.5, dy: 3)).fill()
    }
}

/// The premultiplied ARGB32 pixel `source` OVER `destination`, as Cairo paints it.
private func cairoOver(_ source: UInt32, _ destination: UInt32) -> UInt32 {
    let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!, image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1, 1)!
    defer { cairo_surface_destroy(target); cairo_surface_destroy(image) }
    cairo_image_surface_get_data(target).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = destination }
    cairo_image_surface_get_data(image).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = source }
    cairo_surface_mark_dirty(target); cairo_surface_mark_dirty(image)
    let cairo = cairo_create(target)!
    cairo_set_source_surface(cairo, image, 0, 0)
    cairo_paint(cairo)
    cairo_destroy(cairo)
    cairo_surface_flush(target)
    return cairo_image_surface_get_data(target).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
}

/// `window` drawn through Cairo alone (`drawHierarchy`, which copies no store straight), at `scale`.
private func cairoRendering(of window: UIWindow, scale: CGFloat) -> UIImage {
    // A window not yet shown is hidden, and drawHierarchy draws nothing of a hidden view.
    let hidden = window.isHidden
    window.isHidden = false
    defer { window.isHidden = hidden }
    return renderImage(width: window.bounds.width, height: window.bounds.height, scale: scale) { _ in
        _ = window.drawHierarchy(in: window.bounds, afterScreenUpdates: false)
    }
}

@MainActor
@Suite("Direct compositing: backing stores copied straight into the window's pixels")
struct DirectCompositingTests {
    @Test("PixelOver blends every source alpha onto opaque, translucent and clear pixels exactly as Cairo's OVER paint")
    func overMatchesCairo() {
        let destinations: [UInt32] = [0xFFFF_FFFF, 0xFF10_8040, 0x8040_2010, 0x0000_0000, 0xFF00_0000, 0x7F7F_7F7F]
        var wrong: [String] = []
        for alpha in UInt32(0)...255 {
            // Premultiplied: no channel above the alpha.
            let source = alpha << 24 | (alpha << 16) | (alpha / 2 << 8) | (alpha / 3)
            for destination in destinations {
                var pixels = [destination, destination, destination, destination, destination, destination, destination, destination, destination]
                var sources = [UInt32](repeating: source, count: 9)
                sources.withUnsafeMutableBytes { src in
                    pixels.withUnsafeMutableBytes { dst in
                        PixelOver.composite(source: UnsafeRawPointer(src.baseAddress!), sourceStride: 36,
                                            destination: dst.baseAddress!, destinationStride: 36, width: 9, height: 1)
                    }
                }
                let want = cairoOver(source, destination)
                if let got = pixels.first(where: { $0 != want }) {
                    wrong.append(String(format: "%08x over %08x: %08x, Cairo %08x", source, destination, got, want))
                }
            }
        }
        #expect(wrong.isEmpty, "\(wrong.prefix(5))")
    }

    @Test("A row mixing clear, opaque and translucent pixels in every position of its groups blends each pixel as Cairo does")
    func mixedRowMatchesCairo() {
        // Runs of 1 to 5 of each kind, so groups of eight and pairs are every mix; then a tail of 3.
        var sources: [UInt32] = []
        let kinds: [UInt32] = [0, 0xFF20_4060, 0x8040_2010, 0xFF00_00FF, 0x0101_0101, 0xFE80_7060]
        for run in 1...5 { for kind in kinds { sources += [UInt32](repeating: kind, count: run) } }
        sources += [0x4020_1008, 0, 0xFFFF_FFFF]
        let background: UInt32 = 0xC060_3090
        var pixels = [UInt32](repeating: background, count: sources.count)
        sources.withUnsafeBytes { src in
            pixels.withUnsafeMutableBytes { dst in
                PixelOver.composite(source: src.baseAddress!, sourceStride: src.count,
                                    destination: dst.baseAddress!, destinationStride: dst.count, width: sources.count, height: 1)
            }
        }
        let wrong = zip(sources, pixels).enumerated().filter { $0.element.1 != cairoOver($0.element.0, background) }
        #expect(wrong.isEmpty, "\(wrong.prefix(5).map { String(format: "%d: %08x", $0.offset, $0.element.1) })")
    }

    @Test("A full redraw copying stores straight makes Cairo's pixels: translucent, overlapping, fractional and scaled views")
    func sameAsCairo() {
        let window = makeWindow(width: 60, height: 40)
        window.backgroundColor = UIColor(red: 0.2, green: 0.6, blue: 0.3, alpha: 1)
        let whole = TranslucentView(frame: CGRect(x: 2, y: 2, width: 20, height: 16))
        let overlapping = TranslucentView(frame: CGRect(x: 12, y: 8, width: 20, height: 16))
        overlapping.fill = UIColor(red: 0.9, green: 0.9, blue: 0, alpha: 0.3)
        let fractional = TranslucentView(frame: CGRect(x: 34.25, y: 3.75, width: 12, height: 12))
        let scaled = TranslucentView(frame: CGRect(x: 40, y: 20, width: 16, height: 16))
        scaled.transform = CGAffineTransform(scaleX: 0.75, y: 0.75)
        let faded = TranslucentView(frame: CGRect(x: 4, y: 22, width: 16, height: 16))
        faded.alpha = 0.5
        for view in [whole, overlapping, fractional, scaled, faded] { window.addSubview(view) }
        let copies = LayerCompositor.directCopies
        let surface = drawnSurface(window, scale: 2)
        #expect(LayerCompositor.directCopies - copies == 2, "the views on whole pixels, unscaled, not faded")
        let cairo = cairoRendering(of: window, scale: 2)
        expectPixels(of: surface.snapshot()) { x, y in cairo.pixel(x: x, y: y) }
        #expect(surface.pixel(x: 10, y: 10) != cairo.pixel(x: 0, y: 0), "the views drew over the background")
    }

    @Test("A store copied straight stays inside a clipping superview's bounds, and under rounded corners is clipped by them")
    func superviewClips() {
        let window = makeWindow(width: 40, height: 40)
        let square = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        square.clipsToBounds = true
        let rounded = UIView(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        rounded.clipsToBounds = true
        rounded.layer.cornerRadius = 8
        let inSquare = TranslucentView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        let inRounded = TranslucentView(frame: CGRect(x: -2, y: -2, width: 24, height: 24))
        square.addSubview(inSquare); window.addSubview(square)
        let surface = drawnSurface(window, scale: 2)
        #expect(surface.pixel(x: 52, y: 52) == white, "outside the clipping superview: the background")
        #expect(surface.pixel(x: 48, y: 48) != white, "inside it: the view's drawing")
        let clipped = cairoRendering(of: window, scale: 2)
        expectPixels(of: surface.snapshot()) { x, y in clipped.pixel(x: x, y: y) }

        square.removeFromSuperview()
        rounded.addSubview(inRounded); window.addSubview(rounded)
        let roundedSurface = drawnSurface(window, scale: 2)
        #expect(roundedSurface.pixel(x: 10, y: 10) == white, "the rounded corner hides the view's drawing there")
        let cornered = cairoRendering(of: window, scale: 2)
        expectPixels(of: roundedSurface.snapshot()) { x, y in cornered.pixel(x: x, y: y) }
    }

    @Test("A partial redraw composites a translucent view only inside the damaged pixels: outside them it is not blended twice")
    func damageClips() {
        let window = makeWindow(width: 40, height: 40)
        let under = TranslucentView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let small = TranslucentView(frame: CGRect(x: 10, y: 10, width: 6, height: 6))
        window.addSubview(under); window.addSubview(small)
        let surface = drawnSurface(window, scale: 2)
        let before = surface.snapshot()
        small.oval = .green
        small.setNeedsDisplay()
        #expect(surface.redraw() == PixelRect(x: 20, y: 20, width: 12, height: 12))
        let now = cairoRendering(of: window, scale: 2)
        expectPixels(of: surface.snapshot()) { x, y in
            inside(x, y, CGRect(x: 20, y: 20, width: 12, height: 12)) ? now.pixel(x: x, y: y) : before.pixel(x: x, y: y)
        }
    }

    @Test("A redraw at the same size draws into the same store and image, as a new drawing (a cached shadow is stale)")
    func redrawInPlace() throws {
        let window = makeWindow(width: 40, height: 40)
        let view = TranslucentView(frame: CGRect(x: 4, y: 4, width: 20, height: 20))
        window.addSubview(view)
        let surface = drawnSurface(window, scale: 2)
        let store = try #require(view.layer.backingStore as? LayerBackingStore)
        let generation = store.generation
        view.fill = .blue
        view.setNeedsDisplay()
        surface.redraw()
        let again = try #require(view.layer.backingStore as? LayerBackingStore)
        #expect(again === store && again.generation != generation)
        #expect(surface.pixel(x: 12, y: 12) == blue, "the new drawing shows")
    }
}
