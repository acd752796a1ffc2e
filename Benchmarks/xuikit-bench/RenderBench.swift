import Foundation
import CCairo
import CPango
import XUIKitControls
import XUIKitGraphics

/// Drawing cost of a screen of 200 controls at scale 2, in-process, no X:
/// XUIKit (buttons with a rounded background through their layers, composited
/// into a `WindowSurface`) against raw Cairo + Pango drawing the same rounded
/// rectangles and centred titles into an image surface. Two figures, as
/// medians: the first frame (XUIKit: layout, every button drawing into its
/// backing store, compositing) and one highlight change (XUIKit: the button
/// redraws and the damage is recomposited; raw: the button's rectangle is
/// repainted).
@MainActor
enum RenderBench {
    nonisolated static let columns = 10, rows = 20, cell = CGSize(width: 80, height: 30), scale: CGFloat = 2

    nonisolated static func frame(of index: Int) -> CGRect {
        CGRect(x: CGFloat(index % columns) * cell.width + 2, y: CGFloat(index / columns) * cell.height + 2,
               width: cell.width - 4, height: cell.height - 4)
    }

    static func makeScreen() -> (UIWindow, [UIButton]) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
        window.backgroundColor = .white
        let buttons = (0..<columns * rows).map { index -> UIButton in
            let button = UIButton(type: .system)
            button.frame = frame(of: index)
            button.setTitle("Button \(index)", for: .normal)
            button.backgroundColor = UIColor(white: 0.93, alpha: 1)
            button.layer.cornerRadius = 6
            window.addSubview(button)
            return button
        }
        return (window, buttons)
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1000 }

    static func run(frames: Int = 15, changes: Int = 200) -> (firstFrame: (xuikit: Double, raw: Double), highlight: (xuikit: Double, raw: Double)) {
        var xuikitFirst: [Double] = [], rawFirst: [Double] = []
        for _ in 0..<frames {
            let (window, _) = makeScreen()
            let start = now()
            let surface = WindowSurface(window: window, scale: scale)
            surface.redraw()
            xuikitFirst.append(now() - start)
            window.isHidden = true
            let rawStart = now()
            let raw = RawScreen()
            raw.drawAll()
            rawFirst.append(now() - rawStart)
        }
        let (window, buttons) = makeScreen()
        let surface = WindowSurface(window: window, scale: scale)
        surface.redraw()
        let raw = RawScreen()
        raw.drawAll()
        var xuikitChange: [Double] = [], rawChange: [Double] = []
        for index in 0..<changes {
            let button = buttons[index % buttons.count]
            let start = now()
            button.isHighlighted = true
            surface.redraw()
            xuikitChange.append(now() - start)
            button.isHighlighted = false
            surface.redraw()
            let rawStart = now()
            raw.draw(index % buttons.count, highlighted: true, clipped: true)
            rawChange.append(now() - rawStart)
            raw.draw(index % buttons.count, highlighted: false, clipped: true)
        }
        return ((median(xuikitFirst), median(rawFirst)), (median(xuikitChange), median(rawChange)))
    }

    /// The same screen drawn straight with Cairo and Pango.
    final class RawScreen {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1600, 1200)!
        let cairo: OpaquePointer
        let font = pango_font_description_from_string("Inter 17px")!

        init() {
            cairo = cairo_create(surface)
            cairo_scale(cairo, scale, scale)
        }

        deinit {
            pango_font_description_free(font)
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }

        func drawAll() {
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            for index in 0..<(columns * rows) { draw(index, highlighted: false, clipped: false) }
            cairo_surface_flush(surface)
        }

        func draw(_ index: Int, highlighted: Bool, clipped: Bool) {
            let rect = frame(of: index)
            cairo_save(cairo)
            if clipped {
                cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
                cairo_clip(cairo)
                cairo_set_source_rgb(cairo, 1, 1, 1)
                cairo_paint(cairo)
            }
            let r: Double = 6
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
            cairo_arc(cairo, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
            cairo_arc(cairo, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
            cairo_arc(cairo, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
            cairo_close_path(cairo)
            cairo_set_source_rgb(cairo, 0.93, 0.93, 0.93)
            cairo_fill(cairo)
            let layout = pango_cairo_create_layout(cairo)!
            pango_layout_set_font_description(layout, font)
            pango_layout_set_text(layout, "Button \(index)", -1)
            var width: Int32 = 0, height: Int32 = 0
            pango_layout_get_pixel_size(layout, &width, &height)
            cairo_move_to(cairo, rect.midX - Double(width) / 2, rect.midY - Double(height) / 2)
            cairo_set_source_rgba(cairo, 0, 0.48, 1, highlighted ? 0.2 : 1)
            pango_cairo_show_layout(cairo, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
            cairo_restore(cairo)
            if clipped { cairo_surface_flush(surface) }
        }
    }
}
