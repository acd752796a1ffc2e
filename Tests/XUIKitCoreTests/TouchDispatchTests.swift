import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Touch dispatch to hit-tested views")
struct TouchDispatchTests {
    private func twoViews(_ trace: CallTrace) -> (UIWindow, InputSimulator, TracingView, TracingView) {
        let (window, input) = TestApplication.makeKeyWindow()
        let a = TracingView("a", frame: CGRect(x: 0, y: 0, width: 200, height: 400), trace: trace)
        let b = TracingView("b", frame: CGRect(x: 200, y: 0, width: 200, height: 400), trace: trace)
        window.addSubview(a); window.addSubview(b)
        return (window, input, a, b)
    }

    @Test("One finger: began, moved, ended on its view, with exact locations")
    func oneFinger() {
        let trace = CallTrace()
        let (_, input, a, _) = twoViews(trace)
        var seen: [CGPoint] = []
        input.down(1, at: CGPoint(x: 10, y: 20))
        let touch = UIApplication.shared.touchDispatcher.event.touchStore.first!
        seen.append(touch.location(in: a))
        input.move(1, to: CGPoint(x: 15, y: 25))
        #expect(touch.previousLocation(in: a) == CGPoint(x: 10, y: 20))
        seen.append(touch.location(in: a))
        input.up(1, at: CGPoint(x: 15, y: 25))
        #expect(trace.text == "began a, moved a, ended a")
        #expect(seen == [CGPoint(x: 10, y: 20), CGPoint(x: 15, y: 25)])
        #expect(touch.phase == .ended && touch.view === a && touch.type == .direct)
    }

