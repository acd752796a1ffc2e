import CCairo
import CPango
import Foundation
import XUIKitControls
import XUIKitCore
import XUIKitGraphics

/// `make bench`, text: XUIKit's text against raw pangocairo in the same run.
///
/// 1. A screen of 200 labels (four columns of 50, mixed lengths and a few
///    CJK titles), laid out and drawn from scratch at scale 2, against
///    pangocairo laying out and drawing the same 200 strings in the same font
///    at the same places into a Cairo image of the same size. Rounds alternate
///    between the two, so the machine's drift hits both; medians and their
///    ratio are printed (goal: within 1.3x).
/// 2. Typing into a 100,000-character `UITextView`: one key (insert, layout,
///    redraw of the window) against one 60 Hz frame (16.7 ms), the budget the
///    issue sets; and against pangocairo laying out and drawing the one
///    paragraph the key changed, the least any editor must do.
@main @MainActor
struct TextBench {
    static let columns = 4, rows = 50
    static let cell = CGSize(width: 200, height: 20)
    static let strings: [String] = (0..<(columns * rows)).map { index in
        switch index % 5 {
        case 0: "Settings \(index)"
        case 1: "设置view\(index % 2 + 1)的第一响应"
        case 2: "A longer label that is truncated at the end of its cell \(index)"
        case 3: "héllo wörld \(index)"
        default: "Item \(index)"
        }
    }

    static func main() {
        let rounds = CommandLine.arguments.firstIndex(of: "--rounds").flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 30
        let only = CommandLine.arguments.firstIndex(of: "--only").map { CommandLine.arguments[$0 + 1] }
        if only == nil || only == "labels" { labelsScreen(rounds: rounds) }
        let keys = CommandLine.arguments.firstIndex(of: "--keys").flatMap { Int(CommandLine.arguments[$0 + 1]) } ?? 60
        if only == nil || only == "typing" { typingIntoLongText(keys: max(1, keys)) }
    }

    static func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }

    static func labelsScreen(rounds: Int) {
        var xuikit: [Double] = [], raw: [Double] = []
        for _ in 0..<rounds {
            xuikit.append(time { drawLabelsWithXUIKit() })
            raw.append(time { drawLabelsWithPangoCairo() })
        }
        let (x, r) = (median(xuikit), median(raw))
        print(String(format: "200 labels, layout + first draw at scale 2: XUIKit %.2f ms, raw pangocairo %.2f ms, ratio %.2fx (goal <= 1.3x)", x, r, x / r))
    }

    static func drawLabelsWithXUIKit() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: cell.width * CGFloat(columns), height: cell.height * CGFloat(rows)))
        window.backgroundColor = .white
        for (index, string) in strings.enumerated() {
            let label = UILabel(frame: CGRect(x: CGFloat(index / rows) * cell.width, y: CGFloat(index % rows) * cell.height,
                                              width: cell.width, height: cell.height))
            label.font = .systemFont(ofSize: 15)
            label.text = string
            window.addSubview(label)
        }
        let surface = WindowSurface(window: window, scale: 2)
        window.layoutIfNeeded()
        _ = surface.redraw()
    }

    static func drawLabelsWithPangoCairo() {
        let width = Int32(cell.width * CGFloat(columns) * 2), height = Int32(cell.height * CGFloat(rows) * 2)
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, 2, 2)
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        let font = pango_font_description_from_string("Inter, Noto Sans CJK SC 15px")
        for (index, string) in strings.enumerated() {
            let layout = pango_cairo_create_layout(cairo)
            pango_layout_set_font_description(layout, font)
            pango_layout_set_width(layout, Int32(cell.width) * PANGO_SCALE)
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
            pango_layout_set_text(layout, string, -1)
            var logical = PangoRectangle()
            pango_layout_get_pixel_extents(layout, nil, &logical)
            let x = Double(index / rows) * Double(cell.width), y = Double(index % rows) * Double(cell.height)
            cairo_set_source_rgb(cairo, 0, 0, 0)
            cairo_move_to(cairo, x, y + (Double(cell.height) - Double(logical.height)) / 2)
            pango_cairo_show_layout(cairo, layout)
            g_object_unref(UnsafeMutableRawPointer(layout))
        }
        pango_font_description_free(font)
        cairo_surface_flush(surface)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    static func typingIntoLongText(keys: Int) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
        let view = UITextView(frame: window.bounds)
        view.font = .systemFont(ofSize: 15)
        let paragraph = String(repeating: "lorem ipsum dolor sit amet ", count: 4)
        view.text = Array(repeating: paragraph, count: 920).joined(separator: "\n")
        window.addSubview(view)
        window.makeKeyAndVisible()
        _ = view.becomeFirstResponder()
        view.selectedRange = NSRange(location: 50_000, length: 0)
        let surface = WindowSurface(window: window, scale: 2)
        window.layoutIfNeeded()
        _ = surface.redraw()
        var perKey: [Double] = [], raw: [Double] = []
        for _ in 0..<keys {
            perKey.append(time { typeOneKey(into: view, window: window, surface: surface) })
            raw.append(time { relayoutOneParagraph(paragraph + "x") })
        }
        let (k, r) = (median(perKey), median(raw))
        print(String(format: "typing into a %d-character UITextView: %.2f ms per key (%.0f%% of a 60 Hz frame; goal under one frame); raw pangocairo re-laying out and drawing the one paragraph: %.2f ms, ratio %.2fx",
                     view.text.utf16.count, k, k / (1000.0 / 60) * 100, r, k / r))
    }

    /// One key: insert, layout, redraw. A function of its own so a profiler can count it alone
    /// (`valgrind --tool=callgrind --toggle-collect='*typeOneKey*'`).
    @inline(never)
    static func typeOneKey(into view: UITextView, window: UIWindow, surface: WindowSurface) {
        view.insertText("x")
        window.layoutIfNeeded()
        _ = surface.redraw()
    }

    static func relayoutOneParagraph(_ text: String) {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 1200, 1600)
        let cairo = cairo_create(surface)!
        cairo_scale(cairo, 2, 2)
        let layout = pango_cairo_create_layout(cairo)
        let font = pango_font_description_from_string("Inter 15px")
        pango_layout_set_font_description(layout, font)
        pango_layout_set_width(layout, 590 * PANGO_SCALE)
        pango_layout_set_wrap(layout, PANGO_WRAP_WORD)
        pango_layout_set_text(layout, text, -1)
        cairo_move_to(cairo, 5, 8)
        pango_cairo_show_layout(cairo, layout)
        g_object_unref(UnsafeMutableRawPointer(layout))
        pango_font_description_free(font)
        cairo_destroy(cairo)
        cairo_surface_destroy(surface)
    }

    /// Milliseconds `body` took.
    static func time(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
    }
}
