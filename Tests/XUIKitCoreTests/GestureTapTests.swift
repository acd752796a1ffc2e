import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Tap gesture recognizer")
struct GestureTapTests {
    @Test("A tap with cancelsTouchesInView cancels the view's touch once recognized")
    func tapCancelsTouches() {
        let trace = CallTrace()
        let (input, tap) = tracedRecognizer(UITapGestureRecognizer(), as: "tap", into: trace)
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v, tap ended, cancelled v")
        #expect(tap.state == .possible)
    }

    @Test("A tap without cancelsTouchesInView lets the view's touch end normally")
    func tapKeepsTouches() {
        let trace = CallTrace()
        let (input, tap) = tracedRecognizer(UITapGestureRecognizer(), as: "tap", into: trace)
        tap.cancelsTouchesInView = false
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v, tap ended, ended v")
    }

    @Test("A tap's action reads its location in the view")
    func tapLocation() {
        let trace = CallTrace()
        let (window, input, _) = makeTracedView(trace)
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(inner)
        var location: CGPoint?
        inner.addGestureRecognizer(UITapGestureRecognizer { location = $0.location(in: $0.view) })
        input.tap(at: .at(130, 140))
        #expect(location == .at(30, 40))
    }

    @Test("A tap fails when the finger moves beyond 10 pt, and the view's touch ends normally")
    func tapSlop() {
        for (moved, recognized) in [(CGFloat(9), true), (10, true), (11, false), (30, false)] {
            let trace = CallTrace()
            let (input, _) = tracedRecognizer(UITapGestureRecognizer(), as: "tap", into: trace)
            input.down(1, at: .at(50, 50))
            input.move(1, to: .at(50 + moved, 50))
            input.up(1, at: .at(50 + moved, 50))
            let expected = recognized ? "began v, moved v, tap ended, cancelled v" : "began v, moved v, ended v"
            #expect(trace.text == expected, "moved \(moved) pt")
        }
    }

    @Test("A finger held past 1.5 s is not a tap")
    func tapHeldTooLong() {
        let trace = CallTrace()
        let (input, _) = tracedRecognizer(UITapGestureRecognizer(), as: "tap", into: trace)
        input.tap(at: .at(50, 50), duration: 1.6)
        #expect(trace.text == "began v, ended v")
    }

    @Test("A two-finger tap needs both fingers, landing together or one after the other")
    func twoFingerTap() {
        for staggered in [false, true] {
            let trace = CallTrace()
            let (input, tap) = tracedRecognizer(UITapGestureRecognizer(), as: "tap2", into: trace)
            tap.numberOfTouchesRequired = 2
            if staggered {
                input.down(1, at: .at(50, 50))
                input.down(2, at: .at(80, 50))
                input.up(1, at: .at(50, 50))
                input.up(2, at: .at(80, 50))
                #expect(trace.text == "began v, began v, tap2 ended, cancelled v x2")
            } else {
                input.frame([.began(1, at: .at(50, 50)), .began(2, at: .at(80, 50))])
                input.frame([.ended(1, at: .at(50, 50)), .ended(2, at: .at(80, 50))])
                #expect(trace.text == "began v x2, tap2 ended, cancelled v x2")
            }
        }
    }

    @Test("A one-finger tap on a two-finger tap recognizer fails, and so does a three-finger tap")
    func twoFingerTapWrongCount() {
        for fingers in [1, 3] {
            let trace = CallTrace()
            let (input, tap) = tracedRecognizer(UITapGestureRecognizer(), as: "tap2", into: trace)
            tap.numberOfTouchesRequired = 2
            let ids = (1...fingers).map { UInt32($0) }
            input.frame(ids.map { .began($0, at: .at(CGFloat($0) * 40, 50)) })
            input.frame(ids.map { .ended($0, at: .at(CGFloat($0) * 40, 50)) })
            let suffix = fingers == 1 ? "" : " x\(fingers)"
            #expect(trace.text == "began v\(suffix), ended v\(suffix)", "\(fingers) fingers")
            #expect(tap.state == .possible)
        }
    }
}
