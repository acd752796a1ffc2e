import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Arbitration between concrete recognizers through delegates and subclass hooks")
struct GestureArbitrationTests {
    final class Delegate: UIGestureRecognizerDelegate {
        var shouldBegin = true
        var requiresFailureOf: UIGestureRecognizer?
        func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { shouldBegin }
        func gestureRecognizer(
            _ gestureRecognizer: UIGestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
        ) -> Bool { otherGestureRecognizer === requiresFailureOf }
    }

    @Test("A pan its delegate will not let begin fails, and the view keeps the whole touch")
    func delegateRefusesPan() {
        let trace = CallTrace()
        let (input, pan) = tracedRecognizer(UIPanGestureRecognizer(), as: "pan", into: trace)
        let delegate = Delegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(80, 50))
        input.move(1, to: .at(90, 50))
        input.up(1, at: .at(90, 50))
        #expect(trace.text == "began v, moved v, moved v, ended v")
    }

    /// A traced view with a single tap and then a double tap, no requirement between them.
    private func singleAndDoubleTap(_ trace: CallTrace) -> (InputSimulator, UITapGestureRecognizer, UITapGestureRecognizer) {
        let (input, single) = tracedRecognizer(UITapGestureRecognizer(), as: "single", into: trace)
        let double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        logActions(of: double, as: "double", into: trace)
        single.view!.addGestureRecognizer(double)
        return (input, single, double)
    }

    @Test("A single tap waits for a double tap named by its delegate's shouldRequireFailureOf")
    func delegateFailureRequirement() {
        let trace = CallTrace()
        let (input, single, double) = singleAndDoubleTap(trace)
        let delegate = Delegate()
        delegate.requiresFailureOf = double
        single.delegate = delegate
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v")
        input.advance(by: 0.4)
        #expect(trace.text == "began v, single ended, cancelled v")
    }

    @Test("Without a requirement, a single tap does not prevent a double tap: both fire")
    func tapAndDoubleTapWithoutRequirement() {
        let trace = CallTrace()
        let (input, _, _) = singleAndDoubleTap(trace)
        input.tap(at: .at(50, 50))
        input.advance(by: 0.1)
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v, single ended, cancelled v, began v, single ended, cancelled v, double ended")
    }

    final class UnpreventablePan: UIPanGestureRecognizer {
        override func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    }

    @Test("A pan that cannot be prevented begins after a long press began, and cancels it")
    func canBePreventedHook() {
        let trace = CallTrace()
        let (input, press) = tracedRecognizer(UILongPressGestureRecognizer(), as: "press", into: trace)
        let pan = UnpreventablePan()
        logActions(of: pan, as: "pan", into: trace)
        press.view!.addGestureRecognizer(pan)
        input.down(1, at: .at(50, 50))
        input.advance(by: 0.6)
        input.move(1, to: .at(90, 50))
        input.up(1, at: .at(90, 50))
        #expect(trace.text == "began v, press began, cancelled v, press changed, press cancelled, pan began, pan ended")
    }

    @Test("requiresExclusiveTouchType: a pan under way with a finger ignores a pointer touch, unless it is turned off")
    func exclusiveTouchType() {
        for exclusive in [true, false] {
            let (window, fingerInput) = TestApplication.makeKeyWindow()
            let pan = UIPanGestureRecognizer()
            pan.requiresExclusiveTouchType = exclusive
            window.addGestureRecognizer(pan)
            let pointerInput = InputSimulator(window: window, device: 1, touchType: .indirectPointer)
            fingerInput.down(1, at: .at(100, 100))
            pointerInput.down(1, at: .at(200, 100))
            #expect(pan.numberOfTouches == (exclusive ? 1 : 2), "exclusive \(exclusive)")
            pointerInput.up(1, at: .at(200, 100))
            fingerInput.up(1, at: .at(100, 100))
        }
    }
}
