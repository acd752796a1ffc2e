import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

@MainActor
@Suite("Hover gesture recognizer (through the funnel's hover input)")
struct GestureHoverTests {
    private func hoverSetup(_ trace: CallTrace) -> (UIWindow, UIView, UIHoverGestureRecognizer) {
        let (window, _) = TestApplication.makeKeyWindow()
        let card = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(card)
        card.addSubview(badge)
        let hover = UIHoverGestureRecognizer()
        hover.addTarget { trace.log("hover \($0.state) \(Int($0.location(in: card).x)),\(Int($0.location(in: card).y))") }
        card.addGestureRecognizer(hover)
        return (window, card, hover)
    }

    private func point(_ window: UIWindow, _ location: CGPoint?) {
        UIApplication.shared.handle(.hover(HoverInput(location: location), timestamp: UIApplication.shared.inputClock.now), in: window)
    }

    @Test("Entering, moving over a subview and leaving give began, changed, ended with pointer locations")
    func enterMoveLeave() {
        let trace = CallTrace()
        let (window, _, hover) = hoverSetup(trace)
        point(window, .at(50, 50))
        #expect(trace.text == "")
        point(window, .at(110, 120))
        point(window, .at(115, 125))
        point(window, .at(250, 250))
        #expect(trace.text == "hover began 10,20, hover changed 15,25, hover ended 150,150")
        #expect(hover.state == .possible)
        trace.clear()
        point(window, .at(150, 150))
        point(window, nil)
        #expect(trace.text == "hover began 50,50, hover ended 50,50")
    }

    @Test("A hover the delegate refuses fails once and waits for the pointer to leave and re-enter")
    func refusedUntilReentry() {
        final class Refusing: UIGestureRecognizerDelegate {
            var allows = false
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allows }
        }
        let trace = CallTrace()
        let (window, _, hover) = hoverSetup(trace)
        let delegate = Refusing()
        hover.delegate = delegate
        point(window, .at(110, 110))
        delegate.allows = true
        point(window, .at(120, 120))
        #expect(trace.text == "")
        point(window, .at(300, 300))
        point(window, .at(120, 120))
        #expect(trace.text == "hover began 20,20")
    }

    @Test("Removing a hover recognizer mid-hover cancels it")
    func removedMidHover() {
        let trace = CallTrace()
        let (window, card, hover) = hoverSetup(trace)
        point(window, .at(110, 110))
        card.removeGestureRecognizer(hover)
        point(window, .at(300, 300))
        #expect(trace.text == "hover began 10,10, hover cancelled 10,10")
    }

    @Test("A hover recognizer ignores touches: the view's touches are neither delayed nor cancelled")
    func touchesIgnored() {
        let trace = CallTrace()
        let (window, _, hover) = hoverSetup(trace)
        let pad = TracingView("pad", frame: CGRect(x: 0, y: 0, width: 50, height: 50), trace: trace)
        window.addSubview(pad)
        pad.addGestureRecognizer(UIHoverGestureRecognizer())
        let input = InputSimulator(window: window)
        input.tap(at: .at(20, 20))
        input.tap(at: .at(150, 150))
        #expect(trace.text == "began pad, ended pad")
        #expect(hover.state == .possible && hover.numberOfTouches == 0)
        point(window, .at(150, 150))
        #expect(trace.text == "began pad, ended pad, hover began 50,50")
    }
}
