import Foundation
import TouchServer

/// A benchmark client executable: writes one byte to stdout per touch begin.
struct BenchClient {
    let name: String
    let executable: URL
    /// The client's window: from `x` (pixels), `width` wide, full height (BENCH_X, BENCH_WIDTH).
    let x: Int
    let width: Int

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

    /// Taps until the client reports one (its window is up), then drops stray bytes.
    func warmUp(on server: HeadlessTouchServer, nextID: inout UInt32) throws {
        let deadline = Date().addingTimeInterval(15)
        while Date() < deadline {
            try server.touchscreen.down(id: nextID, x: touchX, y: 300)
            try server.touchscreen.up(id: nextID)
            nextID += 1
            if waitForByte(timeout: 0.5) {
                while waitForByte(timeout: 0.2) {}
                return
            }
        }
        throw BenchError("\(name) never reported a touch")
    }

    /// Milliseconds from sending TouchBegin to the client's byte.
    func measureTouch(on server: HeadlessTouchServer, id: UInt32) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try server.touchscreen.down(id: id, x: touchX, y: 300)
        guard waitForByte(timeout: 2) else {
            let state = process.isRunning ? "still running (pid \(process.processIdentifier))" : "exited with \(process.terminationStatus)"
            throw BenchError("\(name) did not report touch \(id) within 2 s; the client is \(state)")
        }
        let end = DispatchTime.now().uptimeNanoseconds
        try server.touchscreen.up(id: id)
        try server.sync()
        return Double(end - start) / 1_000_000
    }

    private func waitForByte(timeout: TimeInterval) -> Bool {
        var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
        guard poll(&descriptor, 1, Int32(timeout * 1000)) == 1 else { return false }
        var byte: UInt8 = 0
        return read(output, &byte, 1) == 1
    }

    func stop() {
        process.terminate()
        process.waitUntilExit()
    }
}

struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
