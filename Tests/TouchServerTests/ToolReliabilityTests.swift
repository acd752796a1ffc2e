import Foundation
import Testing
import TouchServer

/// `xuitouch` on bad input and under signals (issue 17, items 4, 7, 8 and 9).
@Suite("xuitouch reliability")
struct ToolReliabilityTests {
    @Test("Out-of-range gesture arguments are usage errors (exit 64) naming the option and its range", arguments: [
        (["tap", "--at", "1e400,5"], "--at must be X,Y with X and Y 0...32767 pixels, got 1e400,5"),
        (["tap", "--at", "nan,5"], "--at must be X,Y with X and Y 0...32767 pixels, got nan,5"),
        (["tap", "--at", "5,5", "--fingers", "0"], "--fingers must be 1...255 (and at most the server's touch slots), got 0"),
        (["tap", "--at", "5,5", "--fingers", "256"], "--fingers must be 1...255 (and at most the server's touch slots), got 256"),
        (["tap", "--at", "5,5", "--pressure", "5"], "--pressure must be 0...1, got 5.0"),
        (["tap", "--at", "5,5", "--hold=-1"], "--hold must be 0...86400000 ms, got -1.0"),
        (["long-press", "--at", "5,5", "--duration", "1e20"], "--duration must be 0...86400000 ms, got 1e+20"),
        (["drag", "--from", "1,1", "--to", "5,5", "--duration", "1e300"], "--duration must be 0...86400000 ms, got 1e+300"),
        (["drag", "--from", "1,1", "--to", "5,5", "--duration", "nan"], "--duration must be 0...86400000 ms, got nan"),
        (["drag", "--from", "1,1", "--to", "5,5", "--duration", "1e7", "--rate", "1e6"],
         "--rate must be above 0 and at most 1000 moves per second, got 1000000.0"),
        (["drag", "--from", "1,1", "--to", "5,5", "--duration", "1e7", "--rate", "1000"],
         "--duration 10000000 at --rate 1000 makes 10000000 moves; at most 100000 (shorten --duration or lower --rate)"),
        (["swipe", "--direction", "up", "--from", "5,5", "--fingers", "300"], "--fingers must be 1...255 (and at most the server's touch slots), got 300"),
        (["pinch", "--center", "5,5", "--from", "10", "--to", "inf"], "--to must be 0...32767 pixels, got inf"),
        (["rotate", "--center", "5,5", "--by", "1e9"], "--by must be -3600...3600 degrees, got 1000000000.0"),
    ])
    func gestureArgumentRanges(arguments: [String], message: String) {
        let result = runTool(["gesture"] + arguments + ["--print"])
        #expect(result.status == 64, "\(result.stderr)")
        #expect(result.stderr.hasPrefix("Error: \(message)\n"), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("Every gesture --print at the edges of its ranges prints a script that parses")
    func edgeGesturesParse() throws {
        for arguments in [
            ["tap", "--at", "32767,0", "--fingers", "10", "--pressure", "1", "--hold", "86400000"],
            ["drag", "--from", "0,0", "--to", "32767,32767", "--duration", "100000", "--rate", "1000"],
            ["swipe", "--direction", "left", "--from", "0,0", "--fingers", "10", "--distance", "32767"],
        ] {
            let result = runTool(["gesture"] + arguments + ["--print"])
            #expect(result.status == 0, "\(arguments): \(result.stderr)")
            _ = try TouchScript(parsing: result.stdout)
        }
    }

    @Test("A script number of 1e308 is a line error from play (exit 1), not a crash")
    func hugeNumberInPlay() {
        let result = runTool(["play", "-", "--control", "/nonexistent"], stdin: "down 1 1e308 1e308\nup 1\n")
        #expect(result.status == 1)
        #expect(result.stderr == "Error: -: line 1: X must be at most 32767, got 1e308: down 1 1e308 1e308\n")
    }

    @Test("`out=$(xuitouch server start --background 2>&1)` returns, naming the log the server writes; `server stop` removes the log, and a start removes a killed server's")
    func backgroundStartDetaches() throws {
        // A killed server's log: its directory is gone.
        let stale = "/tmp/xuitouch.000killed-\(getpid()).log"
        #expect(FileManager.default.createFile(atPath: stale, contents: Data("killed\n".utf8)))
        defer { unlink(stale) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = ["-c", "out=$(\"$0\" server start --background --size 320x240 2>&1); echo \"$out\"", toolURL.path]
        let output = Pipe()
        shell.standardOutput = output
        try shell.run()
        let started = monotonic()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        shell.waitUntilExit()
        #expect(monotonic() - started < 20)
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3, "\(text)")
        let control = try #require(lines.first { $0.hasPrefix("export XUITOUCH_CONTROL=") }).dropFirst(24)
        let log = try #require(lines.first { $0.hasPrefix("# server log: ") }).dropFirst(14)
        #expect(log.hasPrefix("/tmp/xuitouch.") && log.hasSuffix(".log"))
        #expect(FileManager.default.fileExists(atPath: String(log)))
        #expect(!FileManager.default.fileExists(atPath: stale), "the start left a killed server's log")
        defer { try? FileManager.default.removeItem(atPath: String(log)) }
        let stop = runTool(["server", "stop", "--control", String(control)])
        #expect(stop.status == 0, "\(stop.stderr)")
        // The server answers `stop` and then stops: its log and directory go within seconds.
        let directory = String(log.dropLast(4))
        let deadline = monotonic() + 10
        while monotonic() < deadline, FileManager.default.fileExists(atPath: String(log)) || FileManager.default.fileExists(atPath: directory) {
            usleep(20_000)
        }
        #expect(!FileManager.default.fileExists(atPath: String(log)), "the stopped server left \(log)")
        #expect(!FileManager.default.fileExists(atPath: directory), "the stopped server left \(directory)")
    }

    @Test("SIGTERM to `server start` during a long play stops it within seconds; the play reports it, fingers lifted")
    func sigtermDuringPlay() throws {
        let server = try RunningTool.startServer(size: "320x240")
        let play = Process()
        play.executableURL = toolURL
        play.arguments = ["play", "-", "--control", server.control]
        let input = Pipe(), errors = Pipe()
        play.standardInput = input
        play.standardError = errors
        try play.run()
        input.fileHandleForWriting.write(Data("down 1 10 10\nwait 7200000\nup 1\n".utf8))
        try input.fileHandleForWriting.close()
        usleep(500_000)
        #expect(play.isRunning)
        let started = monotonic()
        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()
        play.waitUntilExit()
        #expect(monotonic() - started < 5)
        #expect(server.process.terminationStatus == 0)
        #expect(play.terminationStatus == 1)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message == "Error: playback stopped early (the touch server is stopping): fingers lifted, keys and buttons released\n")
        #expect(waitUntil(timeout: 10) { !FileManager.default.fileExists(atPath: server.directory) })
    }
}