    @Test("Two fingers landing together on a multitouch view give one touchesBegan with both")
    func twoFingersOneView() {
        let trace = CallTrace()
        let (_, input, a, _) = twoViews(trace)
        a.isMultipleTouchEnabled = true
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 50, y: 50))])
        input.frame([.ended(1, at: CGPoint(x: 10, y: 10)), .ended(2, at: CGPoint(x: 50, y: 50))])
        #expect(trace.text == "began a x2, ended a x2")
    }

    @Test("Two fingers landing together on two views give each view its own call")
    func twoFingersTwoViews() {
        let trace = CallTrace()
        let (_, input, _, _) = twoViews(trace)
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 300, y: 10))])
        input.frame([.moved(1, to: CGPoint(x: 12, y: 10)), .ended(2, at: CGPoint(x: 300, y: 10))])
        input.up(1, at: CGPoint(x: 12, y: 10))
        #expect(trace.text == "began a, began b, moved a, ended b, ended a")
    }

    @Test("Unchanged live touches are stationary in allTouches while another moves")
    func stationaryTouches() {
        let trace = CallTrace()
        let (_, input, a, b) = twoViews(trace)
        input.down(1, at: CGPoint(x: 10, y: 10))
        input.down(2, at: CGPoint(x: 300, y: 10))
        var phases: [String] = []
        input.move(2, to: CGPoint(x: 310, y: 10))
        let event = UIApplication.shared.touchDispatcher.event
        for touch in event.allTouches!.sorted(by: { $0.windowLocation.x < $1.windowLocation.x }) { phases.append("\(touch.phase)") }
        #expect(phases == ["stationary", "moved"])
        #expect(event.touches(for: a)?.count == 1 && event.touches(for: b)?.count == 1)
        #expect(trace.text == "began a, began b, moved b")
    }

    @Test("The event holds the live touches in begin order, plus those ending in the frame, as touches come and go")
    func eventTouchesFollowTouchesComingAndGoing() {
        let trace = CallTrace()
        let (_, input, _, _) = twoViews(trace)
        let event = UIApplication.shared.touchDispatcher.event
        var frames: [String] = []
        func record() {
            frames.append(event.touchStore.map { "\(Int($0.windowLocation.x)) \($0.phase)" }.joined(separator: ", "))
        }
        input.down(1, at: CGPoint(x: 10, y: 10)); record()
        input.down(2, at: CGPoint(x: 300, y: 10)); record()
        input.up(1, at: CGPoint(x: 10, y: 10)); record()
        input.down(3, at: CGPoint(x: 20, y: 10)); record()
        input.move(2, to: CGPoint(x: 310, y: 10)); record()
        input.frame([.ended(2, at: CGPoint(x: 310, y: 10)), .ended(3, at: CGPoint(x: 20, y: 10))]); record()
        input.down(4, at: CGPoint(x: 30, y: 10)); record()
        #expect(frames == [
            "10 began",
            "10 stationary, 300 began",
            "10 ended, 300 stationary",
            "300 stationary, 20 began",
            "310 moved, 20 stationary",
            "310 ended, 20 ended",
            "30 began",
        ])
        #expect(trace.text == "began a, began b, ended a, began a, moved b, ended b, ended a, began a")
    }

    @Test("Touch sets a view keeps stay as given while later calls reuse the dispatcher's set storage")
    func keptTouchSetsStayAsGiven() {
        final class KeepingView: UIView {
            var kept: [Set<UITouch>] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { kept.append(touches) }
            override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { kept.append(touches) }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { kept.append(touches) }
        }
        let (window, input) = TestApplication.makeKeyWindow()
        let view = KeepingView(frame: window.bounds)
        view.isMultipleTouchEnabled = true
        window.addSubview(view)
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 50, y: 10))])
        input.move(1, to: CGPoint(x: 20, y: 10))
        input.frame([.ended(1, at: CGPoint(x: 20, y: 10)), .ended(2, at: CGPoint(x: 50, y: 10))])
        input.down(3, at: CGPoint(x: 90, y: 10))
        let xs = view.kept.map { touches in touches.map { Int($0.windowLocation.x) }.sorted() }
        #expect(xs == [[20, 50], [20], [20, 50], [90]])
    }

    @Test("A finger sliding off its view still belongs to that view")
    func slidingOffKeepsView() {
        let trace = CallTrace()
        let (_, input, a, _) = twoViews(trace)
        input.down(1, at: CGPoint(x: 190, y: 10))
        input.move(1, to: CGPoint(x: 300, y: 10))
        let touch = UIApplication.shared.touchDispatcher.event.touchStore.first!
        #expect(touch.view === a)
        #expect(touch.location(in: a) == CGPoint(x: 300, y: 10))
        input.up(1, at: CGPoint(x: 300, y: 10))
        #expect(trace.text == "began a, moved a, ended a")
    }

    @Test("A view with isMultipleTouchEnabled false receives only the first of its touches")
    func singleTouchView() {
        let trace = CallTrace()
        let (_, input, _, _) = twoViews(trace)
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 20, y: 20))])
        input.down(3, at: CGPoint(x: 30, y: 30))
        input.frame([.moved(1, to: CGPoint(x: 11, y: 10)), .moved(2, to: CGPoint(x: 21, y: 20)), .moved(3, to: CGPoint(x: 31, y: 30))])
        input.frame([.ended(1, at: CGPoint(x: 11, y: 10)), .ended(2, at: CGPoint(x: 21, y: 20)), .ended(3, at: CGPoint(x: 31, y: 30))])
        #expect(trace.text == "began a, moved a, ended a")
    }

    @Test("A single-touch view accepts a finger landing in the frame where its touch lifts, in either order; a landing read after the lift is delivered after it")
    func singleTouchViewHandOver() {
        let trace = CallTrace()
        let (_, input, _, _) = twoViews(trace)
        input.down(1, at: CGPoint(x: 10, y: 10))
        input.frame([.began(2, at: CGPoint(x: 20, y: 20)), .ended(1, at: CGPoint(x: 10, y: 10))])
        input.frame([.ended(2, at: CGPoint(x: 20, y: 20)), .began(3, at: CGPoint(x: 30, y: 30))])
        input.up(3, at: CGPoint(x: 30, y: 30))
        #expect(trace.text == "began a, began a, ended a, ended a, began a, ended a")
    }

    @Test("An exclusive-touch view blocks touches to other views, and is blocked while others are touched")
    func exclusiveTouch() {
        let trace = CallTrace()
        let (_, input, a, _) = twoViews(trace)
        a.isExclusiveTouch = true
        input.down(1, at: CGPoint(x: 10, y: 10))
        input.down(2, at: CGPoint(x: 300, y: 10))
        input.up(2, at: CGPoint(x: 300, y: 10))
        input.up(1, at: CGPoint(x: 10, y: 10))
        #expect(trace.text == "began a, ended a")
        trace.clear()
        input.down(3, at: CGPoint(x: 300, y: 10))
        input.down(4, at: CGPoint(x: 10, y: 10))
        input.up(4, at: CGPoint(x: 10, y: 10))
        input.up(3, at: CGPoint(x: 300, y: 10))
        #expect(trace.text == "began b, ended b")
    }

    @Test("A view removed from its window mid-touch gets touchesCancelled once and nothing after")
    func removalCancels() {
        let trace = CallTrace()
        let (_, input, a, _) = twoViews(trace)
        input.down(1, at: CGPoint(x: 10, y: 10))
        let touch = UIApplication.shared.touchDispatcher.event.touchStore.first!
        a.removeFromSuperview()
        #expect(touch.phase == .cancelled)
        input.move(1, to: CGPoint(x: 20, y: 10))
        input.up(1, at: CGPoint(x: 20, y: 10))
        #expect(trace.text == "began a, cancelled a")
    }

    @Test("Removing the superview of the touched view cancels the touch; moving within the window does not")
    func removalOfAncestor() {
        let trace = CallTrace()
        let (window, input) = TestApplication.makeKeyWindow()
        let parent = UIView(frame: window.bounds), other = UIView(frame: window.bounds)
        let leaf = TracingView("leaf", frame: CGRect(x: 0, y: 0, width: 50, height: 50), trace: trace)
        window.addSubview(other); window.addSubview(parent); parent.addSubview(leaf)
        input.down(1, at: CGPoint(x: 10, y: 10))
        other.addSubview(leaf)
        input.move(1, to: CGPoint(x: 12, y: 10))
        window.addSubview(leaf)
        other.removeFromSuperview()
        input.up(1, at: CGPoint(x: 12, y: 10))
        #expect(trace.text == "began leaf, moved leaf, ended leaf")
        trace.clear()
        parent.addSubview(leaf)
        input.down(2, at: CGPoint(x: 10, y: 10))
        parent.removeFromSuperview()
        input.up(2, at: CGPoint(x: 10, y: 10))
        #expect(trace.text == "began leaf, cancelled leaf")
    }

    @Test("A touch id reused while live cancels the old touch before the new one begins")
    func reusedIDCancelsOld() {
        let trace = CallTrace()
        let (_, input, _, _) = twoViews(trace)
        input.down(7, at: CGPoint(x: 10, y: 10))
        input.down(7, at: CGPoint(x: 300, y: 10))
        input.up(7, at: CGPoint(x: 300, y: 10))
        input.up(7, at: CGPoint(x: 300, y: 10))
        #expect(trace.text == "began a, cancelled a, began b, ended b")
    }

    @Test("Unhandled touches travel view → controller → superview → window → application → delegate")
    func unhandledTouchesTravelUp() {
        let (window, input) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        final class Controller: UIViewController {
            var trace: CallTrace?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
                trace?.log("controller"); super.touchesBegan(touches, with: event)
            }
        }
        final class Delegate: UIResponder, UIApplicationDelegate {
            var trace: CallTrace?
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { trace?.log("delegate") }
        }
        let controller = Controller(); controller.trace = trace
        let delegate = Delegate(); delegate.trace = trace
        UIApplication.shared.delegate = delegate
        window.rootViewController = controller
        let leaf = TracingView("leaf", frame: CGRect(x: 0, y: 0, width: 50, height: 50), trace: trace)
        leaf.forwards = true
        let middle = TracingView("middle", frame: CGRect(x: 0, y: 0, width: 100, height: 100), trace: trace)
        middle.forwards = true
        controller.view.addSubview(middle); middle.addSubview(leaf)
        input.down(1, at: CGPoint(x: 5, y: 5))
        #expect(trace.text == "began leaf, began middle, controller, delegate")
    }

    @Test("Taps close in time and place count up; a slow or distant tap starts again at 1")
    func tapCount() {
        let trace = CallTrace()
        let (_, input, _, _) = twoViews(trace)
        var counts: [Int] = []
        func tap(_ point: CGPoint) {
            input.down(1, at: point)
            counts.append(UIApplication.shared.touchDispatcher.event.touchStore.first!.tapCount)
            input.advance(by: 0.05)
            input.up(1, at: point)
        }
        tap(CGPoint(x: 10, y: 10)); input.advance(by: 0.2)
        tap(CGPoint(x: 20, y: 15)); input.advance(by: 0.2)
        tap(CGPoint(x: 12, y: 12)); input.advance(by: 0.5)
        tap(CGPoint(x: 12, y: 12)); input.advance(by: 0.1)
        tap(CGPoint(x: 150, y: 150))
        #expect(counts == [1, 2, 3, 1, 1])
    }

    @Test("Touch timestamps and force come from the input; force is 0 when the device reports none")
    func timestampsAndForce() {
        let trace = CallTrace()
        let (window, input, _, _) = twoViews(trace)
        input.advance(by: 1.5)
        input.down(1, at: CGPoint(x: 10, y: 10))
        let touch = UIApplication.shared.touchDispatcher.event.touchStore.first!
        #expect(touch.timestamp == 1.5 && touch.force == 0 && touch.maximumPossibleForce == 0 && touch.window === window)
        input.advance(by: 0.25)
        input.frame([.moved(1, to: CGPoint(x: 11, y: 10))], force: 2)
        #expect(touch.timestamp == 1.75 && touch.force == 2 && touch.maximumPossibleForce > 2)
    }

    @Test("Touches are equal only to themselves, so two fingers make a set of two and each is found in it")
    func touchIdentityInSets() {
        let trace = CallTrace()
        let (_, input, a, _) = twoViews(trace)
        a.isMultipleTouchEnabled = true
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 50, y: 50))])
        let touches = UIApplication.shared.touchDispatcher.event.touchStore
        let set = Set(touches)
        #expect(touches.count == 2 && set.count == 2)
        #expect(set.contains(touches[0]) && set.contains(touches[1]))
        #expect(touches[0] != touches[1] && touches[0] == touches[0])
        #expect(!touches[0].isEqual(touches[1]) && touches[0].hash != touches[1].hash)
        input.frame([.ended(1, at: CGPoint(x: 10, y: 10)), .ended(2, at: CGPoint(x: 50, y: 50))])
        #expect(trace.text == "began a x2, ended a x2")
    }

    @Test("A handler removing another touched view mid-frame cancels that view's touch at once, and later frames deliver in full")
    func removalFromInsideAHandler() {
        let (trace, input, a, b) = removalScene()
        a.removesOnBegan = b
        input.down(2, at: CGPoint(x: 300, y: 10))
        input.down(1, at: CGPoint(x: 10, y: 10))
        input.move(1, to: CGPoint(x: 20, y: 10))
        input.up(2, at: CGPoint(x: 300, y: 10))
        input.up(1, at: CGPoint(x: 20, y: 10))
        input.down(3, at: CGPoint(x: 30, y: 10))
        input.up(3, at: CGPoint(x: 30, y: 10))
        #expect(trace.text == "began b, began a, cancelled b, moved a, ended a, began a, ended a")
    }

    @Test("A view removed by another view's touchesBegan in the same frame, before its own began went out, hears nothing of that touch")
    func removalBeforeOwnBeganInTheSameFrame() {
        let (trace, input, a, b) = removalScene()
        a.removesOnBegan = b
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 300, y: 10))])
        input.frame([.ended(1, at: CGPoint(x: 10, y: 10)), .ended(2, at: CGPoint(x: 300, y: 10))])
        #expect(trace.text == "began a, ended a")
    }

    @Test("A view removed by another view's touchesMoved in the same frame gets cancelled once, not the move staged for it")
    func removalBeforeOwnMoveInTheSameFrame() {
        let (trace, input, a, b) = removalScene()
        input.frame([.began(1, at: CGPoint(x: 10, y: 10)), .began(2, at: CGPoint(x: 300, y: 10))])
        a.removesOnMoved = b
        input.frame([.moved(1, to: CGPoint(x: 20, y: 10)), .moved(2, to: CGPoint(x: 310, y: 10))])
        input.frame([.ended(1, at: CGPoint(x: 20, y: 10)), .ended(2, at: CGPoint(x: 310, y: 10))])
        #expect(trace.text == "began a, began b, moved a, cancelled b, ended a")
    }

    /// A window with view a (left half, can remove another view from its handlers)
    /// and view b (right half), both tracing.
    private func removalScene() -> (CallTrace, InputSimulator, RemovingView, TracingView) {
        let trace = CallTrace()
        let (window, input) = TestApplication.makeKeyWindow()
        let a = RemovingView("a", frame: CGRect(x: 0, y: 0, width: 200, height: 400), trace: trace)
        let b = TracingView("b", frame: CGRect(x: 200, y: 0, width: 200, height: 400), trace: trace)
        window.addSubview(a); window.addSubview(b)
        return (trace, input, a, b)
    }
}

/// Removes `removesOnBegan` (`removesOnMoved`) from its superview inside its own
/// `touchesBegan` (`touchesMoved`), once.
private final class RemovingView: TracingView {
    var removesOnBegan: UIView?
    var removesOnMoved: UIView?

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        removesOnMoved?.removeFromSuperview()
        removesOnMoved = nil
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        removesOnBegan?.removeFromSuperview()
        removesOnBegan = nil
    }
}

