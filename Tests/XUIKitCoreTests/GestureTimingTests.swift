import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Timed recognizers on the input clock: multi-tap and long press")
struct GestureTimingTests {
    private func singleAndDouble(_ trace: CallTrace) -> (InputSimulator, UITapGestureRecognizer, UITapGestureRecognizer) {
        let (_, input, view) = makeTracedView(trace)
        let single = UITapGestureRecognizer(), double = UITapGestureRecognizer()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        logActions(of: single, as: "single", into: trace)
        logActions(of: double, as: "double", into: trace)
        view.addGestureRecognizer(single)
        view.addGestureRecognizer(double)
        return (input, single, double)
    }

    @Test("A single tap requiring a double tap to fail fires 0.35 s after one tap, when the double tap gives up")
    func singleTapWaitsForDoubleTap() {
        let trace = CallTrace()
        let (input, single, double) = singleAndDouble(trace)
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v")
        input.advance(by: 0.3)
        #expect(trace.text == "began v")
        input.advance(by: 0.1)
        #expect(trace.text == "began v, single ended, cancelled v")
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("Two quick taps recognize the double tap and the waiting single tap fails")
    func doubleTapWins() {
        let trace = CallTrace()
        let (input, single, double) = singleAndDouble(trace)
        input.tap(at: .at(50, 50))
        input.advance(by: 0.2)
        input.tap(at: .at(55, 50))
        #expect(trace.text == "began v, began v, double ended, cancelled v x2")
        input.advance(by: 1)
        #expect(trace.text == "began v, began v, double ended, cancelled v x2")
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test("After a double tap, a later lone tap recognizes the single tap again")
    func recognizersResetBetweenGestures() {
        let trace = CallTrace()
        let (input, _, _) = singleAndDouble(trace)
        input.tap(at: .at(50, 50))
        input.advance(by: 0.2)
        input.tap(at: .at(55, 50))
        input.advance(by: 1)
        trace.clear()
        input.tap(at: .at(50, 50))
        input.advance(by: 0.4)
        #expect(trace.text == "began v, single ended, cancelled v")
    }

    @Test("A second tap starting 46 pt from the first is not part of a double tap")
    func secondTapTooFar() {
        for (offset, recognized) in [(CGFloat(45), true), (46, false)] {
            let trace = CallTrace()
            let (input, double) = tracedRecognizer(UITapGestureRecognizer(), as: "double", into: trace)
            double.numberOfTapsRequired = 2
            input.tap(at: .at(100, 100))
            input.advance(by: 0.1)
            input.tap(at: .at(100 + offset, 100))
            #expect(trace.text.contains("double ended") == recognized, "offset \(offset)")
        }
    }

    @Test("A two-finger long press needs both fingers held; a third finger fails it")
    func twoFingerLongPress() {
        for fingers in [1, 2, 3] {
            let trace = CallTrace()
            let (input, press) = tracedRecognizer(UILongPressGestureRecognizer(), as: "press", into: trace)
            press.numberOfTouchesRequired = 2
            let ids = (1...fingers).map { UInt32($0) }
            input.frame(ids.map { .began($0, at: .at(CGFloat($0) * 40, 50)) })
            input.advance(by: 0.6)
            input.frame(ids.map { .ended($0, at: .at(CGFloat($0) * 40, 50)) })
            let expected = fingers == 2 ? "began v x2, press began, cancelled v x2, press ended" : "began v\(fingers == 1 ? "" : " x3"), ended v\(fingers == 1 ? "" : " x3")"
            #expect(trace.text == expected, "\(fingers) fingers")
        }
    }

    @Test("A long press begins after 0.5 s on the clock, changes on moves and ends on lift")
    func longPressBegins() {
        let trace = CallTrace()
        let (input, press) = tracedRecognizer(UILongPressGestureRecognizer(), as: "press", into: trace)
        input.down(1, at: .at(50, 50))
        input.advance(by: 0.49)
        #expect(trace.text == "began v")
        input.advance(by: 0.01)
        #expect(trace.text == "began v, press began, cancelled v")
        input.move(1, to: .at(80, 50))
        input.up(1, at: .at(80, 50))
        #expect(trace.text == "began v, press began, cancelled v, press changed, press ended")
        #expect(press.state == .possible)
    }

    @Test("A long press fails on 11 pt of movement before it began, but not on 10")
    func longPressMovement() {
        for (moved, begins) in [(CGFloat(10), true), (11, false)] {
            let trace = CallTrace()
            let (input, _) = tracedRecognizer(UILongPressGestureRecognizer(), as: "press", into: trace)
            input.down(1, at: .at(50, 50))
            input.advance(by: 0.2)
            input.move(1, to: .at(50, 50 + moved))
            input.advance(by: 0.5)
            input.up(1, at: .at(50, 50 + moved))
            let expected = begins
                ? "began v, moved v, press began, cancelled v, press ended"
                : "began v, moved v, ended v"
            #expect(trace.text == expected, "moved \(moved) pt")
        }
    }

    @Test("A finger lifted before 0.5 s fails the long press, and its timer does nothing later")
    func longPressLiftedEarly() {
        let trace = CallTrace()
        let (input, _) = tracedRecognizer(UILongPressGestureRecognizer(), as: "press", into: trace)
        input.tap(at: .at(50, 50), duration: 0.3)
        input.advance(by: 1)
        #expect(trace.text == "began v, ended v")
        #expect(UIApplication.shared.inputClock.nextDeadline == nil)
    }

    @Test("A long press after one tap (numberOfTapsRequired 1)")
    func longPressAfterTap() {
        let trace = CallTrace()
        let (input, press) = tracedRecognizer(UILongPressGestureRecognizer(), as: "press", into: trace)
        press.numberOfTapsRequired = 1
        input.tap(at: .at(50, 50))
        input.advance(by: 0.1)
        input.down(2, at: .at(50, 50))
        input.advance(by: 0.5)
        input.up(2, at: .at(50, 50))
        #expect(trace.text == "began v, began v, press began, cancelled v x2, press ended")
    }
}
