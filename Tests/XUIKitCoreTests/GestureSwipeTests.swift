import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Swipe gesture recognizer")
struct GestureSwipeTests {
    private static let strokes: [(UISwipeGestureRecognizer.Direction, CGPoint)] = [
        (.right, .at(80, 0)), (.left, .at(-80, 0)), (.up, .at(0, -80)), (.down, .at(0, 80)),
    ]

    @Test("Each direction recognizes its own stroke and no other")
    func everyDirection() {
        for (direction, _) in Self.strokes {
            for (strokeDirection, stroke) in Self.strokes {
                let trace = CallTrace()
                let (input, swipe) = tracedRecognizer(UISwipeGestureRecognizer(), as: "swipe", into: trace)
                swipe.direction = direction
                let start = CGPoint.at(200, 200), end = CGPoint.at(200 + stroke.x, 200 + stroke.y)
                input.down(1, at: start)
                input.drag(1, from: start, to: end, steps: 4, duration: 0.2)
                input.up(1, at: end)
                // Steps of 20 pt: the third move reaches 60 pt, past the 50 pt minimum.
                let expected = direction == strokeDirection
                    ? "began v, moved v, moved v, swipe ended, cancelled v"
                    : "began v, moved v, moved v, moved v, moved v, ended v"
                #expect(trace.text == expected, "direction \(direction.rawValue), stroke \(strokeDirection.rawValue)")
            }
        }
    }

    @Test("Thresholds: 50 pt within 0.5 s, at most 30 degrees off the axis")
    func thresholds() {
        let cases: [(end: CGPoint, duration: TimeInterval, recognized: Bool)] = [
            (.at(249, 200), 0.1, false),   // 49 pt: too short
            (.at(300, 200), 0.6, false),   // too slow
            (.at(300, 250), 0.1, true),    // 26.6 degrees off
            (.at(300, 270), 0.1, false),   // 35 degrees off
        ]
        for (end, duration, recognized) in cases {
            let trace = CallTrace()
            let (input, _) = tracedRecognizer(UISwipeGestureRecognizer(), as: "swipe", into: trace)
            input.down(1, at: .at(200, 200))
            input.advance(by: duration)
            input.move(1, to: end)
            input.up(1, at: end)
            #expect(trace.text.contains("swipe ended") == recognized, "to \(end) in \(duration) s")
        }
    }

    @Test("A two-finger swipe needs two fingers")
    func twoFingerSwipe() {
        let trace = CallTrace()
        let (input, swipe) = tracedRecognizer(UISwipeGestureRecognizer(), as: "swipe", into: trace)
        swipe.direction = [.left, .right]
        swipe.numberOfTouchesRequired = 2
        input.frame([.began(1, at: .at(200, 100)), .began(2, at: .at(200, 150))])
        input.frame([.moved(1, to: .at(140, 100)), .moved(2, to: .at(140, 150))])
        #expect(trace.text == "began v x2, swipe ended, cancelled v x2")
        input.frame([.ended(1, at: .at(140, 100)), .ended(2, at: .at(140, 150))])
    }
}
