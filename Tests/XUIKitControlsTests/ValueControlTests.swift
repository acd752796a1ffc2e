import Foundation
import Testing
import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UISwitch")
struct SwitchTests {
    @Test("A tap toggles the switch and sends valueChanged before touchUpInside; setOn sends nothing")
    func tapToggles() {
        let trace = CallTrace()
        let (_, input, toggle) = host(UISwitch(), frame: CGRect(x: 50, y: 50, width: 10, height: 10))
        #expect(toggle.bounds.size == CGSize(width: 51, height: 31))
        logEvents([(.valueChanged, "valueChanged"), (.touchUpInside, "touchUpInside")], of: toggle, into: trace) { "\(toggle.isOn)" }
        input.tap(at: CGPoint(x: 60, y: 60))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 60, y: 60))
        toggle.setOn(true, animated: true)
        #expect(trace.text == "valueChanged true, touchUpInside true, valueChanged false, touchUpInside false")
        #expect(toggle.isOn)
    }

    @Test("A drag sets the side the finger ends on; a drag back to where it was changes nothing")
    func dragSetsSide() {
        let trace = CallTrace()
        let (_, input, toggle) = host(UISwitch(), frame: CGRect(x: 50, y: 50, width: 51, height: 31))
        logEvents([(.valueChanged, "valueChanged")], of: toggle, into: trace) { "\(toggle.isOn)" }
        input.down(1, at: CGPoint(x: 60, y: 65))
        input.drag(1, from: CGPoint(x: 60, y: 65), to: CGPoint(x: 95, y: 65))
        input.up(1, at: CGPoint(x: 95, y: 65))
        input.advance(by: 1)
        input.down(1, at: CGPoint(x: 95, y: 65))
        input.drag(1, from: CGPoint(x: 95, y: 65), to: CGPoint(x: 85, y: 65))
        input.up(1, at: CGPoint(x: 85, y: 65))
        #expect(trace.text == "valueChanged true")
    }

    @Test("Drawn at scale 2: green track with the thumb right when on, grey with the thumb left when off")
    func drawing() {
        let (window, _, toggle) = host(UISwitch(), frame: CGRect(x: 20, y: 20, width: 51, height: 31))
        let offTrack = render(window).pixel(x: 2 * 65, y: 2 * 35)
        #expect(near(offTrack, RGBA(233, 233, 235, 255)))
        toggle.isOn = true
        let surface = render(window)
        #expect(near(surface.pixel(x: 2 * 26, y: 2 * 35), RGBA(52, 199, 89, 255)))
        #expect(surface.pixel(x: 2 * 57, y: 2 * 35) == whitePixel)
    }
}

@MainActor
@Suite("UISlider")
struct SliderTests {
    /// A 228 pt slider at (0, 50): the track runs from x 14 to 214 (200 pt), thumb at x 14 for value 0.
    private func slider(_ trace: CallTrace) -> (InputSimulator, UISlider) {
        let (_, input, slider) = host(UISlider(), frame: CGRect(x: 0, y: 50, width: 228, height: 31))
        logEvents([(.valueChanged, "valueChanged")], of: slider, into: trace) { String(format: "%.2f", slider.value) }
        return (input, slider)
    }

    @Test("Dragging the thumb sends continuous values that keep the finger's offset")
    func drag() {
        let trace = CallTrace()
        let (input, slider) = slider(trace)
        input.down(1, at: CGPoint(x: 18, y: 65))
        for x in [68, 118, 168, 500] { input.move(1, to: CGPoint(x: CGFloat(x), y: 65)) }
        input.up(1, at: CGPoint(x: 500, y: 65))
        #expect(trace.text == "valueChanged 0.25, valueChanged 0.50, valueChanged 0.75, valueChanged 1.00")
        #expect(slider.value == 1)
    }

