import ArgumentParser
import Foundation

/// Runs this executable again, detached (own session, stdin from /dev/null),
/// and returns the first lines it prints; its stdout then goes nowhere.
enum BackgroundProcess {
    static func spawnSelf(arguments: [String], readLines count: Int) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        var text = ""
        while text.filter({ $0 == "\n" }).count < count {
            let data = output.fileHandleForReading.availableData
            if data.isEmpty {
                process.waitUntilExit()
                throw ToolError(description: "the background server exited before it was ready (status \(process.terminationStatus))")
            }
            text += String(decoding: data, as: UTF8.self)
        }
        return text.split(separator: "\n").prefix(count).map(String.init)
    }
}
