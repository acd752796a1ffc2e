import ArgumentParser
import Foundation

/// Runs this executable again, detached (own session, stdin from /dev/null),
/// with its stdout and stderr on one pipe that this process reads to the end.
///
/// The child writes what the caller should see and then moves its stdout
/// and stderr to a log file (`server start --detach-output`), which closes
/// the pipe: so `out=$(xuitouch server start --background 2>&1)` returns
/// (the caller's own output streams are never handed to the child).
enum BackgroundProcess {
    /// The child's output up to its detaching, split into lines; throws with
    /// that output if the child exited instead (it failed to start).
    static func spawnSelf(arguments: [String]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Our copy of the write end must go, or the read below never sees end-of-file.
        try? output.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        if !process.isRunning {
            process.waitUntilExit()
            if process.terminationStatus != 0 || !text.contains("export DISPLAY=") {
                throw ToolError(description: "the background server exited before it was ready (status \(process.terminationStatus)): "
                    + text.trimmingCharacters(in: .whitespacesAndNewlines))
            }
        }
        return text.split(separator: "\n").map(String.init)
    }
}
