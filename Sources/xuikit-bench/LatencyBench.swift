import Foundation
import TouchServer

/// `make bench`: touch-to-handler latency of an XUIKit app against a raw
/// Xlib+XI2 client, on one headless server in one run.
///
/// Both clients write a byte to stdout when a touch begins (the raw one from
/// XNextEvent, the XUIKit one from `touchesBegan`). For each touch the bench
/// notes the time, sends TouchBegin through the virtual touchscreen, and
/// waits for the byte; the difference is the latency. Clients alternate in
/// rounds so drift on the machine hits both; results are medians and p99s
/// and their ratio (absolute times on shared machines are noise).
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
        let rounds = 3
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let clients = [
            BenchClient(name: "raw Xlib+XI2 (C)", executable: directory.appendingPathComponent("raw-xi2-client")),
            BenchClient(name: "XUIKit app", executable: directory.appendingPathComponent("xuikit-bench-client")),
        ]
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        var samples: [[Double]] = Array(repeating: [], count: clients.count)
        var nextID: UInt32 = 1
        for _ in 0..<rounds {
            for (index, client) in clients.enumerated() {
                let running = try client.start(display: server.display)
                defer { running.stop() }
                try running.warmUp(on: server, nextID: &nextID)
                for _ in 0..<(touches / rounds) {
                    samples[index].append(try running.measureTouch(on: server, id: nextID))
                    nextID += 1
                }
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
