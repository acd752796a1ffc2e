import Foundation
import TouchServer

/// `make bench`: touch-to-handler latency of an XUIKit app against a raw
/// Xlib+XI2 client, on one headless server in one run.
///
/// Both clients report, for each touch begin, the moment their handler saw
/// it (the raw one right after XNextEvent, the XUIKit one in `touchesBegan`),
/// on CLOCK_MONOTONIC. They run side by side, each with a window on half of
/// the screen. For each touch the bench reads the clock, sends TouchBegin
/// through the virtual touchscreen on one half, and waits for that client's
/// report: handler moment minus send moment is the latency. Touches
/// alternate between the clients, so drift on the machine hits both alike;
/// results are medians and p99s and their ratio (absolute times on shared
/// machines are noise). Also printed: the time until the bench had read the
/// report, which adds the bench's own wake-up; on a 2-core machine that
/// waits for whatever the client does after its handler.
@main @MainActor
struct LatencyBench {
    static func main() {
        do {
            try run()
        } catch {
            FileHandle.standardError.write("xuikit-bench: \(error)\n".data(using: .utf8)!)
            exit(1)
        }
    }

    static func run() throws {
        let arguments = CommandLine.arguments
        let touches = arguments.firstIndex(of: "--touches").flatMap { Int(arguments[$0 + 1]) } ?? 1200
        if arguments.contains("--render-only") {
            printRender()
            return
        }
        if arguments.contains("--fling-only") {
            try printFling()
            return
        }
        if arguments.contains("--hit-test-only") {
            printHitTest()
            return
        }
        if arguments.contains("--draw-only") {
            printDraw()
            return
        }
        if arguments.contains("--memory-only") {
            printTouchMemory()
            return
        }
        if arguments.contains("--startup-only") {
            try printStartup()
            return
        }
        if arguments.contains("--pixel-only") {
            try printPixel()
            return
        }
        if arguments.contains("--cpu-only") {
            try printTouchCPU()
            return
        }
        if arguments.contains("--key-only") {
            try printKeyGlyph()
            return
        }
        if arguments.contains("--core-only") {
            // No server: the in-process core figure alone (for profiling the core under callgrind).
            print(String(format: "core dispatch alone (in-process, no X): %.2f us per tap (began + ended)", CoreDispatchBench.run()))
            return
        }
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Side by side on one 800x600 server: the raw client's window on the left half, the
        // XUIKit app's on the right; touches alternate between them, so both see the same machine.
        let clients = [
            BenchClient(name: "raw Xlib+XI2 (C)", executable: directory.appendingPathComponent("raw-xi2-client"), x: 0, width: 400),
            BenchClient(name: "XUIKit app", executable: directory.appendingPathComponent("xuikit-bench-client"), x: 400, width: 400),
        ]
        print("touch-to-handler latency, \(touches) touches per client and placement, a fresh headless Xorg + inputtest server each")
        let placements: [CPUPlacement] = CPUPlacement.canPin ? [.free, .pinned] : [.free]
        for placement in placements {
            let run = try measure(clients, touches: touches, placement: placement)
            print(placement.description)
            // The target is judged where both clients wake alike: pinned, when the machine can pin.
            let note = placement == .pinned || !CPUPlacement.canPin
                ? " (target: median within 1.2x)" : " (uncontrolled: swings with cross-CPU wake-ups, see README)"
            report(clients: clients, stats: run.samples.map { LatencyStats($0.map(\.toHandler)) }, note: note)
            print(String(format: "  client CPU per touch (down and up): raw %.1f us, XUIKit %.1f us", run.cpuPerTouch[0], run.cpuPerTouch[1]))
            if placement == .free {
                print("  touch to the bench having read the handler's report (adds the bench's wake-up):")
                report(clients: clients, stats: run.samples.map { LatencyStats($0.map(\.toReportRead)) }, note: "")
            }
            if let index = arguments.firstIndex(of: "--samples"), index + 1 < arguments.count {
                // One line per client: its touch-to-handler latencies in microseconds, in order.
                let lines = run.samples.map { $0.map { String(format: "%.1f", $0.toHandler * 1000) }.joined(separator: " ") }
                try (lines.joined(separator: "\n") + "\n").write(
                    toFile: arguments[index + 1] + "-\(placement)", atomically: true, encoding: .utf8)
            }
        }
        if !CPUPlacement.canPin { print("(one CPU: no pinned placement)") }
        print(String(format: "core dispatch alone (in-process, no X): %.2f us per tap (began + ended)", CoreDispatchBench.run()))
        printRender()
        printDraw()
        try printFling()
        printHitTest()
        printTouchMemory()
        try printStartup()
        try printPixel()
        try printTouchCPU()
        try printKeyGlyph()
    }

