import Foundation
import Testing
import TouchLab
import TouchServer
import TouchServerX11

/// `xuitouch inspect --max-contacts` and `--palms` as a tester runs them: the
/// server started by `xuitouch server start`, the touches played by `xuitouch play`.
@Suite("End to end: xuitouch inspect's maximum-contacts test and palm view", .serialized)
struct InspectMaxContactsAndPalmsEndToEndTests {
    /// A foreground `xuitouch server start` and what it printed.
    private struct StartedServer {
        let tool: ToolProcess
        let display: String
        let control: String

        init(_ options: [String]) throws {
            tool = try ToolProcess(["server", "start"] + options)
            // The control socket's line, whole: it is printed after the display's.
            let deadline = Date().addingTimeInterval(30)
            while !(tool.standardOutput.components(separatedBy: "XUITOUCH_CONTROL=").last?.contains("\n") ?? false)
                || !tool.standardOutput.contains("XUITOUCH_CONTROL=") {
                guard Date() < deadline, tool.isRunning else {
                    throw ToolProcessError(message: "server start: \(tool.standardOutput)\(tool.standardError)")
                }
                usleep(20_000)
            }
            var values: [String: String] = [:]
            for line in tool.standardOutput.split(separator: "\n") {
                let pair = line.replacingOccurrences(of: "export ", with: "").split(separator: "=", maxSplits: 1)
                if pair.count == 2 { values[String(pair[0])] = String(pair[1]) }
            }
            guard let display = values["DISPLAY"], let control = values["XUITOUCH_CONTROL"] else {
                throw ToolProcessError(message: "server start printed: \(tool.standardOutput)")
            }
            (self.display, self.control) = (display, control)
        }

        func stop() {
            let stopping = try? ToolProcess(["server", "stop", "--control", control])
            _ = stopping?.wait(timeout: 20)
            _ = tool.wait(timeout: 20)
            tool.kill()
        }
    }

    private func reportDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-inspect-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }

    private func writeScript(_ text: String, name: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-\(name)-\(getpid()).touch")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test("On a server started with --touches 16, sixteen fingers landing one by one then lifting: the report's maximum-contacts test reached 16 of the 16 advertised")
    func sixteenOfSixteen() throws {
        let server = try StartedServer(["--size", "1024x768", "--touches", "16"])
        defer { server.stop() }
        let directory = reportDirectory("max-contacts")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--max-contacts", "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        // A 4x4 hand of fingers, one landing every 60 ms, held 1.5 s, lifted one by one.
        let fingers = (0..<16).map { (id: $0 + 1, x: 110 + ($0 % 4) * 140, y: 210 + ($0 / 4) * 130) }
        var script = fingers.map { "down \($0.id) \($0.x) \($0.y)\nwait 60" }.joined(separator: "\n")
        script += "\nwait 1500\n" + fingers.map { "up \($0.id)\nwait 40" }.joined(separator: "\n")
        let file = try writeScript(script, name: "sixteen")
        defer { try? FileManager.default.removeItem(at: file) }
        let play = try ToolProcess(["play", file.path, "--control", server.control])
        defer { play.kill() }
        usleep(1_800_000)  // all sixteen down (60 ms apart), well inside the 1.5 s hold
        let display = try XDisplay(name: server.display)
        try ScreenCapture(display: display).writePNG(
            to: URL(fileURLWithPath: InspectEndToEndTests.screenshotDirectory).appendingPathComponent("inspector-max-contacts.png").path)
        display.close()
        #expect(play.wait(timeout: 30) == 0, "\(play.standardError)")
        #expect(tool.waitForOutput("max contacts: 16 contacts at once: as many as the touchscreen advertises (16)"), "\(tool.standardOutput)")
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let touchscreen = try #require(report.devices.first { $0.kind == .directTouch })
        #expect(touchscreen.maxTouches == 16)
        let test = try #require(report.maxContactsTest)
        #expect(test.device == touchscreen.id && test.advertised == 16 && test.reached == 16 && test.matchesAdvertised == true && test.cancelled == 0)
        #expect(report.maxSimultaneousContacts == 16 && report.totals.contacts == 16 && report.totals.cancelled == 0)
        #expect(report.palms == nil, "no palm view asked for")
    }

    @Test("inspect --new-server --touches 12 gives its touchscreen 12 slots; --touches without --new-server, or 0, is a usage error naming it")
    func newServerTouches() throws {
        let directory = reportDirectory("new-server-touches")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--new-server", "640x480", "--touches", "12", "--duration", "1", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.wait(timeout: 60) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(report.devices.first { $0.kind == .directTouch }?.maxTouches == 12)
        for (arguments, message) in [(["--touches", "12"], "--touches is for --new-server"),
                                     (["--new-server", "640x480", "--touches", "0"], "the touchscreen's touch slots must be 1...255")] {
            let bad = try ToolProcess(["inspect"] + arguments)
            defer { bad.kill() }
            #expect(bad.wait(timeout: 20) == 64, "\(arguments): \(bad.standardError)")
            #expect(bad.standardError.contains(message), "\(arguments): \(bad.standardError)")
        }
    }

    @Test("The palm view on the headless touchscreen: its fingers are drawn as contacts without a size, and the report says the touchscreen reports none")
    func palmViewWithoutContactSize() throws {
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        let directory = reportDirectory("palms")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--palms", "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        try server.touchscreen.send(frame: [.down(id: 1, x: 200, y: 300), .down(id: 2, x: 400, y: 300)])
        try server.sync()
        usleep(500_000)
        // The palm view draws a contact without a size in grey (the palette would tint it): 15 px below its centre.
        let display = try XDisplay(name: server.display)
        let capture = try ScreenCapture(display: display)
        display.close()
        for x in [200, 400] {
            let pixel = capture.rgb(x: x, y: 315)
            let (r, g, b) = (Int(pixel.red), Int(pixel.green), Int(pixel.blue))
            #expect(r > 50 && abs(r - g) < 12 && abs(g - b) < 12, "grey fill at \(x), 315: \(pixel)")
        }
        try server.touchscreen.send(frame: [.up(id: 1), .up(id: 2)])
        try server.sync()
        usleep(200_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        #expect(tool.standardOutput.contains("palms: the touchscreen reports no contact size (2 contacts without one)"), "\(tool.standardOutput)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let palms = try #require(report.palms)
        #expect(palms.touchscreenReportsSize == false)
        #expect(palms.contacts.map(\.verdict) == [.noSize, .noSize] && palms.noSize == 2 && palms.palms == 0)
        #expect(palms.limits == PalmDetector())
        #expect(report.maxContactsTest == nil, "no maximum-contacts test asked for")
    }
}

struct ToolProcessError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
