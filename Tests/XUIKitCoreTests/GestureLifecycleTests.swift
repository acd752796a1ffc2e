import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Recognizer lifecycle: removal, disabling, cancellation")
struct GestureLifecycleTests {
    @Test("A pan removed mid-gesture is cancelled with an action, and the view's later touches go through")
    func removedMidGesture() {
        let trace = CallTrace()
        let (input, pan) = tracedRecognizer(UIPanGestureRecognizer(), as: "pan", into: trace)
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(80, 50))
        pan.view?.removeGestureRecognizer(pan)
        #expect(pan.view == nil && pan.state == .possible)
        input.move(1, to: .at(90, 50))
        input.up(1, at: .at(90, 50))
        #expect(trace.text == "began v, pan began, cancelled v, pan cancelled")
        trace.clear()
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v, ended v")
    }

    @Test("A possible tap removed before the finger lifts releases the view's held ended")
    func possibleRemoved() {
        let trace = CallTrace()
        let (input, doubleTap) = tracedRecognizer(UITapGestureRecognizer(), as: "double", into: trace)
        doubleTap.numberOfTapsRequired = 2
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v")
        doubleTap.view?.removeGestureRecognizer(doubleTap)
        #expect(trace.text == "began v, ended v")
        input.advance(by: 1)
        #expect(trace.text == "began v, ended v")
        #expect(UIApplication.shared.inputClock.nextDeadline == nil)
    }

    @Test("A long press disabled while pressed is cancelled; enabled again it works")
    func disabledMidGesture() {
        let trace = CallTrace()
        let (input, press) = tracedRecognizer(UILongPressGestureRecognizer(), as: "press", into: trace)
        input.down(1, at: .at(50, 50))
        input.advance(by: 0.6)
        press.isEnabled = false
        input.up(1, at: .at(50, 50))
        #expect(trace.text == "began v, press began, cancelled v, press cancelled")
        press.isEnabled = true
        trace.clear()
        input.down(2, at: .at(50, 50))
        input.advance(by: 0.6)
        input.up(2, at: .at(50, 50))
        #expect(trace.text == "began v, press began, cancelled v, press ended")
    }

    @Test("A touch cancelled by the device cancels a pan in progress")
    func touchCancelled() {
        let trace = CallTrace()
        let (input, pan) = tracedRecognizer(UIPanGestureRecognizer(), as: "pan", into: trace)
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(80, 50))
        input.cancel(1, at: .at(80, 50))
        #expect(trace.text == "began v, pan began, cancelled v, pan cancelled")
        #expect(pan.state == .possible)
    }

    @Test("A screen-edge pan begins from its edge moving inward, and fails away from the edge")
    func screenEdgePan() {
        let cases: [(start: CGPoint, end: CGPoint, begins: Bool)] = [
            (.at(5, 200), .at(60, 210), true),     // from the left edge, inward
            (.at(5, 200), .at(15, 260), false),    // from the left edge, along it
            (.at(100, 200), .at(160, 200), false), // not at an edge
            (.at(395, 200), .at(330, 200), false), // right edge, not in `edges`
        ]
        for (start, end, begins) in cases {
            let (window, input) = TestApplication.makeKeyWindow()
            let edgePan = UIScreenEdgePanGestureRecognizer()
            edgePan.edges = .left
            var states: [UIGestureRecognizer.State] = []
            edgePan.addTarget { states.append($0.state) }
            window.addGestureRecognizer(edgePan)
            input.down(1, at: start)
            input.drag(1, from: start, to: end, steps: 4)
            input.up(1, at: end)
            #expect(states == (begins ? [.began, .changed, .changed, .changed, .ended] : []), "\(start) -> \(end)")
        }
    }
}
