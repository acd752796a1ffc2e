import Foundation
import CCairo
import XUIKitCore
import XUIKitGraphics

/// A full-window redraw of 1,000 views that each draw, in process, no X:
/// XUIKit against raw Cairo doing the same paints.
///
/// An 800 x 600 window at scale 2 with a white background holds 1,000 views
/// (40 x 25, 20 x 24 points each). Each view's `draw(_:)` is what ordinary
/// drawing code does through UIKit's names: `setFill()` a colour,
/// `UIRectFill` its bounds inset by 1, `setFill()` another, fill an oval
/// `UIBezierPath` inset by 4. A full-window redraw marks every view
/// (`setNeedsDisplay()`) and redraws the window's surface: each view draws
/// into its backing store, then the layer tree is composited. The raw client
/// paints the same 1600 x 1200 buffer white and makes the same fills at the
/// same places (what a hand-written client needs for these pixels: no clear
/// first). Rounds alternate; medians.
@MainActor
enum DrawBench {
    nonisolated static let columns = 40, rows = 25, cell = CGSize(width: 20, height: 24), scale: CGFloat = 2

    nonisolated static func frame(of index: Int) -> CGRect {
        CGRect(x: CGFloat(index % columns) * cell.width, y: CGFloat(index / columns) * cell.height,
               width: cell.width, height: cell.height)
    }

    /// The colours of view `index`: its rectangle and its oval (RGB).
    nonisolated static func colors(of index: Int) -> (rect: (Double, Double, Double), oval: (Double, Double, Double)) {
        let hue = Double(index % 7) / 7
        return ((hue, 0.5, 1 - hue), (1 - hue, hue, 0.3))
    }

    final class PaintingView: UIView {
        let index: Int
        init(index: Int) {
            self.index = index
            super.init(frame: DrawBench.frame(of: index))
            isOpaque = false
        }
        required init?(coder: NSCoder) { nil }

        override func draw(_ rect: CGRect) {
            let (fill, oval) = DrawBench.colors(of: index)
            UIColor(red: fill.0, green: fill.1, blue: fill.2, alpha: 1).setFill()
            UIRectFill(bounds.insetBy(dx: 1, dy: 1))
            UIColor(red: oval.0, green: oval.1, blue: oval.2, alpha: 1).setFill()
            UIBezierPath(ovalIn: bounds.insetBy(dx: 4, dy: 4)).fill()
        }
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    /// Microseconds per full-window redraw, medians of `rounds`: XUIKit and raw.
    static func run(rounds: Int = 41) -> (xuikit: Double, raw: Double) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.backgroundColor = .white
        let views = (0..<columns * rows).map { PaintingView(index: $0) }
        for view in views { window.addSubview(view) }
        let surface = WindowSurface(window: window, scale: scale)
        surface.redraw()
        let raw = RawPainter()
        var xuikit: [Double] = [], rawTimes: [Double] = []
        for round in -1..<rounds {
            let start = monotonicNanoseconds()
            for view in views { view.setNeedsDisplay() }
            surface.redraw()
            let middle = monotonicNanoseconds()
            raw.paintAll()
            let end = monotonicNanoseconds()
            if round >= 0 {
                xuikit.append(Double(middle - start) / 1000)
                rawTimes.append(Double(end - middle) / 1000)
            }
        }
        precondition(surface.pixel(x: 21, y: 3) == RawPainter.pixel(raw.surface, x: 21, y: 3), "both drew the first view's rectangle alike")
        return (median(xuikit), median(rawTimes))
    }

    /// The same paints straight with Cairo.
    final class RawPainter {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1600, 1200)!

        deinit { cairo_surface_destroy(surface) }

        func paintAll() {
            let cairo = cairo_create(surface)!
            cairo_scale(cairo, scale, scale)
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            for index in 0..<(columns * rows) {
                let frame = DrawBench.frame(of: index), (fill, oval) = DrawBench.colors(of: index)
                cairo_set_source_rgb(cairo, fill.0, fill.1, fill.2)
                let inner = frame.insetBy(dx: 1, dy: 1)
                cairo_rectangle(cairo, inner.minX, inner.minY, inner.width, inner.height)
                cairo_fill(cairo)
                cairo_set_source_rgb(cairo, oval.0, oval.1, oval.2)
                let ovalRect = frame.insetBy(dx: 4, dy: 4)
                cairo_save(cairo)
                cairo_translate(cairo, ovalRect.midX, ovalRect.midY)
                cairo_scale(cairo, ovalRect.width / 2, ovalRect.height / 2)
                cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
                cairo_restore(cairo)
                cairo_fill(cairo)
            }
            cairo_destroy(cairo)
            cairo_surface_flush(surface)
        }

        /// The premultiplied pixel at (`x`, `y`) of an ARGB32 image surface.
        static func pixel(_ surface: OpaquePointer, x: Int, y: Int) -> RGBA { RGBA(surface: surface, x: x, y: y) }
    }
}
