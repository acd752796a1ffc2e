import Foundation
import Testing
import TouchLab
import TouchServer
import TouchServerX11

/// On a headless server whose touchscreen has contact size and orientation
/// axes (`--contact-axes`, XUIKit's own Xorg driver), `xuitouch inspect`
/// reports the very major, minor and orientation the script sent, and the
/// app's `UITouch.majorRadius` is half the major axis in points, as XUIKit's
/// translator derives it (major in position-axis units: 65535 is the screen's width).
@Suite("End to end: the inspector shows a touchscreen's contact size and orientation", .serialized)
struct InspectContactAxesEndToEndTests {
    @Test("""
        A drag with major, minor and orientation on its down and first move: each sample carries them exactly as sent (kept \
        by the samples after), and majorRadius is major · width / 65535 / 2
        """)
    func contactAxesAsSent() throws {
        try buildContactDriverIfMissing()
        let screen = ScreenSize(width: 1024, height: 768)
        let server = try HeadlessTouchServer(width: screen.width, height: screen.height, devices: VirtualDeviceOptions(hasContactAxes: true))
        defer { server.stop() }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-inspect-contact-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let display = try XDisplay(name: server.display)
        let touchscreen = try #require(display.inputDevices().first { $0.touch?.mode == "direct" })
        display.close()
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        let script = try TouchScript(parsing: """
            format 2
            down 1 150 300 0.5 major 2560 minor 1920 orientation -15
            wait 60
            move 1 170 300 0.5 major 3200 minor 2000 orientation 30
            wait 60
            move 1 190 303 0.5
            wait 60
            up 1
            wait 100
            """)
        try TouchScriptPlayer(timing: .realTime).play(script, on: server)
        usleep(200_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")

        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let drag = try #require(report.contacts.first, "no contact in the report")
        #expect(report.contacts.count == 1)
        // Under load the app may get the two moves in one frame (one touchesMoved at the later place).
        #expect(drag.phases.first == "began" && drag.phases.last == "ended" && drag.phases.dropFirst().dropLast().allSatisfy { $0 == "moved" }
                && (3...4).contains(drag.phases.count), "\(drag.phases)")
        func sent(_ x: Double, _ y: Double, _ major: Double, _ minor: Double, _ orientation: Double) -> RawContactAxes {
            RawContactAxes(device: touchscreen.id, x: screen.axisValue(x: x), y: screen.axisValue(y: y),
                           major: major, minor: minor, orientation: orientation)
        }
        var expectedDevice = [sent(150, 300, 2560, 1920, -15), sent(170, 300, 3200, 2000, 30),
                              sent(190, 303, 3200, 2000, 30), sent(190, 303, 3200, 2000, 30)]
        var majors = [2560.0, 3200, 3200, 3200]
        if drag.samples.count == 3 { expectedDevice.remove(at: 1); majors.remove(at: 1) }
        #expect(drag.samples.map(\.device) == expectedDevice, "\(drag.samples.map(\.device))")
        let radii = drag.samples.map { $0.majorRadius ?? -1 }
        let expected = majors.map { $0 * Double(screen.width) / 65535 / 2 }
        #expect(radii.count == expected.count && zip(radii, expected).allSatisfy { abs($0 - $1) < 1e-9 }, "\(radii) vs \(expected)")
        #expect(abs(expected[0] - 20) < 0.001, "a 40 px wide contact")
    }
}
