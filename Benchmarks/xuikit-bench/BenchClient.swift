import Foundation
import TouchServer

/// A benchmark client executable: for each touch begin, writes to stdout the
/// moment its handler saw it (CLOCK_MONOTONIC nanoseconds, 8 bytes).
struct BenchClient {
    let name: String
    let executable: URL
    /// The client's window: from `x` (pixels), `width` wide, full height (BENCH_X, BENCH_WIDTH).
    let x: Int
    let width: Int
    /// BENCH_MODE, the client's benchmark mode (nil: report touch begins only).
    var mode: String? = nil

    func start(display: String) throws -> RunningClient {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BenchError("\(name): \(executable.path) is missing (build with `swift build -c release`)")
        }
        let process = Process()
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["BENCH_X"] = String(x)
        environment["BENCH_WIDTH"] = String(width)
        environment["BENCH_MODE"] = mode
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        return RunningClient(
            name: name, process: process, output: output.fileHandleForReading.fileDescriptor,
            touchX: Double(x + width / 2))
    }
}

/// A started client and the read end of its stdout.
struct RunningClient {
    let name: String
    let process: Process
    let output: Int32
    /// Where this client's touches land (the middle of its window; y is 300).
    let touchX: Double

    /// Taps until the client reports one (its window is up), then drops stray reports.
    func warmUp(on server: HeadlessTouchServer, nextID: inout UInt32) throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            try server.touchscreen.down(id: nextID, x: touchX, y: 300)
            try server.touchscreen.up(id: nextID)
            nextID += 1
            if readReport(timeout: 0.5) != nil {
                while readReport(timeout: 0.2) != nil {}
                return
            }
        }
        throw BenchError("\(name) never reported a touch")
    }

    /// One touch: sends TouchBegin, waits for the client's report, lifts the finger.
    func measureTouch(on server: HeadlessTouchServer, id: UInt32) throws -> TouchTiming {
        let start = monotonicNanoseconds()
        try server.touchscreen.down(id: id, x: touchX, y: 300)
        guard let handled = readReport(timeout: 2) else {
            let state = process.isRunning ? "still running (pid \(process.processIdentifier))" : "exited with \(process.terminationStatus)"
            throw BenchError("\(name) did not report touch \(id) within 2 s; the client is \(state)")
        }
        let read = monotonicNanoseconds()
        try server.touchscreen.up(id: id)
        try server.sync()
        return TouchTiming(toHandler: milliseconds(handled, since: start), toReportRead: milliseconds(read, since: start))
    }

    /// The next 8-byte report (the handler's CLOCK_MONOTONIC nanoseconds), or nil after `timeout` seconds.
    func readReport(timeout: TimeInterval) -> UInt64? {
        var report: UInt64 = 0
        var received = 0
        let deadline = Date().addingTimeInterval(timeout)
        while received < 8 {
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&descriptor, 1, left) == 1 else { return nil }
            let count = withUnsafeMutableBytes(of: &report) { read(output, $0.baseAddress! + received, 8 - received) }
            guard count > 0 else { return nil }
            received += count
        }
        return report
    }

    /// Reads and drops the reports waiting now.
    func dropReports() {
        while readReport(timeout: 0) != nil {}
    }

    private func milliseconds(_ end: UInt64, since start: UInt64) -> Double {
        Double(Int64(bitPattern: end &- start)) / 1_000_000
    }

    /// Nanoseconds the client process has run on a CPU so far (all threads; /proc/PID/schedstat).
    func cpuNanoseconds() -> UInt64 {
        let path = "/proc/\(process.processIdentifier)/schedstat"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8),
              let first = text.split(separator: " ").first else { return 0 }
        return UInt64(first) ?? 0
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

/// One touch's latencies in milliseconds: to the client's handler (the
/// handler's own clock reading), and to the bench having read the report
/// (which adds the bench's wake-up, and so whatever the client still does
/// after its handler while the bench waits for a CPU).
struct TouchTiming {
    let toHandler: Double
    let toReportRead: Double
}

/// CLOCK_MONOTONIC in nanoseconds: the clock the clients report on.
func monotonicNanoseconds() -> UInt64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