    /// `--pixel-method damage|poll`: how the pixel and key benches see the screen (default damage).
    static func pixelMethod() throws -> ScreenWatcher.Method {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--pixel-method") else { return .damage }
        guard index + 1 < arguments.count, let method = ScreenWatcher.Method(rawValue: arguments[index + 1]) else {
            throw BenchError("--pixel-method takes damage or poll")
        }
        return method
    }

    /// `--rounds N` for the pixel and key benches (touches or keys per client and mode).
    static func rounds(default value: Int) -> Int {
        let arguments = CommandLine.arguments
        return arguments.firstIndex(of: "--rounds").flatMap { $0 + 1 < arguments.count ? Int(arguments[$0 + 1]) : nil } ?? value
    }

    /// `--samples PATH`: writes one line per client (raw, then XUIKit) of times in ms to PATH-`suffix`.
    static func writeSamples(_ samples: [[Double]], suffix: String) throws {
        let arguments = CommandLine.arguments
        guard let index = arguments.firstIndex(of: "--samples"), index + 1 < arguments.count else { return }
        let lines = samples.map { $0.map { String(format: "%.3f", $0) }.joined(separator: " ") }
        try (lines.joined(separator: "\n") + "\n").write(toFile: arguments[index + 1] + "-" + suffix, atomically: true, encoding: .utf8)
    }

    static var benchDirectory: URL { URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent() }

    static var placementNote: String { CPUPlacement.canPin ? "pinned: X server and bench on CPU 0, clients on CPU 1" : "one CPU, unpinned" }

    /// Touch-begin to pixel on screen, three XUIKit ways against the raw client.
    static func printPixel() throws {
        let method = try pixelMethod(), touches = rounds(default: 200)
        let results = try PixelBench.run(directory: benchDirectory, touches: touches, method: method)
        print("touch-begin to a red square on screen (\(method) watcher, \(touches) touches per client and mode, \(placementNote)), medians: XUIKit / raw Xlib filling the window")
        for result in results {
            let pixel = result.toPixel, handler = result.toHandler
            print(String(format: "  %@: %.3f ms / %.3f ms = %.2fx (goal <= %.1fx); p99 %.3f / %.3f ms; to the handler %.3f / %.3f ms; CPU per touch %.0f / %.0f us",
                         result.variant.name as NSString, pixel[1].median, pixel[0].median, pixel[1].median / pixel[0].median,
                         result.variant.goal, pixel[1].p99, pixel[0].p99, handler[1].median, handler[0].median,
                         result.cpuPerTouch[1], result.cpuPerTouch[0]))
            try writeSamples(result.samples, suffix: result.variant.mode)
        }
    }

    /// CPU per touch update, 10 fingers at 1 kHz, against the raw client.
    static func printTouchCPU() throws {
        let result = try TouchCPUBench.run(directory: benchDirectory)
        print(String(format: "CPU per touch update, 10 fingers at %.0f updates/s for 2 s, %d rounds each (%@), medians: XUIKit / raw Xlib+XI2",
                     result.rate, result.rounds[0].count, placementNote as NSString))
        print(String(format: "  %.1f us / %.1f us per 10-finger update = %.2fx (goal <= 1.5x)",
                     result.cpuPerUpdate[1], result.cpuPerUpdate[0], result.cpuPerUpdate[1] / result.cpuPerUpdate[0]))
        func list(_ values: [Double]) -> String { values.map { String(format: "%.1f", $0) }.joined(separator: ", ") }
        print("  rounds (us): XUIKit \(list(result.rounds[1])); raw \(list(result.rounds[0]))")
    }

