import Foundation

/// `xuitouch` (built next to the test bundle) running in the background,
/// its standard output and error collected as they come.
nonisolated final class ToolProcess: @unchecked Sendable {
    static let toolURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xuitouch")
    private let process = Process()
    private let output = Pipe(), errors = Pipe()
    // Guards outData and errData, appended from the pipes' reading threads.
    private let lock = NSLock()
    private var outData = Data(), errData = Data()

    /// Starts `xuitouch arguments` with this process's environment plus `environment`.
    init(_ arguments: [String], environment: [String: String] = [:]) throws {
        process.executableURL = Self.toolURL
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: false) }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.append(handle.availableData, error: true) }
        try process.run()
    }

    private func append(_ data: Data, error: Bool) {
        lock.withLock { if error { errData.append(data) } else { outData.append(data) } }
    }

    var standardOutput: String { lock.withLock { String(decoding: outData, as: UTF8.self) } }
    var standardError: String { lock.withLock { String(decoding: errData, as: UTF8.self) } }

    /// Waits until standard output contains `text` (at most `timeout` seconds); whether it did.
    func waitForOutput(_ text: String, timeout: TimeInterval = 20) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardOutput.contains(text) { return true }
            if !process.isRunning { return standardOutput.contains(text) }
            usleep(20_000)
        }
        return false
    }

    /// CPU time of the tool's main thread so far, in nanoseconds (/proc/PID/schedstat).
    func cpuNanoseconds() throws -> UInt64 {
        let text = try String(contentsOfFile: "/proc/\(process.processIdentifier)/schedstat", encoding: .utf8)
        return UInt64(text.split(separator: " ")[0]) ?? 0
    }

    /// Whether the tool is still running.
    var isRunning: Bool { process.isRunning }

    /// Sends `signal` to the tool.
    func send(_ signal: Int32) { Foundation.kill(process.processIdentifier, signal) }

    /// Waits for the exit (at most `timeout` seconds); its status, or nil if still running.
    func wait(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        guard !process.isRunning else { return nil }
        process.waitUntilExit()
        usleep(50_000)  // the last output still in the pipes
        return process.terminationStatus
    }

    /// Kills the tool if it is still running.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
    }
}
