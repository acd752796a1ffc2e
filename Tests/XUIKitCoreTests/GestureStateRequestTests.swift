import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// A drag recognizer written as published ones are: `.possible` set in
/// `touchesBegan` and in `reset()`, `.ended` set after `super.touchesEnded`.
private final class PublishedDrag: UIGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        state = .possible
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        state = state == .possible ? .began : .changed
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = state == .possible ? .failed : .ended
    }
    override func reset() {
        super.reset()
        state = .possible
    }
}

/// A pan subclass that, as published ones do, also sets `.ended` after the superclass ended the pan.
private final class EndingPan: UIPanGestureRecognizer {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = .ended
    }
}

/// A recognizer asking for transitions UIKit refuses: cancelled before it began, began after it failed.
private final class Confused: UIGestureRecognizer {
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .cancelled
        state = .failed
        state = .began
    }
}

@MainActor
@Suite("State requests from published recognizers: redundant ones are harmless, refused ones are logged, none traps")
struct GestureStateRequestTests {
    /// Routes the arena's debug log into `trace` as "log <message>".
    private func captureLog(into trace: CallTrace) {
        UIApplication.shared.touchDispatcher.arena.debugLog = { trace.log("log \($0)") }
    }

    @Test("A drag setting .possible in touchesBegan and reset() recognizes twice in a row, one action per change, nothing logged")
    func possibleInTouchesBeganAndReset() {
        let trace = CallTrace()
        let (input, drag) = tracedRecognizer(PublishedDrag(), as: "drag", into: trace)
        captureLog(into: trace)
        for _ in 0..<2 {
            input.down(1, at: .at(50, 50))
            input.move(1, to: .at(60, 50))
            input.move(1, to: .at(70, 50))
            input.up(1, at: .at(70, 50))
        }
        let gesture = "began v, drag began, cancelled v, drag changed, drag ended"
        #expect(trace.text == gesture + ", " + gesture)
        #expect(drag.state == .possible)
    }

    @Test("A pan subclass setting .ended after super.touchesEnded ended the pan sends one ended action")
    func endedAfterSuperEnded() {
        let trace = CallTrace()
        let (input, pan) = tracedRecognizer(EndingPan(), as: "pan", into: trace)
        captureLog(into: trace)
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(70, 50))
        input.move(1, to: .at(90, 50))
        input.up(1, at: .at(90, 50))
        #expect(trace.text == "began v, pan began, cancelled v, pan changed, pan ended")
        #expect(pan.state == .possible)
    }

    @Test("Transitions UIKit refuses are ignored with a debug log naming them; the legal one between them happens")
    func refusedTransitionsAreLogged() {
        let trace = CallTrace()
        let (input, confused) = tracedRecognizer(Confused(), as: "confused", into: trace)
        var stateAfterUp: UIGestureRecognizer.State?
        confused.addTarget { stateAfterUp = $0.state }
        captureLog(into: trace)
        input.down(1, at: .at(50, 50))
        input.up(1, at: .at(50, 50))
        let refusal = "illegal state transition %@ ignored (legal: possible -> began | recognized | failed; began | changed -> changed | ended | cancelled)"
        #expect(trace.lines == [
            "began v",
            "log Confused: " + refusal.replacingOccurrences(of: "%@", with: "possible -> cancelled"),
            "log Confused: " + refusal.replacingOccurrences(of: "%@", with: "failed -> began"),
            "ended v",
        ])
        #expect(stateAfterUp == nil, "a failure sends no action")
        #expect(confused.state == .possible, "reset once its touch ended")
    }

    @Test("Outside touch delivery (app code), setting the current state again does nothing and a refused one is logged")
    func requestsOutsideDelivery() {
        let trace = CallTrace()
        _ = TestApplication.makeKeyWindow()
        captureLog(into: trace)
        let recognizer = UIGestureRecognizer()
        logActions(of: recognizer, as: "r", into: trace)
        recognizer.state = .possible
        recognizer.state = .changed
        #expect(trace.lines == ["log UIGestureRecognizer: illegal state transition possible -> changed ignored (legal: possible -> began | recognized | failed; began | changed -> changed | ended | cancelled)"])
        #expect(recognizer.state == .possible)
    }
}