    /// Key press to glyph on screen in a UITextField, against raw Xlib + pangocairo (issue 12).
    static func printKeyGlyph() throws {
        let directory = benchDirectory
        guard FileManager.default.isExecutableFile(atPath: directory.appendingPathComponent("pango-key-peer").path) else {
            print("key press to glyph on screen: skipped, no pango-key-peer (built by `make bench` with cc and pkg-config pangocairo)")
            return
        }
        let method = try pixelMethod(), rounds = rounds(default: 10)
        let result = try KeyGlyphBench.run(directory: directory, rounds: rounds, method: method)
        let glyph = result.toGlyph, handler = result.toHandler
        print("key press to glyph on screen (\(method) watcher, \(rounds) rounds of 10 keys per client, \(placementNote)), medians: XUIKit UITextField / raw Xlib+Pango")
        print(String(format: "  %.3f ms / %.3f ms = %.2fx (goal <= 2x); p99 %.3f / %.3f ms; to the handler %.3f / %.3f ms; CPU per key %.0f / %.0f us",
                     glyph[1].median, glyph[0].median, glyph[1].median / glyph[0].median, glyph[1].p99, glyph[0].p99,
                     handler[1].median, handler[0].median, result.cpuPerKey[1], result.cpuPerKey[0]))
        try writeSamples(result.samples, suffix: "key")
    }

    /// Process start to the first frame on screen, the XUIKit app against the raw client.
    static func printStartup() throws {
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var clients = [
            BenchClient(name: "raw Xlib+XI2 (C)", executable: directory.appendingPathComponent("raw-xi2-client"), x: 0, width: 400),
            BenchClient(name: "XUIKit app", executable: directory.appendingPathComponent("xuikit-bench-client"), x: 400, width: 400),
        ]
        // XUIKIT_BENCH_BASELINE_CLIENT: another build of the app (an older one), measured in the same rounds.
        if let baseline = ProcessInfo.processInfo.environment["XUIKIT_BENCH_BASELINE_CLIENT"] {
            clients.append(BenchClient(name: "baseline app", executable: URL(fileURLWithPath: baseline), x: 400, width: 400))
        }
        let medians = try StartupBench.run(clients)
        print("process start to first frame on screen (a white window, seen with XGetImage), medians: XUIKit app / raw client")
        print(String(format: "  %.1f ms / %.1f ms = %.1fx (goal <= 4x)", medians[1], medians[0], medians[1] / medians[0]))
        if medians.count > 2 {
            print(String(format: "  baseline app (%@): %.1f ms = %.1fx", clients[2].executable.path as NSString, medians[2], medians[2] / medians[0]))
        }
    }

    /// Resident memory growth over 100,000 in-process touch updates, and over the next 100,000.
    static func printTouchMemory() {
        let growth = TouchMemoryBench.run()
        print("resident memory growth over 100,000 touch updates (10 fingers, in-process through handle(_:in:), after a warm-up):")
        let first = growth.first.anonymous + growth.first.file, second = growth.second.anonymous + growth.second.file
        print("  +\(first) kB (heap and stacks +\(growth.first.anonymous), code and data pages +\(growth.first.file)), then +\(second) kB over the next 100,000 (goal <= 100 kB, and flat after)")
    }

    /// A full-window redraw of 1,000 views that each draw, against raw Cairo making the same paints.
    static func printDraw() {
        let result = DrawBench.run()
        print("full-window redraw of 1,000 views that each draw, scale 2, in-process (no X), medians: XUIKit / raw Cairo")
        print(String(format: "  %.0f us / %.0f us = %.2fx (goal <= 1.5x)", result.xuikit, result.raw, result.xuikit / result.raw))
    }

    /// One hit-test in a flat grid of 10,000 views and in a chain of 1,000, against GTK 4's pick.
    static func printHitTest() {
        let figures = HitTestBench.run()
        print("one hit-test, in-process, medians: XUIKit hitTest / GTK 4 gtk_widget_pick on the same tree")
        for (name, figure, goal) in [("flat grid of 10,000 sibling views", figures.flat, 0.2),
                                     ("chain of 1,000 nested views", figures.chain, 1.0)] {
            if let gtk = figure.gtk {
                print(String(format: "  %@: %.1f us / %.1f us = %.2fx (goal <= %.1fx)", name as NSString,
                             figure.xuikit / 1000, gtk / 1000, figure.xuikit / gtk, goal))
            } else {
                print(String(format: "  %@: XUIKit %.1f us (goal <= %.1fx GTK's)", name as NSString, figure.xuikit / 1000, goal))
            }
        }
        if let skipped = figures.skipped { print("  GTK skipped: \(skipped)") }
    }

