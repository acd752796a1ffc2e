import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// Controls driven through the virtual touchscreen of a real Xorg (issue 13's
/// end-to-end checks): exact control-event traces, recognizers yielding to a
/// button, slider drags, switch taps and drags, stepper auto-repeat on the
/// system clock.
@MainActor
@Suite("End to end: controls on the touchscreen")
struct ControlEndToEndTests {
    /// A started backend showing a white window at the screen origin with `control` in it.
    @MainActor
    private struct Scene {
        let harness: BackendHarness
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let trace = CallTrace()

        init(_ control: UIControl, frame: CGRect, events: [(UIControl.Event, String)], value: @escaping () -> String = { "" }) throws {
            harness = try BackendHarness()
            window.backgroundColor = .white
            control.frame = frame
            window.addSubview(control)
            let trace = self.trace
            for (event, name) in events {
                control.addAction(UIAction { _ in
                    let shown = value()
                    trace.log(shown.isEmpty ? name : "\(name) \(shown)")
                }, for: event)
            }
            do { try harness.show(window) } catch { harness.tearDown(); throw error }
        }

        /// Sends `steps` in one burst and pumps until the trace has `count` lines.
        func send(until count: Int, _ steps: (VirtualTouchscreen) throws -> Void) throws -> Bool {
            try steps(harness.server.touchscreen)
            try harness.server.sync()
            return harness.pump { trace.lines.count >= count }
        }

        /// Sends `steps` in one burst and pumps for `seconds` (for steps that must produce nothing).
        func send(thenPumpFor seconds: TimeInterval, _ steps: (VirtualTouchscreen) throws -> Void) throws {
            try steps(harness.server.touchscreen)
            try harness.server.sync()
            harness.pump(timeout: seconds) { false }
        }
    }

