import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// A recognizer that logs its hooks as "<name> <hook>", begins in
/// `touchesBegan` or on the first move when told to, changes on later moves
/// and ends (or fails) when its touch lifts.
private final class Scripted: UIGestureRecognizer {
    let label: String
    let trace: CallTrace
    var beginsOnTouchDown = false
    var beginsOnMove = false

    init(_ label: String, trace: CallTrace) {
        self.label = label
        self.trace = trace
        super.init(target: nil, action: nil)
        addTarget { [trace] in trace.log("\(label) \($0.state)") }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        trace.log("\(label) touchesBegan")
        guard beginsOnTouchDown else { return }
        state = .began
        trace.log("\(label) reads \(state)")
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        trace.log("\(label) touchesMoved")
        if state == .possible, beginsOnMove { state = .began } else if state == .began || state == .changed { state = .changed }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        trace.log("\(label) touchesEnded")
        state = state == .possible ? .failed : .ended
    }
    override func reset() { trace.log("\(label) reset") }
}

@MainActor
@Suite("Recognizers are tied to a touch at touch-down; states set while it is delivered resolve after all heard it")
struct GestureTouchDownTieTests {
    /// window ─ outer (recognizer B) ─ inner (recognizer A): a touch on inner
    /// goes to A first (deeper), then B.
    private func scene(_ trace: CallTrace) -> (InputSimulator, a: Scripted, b: Scripted) {
        let (window, input) = TestApplication.makeKeyWindow()
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(outer)
        outer.addSubview(inner)
        let a = Scripted("A", trace: trace), b = Scripted("B", trace: trace)
        inner.addGestureRecognizer(a)
        outer.addGestureRecognizer(b)
        return (input, a, b)
    }

    @Test("A (delivered first) beginning in touchesBegan fails B, which still hears the touch begin and nothing after")
    func firstDeliveredBeginsAndFailsLater() {
        let trace = CallTrace()
        let (input, a, b) = scene(trace)
        a.beginsOnTouchDown = true
        input.down(1, at: .at(150, 150))
        #expect(trace.text == "A touchesBegan, A reads began, B touchesBegan, A began")
        #expect(a.state == .began && b.state == .failed)
        trace.clear()
        input.move(1, to: .at(160, 150))
        input.up(1, at: .at(160, 150))
        #expect(trace.text == "A touchesMoved, A changed, A touchesEnded, A ended, A reset, B reset")
    }

    @Test("B (delivered later) beginning in its touchesBegan fails A, which heard the touch first")
    func laterDeliveredBeginsAndFailsEarlier() {
        let trace = CallTrace()
        let (input, a, b) = scene(trace)
        b.beginsOnTouchDown = true
        input.down(1, at: .at(150, 150))
        #expect(trace.text == "A touchesBegan, B touchesBegan, B reads began, B began")
        #expect(a.state == .failed && b.state == .began)
        trace.clear()
        input.up(1, at: .at(150, 150))
        #expect(trace.text == "B touchesEnded, B ended, A reset, B reset")
    }

    @Test("Both beginning in touchesBegan: the first to ask wins, the other fails")
    func bothBeginFirstAskerWins() {
        let trace = CallTrace()
        let (input, a, b) = scene(trace)
        a.beginsOnTouchDown = true
        b.beginsOnTouchDown = true
        input.down(1, at: .at(150, 150))
        #expect(trace.text == "A touchesBegan, A reads began, B touchesBegan, B reads began, A began")
        #expect(a.state == .began && b.state == .failed)
    }

    @Test("With a delegate allowing simultaneous recognition, B is not failed by A and begins on its own later")
    func simultaneousDelegateKeepsTheOther() {
        let trace = CallTrace()
        let (input, a, b) = scene(trace)
        let delegate = SimultaneousDelegate()
        b.delegate = delegate
        a.beginsOnTouchDown = true
        b.beginsOnMove = true
        input.down(1, at: .at(150, 150))
        #expect(b.state == .possible)
        trace.clear()
        input.move(1, to: .at(160, 150))
        #expect(trace.text == "A touchesMoved, B touchesMoved, A changed, B began")
        #expect(a.state == .changed && b.state == .began)
    }

    @Test("Every recognizer on the path holds the touch before any hears of it: B counts it inside A's touchesBegan")
    func touchTiedBeforeDelivery() {
        /// Reads `probe` from inside its own touchesBegan.
        final class Reader: UIGestureRecognizer {
            var probe: () -> Void = {}
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { probe() }
        }
        let (input, a, b) = scene(CallTrace())
        let reader = Reader()
        var counted: [Int] = []
        reader.probe = { counted.append(b.numberOfTouches) }
        a.view!.addGestureRecognizer(reader)  // delivered after A, before B
        input.down(1, at: .at(150, 150))
        input.down(2, at: .at(250, 250))
        #expect(counted == [1, 2])
    }
}
