import Foundation
import Testing
import TouchServer
import TouchServerX11

/// A recording replayed on a screen of another size (issue 18: recorded on
/// one laptop, replayed on another panel).
@Suite("Replaying a recording on another screen size")
struct FitReplayTests {
    @Test("fitted scales positions per axis and keeps relative moves, pressure, times and contact details")
    func fittedScalesPositions() throws {
        let script = try TouchScript(parsing: """
            format 2
            recorded screen 1000x500
            at 0
            down 1 100 50 0.5 device 6 major 30
            pointer 500 250
            pen in 10 20
            touchpad move 10 10
            at 8
            up 1
            """)
        let fitted = try #require(script.fitted(to: ScreenSize(width: 2000, height: 250)))
        #expect(fitted.steps == [
            .at(milliseconds: 0), .down(id: 1, x: 200, y: 25, pressure: 0.5), .contact(ContactDetail(id: 1, device: 6, major: 30)),
            .pointer(x: 1000, y: 125), .pen(.enter(x: 20, y: 10)), .touchpad(.move(dx: 10, dy: 10)), .at(milliseconds: 8), .up(id: 1),
        ])
        #expect(fitted.header == script.header)
        #expect(try TouchScript(parsing: "down 1 1 1\nup 1").fitted(to: ScreenSize(width: 10, height: 10)) == nil)
    }

    @Test("A recording made on 1024x768 plays on a 512x384 server with --fit at half the positions; without it the first off-screen line is named")
    func fitOnTheTool() throws {
        let recording = try withObservedServer { server, _ in
            let recorder = try RawTouchRecorder(displayName: server.display)
            defer { recorder.display.close() }
            try TouchScriptPlayer(timing: .fast).play(.drag(from: ScreenPoint(x: 100, y: 100), to: ScreenPoint(x: 900, y: 700), duration: 100),
                                                      on: server)
            recorder.drain()
            return recorder.script.text
        }
        let path = NSTemporaryDirectory() + "fit-\(getpid()).touch"
        try recording.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let server = try RunningTool.startServer(size: "512x384")
        defer { _ = runTool(["server", "stop", "--control", server.control]); server.process.waitUntilExit() }
        let observer = try XI2EventObserver(displayName: server.display)
        defer { observer.display.close() }
        var result = runTool(["play", path, "--fast", "--control", server.control])
        #expect(result.status == 1)
        #expect(result.stderr.contains("is off the 512x384 screen"), "\(result.stderr)")
        result = runTool(["play", path, "--fit", "--fast", "--control", server.control])
        #expect(result.status == 0, "\(result.stderr)")
        let touches = touchRecords(observer.collect())
        #expect(touches.first.map { abs($0.x - 50) < 0.01 && abs($0.y - 50) < 0.01 } == true, "\(touches)")
        #expect(touches.last.map { $0.phase == .end && abs($0.x - 450) < 0.01 && abs($0.y - 350) < 0.01 } == true, "\(touches)")
        result = runTool(["play", "-", "--fit", "--fast", "--control", server.control], stdin: "down 1 1 1\nup 1\n")
        #expect(result.status == 1)
        #expect(result.stderr.contains("--fit needs a recording that names its screen"), "\(result.stderr)")
    }
}
