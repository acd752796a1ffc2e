import Foundation
import Testing
import TouchServer

/// `xuitouch record` as a tester runs it, into a file.
@Suite("xuitouch record")
struct RecordToolTests {
    @Test("record --duration -o writes a format-2 recording of a gesture played meanwhile, which plays back")
    func recordToAFile() throws {
        let server = try RunningTool.startServer(size: "640x480")
        defer { _ = runTool(["server", "stop", "--control", server.control]); server.process.waitUntilExit() }
        let path = NSTemporaryDirectory() + "record-\(getpid()).touch"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let recorder = Process()
        recorder.executableURL = toolURL
        recorder.arguments = ["record", "--display", server.display, "--duration", "2", "-o", path]
        let errors = Pipe()
        recorder.standardError = errors
        try recorder.run()
        // It says it is recording once it listens.
        var said = ""
        while !said.contains("Ctrl-C to stop") {
            let data = errors.fileHandleForReading.availableData
            guard !data.isEmpty else { break }
            said += String(decoding: data, as: UTF8.self)
        }
        #expect(said.contains("recording input on \(server.display) (640x480)"), "\(said)")
        let result = runTool(["gesture", "tap", "--at", "320,240", "--fingers", "2", "--fast", "--control", server.control])
        #expect(result.status == 0, "\(result.stderr)")
        recorder.waitUntilExit()
        #expect(recorder.terminationStatus == 0)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let script = try TouchScript(parsing: text)
        #expect(text.hasPrefix("format 2\nrecorded at "), "\(text)")
        #expect(script.header?.devices.contains { $0.kind == .directTouch && $0.name == "touchscreen" } == true, "\(text)")
        #expect(script.steps.filter { if case .down = $0 { return true } else { return false } }.count == 2, "\(text)")
        let replay = runTool(["play", path, "--fast", "--control", server.control])
        #expect(replay.status == 0, "\(replay.stderr)")
    }
}
