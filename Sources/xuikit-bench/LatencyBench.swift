import Foundation
import TouchServer

/// `make bench`: touch-to-handler latency of an XUIKit app against a raw
/// Xlib+XI2 client, on one headless server in one run.
///
/// Both clients write a byte to stdout when a touch begins (the raw one from
/// XNextEvent, the XUIKit one from `touchesBegan`). They run side by side,
/// each with a window on half of the screen. For each touch the bench notes
/// the time, sends TouchBegin through the virtual touchscreen on one half,
/// and waits for that client's byte; the difference is the latency. Touches
/// alternate between the clients, so drift on the machine hits both alike;
/// results are medians and p99s and their ratio (absolute times on shared
/// machines are noise).
@main
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
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // Side by side on one 800x600 server: the raw client's window on the left half, the
        // XUIKit app's on the right; touches alternate between them, so both see the same machine.
        let clients = [
            BenchClient(name: "raw Xlib+XI2 (C)", executable: directory.appendingPathComponent("raw-xi2-client"), x: 0, width: 400),
            BenchClient(name: "XUIKit app", executable: directory.appendingPathComponent("xuikit-bench-client"), x: 400, width: 400),
        ]
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        let running = try clients.map { try $0.start(display: server.display) }
        defer { running.forEach { $0.stop() } }
        var nextID: UInt32 = 1
        for client in running { try client.warmUp(on: server, nextID: &nextID) }
        var samples: [[Double]] = Array(repeating: [], count: clients.count)
        for round in 0..<touches {
            // Alternate which client goes first, so neither always follows the other.
            for index in round % 2 == 0 ? [0, 1] : [1, 0] {
                samples[index].append(try running[index].measureTouch(on: server, id: nextID))
                nextID += 1
            }
        }
        let stats = samples.map(LatencyStats.init)
        print("touch-to-handler latency, \(touches) touches per client, one headless Xorg + inputtest server")
        for (client, stat) in zip(clients, stats) {
            print(String(format: "  %-18@ median %.3f ms   p99 %.3f ms", client.name as NSString, stat.median, stat.p99))
        }
        let medianRatio = stats[1].median / stats[0].median, p99Ratio = stats[1].p99 / stats[0].p99
        print(String(format: "  XUIKit / raw: median %.2fx, p99 %.2fx (target: median within 1.2x)", medianRatio, p99Ratio))
        print(String(format: "  core dispatch alone (in-process, no X): %.2f us per tap (began + ended)", CoreDispatchBench.run()))
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