    /// Flinging a 10,000-row table: per-frame cost against raw Cairo, and frames on the headless server.
    static func printFling() throws {
        let inProcess = FlingBench.inProcess()
        print("fling a 10,000-row table at scale 2, in-process (no X), 120 frames of a 2 s fling, medians: XUIKit / raw Cairo+Pango")
        print(String(format: "  per frame: %.0f us / %.0f us = %.2fx (XUIKit's slowest frame %.0f us; budget 16667 us)",
                     inProcess.xuikit, inProcess.raw, inProcess.xuikit / inProcess.raw, inProcess.xuikitMax))
        let client = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xuikit-bench-client")
        print("fling on the headless server (400 x 800 at 60 Hz), a finger at ~6 px/ms, as the app's display link saw it:")
        for report in try FlingBench.headless(client: client) { print("  " + report) }
    }

    /// The 200-control screen: XUIKit against raw Cairo, first frame and one highlight change.
    static func printRender() {
        let result = RenderBench.run()
        print("200 controls at scale 2, in-process (no X), medians: XUIKit / raw Cairo+Pango")
        print(String(format: "  first frame: %.0f us / %.0f us = %.2fx", result.firstFrame.xuikit, result.firstFrame.raw, result.firstFrame.xuikit / result.firstFrame.raw))
        print(String(format: "  one highlight change: %.0f us / %.0f us = %.2fx", result.highlight.xuikit, result.highlight.raw, result.highlight.xuikit / result.highlight.raw))
    }

    /// One measured run: a server, both clients, a warm-up, then `touches` rounds.
    private static func measure(
        _ clients: [BenchClient], touches: Int, placement: CPUPlacement
    ) throws -> (samples: [[TouchTiming]], cpuPerTouch: [Double]) {
        if placement == .pinned { try CPUPlacement.restrict(pid: 0, to: [0]) }
        defer { if placement == .pinned { try? CPUPlacement.restrict(pid: 0, to: CPUPlacement.allCPUs) } }
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        let running = try clients.map { try $0.start(display: server.display) }
        defer { running.forEach { $0.stop() } }
        if placement == .pinned {
            for client in running { try CPUPlacement.restrict(pid: client.process.processIdentifier, to: [1]) }
        }
        var nextID: UInt32 = 1
        for client in running { try client.warmUp(on: server, nextID: &nextID) }
        var samples: [[TouchTiming]] = Array(repeating: [], count: clients.count)
        let cpuBefore = running.map { $0.cpuNanoseconds() }
        for round in 0..<touches {
            // Alternate which client goes first, so neither always follows the other.
            for index in round % 2 == 0 ? [0, 1] : [1, 0] {
                samples[index].append(try running[index].measureTouch(on: server, id: nextID))
                nextID += 1
            }
        }
        let cpuPerTouch = zip(running, cpuBefore).map { Double($0.cpuNanoseconds() - $1) / Double(touches) / 1000 }
        return (samples, cpuPerTouch)
    }

    private static func report(clients: [BenchClient], stats: [LatencyStats], note: String) {
        for (client, stat) in zip(clients, stats) {
            print(String(format: "  %-18@ median %.3f ms   p99 %.3f ms", client.name as NSString, stat.median, stat.p99))
        }
        let medianRatio = stats[1].median / stats[0].median, p99Ratio = stats[1].p99 / stats[0].p99
        print(String(format: "  XUIKit / raw: median %.2fx, p99 %.2fx%@", medianRatio, p99Ratio,
                     note as NSString))
    }
}

/// Median and 99th percentile of latencies in milliseconds.
struct LatencyStats {
    let median: Double
    let p99: Double
    init(_ samples: [Double]) {
        let sorted = samples.sorted()
        median = sorted[sorted.count / 2]
        p99 = sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.99).rounded(.up)) - 1)]
    }
}
