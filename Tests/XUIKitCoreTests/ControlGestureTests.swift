import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitCore

@MainActor
@Suite("Controls and gesture recognizers")
struct ControlGestureTests {
    /// A control in a superview that fills the window and holds `recognizer`.
    private func scene(_ recognizer: UIGestureRecognizer, tapControl: Bool, _ trace: CallTrace) -> (InputSimulator, UIControl) {
        let (window, input) = TestApplication.makeKeyWindow()
        let superview = UIView(frame: window.bounds)
        window.addSubview(superview)
        let control = UIControl(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        control.defaultActionIsSingleTap = tapControl
        superview.addSubview(control)
        logEvents(of: control, into: trace)
        logActions(of: recognizer, as: "recognizer", into: trace)
        superview.addGestureRecognizer(recognizer)
        return (input, control)
    }

    @Test("A superview's tap recognizer does not take the tap of a control whose default action is a tap")
    func tapYieldsToControl() {
        let trace = CallTrace()
        let tap = UITapGestureRecognizer()
        let (input, _) = scene(tap, tapControl: true, trace)
        input.tap(at: .at(150, 125))
        #expect(trace.text == "touchDown, touchUpInside")
        // Beside the control, the recognizer still works.
        trace.clear()
        input.advance(by: 1)
        input.tap(at: .at(20, 20))
        #expect(trace.text == "recognizer ended")
    }

    @Test("A double-tap recognizer is not one the control's tap overlaps: it takes the touches")
    func doubleTapNotBlocked() {
        let trace = CallTrace()
        let tap = UITapGestureRecognizer()
        tap.numberOfTapsRequired = 2
        let (input, _) = scene(tap, tapControl: true, trace)
        input.tap(at: .at(150, 125))
        input.advance(by: 0.1)
        input.tap(at: .at(150, 125))
        // The first tap's end is held while the recognizer may still recognize
        // (delaysTouchesEnded), and the second finger does not reach the
        // single-touch control while the first is owed its end.
        #expect(trace.text == "touchDown, recognizer ended, touchCancel")
    }

    @Test("A plain UIControl's tap goes to the superview's tap recognizer, as on iOS")
    func plainControlLosesTap() {
        let trace = CallTrace()
        let (input, control) = scene(UITapGestureRecognizer(), tapControl: false, trace)
        input.tap(at: .at(150, 125))
        #expect(trace.text == "touchDown, recognizer ended, touchCancel")
        #expect(!control.isTracking && !control.isHighlighted)
    }

    @Test("A pan beginning on the superview cancels the control's tracking")
    func panCancelsTracking() {
        let trace = CallTrace()
        let (input, control) = scene(UIPanGestureRecognizer(), tapControl: true, trace)
        input.down(1, at: .at(150, 125))
        input.advance(by: 0.01)
        input.move(1, to: .at(152, 125))
        input.advance(by: 0.01)
        input.move(1, to: .at(190, 125))
        input.advance(by: 0.01)
        input.up(1, at: .at(190, 125))
        #expect(trace.text == "touchDown, touchDragInside, recognizer began, touchCancel, recognizer ended")
        #expect(!control.isTracking)
    }
}
