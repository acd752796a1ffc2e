import Foundation

/// The running `gtk-pick-peer` (Benchmarks/gtk-pick-peer/main.c): GTK 4's
/// `gtk_widget_pick` on the trees `HitTestBench` builds, driven line by line.
///
/// `start` returns nil with the reason when the peer cannot run (not built
/// because gtk4 is not installed, or GTK cannot open the display), so the
/// bench can skip the GTK column with a clear message.
final class GTKPickPeer {
    private let process: Process
    private let input: FileHandle
    private let output: Int32
    private var buffered = Data()

    private init(process: Process, input: FileHandle, output: Int32) {
        self.process = process
        self.input = input
        self.output = output
    }

    /// Starts the peer found beside this executable on `display` and waits
    /// (up to 60 s: GTK lays out 10,000 widgets first) until its trees are up.
    static func start(display: String) -> Result<GTKPickPeer, BenchError> {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("gtk-pick-peer")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            return .failure(BenchError("\(executable.path) is missing (`make bench` builds it where `pkg-config gtk4` works: install libgtk-4-dev)"))
        }
        let process = Process()
        process.executableURL = executable
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        // No GL (the dummy video driver has none) and no accessibility bus: picking needs neither.
        environment["GSK_RENDERER"] = "cairo"
        environment["GDK_DEBUG"] = "gl-disable"
        environment["GTK_A11Y"] = "none"
        environment["NO_AT_BRIDGE"] = "1"
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        do { try process.run() } catch { return .failure(BenchError("gtk-pick-peer did not start: \(error)")) }
        let peer = GTKPickPeer(process: process, input: stdin.fileHandleForWriting, output: stdout.fileHandleForReading.fileDescriptor)
        guard peer.readLine(timeout: 60) == "ready" else {
            peer.stop()
            return .failure(BenchError("gtk-pick-peer never came up on \(display) (its stderr says why)"))
        }
        return .success(peer)
    }

    /// Nanoseconds per pick over `count` points of the flat grid or the chain.
    func pick(flat: Bool, count: Int) throws -> Double {
        input.write("\(flat ? "flat" : "chain") \(count)\n".data(using: .utf8)!)
        guard let line = readLine(timeout: 120), let nanoseconds = Double(line) else {
            throw BenchError("gtk-pick-peer stopped answering (a wrong pick ends it; see its stderr)")
        }
        return nanoseconds
    }

    func stop() {
        try? input.write(contentsOf: "quit\n".data(using: .utf8)!)
        try? input.close()
        process.waitUntilExit()
    }

    /// The next line of the peer's stdout, or nil at its end or after `timeout` seconds.
    private func readLine(timeout: TimeInterval) -> String? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let newline = buffered.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffered[buffered.startIndex..<newline], as: UTF8.self)
                buffered.removeSubrange(buffered.startIndex...newline)
                return line
            }
            var descriptor = pollfd(fd: output, events: Int16(POLLIN), revents: 0)
            let left = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard poll(&descriptor, 1, left) == 1 else { return nil }
            var chunk = [UInt8](repeating: 0, count: 256)
            let count = read(output, &chunk, chunk.count)
            guard count > 0 else { return nil }
            buffered.append(contentsOf: chunk[0..<count])
        }
    }
}