    @Test("A tap or drag on the track away from the thumb does not move it")
    func trackTapDoesNotJump() {
        let trace = CallTrace()
        let (input, slider) = slider(trace)
        input.down(1, at: CGPoint(x: 150, y: 65))
        input.move(1, to: CGPoint(x: 170, y: 65))
        input.up(1, at: CGPoint(x: 170, y: 65))
        #expect(trace.text == "" && slider.value == 0)
    }

    @Test("Not continuous: one valueChanged at the lift")
    func notContinuous() {
        let trace = CallTrace()
        let (input, slider) = slider(trace)
        slider.isContinuous = false
        input.down(1, at: CGPoint(x: 14, y: 65))
        input.move(1, to: CGPoint(x: 64, y: 65))
        input.move(1, to: CGPoint(x: 114, y: 65))
        #expect(trace.text == "")
        input.up(1, at: CGPoint(x: 114, y: 65))
        #expect(trace.text == "valueChanged 0.50")
    }

    @Test("Values are clamped to the range; NaN becomes the minimum")
    func clamping() {
        let slider = UISlider()
        slider.minimumValue = -1
        slider.maximumValue = 2
        slider.value = 5
        #expect(slider.value == 2)
        slider.value = .nan
        #expect(slider.value == -1)
        slider.setValue(-7, animated: false)
        #expect(slider.value == -1)
        slider.value = 1
        slider.maximumValue = 0.5
        #expect(slider.value == 0.5)
    }

    @Test("An ancestor's pan does not begin while the thumb is dragged")
    func panYields() {
        let trace = CallTrace()
        let (input, slider) = slider(trace)
        slider.window?.addGestureRecognizer(UIPanGestureRecognizer { trace.log("pan \($0.state)") })
        input.down(1, at: CGPoint(x: 14, y: 65))
        input.drag(1, from: CGPoint(x: 14, y: 65), to: CGPoint(x: 114, y: 65), steps: 2)
        input.up(1, at: CGPoint(x: 114, y: 65))
        #expect(trace.text == "valueChanged 0.25, valueChanged 0.50")
    }
}

@MainActor
@Suite("UIStepper")
struct StepperTests {
    private func stepper(_ trace: CallTrace) -> (InputSimulator, UIStepper) {
        let (_, input, stepper) = host(UIStepper(), frame: CGRect(x: 10, y: 10, width: 94, height: 32))
        logEvents([(.valueChanged, "valueChanged")], of: stepper, into: trace) { "\(Int(stepper.value))" }
        return (input, stepper)
    }

    @Test("A held plus steps at touch-down, 0.5 s later, then every 0.1 s, until the lift")
    func autorepeat() {
        let trace = CallTrace()
        let (input, stepper) = stepper(trace)
        input.down(1, at: CGPoint(x: 90, y: 26))
        input.advance(by: 0.49)
        #expect(stepper.value == 1)
        input.advance(by: 0.01)
        #expect(stepper.value == 2)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 90, y: 26))
        input.advance(by: 1)
        #expect(trace.text == "valueChanged 1, valueChanged 2, valueChanged 3, valueChanged 4, valueChanged 5")
    }

    @Test("Minus stops at the minimum, or wraps round to the maximum")
    func limits() {
        let trace = CallTrace()
        let (input, stepper) = stepper(trace)
        input.tap(at: CGPoint(x: 20, y: 26))
        #expect(stepper.value == 0 && trace.text == "")
        stepper.wraps = true
        stepper.maximumValue = 3
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20, y: 26))
        #expect(stepper.value == 3 && trace.text == "valueChanged 3")
    }

    @Test("Leaving the pressed half stops the repeat")
    func leavingStops() {
        let trace = CallTrace()
        let (input, stepper) = stepper(trace)
        stepper.stepValue = 10
        input.down(1, at: CGPoint(x: 90, y: 26))
        input.move(1, to: CGPoint(x: 40, y: 26))
        input.advance(by: 2)
        input.up(1, at: CGPoint(x: 40, y: 26))
        #expect(stepper.value == 10 && trace.text == "valueChanged 10")
    }
}
