import Foundation
import TouchServer
import X11Client

/// Touch-begin to pixel on screen (`xuikit-bench --pixel-only`): the XUIKit
/// bench app in its three pixel modes (`PixelViewController`: a full-window
/// `setNeedsDisplay()`, `setNeedsDisplay(_:)` of the damaged rects only, a
/// subview moved by `center`), each against the raw Xlib client filling its
/// window and drawing the same red square (`raw-xi2-client`, BENCH_MODE=pixel).
///
/// One fresh headless server per mode, the raw client on the left half and
/// the XUIKit app on the right, pinned as the latency bench's pinned
/// placement where the machine can (server and bench on CPU 0, clients on
/// CPU 1). Touches alternate between the clients, and within each client
/// between two spots, so the spot looked at is white before the touch. For
/// each touch: arm the `ScreenWatcher`, read the clock, send TouchBegin, wait
/// until the pixel under the touch is red on screen, lift. Medians in ms.
enum PixelBench {
    struct Variant {
        let name: String
        let mode: String
        let goal: Double
    }

    static let variants = [
        Variant(name: "full-window setNeedsDisplay()", mode: "pixel-full", goal: 3),
        Variant(name: "setNeedsDisplay(_:) of the damaged rects", mode: "pixel-rects", goal: 1.5),
        Variant(name: "subview moved by center", mode: "pixel-center", goal: 1.5),
    ]

    struct Result {
        let variant: Variant
        /// Touch to pixel, raw client then XUIKit app.
        let toPixel: [LatencyStats]
        /// Touch to handler (the clients' reports), raw client then XUIKit app.
        let toHandler: [LatencyStats]
        /// The client's CPU time per touch (microseconds; down and up), raw client then XUIKit app.
        let cpuPerTouch: [Double]
        /// Every touch's time to the pixel in ms, in order, raw then XUIKit (`--samples`).
        let samples: [[Double]]
    }

    static let red: UInt32 = 0xFFFF_0000

    static func run(directory: URL, touches: Int, method: ScreenWatcher.Method) throws -> [Result] {
        try variants.map { variant in
            let clients = [
                BenchClient(name: "raw Xlib (C)", executable: directory.appendingPathComponent("raw-xi2-client"), x: 0, width: 400, mode: "pixel"),
                BenchClient(name: "XUIKit app", executable: directory.appendingPathComponent("xuikit-bench-client"), x: 400, width: 400, mode: variant.mode),
            ]
            let (samples, cpu) = try measure(clients, touches: touches, method: method)
            return Result(variant: variant, toPixel: samples.map { LatencyStats($0.map(\.pixel)) },
                          toHandler: samples.map { LatencyStats($0.map(\.handler)) }, cpuPerTouch: cpu,
                          samples: samples.map { $0.map(\.pixel) })
        }
    }

    private static func measure(_ clients: [BenchClient], touches: Int, method: ScreenWatcher.Method) throws -> ([[(pixel: Double, handler: Double)]], [Double]) {
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
        var nextID: UInt32 = 1
        for client in running { try client.warmUp(on: server, nextID: &nextID) }
        usleep(200_000)
        var samples: [[(pixel: Double, handler: Double)]] = Array(repeating: [], count: clients.count)
        var cpu: [UInt64] = [0, 0]
        for round in -10..<touches {
            for index in round & 1 == 0 ? [0, 1] : [1, 0] {
                let client = clients[index], process = running[index]
                // Two spots per client, taken in turn: the square is always at the other one.
                let x = client.x + (round & 1 == 0 ? 100 : 300), y = round & 1 == 0 ? 200 : 400
                process.dropReports()
                let cpuBefore = process.cpuNanoseconds()
                watcher.arm()
                let start = monotonicNanoseconds()
                try server.touchscreen.down(id: nextID, x: Double(x), y: Double(y))
                guard let shown = try watcher.wait(x: x, y: y, width: 1, height: 1, timeout: 3, until: { $0[0] == red }) else {
                    throw BenchError("\(client.name) (\(client.mode ?? "")) never showed the square at \(x), \(y)")
                }
                let handled = process.readReport(timeout: 1)
                try server.touchscreen.up(id: nextID)
                try server.sync()
                nextID += 1
                guard round >= 0 else { continue }
                cpu[index] += process.cpuNanoseconds() - cpuBefore
                samples[index].append((Double(shown - start) / 1e6, handled.map { Double(Int64(bitPattern: $0 &- start)) / 1e6 } ?? .nan))
            }
        }
        return (samples, cpu.map { Double($0) / Double(touches) / 1000 })
    }
}
