import CX11
import CXShim
import Foundation
import Testing
import TouchServer
import TouchServerX11
@testable import XUIKitX11
import XUIKit

/// End to end: a real headless Xorg, its inputtest devices, one window, X11InputSystem.
@Suite("Input end to end: touches and pointer")
struct InputServerTouchTests {
    @Test("One finger begins, moves and ends at the exact window points")
    func oneFinger() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try harness.server.touchscreen.down(id: 1, x: 100, y: 200)
        try harness.server.touchscreen.move(id: 1, x: 110.5, y: 220.25)
        try harness.server.touchscreen.up(id: 1)
        try harness.server.sync()
        #expect(harness.trace(count: 3) == [
            "w touches t1 began (100,200)", "w touches t1 moved (110.5,220.25)", "w touches t1 ended (110.5,220.25)",
        ])
    }

    @Test("At scale 2, pixels become half as many points")
    func scaleTwo() throws {
        let harness = try InputServerHarness(scale: 2)
        defer { harness.close() }
        try harness.server.touchscreen.down(id: 1, x: 101, y: 203)
        try harness.server.touchscreen.up(id: 1)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == ["w touches t1 began (50.5,101.5)", "w touches t1 ended (50.5,101.5)"])
    }

    @Test("Two fingers landing together arrive in one frame, with pressure as force")
    func twoFingers() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try harness.server.touchscreen.down(id: 1, x: 50, y: 60, pressure: 1)
        try harness.server.touchscreen.down(id: 2, x: 150, y: 160, pressure: 1)
        try harness.server.sync()
        #expect(harness.trace(count: 1) == [
            "w touches t1 began (50,60) f=6.6667/6.6667 | t2 began (150,160) f=6.6667/6.6667",
        ])
    }

    @Test("With pointer motion selected, a mouse click arrives once, as an indirect-pointer touch, and a touch does not also arrive as a click or hover")
    func clickAndTouch() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        harness.system.selectsPointerMotion = true
        try harness.server.pointer.move(x: 300, y: 200)
        try harness.server.pointer.button(1, isPress: true)
        try harness.server.pointer.button(1, isPress: false)
        try harness.server.sync()
        #expect(harness.trace(count: 3) == [
            "w hover (300,200)", "w touches t1 began (300,200) ptr", "w touches t1 ended (300,200) ptr",
        ])
        harness.reset()
        try harness.server.touchscreen.down(id: 7, x: 40, y: 30)
        try harness.server.touchscreen.up(id: 7)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == ["w touches t1 began (40,30)", "w touches t1 ended (40,30)"])
    }

    @Test("Without hover, motion is not selected: a mouse drag still moves, through a grab the press takes and the release ends")
    func dragWithoutMotionSelected() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        #expect(!selectedMasterXI2Events(display: harness.display.handle, window: harness.window).contains(XI_Motion))
        let pointer = harness.server.pointer
        try pointer.move(x: 100, y: 100)
        try pointer.button(1, isPress: true)
        try pointer.sync()
        harness.pump { $0.count >= 1 }
        try pointer.move(x: 150, y: 120)
        try pointer.sync()
        harness.pump { $0.count >= 2 }
        try pointer.move(x: 390, y: 290)
        try pointer.button(1, isPress: false)
        try pointer.sync()
        #expect(harness.trace(count: 4) == [
            "w touches t1 began (100,100) ptr", "w touches t1 moved (150,120) ptr",
            "w touches t1 moved (390,290) ptr", "w touches t1 ended (390,290) ptr",
        ])
        // The grab ended with the release: another client can grab the pointer, and motion is not delivered.
        let other = try XDisplay(name: harness.server.display)
        defer { other.close() }
        #expect(grabStatus(of: other, master: pointerMaster(harness)) == GrabSuccess)
        harness.reset()
        try pointer.move(x: 200, y: 200)
        try pointer.sync()
        #expect(harness.trace(count: 1, settle: 0.3) == [])
    }

    @Test("Pointer motion without a button is hover, one per batch; leaving the window is hover(nil); a wheel click scrolls")
    func hoverAndLeave() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        harness.system.selectsPointerMotion = true
        try harness.server.pointer.move(x: 10, y: 20)
        try harness.server.sync()
        harness.pump { $0.count >= 1 }
        try harness.server.pointer.move(x: 11, y: 21)
        try harness.server.pointer.move(x: 12.5, y: 22)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == ["w hover (10,20)", "w hover (12.5,22)"])
        harness.reset()
        try harness.server.pointer.button(5, isPress: true)
        try harness.server.pointer.button(5, isPress: false)
        try harness.server.pointer.move(x: 500, y: 400)
        try harness.server.sync()
        #expect(harness.trace(count: 2) == ["w scroll (12.5,22) by (0,-40)", "w hover exit"])
    }

    @Test("Disabling the touchscreen mid-touch cancels the touch exactly once")
    func disableMidTouch() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        let screen = try #require(harness.system.devices.devices.values.first { $0.touchMode == .direct })
        try harness.server.touchscreen.down(id: 3, x: 80, y: 90)
        try harness.server.sync()
        harness.pump { $0.count >= 1 }
        #expect(try harness.run("xinput", ["disable", String(screen.id)]) == 0)
        harness.pump { $0.count >= 2 }
        try? harness.server.touchscreen.up(id: 3)
        try? harness.server.touchscreen.sync()
        #expect(harness.trace(count: 2, settle: 0.5) == ["w touches t1 began (80,90)", "w touches t1 cancelled (80,90)"])
        #expect(harness.system.devices[screen.id]?.isEnabled == false)
    }

    @Test("Detaching the window mid-touch and mid-drag cancels both; their later ends are ignored")
    func detachMidTouch() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try harness.server.touchscreen.down(id: 4, x: 60, y: 70)
        try harness.server.pointer.move(x: 200, y: 100)
        try harness.server.pointer.button(1, isPress: true)
        try harness.server.sync()
        harness.pump { $0.count >= 1 }  // the press takes its drag grab (motion is not selected)
        try harness.server.pointer.move(x: 210, y: 105)
        try harness.server.sync()
        harness.pump { $0.count >= 2 }
        let cancelled = InputTrace.lines(harness.system.detach(window: harness.window))
        try harness.server.touchscreen.up(id: 4)
        try harness.server.pointer.button(1, isPress: false)
        try harness.server.sync()
        // One batch: both began in one frame; the drag's move is t2's second change, so a second frame.
        #expect(harness.trace(count: 2, settle: 0.5) == [
            "w touches t1 began (60,70) | t2 began (200,100) ptr", "w touches t2 moved (210,105) ptr",
        ])
        // Cancellations in id order: the master pointer (2) before the touchscreen.
        #expect(cancelled.map { $0.replacingOccurrences(of: #" @[0-9.e\-]+$"#, with: "", options: .regularExpression) } == [
            "w\(harness.window) touches 2:0 cancelled (210,105) ptr | \(screenTouchID(harness)) cancelled (60,70)",
        ])
    }

    /// The master pointer's device id.
    private func pointerMaster(_ harness: InputServerHarness) -> Int32 {
        Int32(harness.system.devices.devices.values.first { $0.use == .masterPointer }?.id ?? 2)
    }

    /// XIGrabDevice of `master` by `display`'s client on its root window (released at once if it succeeded).
    private func grabStatus(of display: XDisplay, master: Int32) -> Int32 {
        var bits = [UInt8](repeating: 0, count: Int(cx_xi_mask_len()))
        cx_xi_set_mask(&bits, XI_ButtonPress)
        let status = bits.withUnsafeMutableBufferPointer { buffer -> Int32 in
            var mask = XIEventMask(deviceid: master, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return XIGrabDevice(display.handle, master, display.rootWindow, Time(CurrentTime), Cursor(0),
                                Int32(XIGrabModeAsync), Int32(XIGrabModeAsync), 0, &mask)
        }
        if status == GrabSuccess { XIUngrabDevice(display.handle, master, Time(CurrentTime)) }
        return status
    }

    /// The touchscreen's id of the one touch seen so far ("device:touch").
    private func screenTouchID(_ harness: InputServerHarness) -> String {
        for case .touches(let touches, _) in harness.collected.map(\.event) {
            if let touch = touches.first(where: { $0.type == .direct }) { return touch.id.description }
        }
        return "none"
    }

    @Test("Timestamps are on the input clock: not after receipt, increasing, with the server's spacing")
    func timestamps() throws {
        let harness = try InputServerHarness()
        defer { harness.close() }
        try harness.server.touchscreen.down(id: 1, x: 10, y: 10)
        try harness.server.touchscreen.sync()
        harness.pump { $0.count >= 1 }
        Thread.sleep(forTimeInterval: 0.2)
        try harness.server.touchscreen.move(id: 1, x: 20, y: 10)
        try harness.server.touchscreen.sync()
        let inputs = harness.pump { $0.count >= 2 }
        let now = harness.clock.now
        try #require(inputs.count == 2)
        let (t0, t1) = (inputs[0].event.timestamp, inputs[1].event.timestamp)
        #expect(t1 <= now)
        #expect(t1 - t0 >= 0.19 && t1 - t0 < 1)
        #expect(now - t0 < 5)
    }
}
