import Foundation
import Testing
import TouchServer
import TouchServerX11

/// A position off the server's screen is an error naming its line, never
/// clamped to the edge without a word (issue 18).
@Suite("Scripts with positions off the screen")
struct OffScreenScriptTests {
    @Test("Parsing for a screen names the first line whose position is off it, X or Y, touch or pointer", arguments: [
        ("down 1 1023.9 767.9\nmove 1 1024 10\nup 1", "line 2: X 1024 is off the 1024x768 screen (X must be below 1024): move 1 1024 10"),
        ("down 1 10 768\nup 1", "line 1: Y 768 is off the 1024x768 screen (Y must be below 768): down 1 10 768"),
        ("# a comment\npointer 5000 5", "line 2: X 5000 is off the 1024x768 screen (X must be below 1024): pointer 5000 5"),
    ])
    func parsingForAScreen(text: String, message: String) {
        let target = PlaybackTarget(screen: ScreenSize(width: 1024, height: 768))
        #expect(throws: (any Error).self) { try TouchScript(parsing: text, for: target) }
        do {
            _ = try TouchScript(parsing: text, for: target)
        } catch {
            #expect("\(error)" == message)
        }
        // Without a screen the same text is a valid script: the check is the screen's.
        #expect((try? TouchScript(parsing: text)) != nil)
    }

    @Test("The player refuses a script leaving its server's screen and sends nothing of it")
    func playerRefusesBeforeSending() throws {
        let script = try TouchScript(parsing: "down 1 100 100\nmove 1 200 100\nmove 1 700 100\nup 1")
        try withObservedServer(width: 640, height: 480) { server, observer in
            #expect(throws: TouchScriptError(line: 3, text: "move 1 700 100",
                                             reason: "X 700 is off the 640x480 screen (X must be below 640)")) {
                try TouchScriptPlayer(timing: .fast).play(script, on: server)
            }
            try server.sync()
            #expect(touchRecords(observer.collect()).isEmpty)
        }
    }

    @Test("xuitouch play names the file's line (counting comments and typed text) and plays nothing; a gesture off the screen says so")
    func toolNamesTheLine() throws {
        let server = try RunningTool.startServer(size: "320x240")
        defer { _ = runTool(["server", "stop", "--control", server.control]); server.process.waitUntilExit() }
        let observer = try XI2EventObserver(displayName: server.display)
        defer { observer.display.close() }
        let text = "# off the right edge below\ntype \"ab\"\ndown 1 10 10\nmove 1 320 10\nup 1\n"
        var result = runTool(["play", "-", "--fast", "--control", server.control], stdin: text)
        #expect(result.status == 1)
        #expect(result.stderr == "Error: -: line 4: X 320 is off the 320x240 screen (X must be below 320): move 1 320 10\n", "\(result.stderr)")
        result = runTool(["gesture", "drag", "--from", "10,10", "--to", "10,300", "--fast", "--control", server.control])
        #expect(result.status == 1)
        #expect(result.stderr.contains("the gesture does not fit the server (320x240, 10 touch slots): step"), "\(result.stderr)")
        #expect(result.stderr.contains("Y must be below 240"), "\(result.stderr)")
        // A step for a device the server lacks is refused the same way.
        result = runTool(["play", "-", "--fast", "--control", server.control], stdin: "sync\ntouchpad scroll 0 120\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: -: line 2: this server has no touchpad (start it with `xuitouch server start --touchpad`): touchpad scroll 0 120\n",
                "\(result.stderr)")
        // The same script on the screen plays.
        result = runTool(["play", "-", "--fast", "--control", server.control], stdin: "down 1 10 10\nmove 1 319.5 239.5\nup 1\n")
        #expect(result.status == 0, "\(result.stderr)")
        let records = touchRecords(observer.collect())
        #expect(records.map(\.phase) == [.begin, .update, .end], "\(records)")
        #expect(records.last.map { abs($0.x - 319.5) < 0.01 && abs($0.y - 239.5) < 0.01 } == true, "\(records)")
    }
}
