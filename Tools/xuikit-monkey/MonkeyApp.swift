import Foundation

/// The app under the monkey: launched with the touch audit on
/// (`XUIKIT_TOUCH_AUDIT=1`, a heartbeat every half second), its output
/// collected; what the audit says is parsed as it comes.
// Sendable: the pipes' handlers run on Foundation's threads; the state is lock-guarded.
final class MonkeyApp: @unchecked Sendable {
    private let process = Process()
    private let output = Pipe(), errors = Pipe()
    private let lock = NSLock()
    private var outText = "", errText = ""
    private var errPending = ""
    private var heartbeatAt = Date()
    private var lastSummary = ""
    private var violationLines: [String] = []

    static let auditPrefix = "xuikit touch audit: "

    init(executable: URL, display: String) throws {
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment["XUIKIT_TOUCH_AUDIT"] = "1"
        environment["XUIKIT_TOUCH_AUDIT_INTERVAL"] = "0.5"
        process.environment = environment
        process.standardOutput = output
        process.standardError = errors
        output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.take(handle.availableData, error: false) }
        errors.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.take(handle.availableData, error: true) }
        try process.run()
    }

    private func take(_ data: Data, error: Bool) {
        let text = String(decoding: data, as: UTF8.self)
        lock.lock(); defer { lock.unlock() }
        guard error else {
            outText = String((outText + text).suffix(20_000))
            return
        }
        errPending += text
        while let newline = errPending.firstIndex(of: "\n") {
            let line = String(errPending[..<newline])
            errPending.removeSubrange(...newline)
            if line.hasPrefix(Self.auditPrefix) {
                let rest = line.dropFirst(Self.auditPrefix.count)
                if rest.hasPrefix("violation: ") { violationLines.append(String(rest)) } else { lastSummary = String(rest); heartbeatAt = Date() }
            } else {
                if line.hasPrefix("xuikit view census: ") { say("monkey: app's \(line.dropFirst(7))") }
                errText = String((errText + line + "\n").suffix(20_000))
            }
        }
    }

    var isRunning: Bool { process.isRunning }
    var pid: Int32 { process.processIdentifier }
    var standardOutput: String { lock.lock(); defer { lock.unlock() }; return outText }
    /// Standard error less the audit's lines (the last 20,000 characters).
    var standardError: String { lock.lock(); defer { lock.unlock() }; return errText + errPending }
    var secondsSinceHeartbeat: TimeInterval { lock.lock(); defer { lock.unlock() }; return Date().timeIntervalSince(heartbeatAt) }
    var summary: String { lock.lock(); defer { lock.unlock() }; return lastSummary }
    var violations: [String] { lock.lock(); defer { lock.unlock() }; return violationLines }

    /// The audit's count named `name` in its last heartbeat ("live", "began", ...).
    func count(_ name: String) -> Int? {
        let words = summary.split(separator: " ")
        guard let index = words.firstIndex(of: Substring(name)), index + 1 < words.count else { return nil }
        return Int(words[index + 1])
    }

    /// Waits until standard output contains `text`.
    func waitForOutput(_ text: String, timeout: TimeInterval) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if standardOutput.contains(text) { return true }
            if !process.isRunning { return false }
            usleep(50_000)
        }
        return false
    }

    /// Waits for a heartbeat newer than now.
    func waitForHeartbeat(timeout: TimeInterval) -> Bool {
        let asked = Date()
        while Date().timeIntervalSince(asked) < timeout {
            if secondsSinceHeartbeat < Date().timeIntervalSince(asked) { return true }
            usleep(50_000)
        }
        return false
    }

    /// Resident memory in MB (VmRSS), or nil once the process has gone.
    var residentMB: Double? {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
              let kB = Double(line.split(separator: " ").dropFirst().first ?? "") else { return nil }
        return kB / 1024
    }

    /// How the process ended: its status or signal.
    var ending: String {
        process.waitUntilExit()
        usleep(100_000)  // the handlers take the last bytes
        return process.terminationReason == .uncaughtSignal ? "signal \(process.terminationStatus)" : "exit status \(process.terminationStatus)"
    }

    /// The app's threads' stacks, from gdb attached for a moment (empty when gdb
    /// is missing or takes over 60 s). A hang's report needs them: SIGABRT would
    /// start Swift's backtracer, which can take minutes on a debug build.
    func stacks() -> String {
        let gdb = Process()
        gdb.executableURL = URL(fileURLWithPath: "/usr/bin/gdb")
        gdb.arguments = ["-p", "\(pid)", "-batch", "-ex", "thread apply all bt 40"]
        let pipe = Pipe()
        gdb.standardOutput = pipe
        gdb.standardError = FileHandle.nullDevice
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gdb"), (try? gdb.run()) != nil else { return "" }
        let watchdog = DispatchWorkItem { if gdb.isRunning { gdb.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        gdb.waitUntilExit()
        watchdog.cancel()
        return text.split(separator: "\n").filter { $0.hasPrefix("#") || $0.hasPrefix("Thread") }.joined(separator: "\n")
    }

    func kill(_ signal: Int32 = SIGKILL) {
        if process.isRunning { Glibc.kill(process.processIdentifier, signal); process.waitUntilExit() }
    }
}
