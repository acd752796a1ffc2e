import Foundation
import Testing
import XUIKitControls
import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("UISegmentedControl")
struct SegmentedControlTests {
    /// Three 60 pt segments at (10, 10).
    private func scene(_ trace: CallTrace) -> (UIWindow, InputSimulator, UISegmentedControl) {
        let control = UISegmentedControl(items: ["One", "Two", "Three"])
        let (window, input, _) = host(control, frame: CGRect(x: 10, y: 10, width: 180, height: 32))
        logEvents([(.valueChanged, "valueChanged")], of: control, into: trace) { "\(control.selectedSegmentIndex)" }
        return (window, input, control)
    }

    @Test("A tap selects its segment; tapping the selected one again sends nothing")
    func tapSelects() {
        let trace = CallTrace()
        let (_, input, control) = scene(trace)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        input.tap(at: CGPoint(x: 100, y: 20))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 20))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 20, y: 20))
        #expect(trace.text == "valueChanged 1, valueChanged 0")
    }

    @Test("A drag moves the choice to the segment under the finger; past the end it keeps the last")
    func dragBetween() {
        let trace = CallTrace()
        let (_, input, control) = scene(trace)
        input.down(1, at: CGPoint(x: 20, y: 20))
        input.drag(1, from: CGPoint(x: 20, y: 20), to: CGPoint(x: 230, y: 20))
        input.up(1, at: CGPoint(x: 230, y: 20))
        #expect(trace.text == "valueChanged 2")
        #expect(control.selectedSegmentIndex == 2)
    }

    @Test("Momentary: each lift on a segment sends valueChanged, and nothing stays selected")
    func momentary() {
        let trace = CallTrace()
        let (_, input, control) = scene(trace)
        control.isMomentary = true
        input.tap(at: CGPoint(x: 100, y: 20))
        input.advance(by: 1)
        input.tap(at: CGPoint(x: 100, y: 20))
        #expect(trace.text == "valueChanged -1, valueChanged -1")
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("Disabled segments cannot be chosen; inserting and removing keeps the selection's segment")
    func editing() {
        let trace = CallTrace()
        let (_, input, control) = scene(trace)
        control.setEnabled(false, forSegmentAt: 1)
        input.tap(at: CGPoint(x: 100, y: 20))
        #expect(trace.text == "" && !control.isEnabledForSegment(at: 1))
        control.selectedSegmentIndex = 2
        control.insertSegment(withTitle: "Zero", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Zero")
        control.removeSegment(at: 3, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 3)
        control.selectedSegmentIndex = 7
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    @Test("Drawn at scale 2: grey track, the selected segment white, 32 pt high")
    func drawing() {
        let trace = CallTrace()
        let (window, _, control) = scene(trace)
        #expect(control.intrinsicContentSize.height == 32)
        control.selectedSegmentIndex = 0
        let surface = render(window)
        // Top-left corner area of segment 1 (unselected: track) and of segment 0 (selected: white), inside text-free margins.
        #expect(near(surface.pixel(x: 2 * 74, y: 2 * 13), RGBA(238, 238, 239, 255)))
        #expect(surface.pixel(x: 2 * 16, y: 2 * 14) == whitePixel)
        #expect(near(surface.pixel(x: 2 * 11, y: 2 * 26), RGBA(238, 238, 239, 255)))
    }
}
