import Foundation
import TouchServer

/// CPU per touch update with 10 fingers at 1 kHz (`xuikit-bench --cpu-only`):
/// the XUIKit bench app (`TouchMovesView`, BENCH_MODE=moves: `touchesMoved`
/// reads every touch's location, draws nothing) against the raw Xlib client
/// (which decodes every XI_TouchUpdate with XGetEventData), side by side on
/// one headless server, pinned as the latency bench where the machine can.
///
/// A round: 10 fingers land on one client's half in one frame, then the bench
/// sends one frame of 10 moves every millisecond (absolute deadlines) for
/// `seconds`, lifts them, waits for the client to go idle, and reads the
/// client's CPU time (`RunningClient.cpuNanoseconds`, /proc/PID/schedstat:
/// nanoseconds, where /proc/PID/stat's utime+stime count 10 ms ticks).
/// Rounds alternate between the clients (ABBA ...). The figure is CPU time
/// per update frame (10 contacts), medians over five rounds each: a round's
/// cost swings with what else the machine runs (on this VM one round in three
/// or four can cost a third more, and more often for the client with the
/// larger working set), and three rounds let one bad pair move the median.
enum TouchCPUBench {
    struct Result {
        /// Microseconds of client CPU per 10-finger update frame, raw client then XUIKit app.
        let cpuPerUpdate: [Double]
        /// The update rate the bench achieved (frames per second), median over rounds.
        let rate: Double
        /// Every round's microseconds per update frame, raw client then XUIKit app, in the order run.
        let rounds: [[Double]]
    }

    static func run(directory: URL, seconds: Double = 2, rounds: Int = 5) throws -> Result {
        let clients = [
            BenchClient(name: "raw Xlib+XI2 (C)", executable: directory.appendingPathComponent("raw-xi2-client"), x: 0, width: 400),
            BenchClient(name: "XUIKit app", executable: directory.appendingPathComponent("xuikit-bench-client"), x: 400, width: 400, mode: "moves"),
        ]
        let pinned = CPUPlacement.canPin
        if pinned { try CPUPlacement.restrict(pid: 0, to: [0]) }
        defer { if pinned { try? CPUPlacement.restrict(pid: 0, to: CPUPlacement.allCPUs) } }
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        let running = try clients.map { try $0.start(display: server.display) }
        defer { running.forEach { $0.stop() } }
        if pinned {
            for client in running { try CPUPlacement.restrict(pid: client.process.processIdentifier, to: [1]) }
        }
        var nextID: UInt32 = 1
        for client in running { try client.warmUp(on: server, nextID: &nextID) }
        usleep(300_000)
        var perUpdate: [[Double]] = [[], []], rates: [Double] = []
        for round in 0..<rounds * 2 {
            let index = round & 1 == 0 ? round / 2 % 2 : 1 - round / 2 % 2
            let client = running[index]
            let before = client.cpuNanoseconds()
            let (frames, rate) = try swipe(on: server, left: Double(clients[index].x), nextID: &nextID)
            usleep(300_000)
            perUpdate[index].append(Double(client.cpuNanoseconds() - before) / Double(frames) / 1000)
            rates.append(rate)
            client.dropReports()
        }
        return Result(cpuPerUpdate: perUpdate.map { median($0) }, rate: median(rates), rounds: perUpdate)
    }

    /// Ten fingers moving on the half starting at `left` at 1 kHz for `seconds`:
    /// the number of update frames sent and the rate achieved.
    private static func swipe(on server: HeadlessTouchServer, left: Double, seconds: Double = 2,
                              nextID: inout UInt32) throws -> (frames: Int, rate: Double) {
        let ids = (0..<10).map { nextID + UInt32($0) }
        nextID += 10
        func position(finger: Int, step: Int) -> (x: Double, y: Double) {
            let phase = Double(step) * 2 * Double.pi / 1000 + Double(finger)
            return (left + 20 + Double(finger) * 36 + 10 * sin(phase), 300 + 200 * sin(phase * 0.5))
        }
        try server.touchscreen.send(frame: ids.enumerated().map { finger, id in
            let point = position(finger: finger, step: 0)
            return .down(id: id, x: point.x, y: point.y)
        })
        let frames = Int(seconds * 1000)
        let start = monotonicNanoseconds()
        for step in 1...frames {
            let due = start + UInt64(step) * 1_000_000
            let now = monotonicNanoseconds()
            if due > now { usleep(UInt32((due - now) / 1000)) }
            try server.touchscreen.send(frame: ids.enumerated().map { finger, id in
                let point = position(finger: finger, step: step)
                return .move(id: id, x: point.x, y: point.y)
            })
        }
        let elapsed = Double(monotonicNanoseconds() - start) / 1e9
        try server.touchscreen.send(frame: ids.map { .up(id: $0) })
        try server.sync()
        return (frames, Double(frames) / elapsed)
    }
}

/// The median of `values` (the upper one of an even count).
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
