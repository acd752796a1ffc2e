import Foundation
import CCairo
import CPango
import TouchServer
import XUIKitControls
import XUIKitGraphics

/// Flinging a 10,000-row table, two ways.
///
/// On the headless server (`headless`): `xuikit-bench-client` in fling mode
/// shows the table in a 400 × 800 window; a finger flings it on the virtual
/// touchscreen (about 6 px/ms, so the deceleration lasts over 2 s) and the app
/// reports its frames: dropped frame-grid points and CPU per frame.
///
/// In process (`inProcess`, no X): the same table at scale 2 composited into a
/// `WindowSurface` at the offsets of a 2 s fling, one frame each, against raw
/// Cairo + Pango drawing the same visible rows (white, a 17 pt "Row N" label,
/// a hairline separator) into an image surface: medians per frame and the ratio.
@MainActor
enum FlingBench {
    nonisolated static let size = CGSize(width: 400, height: 800), rowHeight: CGFloat = 44, scale: CGFloat = 2

    /// The offsets of a fling starting at 3 pt/ms, decelerating at UIKit's 0.998 per ms, one per 60 Hz frame.
    nonisolated static func flingOffsets() -> [CGFloat] {
        var offsets: [CGFloat] = [], velocity = 3.0, offset = 0.0
        for _ in 0..<120 {
            for _ in 0..<17 { offset += velocity; velocity *= 0.998 }
            offsets.append(CGFloat(offset))
        }
        return offsets
    }

    // MARK: In process

    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    static func inProcess(rounds: Int = 3) -> (xuikit: Double, raw: Double, xuikitMax: Double) {
        let offsets = flingOffsets()
        var xuikit: [Double] = [], raw: [Double] = []
        let rows = Rows()
        for _ in 0..<rounds {
            let window = UIWindow(frame: CGRect(origin: .zero, size: size))
            let table = UITableView(frame: window.bounds, style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            table.dataSource = rows
            window.addSubview(table)
            let surface = WindowSurface(window: window, scale: scale)
            surface.redraw()
            let painter = RawRows()
            painter.draw(offset: 0)
            for offset in offsets {
                let start = RenderBench.now()
                table.contentOffset = CGPoint(x: 0, y: offset)
                surface.redraw()
                xuikit.append(RenderBench.now() - start)
                let rawStart = RenderBench.now()
                painter.draw(offset: offset)
                raw.append(RenderBench.now() - rawStart)
            }
            window.isHidden = true
        }
        return (RenderBench.median(xuikit), RenderBench.median(raw), xuikit.max() ?? 0)
    }

    /// The visible rows drawn straight with Cairo and Pango, the whole window each frame.
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

        func draw(offset: CGFloat) {
            cairo_set_source_rgb(cairo, 1, 1, 1)
            cairo_paint(cairo)
            let first = Int(offset / rowHeight), last = Int((offset + size.height) / rowHeight)
            for row in first...last {
                let top = CGFloat(row) * rowHeight - offset
                let layout = pango_cairo_create_layout(cairo)!
                pango_layout_set_font_description(layout, font)
                pango_layout_set_text(layout, "Row \(row)", -1)
                var width: Int32 = 0, height: Int32 = 0
                pango_layout_get_pixel_size(layout, &width, &height)
                cairo_move_to(cairo, 20, top + (rowHeight - Double(height)) / 2)
                cairo_set_source_rgb(cairo, 0, 0, 0)
                pango_cairo_show_layout(cairo, layout)
                g_object_unref(UnsafeMutableRawPointer(layout))
                cairo_rectangle(cairo, 20, top + rowHeight - 0.5, size.width - 20, 0.5)
                cairo_set_source_rgb(cairo, 0.78, 0.78, 0.8)
                cairo_fill(cairo)
            }
            cairo_surface_flush(surface)
        }
    }

    // MARK: On the headless server

    /// Runs `flings` flings on a fresh server and returns the app's report lines.
    nonisolated static func headless(client: URL, flings: Int = 3) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: client.path) else {
            throw BenchError("\(client.path) is missing (build with `swift build -c release`)")
        }
        let server = try HeadlessTouchServer(width: Int(size.width), height: Int(size.height), refreshRate: 60)
        defer { server.stop() }
        let process = Process()
        process.executableURL = client
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = server.display
        environment["BENCH_MODE"] = "fling"
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let lines = LineReader(output.fileHandleForReading.fileDescriptor)
        guard lines.next(timeout: 15) == "ready" else { throw BenchError("the fling client never showed its table") }
        var reports: [String] = []
        for fling in 0..<flings {
            let id = UInt32(fling + 1)
            try server.touchscreen.down(id: id, x: 200, y: 700)
            try server.sync()
            usleep(30_000)
            for step in 1...10 {
                try server.touchscreen.move(id: id, x: 200, y: 700 - Double(step) * 60)
                try server.sync()
                usleep(10_000)
            }
            try server.touchscreen.up(id: id)
            try server.sync()
            guard let report = lines.next(timeout: 10), report.hasPrefix("fling") else { throw BenchError("no report for fling \(fling + 1)") }
            reports.append(report)
            usleep(200_000)
        }
        return reports
    }

    /// Reads newline-ended lines from a descriptor, with a timeout.
    final class LineReader {
        let descriptor: Int32
        var buffer: [UInt8] = []
        init(_ descriptor: Int32) { self.descriptor = descriptor }

        func next(timeout: TimeInterval) -> String? {
            let deadline = Date().addingTimeInterval(timeout)
            while true {
                if let end = buffer.firstIndex(of: 10) {
                    let line = String(decoding: buffer[..<end], as: UTF8.self)
                    buffer.removeFirst(end + 1)
                    return line
                }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
                guard poll(&poller, 1, left) == 1 else { return nil }
                var chunk = [UInt8](repeating: 0, count: 512)
                let count = read(descriptor, &chunk, chunk.count)
                guard count > 0 else { return nil }
                buffer += chunk[..<count]
            }
        }
    }
}
