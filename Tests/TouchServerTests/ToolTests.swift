import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The `xuitouch` executable, run as a user would.
@Suite("xuitouch command-line tool")
struct ToolTests {
    @Test("server start, gesture, play and server stop drive one server through its control socket")
    func startPlayStop() throws {
        let server = try RunningTool.startServer(size: "640x480")
        let observer = try XI2EventObserver(displayName: server.display)
        let tap = TouchScript.tap(at: ScreenPoint(x: 100, y: 100), fingers: 2)
        var result = runTool(["gesture", "tap", "--at", "100,100", "--fingers", "2", "--fast", "--control", server.control])
        #expect(result.status == 0, "\(result.stderr)")
        result = runTool(["play", "-", "--fast", "--display", server.display], stdin: "down 9 320.5 240\nmove 9 330 250\nup 9\n")
        #expect(result.status == 0, "\(result.stderr)")
        let script = tap + (try TouchScript(parsing: "down 9 320.5 240\nmove 9 330 250\nup 9"))
        let records = try #require(touchRecords(observer.collect(), namedAfter: script))
        #expect(sequencesMatch(records, script.expectedTouches))
        observer.display.close()
        result = runTool(["server", "stop", "--display", server.display])
        #expect(result.status == 0, "\(result.stderr)")
        server.process.waitUntilExit()
        #expect(server.process.terminationStatus == 0)
        #expect(!FileManager.default.fileExists(atPath: server.directory))
    }

    @Test("Locating a display's control socket skips a killed server's leftover directory with the same number")
    func locateSkipsStaleDirectory() throws {
        let server = try RunningTool.startServer(size: "320x240")
        defer { _ = runTool(["server", "stop", "--control", server.control]); server.process.waitUntilExit() }
        let number = server.display.replacingOccurrences(of: ":", with: "")
        let stale = "/tmp/xuitouch.000stale-\(getpid())"  // sorts before the live one
        try FileManager.default.createDirectory(atPath: stale, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: stale) }
        try number.write(toFile: "\(stale)/display", atomically: true, encoding: .utf8)
        try "".write(toFile: "\(stale)/control.sock", atomically: true, encoding: .utf8)
        try "999999999".write(toFile: "\(stale)/xorg.pid", atomically: true, encoding: .utf8)
        #expect(try TouchControlClient.locate(display: server.display).path == server.control)
    }

    @Test("Ctrl-C and SIGKILL of `server start` both take the server and its directory away")
    func interruptedServerIsCleanedUp() throws {
        for signal in [SIGINT, SIGKILL] {
            let server = try RunningTool.startServer(size: "320x240")
            let xorg = pid_t(try String(contentsOfFile: "\(server.directory)/xorg.pid", encoding: .utf8)
                .trimmingCharacters(in: .whitespacesAndNewlines))!
            kill(server.process.processIdentifier, signal)
            server.process.waitUntilExit()
            // The watchdog notices the closed lifeline at once; allow it time to stop Xorg.
            var waited = 0.0
            while FileManager.default.fileExists(atPath: server.directory) && waited < 10 {
                usleep(20_000)
                waited += 0.02
            }
            #expect(!FileManager.default.fileExists(atPath: server.directory), "after signal \(signal)")
            #expect(processCommandLine(xorg)?.contains(server.directory) != true, "after signal \(signal)")
        }
    }

    @Test("A script line that does not parse is reported with its line number and reason")
    func badScriptLine() throws {
        let path = NSTemporaryDirectory() + "bad-\(getpid()).touch"
        try "down 1 10 10\nmove 1 ten 10\nup 1\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let result = runTool(["play", path, "--control", "/nonexistent"])
        #expect(result.status != 0)
        #expect(result.stderr.contains("\(path): line 2: X is not a number: 'ten': move 1 ten 10"), "\(result.stderr)")
    }

    @Test("Commands needing a display say so when DISPLAY is not set")
    func noDisplay() {
        for arguments in [["devices"], ["record", "--duration", "0"], ["gesture", "tap", "--at", "1,1"]] {
            let result = runTool(arguments, environment: ["DISPLAY": "", "XUITOUCH_CONTROL": ""])
            #expect(result.status != 0)
            #expect(result.stderr.contains("DISPLAY"), "\(arguments): \(result.stderr)")
        }
    }

    @Test("devices lists the touchscreen as direct with 10 touches and its axes")
    func devicesListing() throws {
        let server = try HeadlessTouchServer(width: 320, height: 240)
        defer { server.stop() }
        let result = runTool(["devices", "--display", server.display])
        #expect(result.status == 0)
        #expect(result.stdout.contains("""
            "touchscreen" slave pointer (attached to 2)
                touch: direct, 10 touches
                valuator 0 Abs MT Position X: 0...65535 absolute
                valuator 1 Abs MT Position Y: 0...65535 absolute
            """), "\(result.stdout)")
        #expect(result.stdout.contains("valuator 4 Abs MT Pressure: 0...2047 absolute"))
    }
}

/// A `xuitouch server start` running in the background of a test.
struct RunningTool {
    var process: Process
    var display: String
    var control: String
    var directory: String { (control as NSString).deletingLastPathComponent }

    /// Starts `xuitouch server start` (with `extra` options) and reads its two export lines.
    static func startServer(size: String, extra: [String] = []) throws -> RunningTool {
        let process = Process()
        process.executableURL = toolURL
        process.arguments = ["server", "start", "--size", size] + extra
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var text = ""
        while text.filter({ $0 == "\n" }).count < 2 {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw ToolTestError(message: "server start exited early: \(text)") }
            text += String(decoding: data, as: UTF8.self)
        }
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let assignment = line.replacingOccurrences(of: "export ", with: "").split(separator: "=", maxSplits: 1)
            if assignment.count == 2 { values[String(assignment[0])] = String(assignment[1]) }
        }
        guard let display = values["DISPLAY"], let control = values["XUITOUCH_CONTROL"] else {
            throw ToolTestError(message: "unexpected output: \(text)")
        }
        return RunningTool(process: process, display: display, control: control)
    }
}

struct ToolTestError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

/// The built `xuitouch`, next to the test bundle.
let toolURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("xuitouch")

/// Runs `xuitouch arguments`, returning its exit status and output.
func runTool(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:]) -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = toolURL
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    do { try process.run() } catch { return (-1, "", "cannot run \(toolURL.path): \(error)") }
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try? input.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stdout, as: UTF8.self), String(decoding: stderr, as: UTF8.self))
}
