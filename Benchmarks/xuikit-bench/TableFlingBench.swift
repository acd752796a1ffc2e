import Foundation
import CCairo
import CPango
import XUIKitControls
import XUIKitCore
import XUIKitGraphics

/// Frame cost while flinging a 10,000-row table, in-process (no X): a
/// 320x568 window at scale 2 holding a plain `UITableView` of self-sizing
/// standard cells ("Row n"), its offset moved each 60 Hz frame of a 2 s
/// fling along UIKit's deceleration (`.normal`, 0.998 per ms, from 4,000 pt/s),
/// each frame laid out (rows tiled, cells reused and measured) and drawn into
/// a `WindowSurface`; against raw Cairo + Pango painting the same visible
/// rows (white, the title, the separator) at the same offsets. Reported:
/// median, p99 and worst frame, frames over the 16.7 ms budget, and the
/// ratio of medians. (The headless-server figure of issue 14, frames
/// presented through X while a touch flings, is not measured here.)
@MainActor
enum TableFlingBench {
    nonisolated static let size = CGSize(width: 320, height: 568), scale: CGFloat = 2, rowCount = 10_000, rowHeight: CGFloat = 44

    /// UIKit's deceleration: the offset `t` seconds into a fling at `velocity` (points per second).
    nonisolated static func offset(at t: Double, velocity: Double) -> Double {
        let rate = 0.998, ms = t * 1000
        return velocity / 1000 * (1 - pow(rate, ms)) / (1 - rate)
    }

    final class Rows: UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { TableFlingBench.rowCount }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    struct Result {
        var median = 0.0, p99 = 0.0, worst = 0.0, rawMedian = 0.0
        var overBudget = 0, frames = 0
    }

    static func now() -> Double { Double(DispatchTime.now().uptimeNanoseconds) / 1000 }

    static func run(seconds: Double = 2, velocity: Double = 4000) -> Result {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.backgroundColor = .white
        let table = UITableView(frame: window.bounds, style: .plain)
        let rows = Rows()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        window.addSubview(table)
        let surface = WindowSurface(window: window, scale: scale)
        surface.redraw()
        let raw = RawRows()
        let frames = Int(seconds * 60)
        var times: [Double] = [], rawTimes: [Double] = []
        for frame in 1...frames {
            let y = offset(at: Double(frame) / 60, velocity: velocity)
            let start = now()
            table.contentOffset = CGPoint(x: 0, y: y)
            surface.redraw()
            times.append(now() - start)
            let rawStart = now()
            raw.draw(offset: y)
            rawTimes.append(now() - rawStart)
        }
        withExtendedLifetime(rows) {}
        let sorted = times.sorted()
        return Result(median: sorted[sorted.count / 2], p99: sorted[min(sorted.count - 1, sorted.count * 99 / 100)], worst: sorted.last ?? 0,
                      rawMedian: rawTimes.sorted()[rawTimes.count / 2], overBudget: times.filter { $0 > 1_000_000 / 60 }.count, frames: frames)
    }

    /// The visible rows painted straight with Cairo and Pango.
    final class RawRows {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(size.width * scale), Int32(size.height * scale))!
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

        func draw(offset: Double) {
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            var row = Int(offset / rowHeight)
            while CGFloat(row) * rowHeight < offset + size.height, row < rowCount {
                let top = CGFloat(row) * rowHeight - offset
                let layout = pango_cairo_create_layout(cairo)!
                pango_layout_set_font_description(layout, font)
                pango_layout_set_text(layout, "Row \(row)", -1)
                var width: Int32 = 0, height: Int32 = 0
                pango_layout_get_pixel_size(layout, &width, &height)
                cairo_set_source_rgb(cairo, 0, 0, 0)
                cairo_move_to(cairo, 16, top + (rowHeight - 1 - Double(height)) / 2)
                pango_cairo_show_layout(cairo, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
                cairo_set_source_rgb(cairo, 0.78, 0.78, 0.8)
                cairo_rectangle(cairo, 16, top + rowHeight - 0.5, size.width - 16, 0.5)
                cairo_fill(cairo)
                row += 1
            }
            cairo_surface_flush(surface)
        }
    }
}
