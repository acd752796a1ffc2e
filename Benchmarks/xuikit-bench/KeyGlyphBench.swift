import Foundation
import TouchServer
import TouchServerX11
import X11Client

/// Key press to glyph on screen (`xuikit-bench --key-only`; issue 12): typing
/// into a `UITextField` (the XUIKit bench app, BENCH_MODE=textfield) against
/// a raw Xlib + pangocairo client that lays the line out and draws it on
/// every KeyPress (`Benchmarks/pango-key-peer`, built by `make bench` with cc).
///
/// Side by side on one headless server, pinned as the latency bench where the
/// machine can. Keys go through the server's virtual keyboard; with no window
/// manager, the bench gives the focus to the client being typed into. A
/// round, on one client: `burst` presses of `m`, each timed from the press to
/// the screen showing more dark (text) pixels in the text strip (x 8, y 10,
/// 380 x 34 of the client's window) than before it, then as many BackSpaces
/// (not timed) until the strip is back as it started. Rounds alternate between
/// the clients. Medians in ms.
enum KeyGlyphBench {
    struct Result {
        /// Key press to glyph on screen, raw client then XUIKit app.
        let toGlyph: [LatencyStats]
        /// Key press to the client's handler (KeyPress; `shouldChangeCharactersIn`).
        let toHandler: [LatencyStats]
        /// The client's CPU time per key (microseconds; typing and deleting, the bench's reads between), raw then XUIKit.
        let cpuPerKey: [Double]
        /// Every key's press-to-glyph time in ms, in order, raw then XUIKit (`--samples`).
        let samples: [[Double]]
    }

    /// X keycodes (evdev + 8) of `m` and BackSpace.
    static let keyM = 50 + 8, backSpace = 14 + 8

    static func run(directory: URL, rounds: Int, burst: Int = 10, method: ScreenWatcher.Method) throws -> Result {
        let clients = [
            BenchClient(name: "raw Xlib+Pango (C)", executable: directory.appendingPathComponent("pango-key-peer"), x: 0, width: 400),
            BenchClient(name: "XUIKit UITextField", executable: directory.appendingPathComponent("xuikit-bench-client"), x: 400, width: 400, mode: "textfield"),
        ]
        let pinned = CPUPlacement.canPin
        if pinned { try CPUPlacement.restrict(pid: 0, to: [0]) }
        defer { if pinned { try? CPUPlacement.restrict(pid: 0, to: CPUPlacement.allCPUs) } }
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        let display = try XDisplay(name: server.display)
        defer { display.close() }
        let watcher = try ScreenWatcher(display: display, method: method)
        let running = try clients.map { try $0.start(display: server.display) }
        defer { running.forEach { $0.stop() } }
        if pinned {
            for client in running { try CPUPlacement.restrict(pid: client.process.processIdentifier, to: [1]) }
        }
        var windows: [UInt] = []
        for client in clients {
            let deadline = Date().addingTimeInterval(15)
            var found: UInt?
            while found == nil && Date() < deadline {
                found = watcher.topLevelWindow(atX: client.x)
                if found == nil { usleep(20_000) }
            }
            guard let found else { throw BenchError("\(client.name) never mapped its window") }
            windows.append(found)
        }
        // Warm-up: one key each, until the client reports it (its text field is focused and drawn).
        for index in clients.indices {
            let deadline = Date().addingTimeInterval(15)
            var reported = false
            while !reported && Date() < deadline {
                watcher.focus(windows[index])
                try press(keyM, on: server)
                reported = running[index].readReport(timeout: 0.5) != nil
            }
            guard reported else { throw BenchError("\(clients[index].name) never reported a key") }
            try press(backSpace, on: server)
            usleep(300_000)
            running[index].dropReports()
        }
        var glyph: [[Double]] = [[], []], handler: [[Double]] = [[], []], cpu: [UInt64] = [0, 0]
        for round in -2..<rounds * 2 {
            let index = round & 1 == 0 ? 0 : 1
            let client = clients[index], process = running[index]
            watcher.focus(windows[index])
            let strip = (x: client.x + 8, y: 10, width: 380, height: 34)
            func darkPixels() throws -> Int {
                try ScreenCapture(display: display, x: strip.x, y: strip.y, width: strip.width, height: strip.height).pixels.count(where: isDark)
            }
            let empty = try darkPixels()
            let cpuBefore = process.cpuNanoseconds()
            var shown = empty
            for _ in 0..<burst {
                process.dropReports()
                watcher.arm()
                let before = shown
                let start = monotonicNanoseconds()
                try server.keyboard.key(keycode: keyM, isPress: true)
                var seen = before
                guard let moment = try watcher.wait(x: strip.x, y: strip.y, width: strip.width, height: strip.height, timeout: 3, until: {
                    seen = $0.count(where: isDark)
                    return seen > before
                }) else { throw BenchError("\(client.name) never showed the typed glyph") }
                shown = seen
                let handled = process.readReport(timeout: 1)
                try server.keyboard.key(keycode: keyM, isPress: false)
                try server.keyboard.sync()
                guard round >= 0 else { continue }
                glyph[index].append(Double(moment - start) / 1e6)
                handler[index].append(handled.map { Double(Int64(bitPattern: $0 &- start)) / 1e6 } ?? .nan)
            }
            for _ in 0..<burst { try press(backSpace, on: server) }
            let deadline = Date().addingTimeInterval(3)
            while try darkPixels() != empty {
                guard Date() < deadline else { throw BenchError("\(client.name) did not delete the typed text") }
                usleep(5_000)
            }
            usleep(50_000)
            if round >= 0 { cpu[index] += process.cpuNanoseconds() - cpuBefore }
            process.dropReports()
        }
        return Result(toGlyph: glyph.map(LatencyStats.init), toHandler: handler.map(LatencyStats.init),
                      cpuPerKey: cpu.map { Double($0) / Double(rounds * burst * 2) / 1000 }, samples: glyph)
    }

    private static func press(_ keycode: Int, on server: HeadlessTouchServer) throws {
        try server.keyboard.key(keycode: keycode, isPress: true)
        try server.keyboard.key(keycode: keycode, isPress: false)
        try server.keyboard.sync()
    }

    /// A text pixel: every channel under half (black text and its darker antialiasing, not the blue caret).
    private static func isDark(_ pixel: UInt32) -> Bool {
        (pixel >> 16) & 0xFF < 128 && (pixel >> 8) & 0xFF < 128 && pixel & 0xFF < 128
    }
}
