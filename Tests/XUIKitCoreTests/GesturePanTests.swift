import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Pan gesture recognizer")
struct GesturePanTests {
    @Test("A pan begins once the finger moves past 10 pt and cancels the view's touch")
    func panBeginsOnMove() {
        let trace = CallTrace()
        let (input, pan) = tracedRecognizer(UIPanGestureRecognizer(), as: "pan", into: trace)
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(58, 50))
        input.move(1, to: .at(70, 50))
        input.move(1, to: .at(90, 50))
        input.up(1, at: .at(90, 50))
        #expect(trace.text == "began v, moved v, pan began, cancelled v, pan changed, pan ended")
        #expect(pan.state == .possible)
    }

    @Test("A pan that never moves fails and the view's touch ends normally")
    func panFailsWithoutMovement() {
        let trace = CallTrace()
        let (input, _) = tracedRecognizer(UIPanGestureRecognizer(), as: "pan", into: trace)
        input.tap(at: .at(50, 50))
        #expect(trace.text == "began v, ended v")
    }

    private func nestedPans(_ trace: CallTrace) -> (InputSimulator, UIPanGestureRecognizer, UIPanGestureRecognizer) {
        let (window, input) = TestApplication.makeKeyWindow()
        let outer = TracingView("outer", frame: CGRect(x: 0, y: 0, width: 400, height: 400), trace: trace)
        let inner = TracingView("inner", frame: CGRect(x: 100, y: 100, width: 200, height: 200), trace: trace)
        window.addSubview(outer)
        outer.addSubview(inner)
        let outerPan = UIPanGestureRecognizer(), innerPan = UIPanGestureRecognizer()
        logActions(of: outerPan, as: "outerPan", into: trace)
        logActions(of: innerPan, as: "innerPan", into: trace)
        outer.addGestureRecognizer(outerPan)
        inner.addGestureRecognizer(innerPan)
        return (input, outerPan, innerPan)
    }

    @Test("Inner and outer pans: the inner (deeper) pan wins, the outer fails")
    func innerPanWins() {
        let trace = CallTrace()
        let (input, outerPan, innerPan) = nestedPans(trace)
        input.down(1, at: .at(150, 150))
        input.move(1, to: .at(170, 150))
        input.move(1, to: .at(180, 150))
        input.up(1, at: .at(180, 150))
        #expect(trace.text == "began inner, innerPan began, cancelled inner, innerPan changed, innerPan ended")
        #expect(outerPan.state == .possible && innerPan.state == .possible)
    }

    @Test("Inner and outer pans recognize together when a delegate allows it")
    func simultaneousPans() {
        let trace = CallTrace()
        let (input, outerPan, _) = nestedPans(trace)
        let delegate = SimultaneousDelegate()
        outerPan.delegate = delegate
        input.down(1, at: .at(150, 150))
        input.move(1, to: .at(170, 150))
        input.up(1, at: .at(170, 150))
        #expect(trace.text == "began inner, innerPan began, cancelled inner, outerPan began, innerPan ended, outerPan ended")
        #expect(outerPan.translation(in: nil) == .zero)
    }

    @Test("Translation and velocity in a view moved by its own pan do not double count")
    func translationInMovingView() {
        let (window, input) = TestApplication.makeKeyWindow()
        let board = UIView(frame: CGRect(x: 50, y: 50, width: 300, height: 300))
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(board)
        board.addSubview(card)
        var translations: [CGPoint] = []
        var velocity = CGPoint.zero
        let pan = UIPanGestureRecognizer { recognizer in
            let pan = recognizer as! UIPanGestureRecognizer
            let t = pan.translation(in: board)
            translations.append(t)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            pan.setTranslation(.zero, in: board)
            velocity = pan.velocity(in: board)
        }
        card.addGestureRecognizer(pan)
        input.down(1, at: .at(100, 100))
        input.drag(1, from: .at(100, 100), to: .at(200, 150), steps: 10, duration: 0.2)
        input.up(1, at: .at(200, 150))
        let total = translations.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.x, y: $0.y + $1.y) }
        #expect(abs(total.x - 100) < 1e-9 && abs(total.y - 50) < 1e-9)
        #expect(card.center == .at(150, 100))
        #expect(abs(velocity.x - 500) < 1e-6 && abs(velocity.y - 250) < 1e-6)
    }

    @Test("Velocity at the end is the drag's, unless the finger was held still before lifting")
    func velocityAtEnd() {
        for (pause, expected) in [(0.05, CGFloat(500)), (0.2, 0)] {
            let (window, input) = TestApplication.makeKeyWindow()
            let pan = UIPanGestureRecognizer()
            var endVelocity: CGPoint?
            pan.addTarget { if $0.state == .ended { endVelocity = ($0 as! UIPanGestureRecognizer).velocity(in: nil) } }
            window.addGestureRecognizer(pan)
            input.down(1, at: .at(100, 100))
            input.drag(1, from: .at(100, 100), to: .at(200, 100), steps: 10, duration: 0.2)
            input.advance(by: pause)
            input.up(1, at: .at(200, 100))
            #expect(abs((endVelocity?.x ?? -1) - expected) < 1e-6, "pause \(pause) s")
        }
    }

    @Test("Translation is converted into a scaled view's space as a vector")
    func translationInScaledView() {
        let (window, input) = TestApplication.makeKeyWindow()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        window.addSubview(view)
        let pan = UIPanGestureRecognizer()
        view.addGestureRecognizer(pan)
        input.down(1, at: .at(200, 200))
        input.move(1, to: .at(240, 220))
        #expect(pan.translation(in: nil) == .at(40, 20))
        #expect(pan.translation(in: view) == .at(20, 10))
        pan.setTranslation(.at(5, 5), in: view)
        #expect(pan.translation(in: nil) == .at(10, 10))
        input.up(1, at: .at(240, 220))
    }

    @Test("A finger landing mid-pan does not make the translation jump")
    func secondFingerKeepsTranslation() {
        let (window, input) = TestApplication.makeKeyWindow()
        let pan = UIPanGestureRecognizer()
        window.addGestureRecognizer(pan)
        input.down(1, at: .at(100, 100))
        input.move(1, to: .at(130, 100))
        input.down(2, at: .at(300, 300))
        #expect(pan.translation(in: nil) == .at(30, 0))
        input.frame([.moved(1, to: .at(140, 100)), .moved(2, to: .at(310, 300))])
        #expect(pan.translation(in: nil) == .at(40, 0))
        #expect(pan.numberOfTouches == 2)
        input.frame([.ended(1, at: .at(140, 100)), .ended(2, at: .at(310, 300))])
    }

    @Test("A pan with a maximum of one finger ignores a second finger")
    func maximumTouches() {
        let (window, input) = TestApplication.makeKeyWindow()
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        window.addGestureRecognizer(pan)
        input.down(1, at: .at(100, 100))
        input.move(1, to: .at(120, 100))
        input.down(2, at: .at(300, 300))
        input.move(2, to: .at(300, 350))
        #expect(pan.numberOfTouches == 1 && pan.translation(in: nil) == .at(20, 0))
        input.up(1, at: .at(120, 100))
        #expect(pan.state == .possible)
        input.up(2, at: .at(300, 350))
    }

    @Test("A pan with a minimum of two fingers ignores a one-finger drag")
    func minimumTouches() {
        let trace = CallTrace()
        let (input, pan) = tracedRecognizer(UIPanGestureRecognizer(), as: "pan", into: trace)
        pan.minimumNumberOfTouches = 2
        input.down(1, at: .at(50, 50))
        input.move(1, to: .at(90, 50))
        input.up(1, at: .at(90, 50))
        #expect(trace.text == "began v, moved v, ended v")
    }
}
