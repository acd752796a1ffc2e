import CX11
import CXShim
import Foundation
import Testing
import TouchServer
import TouchServerX11

/// The headless server's configurable devices and outputs, as an X client
/// sees them (issue 18): what was asked for is what XI2 and XRandR report,
/// and the extra devices' events reach X with their values.
@Suite("Virtual devices and outputs of the headless server", .serialized)
struct VirtualDevicesEndToEndTests {
    static let options = VirtualDeviceOptions(touchSlots: 20, hasTouchpad: true, hasPen: true,
                                              extraOutputs: [ScreenSize(width: 800, height: 600)])

    @Test("20 touch slots, a touchpad, a pen and a second 800x600 output are what XI2 and XRandR report")
    func clientSeesTheConfiguration() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768, devices: Self.options)
        defer { server.stop() }
        #expect(server.screen == ScreenSize(width: 1824, height: 768))
        let display = try XDisplay(name: server.display)
        defer { display.close() }
        #expect(display.screenSize == ScreenSize(width: 1824, height: 768))
        let (outputs, primary) = display.screenOutputs()
        #expect(outputs == [ServerOutput(name: "DUMMY0", x: 0, y: 0, size: ScreenSize(width: 1024, height: 768)),
                            ServerOutput(name: "DUMMY1", x: 1024, y: 0, size: ScreenSize(width: 800, height: 600))])
        #expect(outputs == server.outputs)
        #expect(primary == "DUMMY0")
        let devices = display.inputDevices()
        let touchscreen = try #require(devices.first { $0.name == "touchscreen" })
        #expect(touchscreen.touch == .init(mode: "direct", maxTouches: 20))
        let touchpad = try #require(devices.first { $0.name == "touchpad" }, "\(devices.map(\.name))")
        #expect(touchpad.touch == nil && touchpad.use == "slave pointer")
        #expect(touchpad.valuators.map(\.label) == ["Rel X", "Rel Y", "Rel Horiz Scroll", "Rel Vert Scroll"])
        #expect(touchpad.valuators.allSatisfy { $0.mode == "relative" })
        let pen = try #require(devices.first { $0.name == "pen" })
        #expect(pen.valuator(labeled: ["Abs Pressure"]).map { ($0.number, $0.min, $0.max) } ?? (0, 0, 0) == (4, 0, 1000))
        #expect(pen.valuator(labeled: ["Abs X"])?.mode == "absolute")
    }

    @Test("The default server is as before: one 1024x768 output, 10 touch slots, no touchpad or pen")
    func defaultsUnchanged() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768)
        defer { server.stop() }
        let display = try XDisplay(name: server.display)
        defer { display.close() }
        #expect(display.screenOutputs().outputs == [ServerOutput(name: "DUMMY0", x: 0, y: 0, size: ScreenSize(width: 1024, height: 768))])
        let devices = display.inputDevices()
        #expect(devices.first { $0.name == "touchscreen" }?.touch?.maxTouches == 10)
        #expect(!devices.contains { $0.name == "touchpad" || $0.name == "pen" })
        #expect(server.touchpad == nil && server.pen == nil)
    }

    @Test("Twelve fingers at once play on a 20-slot server, on the second output too; a 5-slot server refuses a sixth finger")
    func touchSlotsLimitFingers() throws {
        let twelve = TouchScript.tap(at: ScreenPoint(x: 1400, y: 300), fingers: 12, spacing: 30)
        try withObservedServer(width: 1024, height: 768, devices: Self.options) { server, observer in
            try TouchScriptPlayer(timing: .fast).play(twelve, on: server)
            let records = try #require(touchRecords(observer.collect(), namedAfter: twelve))
            #expect(records.filter { $0.phase == .begin }.count == 12)
            #expect(sequencesMatch(records, twelve.expectedTouches), "\(records)")
        }
        let six = TouchScript.tap(at: ScreenPoint(x: 300, y: 300), fingers: 6)
        try withObservedServer(width: 640, height: 480, devices: VirtualDeviceOptions(touchSlots: 5)) { server, observer in
            #expect(throws: TouchScriptError(line: 6, text: six.steps[5].line, reason: "more than 5 fingers down at once")) {
                try TouchScriptPlayer(timing: .fast).play(six, on: server)
            }
            #expect(observer.display.inputDevices().first { $0.name == "touchscreen" }?.touch?.maxTouches == 5)
        }
    }

    @Test("Script steps for the touchpad (move, scroll, button) and the pen (in, move with pressure, tip, out) reach X with their values")
    func touchpadAndPenEvents() throws {
        let server = try HeadlessTouchServer(width: 1024, height: 768, devices: Self.options)
        defer { server.stop() }
        let display = try XDisplay(name: server.display)
        defer { display.close() }
        display.selectRootEvents([XI_RawMotion, XI_RawButtonPress], deviceID: XIAllDevices)
        let ids = Dictionary(uniqueKeysWithValues: display.inputDevices().map { ($0.name, $0.id) })
        let script = try TouchScript(parsing: """
            touchpad move 30 -20
            touchpad scroll 0 240
            touchpad button 3
            pen in 912 384
            pen move 912 384 0.5
            pen button 1
            pen out
            """, for: server.playbackTarget)
        try TouchScriptPlayer(timing: .fast).play(script, on: server)
        var raw: [(device: Int, values: [Int: Double])] = []
        var presses: [(device: Int, button: Int)] = []
        display.drainXI2Events { evtype, data in
            let event = data.assumingMemoryBound(to: XIRawEvent.self).pointee
            guard event.deviceid == event.sourceid, event.flags & XIPointerEmulated == 0 else { return }
            if evtype == XI_RawButtonPress { presses.append((Int(event.deviceid), Int(event.detail))) }
            guard evtype == XI_RawMotion else { return }
            var values: [Int: Double] = [:]
            var next = 0
            for number in 0..<Int(event.valuators.mask_len) * 8 where cx_xi_mask_is_set(event.valuators.mask, Int32(number)) != 0 {
                values[number] = event.raw_values[next]
                next += 1
            }
            raw.append((Int(event.deviceid), values))
        }
        let fromTouchpad = raw.filter { $0.device == ids["touchpad"] }.map(\.values)
        #expect(fromTouchpad == [[0: 30, 1: -20], [3: 240]], "\(raw)")
        let fromPen = raw.filter { $0.device == ids["pen"] }.map(\.values)
        #expect(fromPen.contains { $0[4] == 500 && $0[0] == 32768 && $0[1] == 32768 }, "\(raw)")
        #expect(presses.map { "\($0.device):\($0.button)" } == ["\(ids["touchpad"]!):3", "\(ids["pen"]!):1"], "\(presses)")
    }
}

