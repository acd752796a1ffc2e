import Foundation
import Testing
import TouchLab
import TouchServer
import TouchServerX11

/// `xuitouch inspect --calibrate --output` on a headless server with two
/// outputs of different widths: a panel that belongs to the second output but
/// is mapped across the whole screen is calibrated onto that output (issue 18).
///
/// The outputs are equally tall on purpose: where outputs of different
/// heights leave part of the screen on no output, the X server moves a touch
/// there onto an output (RandR's cursor confinement), so a tap meant for a
/// crosshair arrives elsewhere, on the headless server as on a desktop.
@Suite("End to end: calibrating a touchscreen onto one of two outputs", .serialized)
struct MultiOutputCalibrationEndToEndTests {
    @Test("Tapping DUMMY1's four crosshairs maps the touchscreen onto DUMMY1 (1280x768 right of a 1024x768 DUMMY0); a tap then lands on it")
    func calibrateOntoSecondOutput() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768,
                                             devices: VirtualDeviceOptions(extraOutputs: [ScreenSize(width: 1280, height: 768)]))
        defer { server.stop() }
        let screen = server.screen  // 2304x768: the unmapped touchscreen spans both outputs
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-calibrate-output-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--calibrate", "--output", "DUMMY1",
                                    "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display) (2304x768 pt)"), "\(tool.standardOutput)\(tool.standardError)")
        usleep(300_000)
        // The panel sits on DUMMY1: a finger on a crosshair 10% in from DUMMY1's corners reports that fraction of
        // the panel, which the unmapped server spreads over the whole screen.
        func panel(_ fx: Double, _ fy: Double) -> (x: Double, y: Double) { (fx * Double(screen.width), fy * Double(screen.height)) }
        for (id, (fx, fy)) in [(0.1, 0.1), (0.9, 0.1), (0.9, 0.9), (0.1, 0.9)].enumerated() {
            let point = panel(fx, fy)
            try server.touchscreen.down(id: UInt32(id + 1), x: point.x, y: point.y)
            try server.sync()
            usleep(60_000)
            try server.touchscreen.up(id: UInt32(id + 1))
            try server.sync()
            usleep(150_000)
        }
        #expect(tool.waitForOutput("calibrated "), "\(tool.standardOutput)")
        usleep(200_000)
        let centre = panel(0.5, 0.5)
        try server.touchscreen.down(id: 9, x: centre.x, y: centre.y)
        try server.sync()
        usleep(60_000)
        try server.touchscreen.up(id: 9)
        try server.sync()
        usleep(200_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(report.outputs.map(\.name) == ["DUMMY0", "DUMMY1"])
        let calibration = try #require(report.calibration)
        #expect(calibration.applied)
        let expected = [1280.0 / 2304, 0, 1024.0 / 2304, 0, 1, 0, 0, 0, 1]
        #expect(calibration.matrix.map { zip($0, expected).allSatisfy { abs($0 - $1) < 2e-3 } } == true, "\(String(describing: calibration.matrix))")
        let last = try #require(report.contacts.last)
        #expect(abs(last.first.x - 1664) <= 1 && abs(last.first.y - 384) <= 1, "the panel's centre is DUMMY1's centre: \(last.first)")
        #expect(report.devices.first { $0.id == calibration.device }?.mappedTo == "output DUMMY1")
    }
}
