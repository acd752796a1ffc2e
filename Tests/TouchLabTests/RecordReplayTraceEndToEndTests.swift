import Foundation
import Testing
import TouchLab
import TouchServer
import TouchServerX11

/// Record then replay, judged by what an application receives: a script is
/// played into `xuitouch inspect` while `RawTouchRecorder` records, the
/// recording's text is replayed into a fresh inspector, and the two
/// inspectors' traces (every responder call's phase, position and force per
/// contact) must be the same (issue 18).
@Suite("End to end: a recording replays to the same app-side trace", .serialized)
struct RecordReplayTraceEndToEndTests {
    /// Two fingers land in one frame with pressure, drag, one lifts while the other goes on, then a tap.
    /// Frames are 80 ms apart, so that a machine busy elsewhere still delivers each in its own responder call.
    static let session = """
        down 1 200 300 0.4
        down 2 400 300 0.7
        wait 80
        move 1 220 310 0.45
        move 2 420 290 0.75
        wait 80
        move 1 240 320 0.5
        move 2 440 280 0.8
        wait 80
        move 1 260.5 330.25 0.55
        up 2
        wait 80
        move 1 280 340 0.6
        wait 80
        up 1
        wait 120
        down 3 700 500 0.3
        wait 60
        up 3
        """

    @Test("A script played into the inspector, recorded, and the recording replayed give the same trace, contact by contact and call by call")
    func recordThenReplay() throws {
        let script = try TouchScript(parsing: Self.session)
        var recording = ""
        let original = try inspect("original") { server in
            let recorder = try RawTouchRecorder(displayName: server.display)
            defer { recorder.display.close() }
            try TouchScriptPlayer(timing: .realTime).play(script, on: server)
            recorder.drain()
            recording = recorder.script.text
        }
        #expect(recording.hasPrefix("format 2\nrecorded at "), "\(recording)")
        let replayScript = try TouchScript(parsing: recording)
        let replayed = try inspect("replay") { server in
            try TouchScriptPlayer(timing: .realTime).play(replayScript, on: server)
        }
        #expect(original.contacts.map(\.phases) == [
            ["began", "moved", "moved", "moved", "moved", "ended"], ["began", "moved", "moved", "ended"], ["began", "ended"],
        ])
        #expect(original.maxSimultaneousContacts == 2 && replayed.maxSimultaneousContacts == 2)
        #expect(trace(original) == trace(replayed), "recording:\n\(recording)")
        // Positions and forces: what the app saw, within what the text's 3 decimals can change.
        for (a, b) in zip(original.contacts, replayed.contacts) {
            for (s, t) in zip(a.samples, b.samples) {
                #expect(abs(s.x - t.x) < 0.01 && abs(s.y - t.y) < 0.01, "contact \(a.id): \(s) vs \(t)")
                #expect(abs((s.force ?? -1) - (t.force ?? -1)) < 0.01, "contact \(a.id): \(s) vs \(t)")
            }
        }
    }

    /// Each contact's responder calls as `id: phase@x,y phase@x,y ...`, positions to 0.1 pt.
    private func trace(_ report: InspectorReport) -> [String] {
        report.contacts.map { contact in
            "\(contact.id): " + contact.samples.map { "\($0.phase)@\(String(format: "%.1f,%.1f", $0.x, $0.y))" }.joined(separator: " ")
        }
    }

    /// Runs the inspector on a fresh 1024x768 server, lets `play` drive it, and returns its report.
    private func inspect(_ name: String, play: (HeadlessTouchServer) throws -> Void) throws -> InspectorReport {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-record-replay-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        guard tool.waitForOutput("inspecting \(server.display)") else {
            throw RecordReplayError(message: "the inspector did not start: \(tool.standardError)")
        }
        usleep(300_000)
        try play(server)
        usleep(300_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        return try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
    }

    private struct RecordReplayError: Error, CustomStringConvertible {
        var message: String
        var description: String { message }
    }
}