/// `withObservedServer` for a server with `devices`.
func withObservedServer<T>(width: Int, height: Int, devices: VirtualDeviceOptions,
                           _ body: (HeadlessTouchServer, XI2EventObserver) throws -> T) throws -> T {
    let server = try HeadlessTouchServer(width: width, height: height, devices: devices)
    defer { server.stop() }
    let observer = try XI2EventObserver(displayName: server.display)
    defer { observer.display.close() }
    return try body(server, observer)
}

/// The same through the tool, as a tester starts it.
@Suite("xuitouch server start with virtual devices")
struct VirtualDevicesToolTests {
    @Test("server start --touches --touchpad --pen --output: info and devices tell them; a bad option is a usage error naming it")
    func toolOptions() throws {
        let server = try RunningTool.startServer(size: "640x480", extra: ["--touches", "16", "--touchpad", "--pen", "--output", "320x240"])
        defer { _ = runTool(["server", "stop", "--control", server.control]); server.process.waitUntilExit() }
        var result = runTool(["server", "info", "--control", server.control])
        #expect(result.stdout == "display \(server.display)\nsize 960x480\ntouches 16\noutput DUMMY0 640x480+0+0\noutput DUMMY1 320x240+640+0\ntouchpad\npen\n",
                "\(result.stdout)\(result.stderr)")
        result = runTool(["devices", "--display", server.display])
        #expect(result.stdout.contains("touch: direct, 16 touches"), "\(result.stdout)")
        #expect(result.stdout.contains("\"touchpad\"") && result.stdout.contains("\"pen\""), "\(result.stdout)")
        #expect(result.stdout.hasSuffix("output DUMMY0 640x480+0+0 primary\noutput DUMMY1 320x240+640+0\n"), "\(result.stdout)")
        // Eleven fingers: more than a default server takes, within this one's 16 slots; on the second output.
        let eleven = TouchScript.tap(at: ScreenPoint(x: 800, y: 100), fingers: 11, spacing: 20).text
        result = runTool(["play", "-", "--fast", "--control", server.control], stdin: eleven)
        #expect(result.status == 0, "\(result.stderr)")
        result = runTool(["gesture", "tap", "--at", "300,200", "--fingers", "16", "--spacing", "10", "--fast", "--control", server.control])
        #expect(result.status == 0, "\(result.stderr)")
        result = runTool(["gesture", "tap", "--at", "300,200", "--fingers", "17", "--spacing", "10", "--fast", "--control", server.control])
        #expect(result.status == 1)
        #expect(result.stderr.contains("(960x480, 16 touch slots): step 17 (`down 17 "), "\(result.stderr)")
        #expect(result.stderr.contains("more than 16 fingers down at once"), "\(result.stderr)")
        for (arguments, message) in [
            (["--touches", "0"], "the touchscreen's touch slots must be 1...255"),
            (["--output", "800"], "--output must be WIDTHxHEIGHT, got '800'"),
            (["--output", "16000x16000"], "is larger than the dummy video driver holds"),
        ] {
            let bad = runTool(["server", "start", "--size", "640x480"] + arguments)
            #expect(bad.status == 64, "\(arguments): \(bad.stderr)")
            #expect(bad.stderr.contains(message), "\(arguments): \(bad.stderr)")
        }
    }
}

/// What X does with touches on the part of the screen no output shows.
@Suite("Touches off every output")
struct TouchesOffOutputsTests {
    @Test("Outputs of different heights leave a corner on no output; a touch there arrives moved onto the output the pointer is on")
    func touchInTheDeadCornerIsConfined() throws {
        // DUMMY0 1024x768 and DUMMY1 800x600 right of it: x 1024... below y 600 is on no output.
        let devices = VirtualDeviceOptions(extraOutputs: [ScreenSize(width: 800, height: 600)])
        try withObservedServer(width: 1024, height: 768, devices: devices) { server, observer in
            let script = try TouchScript(parsing: "down 1 1400 700\nup 1\ndown 2 1400 500\nup 2\ndown 3 1400 700\nup 3")
            try TouchScriptPlayer(timing: .fast).play(script, on: server)
            let begins = touchRecords(observer.collect()).filter { $0.phase == .begin }.map { "\(Int($0.x)),\(Int($0.y))" }
            // RandR's cursor confinement: the pointer starts on DUMMY0, so the first lands on its right edge;
            // after a touch on DUMMY1 the same place lands on DUMMY1's bottom edge.
            #expect(begins == ["1023,700", "1400,500", "1400,599"])
        }
    }
}
