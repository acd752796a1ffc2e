import Foundation
import Testing
import TouchLab
import TouchServer
import TouchServerX11

/// `xuitouch inspect`'s device side on the headless server: the device table
/// following `xinput`, calibration correcting a wrong mapping, the edge grid, the line test.
@Suite("End to end: xuitouch inspect's device table, calibration, edge grid and line test", .serialized)
struct InspectDevicesEndToEndTests {
    /// Where the README's pictures go: $XUIKIT_SCREENSHOT_DIR if set, else a temporary directory.
    static let screenshotDirectory = InspectEndToEndTests.screenshotDirectory

    private func reportDirectory(_ name: String) -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-inspect-\(name)-\(getpid())")
        try? FileManager.default.removeItem(at: url)
        return url
    }

    @Test("The device table follows the server: the touchscreen disabled with `xinput disable` while the inspector runs is disabled in the report")
    func deviceTableFollowsHotplug() throws {
        let server = try HeadlessTouchServer(width: 640, height: 480)
        defer { server.stop() }
        let directory = reportDirectory("hotplug")
        defer { try? FileManager.default.removeItem(at: directory) }
        let display = try XDisplay(name: server.display)
        let touchscreen = try #require(display.inputDevices().first { $0.touch?.mode == "direct" })
        display.close()
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        let xinput = Process()
        xinput.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
        xinput.arguments = ["disable", String(touchscreen.id)]
        xinput.environment = ["DISPLAY": server.display]
        try xinput.run()
        xinput.waitUntilExit()
        #expect(xinput.terminationStatus == 0)
        usleep(500_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let reported = try #require(report.devices.first { $0.id == touchscreen.id })
        #expect(reported.kind == .directTouch && reported.isEnabled == false)
    }

    @Test("A transformation matrix set with xinput during the run is in the device table, and device units undo it")
    func transformationMatrix() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let directory = reportDirectory("matrix")
        defer { try? FileManager.default.removeItem(at: directory) }
        let display = try XDisplay(name: server.display)
        let touchscreen = try #require(display.inputDevices().first { $0.touch?.mode == "direct" })
        display.close()
        let tool = try ToolProcess(["inspect", "--display", server.display, "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        let xinput = Process()
        xinput.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
        xinput.arguments = ["set-prop", String(touchscreen.id), "Coordinate Transformation Matrix", "0.5", "0", "0", "0", "1", "0", "0", "0", "1"]
        xinput.environment = ["DISPLAY": server.display]
        try xinput.run()
        xinput.waitUntilExit()
        #expect(xinput.terminationStatus == 0)
        usleep(300_000)
        // The virtual touchscreen sends 400, 300 in identity units; the matrix halves x on the screen.
        try server.touchscreen.down(id: 1, x: 400, y: 300)
        try server.sync()
        usleep(50_000)
        try server.touchscreen.up(id: 1)
        try server.sync()
        usleep(200_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        #expect(report.devices.first { $0.id == touchscreen.id }?.transformationMatrix == [0.5, 0, 0, 0, 1, 0, 0, 0, 1])
        #expect(report.devices.first { $0.id == touchscreen.id }?.mappedTo == "screen 0,0 512x768", "no output is the left half")
        let contact = try #require(report.contacts.first)
        #expect(abs(contact.first.x - 200) <= 1 && abs(contact.first.y - 300) <= 1, "\(contact.first)")
        let units = try #require(contact.firstDeviceUnits)
        #expect(abs(units.x - 400 * 65536 / 1024) <= 64 && abs(units.y - 300 * 65536 / 768) <= 86, "\(units)")
    }

    @Test("Calibration corrects a deliberately offset mapping: after tapping the four crosshairs a tap lands where the finger is, and the report has the matrix")
    func calibrationCorrectsOffset() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let directory = reportDirectory("calibrate")
        defer { try? FileManager.default.removeItem(at: directory) }
        let display = try XDisplay(name: server.display)
        let touchscreen = try #require(display.inputDevices().first { $0.touch?.mode == "direct" })
        display.close()
        // The wrong mapping: x 5% to the right, y squeezed to 80%.
        try runXinput(["set-prop", String(touchscreen.id), "Coordinate Transformation Matrix", "1", "0", "0.05", "0", "0.8", "0", "0", "0", "1"],
                      display: server.display)
        let tool = try ToolProcess(["inspect", "--display", server.display, "--calibrate", "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        for (id, (x, y)) in [(102.4, 76.8), (921.6, 76.8), (921.6, 691.2), (102.4, 691.2)].enumerated() {
            try server.touchscreen.down(id: UInt32(id + 1), x: x, y: y)
            try server.sync()
            usleep(60_000)
            try server.touchscreen.up(id: UInt32(id + 1))
            try server.sync()
            usleep(150_000)
            if id == 1 {  // the README's picture of the third crosshair
                let display = try XDisplay(name: server.display)
                try ScreenCapture(display: display).writePNG(
                    to: URL(fileURLWithPath: Self.screenshotDirectory).appendingPathComponent("inspector-calibration.png").path)
                display.close()
            }
        }
        #expect(tool.waitForOutput("calibrated \(touchscreen.id)"), "\(tool.standardOutput)")
        #expect(tool.standardOutput.contains("xinput set-prop \"\(touchscreen.name)\" \"Coordinate Transformation Matrix\""))
        #expect(tool.standardOutput.contains("Option \"TransformationMatrix\""))
        usleep(200_000)
        try server.touchscreen.down(id: 9, x: 500, y: 400)
        try server.sync()
        usleep(60_000)
        try server.touchscreen.up(id: 9)
        try server.sync()
        usleep(200_000)
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let calibration = try #require(report.calibration)
        #expect(calibration.applied && calibration.device == touchscreen.id)
        #expect(calibration.previousMatrix.map { zip($0, [1, 0, 0.05, 0, 0.8, 0, 0, 0, 1]).allSatisfy { abs($0 - $1) < 1e-6 } } == true)
        #expect(calibration.matrix.map { zip($0, [1, 0, 0, 0, 1, 0, 0, 0, 1]).allSatisfy { abs($0 - $1) < 2e-3 } } == true,
                "\(String(describing: calibration.matrix))")
        let last = try #require(report.contacts.last)
        #expect(abs(last.first.x - 500) <= 1 && abs(last.first.y - 400) <= 1, "after calibration the tap is where the finger was: \(last.first)")
        #expect(report.devices.first { $0.id == touchscreen.id }?.mappedTo == "output \(report.outputs.first?.name ?? "")")
    }

    @Test("The edge grid on the headless touchscreen: nine targets tapped, the one tapped 30 px off is the one miss, by 30 pt and 1920 device units")
    func edgeGrid() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let directory = reportDirectory("edges")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--edge-grid", "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        for (id, target) in EdgeGrid().targets.enumerated() {
            let offset = id == 8 ? -30.0 : 0  // the bottom right corner: as if its edge were dead
            try server.touchscreen.down(id: UInt32(id + 1), x: target.x * 1024 + offset, y: target.y * 768)
            try server.sync()
            usleep(40_000)
            try server.touchscreen.up(id: UInt32(id + 1))
            try server.sync()
            usleep(80_000)
        }
        #expect(tool.waitForOutput("edge grid: 1 of 9 targets missed by more than 10 pt"), "\(tool.standardOutput)")
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let grid = try #require(report.edgeGrid)
        #expect(grid.targets.count == 9 && grid.misses == 1)
        #expect(grid.targets.prefix(8).allSatisfy { $0.miss <= 1 }, "\(grid.targets.map(\.miss))")
        let corner = try #require(grid.targets.last)
        #expect(corner.isMiss && abs(corner.miss - 30) <= 1)
        #expect(corner.missDeviceUnits.map { abs($0.x + 1920) <= 64 && abs($0.y) <= 86 } == true, "\(String(describing: corner.missDeviceUnits))")
    }

    @Test("The line test on the headless touchscreen: four strokes along the guides, the first bulging 12 px in the middle, measured within 1 pt")
    func lineTest() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let directory = reportDirectory("lines")
        defer { try? FileManager.default.removeItem(at: directory) }
        let tool = try ToolProcess(["inspect", "--display", server.display, "--lines", "--duration", "60", "--report", directory.path])
        defer { tool.kill() }
        #expect(tool.waitForOutput("inspecting \(server.display)"), "\(tool.standardError)")
        usleep(300_000)
        for (index, guide) in LineTest().guides.enumerated() {
            let id = UInt32(index + 1)
            let (ax, ay, bx, by) = (guide.from.x * 1024, guide.from.y * 768, guide.to.x * 1024, guide.to.y * 768)
            try server.touchscreen.down(id: id, x: ax, y: ay)
            try server.sync()
            for step in 1...10 {
                usleep(15_000)
                let t = Double(step) / 10
                let bulge = index == 0 && step == 5 ? 12.0 : 0  // the first stroke bends down in the middle
                try server.touchscreen.move(id: id, x: ax + (bx - ax) * t, y: ay + (by - ay) * t + bulge)
                try server.sync()
                // Moves queued together reach the app as the last of them: let it take the bulge on its own.
                if bulge != 0 { usleep(80_000) }
            }
            usleep(15_000)
            try server.touchscreen.up(id: id)
            try server.sync()
            usleep(100_000)
        }
        #expect(tool.waitForOutput("line 4:"), "\(tool.standardOutput)")
        tool.send(SIGTERM)
        #expect(tool.wait(timeout: 20) == 0, "\(tool.standardError)")
        let report = try JSONDecoder().decode(InspectorReport.self, from: Data(contentsOf: directory.appendingPathComponent("report.json")))
        let lines = try #require(report.lineTest)
        #expect(lines.count == 4)
        #expect(lines.first.map { abs($0.maxDeviation - 12) <= 1 } == true, "\(lines.map(\.maxDeviation))")
        #expect(lines.dropFirst().allSatisfy { $0.maxDeviation <= 1 }, "\(lines.map(\.maxDeviation))")
        #expect(lines.allSatisfy { $0.coverage >= 0.99 }, "\(lines.map(\.coverage))")
    }

    private func runXinput(_ arguments: [String], display: String) throws {
        let xinput = Process()
        xinput.executableURL = URL(fileURLWithPath: "/usr/bin/xinput")
        xinput.arguments = arguments
        xinput.environment = ["DISPLAY": display]
        try xinput.run()
        xinput.waitUntilExit()
        #expect(xinput.terminationStatus == 0, "xinput \(arguments)")
    }
}
