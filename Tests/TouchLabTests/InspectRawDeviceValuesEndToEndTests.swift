import Foundation
import Testing
import TouchLab
import TouchServer
import TouchServerX11

/// `xuitouch inspect` reads what the touchscreen itself reported (XI2 raw
/// events on a connection of its own) and pairs it with the touches the app
/// received: on the headless server, the report's samples must hold the very
/// values the virtual touchscreen sent.
@Suite("End to end: the inspector shows the touchscreen's own values", .serialized)
struct InspectRawDeviceValuesEndToEndTests {
    private func reportDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-inspect-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }

    @Test("""
        A played drag, two fingers landing together and a tap under a transformation matrix: every sample carries the device's \
        position exactly as sent (not the matrix's), its id, and no major, minor or orientation (the headless touchscreen has no such axes, \
        though the script gives them)
        """)
    func devicePositionsAsSent() throws {
        let screen = ScreenSize(width: 1024, height: 768)
        let server = try HeadlessTouchServer(width: screen.width, height: screen.height)
        defer { server.stop() }
        let directory = reportDirectory("raw")
        defer { try? FileManager.default.removeItem(at: directory) }
        let display = try XDisplay(name: server.display)
        let touchscreen = try #require(display.inputDevices().first { $0.touch?.mode == "direct" })
        #expect(!touchscreen.valuators.contains { ["Abs MT Touch Major", "Abs MT Touch Minor", "Abs MT Orientation"].contains($0.label) })
        display.close()
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        // A drag of 100 px in five steps, then two fingers landing in one frame (the right one with the lower id).
        let script = try TouchScript(parsing: """
            format 2
            down 1 150 300 0.5 major 40 minor 30 orientation -15
            wait 20
            move 1 170 300 0.5 major 42 minor 31 orientation -10
            wait 20
            move 1 190 303 0.5
            wait 20
            move 1 210 306 0.5
            wait 20
            move 1 230 309 0.5
            wait 20
            move 1 250 312 0.5
            wait 20
            up 1
            wait 100
            down 5 700 600 0.3
            down 6 500 600 0.3
            wait 40
            move 5 710 597 0.3
            move 6 490 597 0.3
            wait 40
            up 5
            up 6
            wait 100
            """)
        try TouchScriptPlayer(timing: .realTime).play(script, on: server)
        // A matrix halving x: the app gets the tap at x 200, the device still says 400 px's worth.
        let xinput = Process()
        xinput.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
        xinput.arguments = ["set-prop", String(touchscreen.id), "Coordinate Transformation Matrix", "0.5", "0", "0", "0", "1", "0", "0", "0", "1"]
        xinput.environment = ["DISPLAY": server.display]
        try xinput.run()
        xinput.waitUntilExit()
        #expect(xinput.terminationStatus == 0)
        usleep(200_000)
        try server.touchscreen.down(id: 9, x: 400, y: 384)
        try server.sync()
        usleep(50_000)
        try server.touchscreen.up(id: 9)
        try server.sync()
        usleep(200_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")

        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        try #require(report.contacts.count == 4, "\(report.contacts.map(\.phases))")
        /// The device values the virtual touchscreen sends for a position in pixels (`ScreenSize`: x * 65536 / width).
        func sent(_ x: Double, _ y: Double) -> RawContactAxes {
            RawContactAxes(device: touchscreen.id, x: screen.axisValue(x: x), y: screen.axisValue(y: y))
        }
        let drag = report.contacts[0]
        #expect(drag.phases == ["began", "moved", "moved", "moved", "moved", "moved", "ended"])
        let dragPath = [(150.0, 300.0), (170, 300), (190, 303), (210, 306), (230, 309), (250, 312), (250, 312)]
        #expect(drag.samples.map(\.device) == dragPath.map { sent($0.0, $0.1) }, "\(drag.samples.map(\.device))")
        #expect(drag.samples.first?.device?.x == 9600 && drag.samples.first?.device?.y == 25600)
        // The two landed in one frame, so their contact numbers follow the touches set's order: told apart by place.
        // Each is paired with its own raw touch.
        let pair = [report.contacts[1], report.contacts[2]].sorted { $0.first.x < $1.first.x }
        let (left, right) = (pair[0], pair[1])
        #expect(left.samples.map(\.device) == [sent(500, 600), sent(490, 597), sent(490, 597)], "\(left.samples.map(\.device))")
        #expect(right.samples.map(\.device) == [sent(700, 600), sent(710, 597), sent(710, 597)], "\(right.samples.map(\.device))")
        let tap = report.contacts[3]
        #expect(abs(tap.first.x - 200) <= 1 && abs(tap.first.y - 384) <= 1, "the matrix moved the tap: \(tap.first)")
        #expect(tap.samples.map(\.device) == [sent(400, 384), sent(400, 384)], "the device's own values, before the matrix")
        #expect(report.contacts.allSatisfy { $0.samples.allSatisfy { $0.device?.major == nil && $0.device?.minor == nil && $0.device?.orientation == nil } })
    }
}