    private static let touchEvents: [(UIControl.Event, String)] = [
        (.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"), (.touchDragInside, "touchDragInside"),
        (.touchDragOutside, "touchDragOutside"), (.touchDragEnter, "touchDragEnter"), (.touchDragExit, "touchDragExit"),
        (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"), (.touchCancel, "touchCancel"),
    ]

    @Test("A tap on a button gives exactly one touchUpInside")
    func buttonTap() throws {
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        let scene = try Scene(button, frame: CGRect(x: 100, y: 100, width: 120, height: 44), events: Self.touchEvents)
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 160, y: 122) })
        #expect(try scene.send(until: 2) { try $0.up(id: 1) })
        scene.harness.pump(timeout: 0.2) { false }
        #expect(scene.trace.text == "touchDown, touchUpInside")
    }

    @Test("Press, drag 100 pt out, back, out again, release: the exact drag events and touchUpOutside")
    func dragOutBackOut() throws {
        let scene = try Scene(UIButton(type: .system), frame: CGRect(x: 100, y: 100, width: 120, height: 44), events: Self.touchEvents)
        defer { scene.harness.tearDown() }
        // One step per burst: moves queued together are coalesced to the last.
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 160, y: 122) })
        #expect(try scene.send(until: 2) { try $0.move(id: 1, x: 200, y: 122) })
        #expect(try scene.send(until: 4) { try $0.move(id: 1, x: 320, y: 122) })
        #expect(try scene.send(until: 6) { try $0.move(id: 1, x: 200, y: 122) })
        #expect(try scene.send(until: 8) { try $0.move(id: 1, x: 320, y: 122) })
        #expect(try scene.send(until: 9) { try $0.up(id: 1) })
        #expect(scene.trace.text == "touchDown, touchDragInside, touchDragExit, touchDragOutside, touchDragEnter, touchDragInside, "
            + "touchDragExit, touchDragOutside, touchUpOutside")
    }

    @Test("A superview's tap recognizer does not take a button's tap")
    func recognizerYields() throws {
        let button = UIButton(type: .system)
        let scene = try Scene(button, frame: CGRect(x: 100, y: 100, width: 120, height: 44), events: Self.touchEvents)
        defer { scene.harness.tearDown() }
        let trace = scene.trace
        scene.window.addGestureRecognizer(UITapGestureRecognizer { _ in trace.log("tap") })
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 160, y: 122) })
        #expect(try scene.send(until: 2) { try $0.up(id: 1) })
        scene.harness.pump(timeout: 0.2) { false }
        // Beside the button, the recognizer gets the tap.
        #expect(try scene.send(until: 3) { try $0.down(id: 2, x: 500, y: 400); try $0.up(id: 2) })
        #expect(scene.trace.text == "touchDown, touchUpInside, tap")
    }

    @Test("A slider drag gives continuous, increasing values up to the maximum")
    func sliderDrag() throws {
        let slider = UISlider()
        // Track from x 114 to 314 (200 pt); value 0 puts the thumb at 114.
        let scene = try Scene(slider, frame: CGRect(x: 100, y: 100, width: 228, height: 31), events: [(.valueChanged, "v")]) {
            String(format: "%.2f", slider.value)
        }
        defer { scene.harness.tearDown() }
        try scene.send(thenPumpFor: 0.1) { try $0.down(id: 1, x: 114, y: 115) }
        for (index, x) in [164.0, 214, 264, 314].enumerated() {
            #expect(try scene.send(until: index + 1) { try $0.move(id: 1, x: x, y: 115) })
        }
        // Past the end the value stays at the maximum: no further event.
        try scene.send(thenPumpFor: 0.1) { try $0.move(id: 1, x: 400, y: 115) }
        try scene.send(thenPumpFor: 0.1) { try $0.up(id: 1) }
        #expect(scene.trace.text == "v 0.25, v 0.50, v 0.75, v 1.00")
    }

    @Test("A switch toggles on by a tap and off by a drag")
    func switchTapAndDrag() throws {
        let toggle = UISwitch()
        let scene = try Scene(toggle, frame: CGRect(x: 100, y: 100, width: 51, height: 31), events: [(.valueChanged, "valueChanged")]) {
            "\(toggle.isOn)"
        }
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 115, y: 115); try $0.up(id: 1) })
        #expect(toggle.isOn)
        scene.harness.pump(timeout: 0.5) { false }
        try scene.send(thenPumpFor: 0.1) { try $0.down(id: 2, x: 140, y: 115) }
        try scene.send(thenPumpFor: 0.1) { try $0.move(id: 2, x: 125, y: 115) }
        try scene.send(thenPumpFor: 0.1) { try $0.move(id: 2, x: 105, y: 115) }
        #expect(try scene.send(until: 2) { try $0.up(id: 2) })
        #expect(scene.trace.text == "valueChanged true, valueChanged false")
    }

    @Test("A stepper held for a second auto-repeats: one step at touch-down, more from 0.5 s on")
    func stepperAutorepeat() throws {
        let stepper = UIStepper()
        let scene = try Scene(stepper, frame: CGRect(x: 100, y: 100, width: 94, height: 32), events: [(.valueChanged, "v")]) {
            "\(Int(stepper.value))"
        }
        defer { scene.harness.tearDown() }
        #expect(try scene.send(until: 1) { try $0.down(id: 1, x: 180, y: 116) })
        let held = Date()
        scene.harness.pump(timeout: 0.45) { false }
        #expect(stepper.value == 1, "no repeat before 0.5 s")
        scene.harness.pump(timeout: 1.05 - Date().timeIntervalSince(held)) { false }
        try scene.send(thenPumpFor: 0.3) { try $0.up(id: 1) }
        // Steps at 0, 0.5, 0.6, ..., 1.0 s: 7, give or take one for the lift's timing.
        let steps = Int(stepper.value)
        #expect((6...8).contains(steps), "\(steps) steps")
        #expect(scene.trace.lines == (1...steps).map { "v \($0)" })
    }
}
