import Foundation
import Testing
import TouchLab
import TouchServer
import TouchServerX11

/// `xuitouch inspect` run as a tester runs it, on a headless server whose
/// virtual touchscreen plays known touches; the report must tell them exactly.
@Suite("End to end: xuitouch inspect on the headless touchscreen", .serialized)
struct InspectEndToEndTests {
    /// Where the README's pictures go: $XUIKIT_SCREENSHOT_DIR if set, else the package's
    /// `.build/screenshots` (kept for a look, as `make demo`'s are; never the temporary directory,
    /// which a test run leaves as it found it).
    static let screenshotDirectory: String = {
        if let directory = ProcessInfo.processInfo.environment["XUIKIT_SCREENSHOT_DIR"] { return directory }
        let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let directory = package.appendingPathComponent(".build/screenshots").path
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return directory
    }()

    private func reportDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-inspect-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }

    private func distance(_ a: InspectorReport.Point, _ x: Double, _ y: Double) -> Double {
        ((a.x - x) * (a.x - x) + (a.y - y) * (a.y - y)).squareRoot()
    }

    @Test("A tap and a 200 px drag, then a three-finger landing: five contacts, at most three at once, exact phases, ends and path length; SIGTERM writes the report")
    func knownTouches() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let directory = reportDirectory("touches")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display) (1024x768 pt)"), "\(tool.standardError)")
        usleep(300_000)
        let screen = server.touchscreen
        // Two fingers: the left one taps, the right one drags 200 px to the right, one step per sync.
        try screen.send(frame: [.down(id: 11, x: 150, y: 200), .down(id: 12, x: 300, y: 400)])
        try server.sync()
        usleep(80_000)
        try screen.up(id: 11)
        try server.sync()
        for step in 1...10 {
            usleep(20_000)
            try screen.move(id: 12, x: 300 + Double(step) * 20, y: 400)
            try server.sync()
        }
        usleep(30_000)
        try screen.up(id: 12)
        try server.sync()
        usleep(200_000)
        // Three fingers land together and stay down for the screenshot.
        try screen.send(frame: [.down(id: 21, x: 200, y: 600, pressure: 0.3), .down(id: 22, x: 320, y: 560, pressure: 0.6),
                                .down(id: 23, x: 440, y: 600, pressure: 0.9)])
        try server.sync()
        for step in 1...5 {
            usleep(40_000)
            try screen.send(frame: [.move(id: 21, x: 200, y: 600 - Double(step) * 8, pressure: 0.3),
                                    .move(id: 22, x: 320 + Double(step) * 6, y: 560 - Double(step) * 10, pressure: 0.6),
                                    .move(id: 23, x: 440 + Double(step) * 10, y: 600 - Double(step) * 4, pressure: 0.9)])
            try server.sync()
        }
        usleep(700_000)  // the display link refreshes the finger labels' age
        let display = try XDisplay(name: server.display)
        let shot = URL(fileURLWithPath: Self.screenshotDirectory).appendingPathComponent("inspector.png")
        try ScreenCapture(display: display).writePNG(to: shot.path)
        display.close()
        try screen.send(frame: [.up(id: 21), .up(id: 22), .up(id: 23)])
        try server.sync()
        usleep(200_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        #expect(tool.standardOutput.contains("finished (signal): 5 contacts, at most 3 at once"))

        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("trails.png").path))
        #expect(report.schemaVersion == 1)
        #expect(report.screen == .init(width: 1024, height: 768, scale: 1))
        #expect(report.contacts.map(\.id) == [1, 2, 3, 4, 5])
        #expect(report.maxSimultaneousContacts == 3)
        #expect(report.totals.contacts == 5 && report.totals.ended == 5 && report.totals.cancelled == 0 && report.totals.stillDown == 0)
        try #require(report.contacts.count == 5)
        let tap = report.contacts[0], drag = report.contacts[1]
        #expect(tap.phases == ["began", "ended"])
        #expect(distance(tap.first, 150, 200) <= 1 && distance(tap.last, 150, 200) <= 1)
        #expect(tap.pathLength <= 1)
        #expect(report.deviceUnitsDevice != nil)
        #expect(tap.firstDeviceUnits.map { abs($0.x - 9600) <= 64 && abs($0.y - 200 * 65536 / 768) <= 86 } == true,
                "150, 200 px of 1024x768 in the touchscreen's 0...65535: \(String(describing: tap.firstDeviceUnits))")
        #expect(drag.phases.first == "began" && drag.phases.last == "ended")
        #expect(drag.phases.dropFirst().dropLast().allSatisfy { $0 == "moved" } && drag.phases.count >= 4, "\(drag.phases)")
        #expect(distance(drag.first, 300, 400) <= 1 && distance(drag.last, 500, 400) <= 1)
        #expect(abs(drag.pathLength - 200) <= 2, "path length \(drag.pathLength)")
        #expect(drag.lineDeviation <= 1, "a straight drag stays on its line")
        #expect(tap.began < drag.began + 0.05 && tap.ended! < drag.ended!)
        let landing = Array(report.contacts[2...])
        #expect(landing.map { $0.phases.first } == ["began", "began", "began"])
        #expect(landing.allSatisfy { $0.phases.last == "ended" && $0.phases.dropFirst().dropLast().allSatisfy { $0 == "moved" } })
        #expect(zip(landing.map(\.first), [(200.0, 600.0), (320.0, 560.0), (440.0, 600.0)]).allSatisfy { distance($0, $1.0, $1.1) <= 1 })
        #expect(zip(landing.map(\.last), [(200.0, 560.0), (350.0, 510.0), (490.0, 580.0)]).allSatisfy { distance($0, $1.0, $1.1) <= 1 },
                "\(landing.map(\.last))")
        #expect(abs(landing[1].pathLength - (30.0 * 30 + 50 * 50).squareRoot()) <= 2)
        #expect(landing.allSatisfy { ($0.maxForce ?? 0) > 0 }, "the touchscreen reports pressure")
    }

    @Test("--duration ends the inspector by itself and writes the report with the device table: the touchscreen is a direct touch device with 10 touches")
    func durationAndDevices() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let directory = reportDirectory("duration")
        defer { try? FileManager.default.removeItem(at: directory) }
        let started = Date()
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "1.5", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.wait(timeout: 30) == 0, "\(tool.standardError)")
        #expect(Date().timeIntervalSince(started) >= 1.5)
        #expect(tool.standardOutput.contains("finished (duration): 0 contacts, at most 0 at once"))
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(report.contacts.isEmpty && report.maxSimultaneousContacts == 0)
        #expect(report.duration >= 1.4)
        let touchscreens = report.devices.filter { $0.kind == .directTouch }
        #expect(touchscreens.count == 1)
        #expect(touchscreens.first?.maxTouches == 10)
        let x = touchscreens.first?.axes.first { $0.label == "Abs MT Position X" }
        #expect(x?.min == 0 && x?.max == 65535)
        #expect(report.devices.contains { $0.kind == .keyboard } && report.devices.contains { $0.kind == .pointer })
        #expect(report.devices.contains { $0.kind == .master })
        let output = try #require(report.outputs.first)
        #expect(report.outputs.count == 1 && output.x == 0 && output.y == 0 && output.width == 640 && output.height == 480)
        #expect(touchscreens.first?.mappedTo == "output \(output.name)")
    }

    @Test("The ghost-touch watch on real input: a finger still for 2.3 s, a 0 ms contact and a 290 px jump, each found once, in the report")
    func ghostTouches() throws {
        let server = try HeadlessTouchServer(width: 800, height: 600)
        defer { server.stop() }
        let directory = reportDirectory("ghosts")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        let screen = server.touchscreen
        try screen.down(id: 31, x: 100, y: 150)
        try server.sync()
        usleep(2_300_000)
        try screen.up(id: 31)
        try screen.send(frame: [.down(id: 32, x: 300, y: 150), .up(id: 32)])  // landed and lifted in one frame
        try server.sync()
        usleep(50_000)
        try screen.down(id: 33, x: 200, y: 400)
        try server.sync()
        usleep(30_000)
        try screen.move(id: 33, x: 210, y: 400)
        try server.sync()
        usleep(30_000)
        try screen.move(id: 33, x: 500, y: 400)
        try server.sync()
        usleep(30_000)
        try screen.up(id: 33)
        try server.sync()
        usleep(200_000)
        tool.send(SIGINT)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(report.contacts.map(\.phases.first) == ["began", "began", "began"])
        let found = report.ghostTouches.map { "#\($0.contact) \($0.kind.rawValue)" }
        #expect(found == ["#1 stationary", "#2 short", "#3 jump"])
        #expect(report.ghostTouches.first.map { $0.value > 2.2 && $0.value < 3 } == true)
        #expect(report.ghostTouches.last.map { abs($0.value - 290) <= 1 } == true)
    }

    @Test("The window manager's close button ends the inspector with the report written, exit 0")
    func closeButtonWritesReport() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let directory = reportDirectory("close")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        try server.touchscreen.down(id: 1, x: 100, y: 100)
        try server.touchscreen.up(id: 1)
        try server.sync()
        usleep(200_000)
        #expect(WindowManagerClose.closeAppWindow(on: server.display))
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        #expect(tool.standardOutput.contains("finished (window closed): 1 contact, at most 1 at once"))
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(report.contacts.map(\.phases) == [["began", "ended"]])
    }

    @Test("With no finger down the inspector sleeps: under 20 ms of CPU in a second after a burst of touches")
    func idleAfterTouches() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let tool = try ToolProcess(["inspect", "--display", server.display])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        for id in UInt32(1)...UInt32(5) {
            try server.touchscreen.down(id: id, x: 100 + Double(id) * 20, y: 200)
            try server.touchscreen.move(id: id, x: 110 + Double(id) * 20, y: 210)
            try server.touchscreen.up(id: id)
        }
        try server.sync()
        Thread.sleep(forTimeInterval: 0.5)
        let before = try tool.cpuNanoseconds()
        Thread.sleep(forTimeInterval: 1)
        let used = try tool.cpuNanoseconds() - before
        #expect(used < 20_000_000, "CPU in one idle second: \(Double(used) / 1e6) ms")
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0)
    }
}
