import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Pan gesture recognizer driven by scroll input")
struct GesturePanScrollTests {
    @Test("With the default scroll mask (none) scrolling does not pan")
    func scrollIgnoredByDefault() {
        let trace = CallTrace()
        let (input, _) = tracedRecognizer(UIPanGestureRecognizer(), as: "pan", into: trace)
        input.scroll(at: .at(50, 50), by: .at(0, 20))
        input.advance(by: 1)
        #expect(trace.text == "")
    }

    @Test("Scrolls pan: began, changed with accumulated translation and velocity, ended 0.1 s after the last")
    func scrollPans() {
        let trace = CallTrace()
        let (_, input, view) = makeTracedView(trace)
        let pan = UIPanGestureRecognizer()
        pan.allowedScrollTypesMask = .all
        pan.addTarget { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: view), v = pan.velocity(in: view)
            trace.log("pan \(pan.state) \(Int(t.x)),\(Int(t.y)) v\(Int(v.y.rounded()))")
        }
        view.addGestureRecognizer(pan)
        input.scroll(at: .at(50, 50), by: .at(0, 20))
        input.advance(by: 0.05)
        input.scroll(at: .at(50, 50), by: .at(0, 20))
        input.advance(by: 0.05)
        input.scroll(at: .at(50, 50), by: .at(0, 10))
        input.advance(by: 0.09)
        #expect(trace.text == "pan began 0,20 v0, pan changed 0,40 v400, pan changed 0,50 v300")
        input.advance(by: 0.02)
        #expect(trace.text.hasSuffix("pan changed 0,50 v300, pan ended 0,50 v300"))
        #expect(pan.state == .possible)
        trace.clear()
        input.scroll(at: .at(50, 50), by: .at(5, 0))
        #expect(trace.text == "pan began 5,0 v0")
    }
}
