import Foundation
import Testing
import TouchServer
import TouchServerX11

/// XUIKit's own Xorg input driver (`XorgDriver/xuitouch_drv.c`,
/// `ContactTouchDriver`): the touchscreen `--contact-axes` asks for, as X
/// clients see it, and the configuration and messages that drive it.
@Suite("XUIKit's Xorg input driver: a touchscreen with contact size and orientation axes", .serialized)
struct ContactTouchDriverTests {
    @Test("XIQueryDevice shows a direct touchscreen with 10 touches and six labelled axes: position, major, minor, pressure, orientation with their ranges")
    func deviceAxes() throws {
        try buildContactDriverIfMissing()
        let server = try HeadlessTouchServer(width: 1024, height: 768, devices: VirtualDeviceOptions(hasContactAxes: true))
        defer { server.stop() }
        #expect(server.touchscreen.hasContactAxes)
        let display = try XDisplay(name: server.display)
        defer { display.close() }
        let touchscreen = try #require(display.inputDevices().first { $0.name == "touchscreen" })
        #expect(touchscreen.touch == .init(mode: "direct", maxTouches: 10))
        #expect(touchscreen.valuators.map(\.label) == ["Abs MT Position X", "Abs MT Position Y", "Abs MT Touch Major",
                                                       "Abs MT Touch Minor", "Abs MT Pressure", "Abs MT Orientation"])
        #expect(touchscreen.valuators.map(\.number) == [0, 1, 2, 3, 4, 5])
        #expect(touchscreen.valuators.map(\.min) == [0, 0, 0, 0, 0, -90])
        #expect(touchscreen.valuators.map(\.max) == [65535, 65535, 65535, 65535, 2047, 90])
        #expect(touchscreen.valuators.allSatisfy { $0.mode == "absolute" && $0.resolution == 0 })
    }

    @Test("Unlike inputtest, the driver takes a new client once its client has left: the handshake and a sync answer")
    func newClientAfterTheFirstLeaves() throws {
        try buildContactDriverIfMissing()
        let server = try HeadlessTouchServer(width: 640, height: 480, devices: VirtualDeviceOptions(hasContactAxes: true))
        defer { server.stop() }
        server.touchscreen.connection.close()
        let second = try InputTestConnection(path: "\(server.directory)/touchscreen.sock")
        defer { second.close() }
        try second.send(.touch(id: 1, type: .begin, valuators: [.init(0, 100), .init(1, 100), .init(ContactTouchDriver.Axis.major, 900)]))
        try second.send(.touch(id: 1, type: .end, valuators: []))
        try second.sync()
    }

    @Test("Touch slots follow the option (3 here), and a played script's touches reach X at their positions, frames and contact details included")
    func touchesReachX() throws {
        try buildContactDriverIfMissing()
        let script = try TouchScript(parsing: """
            format 2
            down 1 100 200 0.5 major 2560 minor 1280 orientation 30
            down 2 300 200
            wait 20
            move 1 120 210 major 3000
            contact 2 minor 900 orientation -45
            wait 20
            up 1
            up 2
            """)
        try withObservedServer(width: 1024, height: 768, devices: VirtualDeviceOptions(touchSlots: 3, hasContactAxes: true)) { server, observer in
            #expect(observer.display.inputDevices().first { $0.name == "touchscreen" }?.touch?.maxTouches == 3)
            try TouchScriptPlayer(timing: .fast).play(script, on: server)
            let records = try #require(touchRecords(observer.collect(), namedAfter: script))
            // Touch 2's contact line is an update where it is.
            let expected = [TouchRecord(phase: .begin, id: 1, x: 100, y: 200), TouchRecord(phase: .begin, id: 2, x: 300, y: 200),
                            TouchRecord(phase: .update, id: 1, x: 120, y: 210), TouchRecord(phase: .update, id: 2, x: 300, y: 200),
                            TouchRecord(phase: .end, id: 1, x: 120, y: 210), TouchRecord(phase: .end, id: 2, x: 300, y: 200)]
            #expect(sequencesMatch(records, expected), "\(records)")
        }
    }

    @Test("`xuitouch server start --contact-axes` serves it: `server info` says contact-axes, `devices` lists the axes, and `play` refuses a major beyond the axis naming the line")
    func toolOption() throws {
        try buildContactDriverIfMissing()
        let server = try RunningTool.startServer(size: "640x480", extra: ["--contact-axes"])
        defer { _ = runTool(["server", "stop", "--control", server.control]); server.process.waitUntilExit() }
        let info = runTool(["server", "info", "--control", server.control])
        #expect(info.status == 0 && info.stdout.contains("\ncontact-axes\n"), "\(info.stdout) \(info.stderr)")
        let devices = runTool(["devices", "--display", server.display])
        #expect(devices.stdout.contains("valuator 2 Abs MT Touch Major: 0...65535 absolute"), "\(devices.stdout)")
        #expect(devices.stdout.contains("valuator 5 Abs MT Orientation: -90...90 absolute"), "\(devices.stdout)")
        var result = runTool(["play", "-", "--fast", "--control", server.control],
                             stdin: "format 2\ndown 1 10 10 major 2000 orientation 45\nmove 1 12 10 major 70000\nup 1\n")
        #expect(result.status != 0)
        #expect(result.stderr.contains("line 3: major 70000 is beyond the touchscreen's contact size axis (0...65535)"), "\(result.stderr)")
        result = runTool(["play", "-", "--fast", "--control", server.control], stdin: "format 2\ndown 1 10 10 major 2000 orientation 45\nup 1\n")
        #expect(result.status == 0, "\(result.stderr)")
    }

    @Test("Without the module built, starting a server with contact axes fails naming the module and `make xorg-driver`")
    func missingModuleIsNamed() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("xuitouch-no-driver-\(getpid())").path
        #expect(throws: TouchServerError.self) { try ContactTouchDriver.locateModuleDirectory(empty) }
        do {
            _ = try ContactTouchDriver.locateModuleDirectory(empty)
        } catch {
            let text = "\(error)"
            #expect(text.contains("\(empty)/input/xuitouch_drv.so") && text.contains("make xorg-driver") && text.contains("xserver-xorg-dev"), "\(text)")
        }
    }
}
