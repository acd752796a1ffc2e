import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// A scroll view whose content-touch rules a test can change.
final class RuleScrollView: UIScrollView {
    var cancelsControls = false
    var refusesContent = false
    override func touchesShouldCancel(in view: UIView) -> Bool { cancelsControls || super.touchesShouldCancel(in: view) }
    override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { !refusesContent }
}

@MainActor
@Suite("UIScrollView: UIKit's rules for touches on the content (delaysContentTouches, canCancelContentTouches)")
struct ScrollViewContentTouchesTests {
    /// A scroll view with a control at (20, 100, 160, 60) and a tracing view at (20, 200, 160, 60).
    func scene() -> (RuleScrollView, UIControl, TracingView, CallTrace, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let scroll = RuleScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 1000)
        window.addSubview(scroll)
        let trace = CallTrace()
        let control = UIControl(frame: CGRect(x: 20, y: 100, width: 160, height: 60))
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchCancel, "touchCancel"), (.touchUpInside, "touchUpInside")] {
            let action = UIAction(title: "", image: nil, identifier: nil, discoverabilityTitle: nil, attributes: [], state: .off) { _ in trace.log(name) }
            control.addAction(action, for: event)
        }
        let plain = TracingView("plain", frame: CGRect(x: 20, y: 200, width: 160, height: 60), trace: trace)
        scroll.addSubview(control)
        scroll.addSubview(plain)
        return (scroll, control, plain, trace, input)
    }

    @Test("A quick tap reaches a button whole when the finger lifts: touchDown then touchUpInside")
    func quickTapReachesButton() {
        let (_, _, _, trace, input) = scene()
        input.down(1, at: CGPoint(x: 100, y: 130))
        input.advance(by: 0.05)
        #expect(trace.lines.isEmpty)
        input.up(1, at: CGPoint(x: 100, y: 130))
        #expect(trace.lines == ["touchDown", "touchUpInside"])
    }

    @Test("A touch held still reaches the content after 150 ms; a quick drag scrolls and the content never sees it")
    func delayThenContent() {
        let (scroll, _, _, trace, input) = scene()
        input.down(1, at: CGPoint(x: 100, y: 230))
        input.advance(by: 0.149)
        #expect(trace.lines.isEmpty)
        input.advance(by: 0.002)
        #expect(trace.lines.first?.hasPrefix("began plain") == true)
        input.up(1, at: CGPoint(x: 100, y: 230))
        trace.clear()
        input.down(2, at: CGPoint(x: 100, y: 130))
        input.drag(2, from: CGPoint(x: 100, y: 130), to: CGPoint(x: 100, y: 60), steps: 7, duration: 0.07)
        input.up(2, at: CGPoint(x: 100, y: 60))
        #expect(trace.lines.isEmpty && scroll.contentOffset.y > 0)
    }

    @Test("After the delay a drag from a control does not scroll (touchesShouldCancel is false for controls); from a plain view it scrolls and cancels")
    func controlsKeepTheirTouches() {
        let (scroll, _, _, trace, input) = scene()
        input.down(1, at: CGPoint(x: 100, y: 130))
        input.advance(by: 0.2)
        input.drag(1, from: CGPoint(x: 100, y: 130), to: CGPoint(x: 100, y: 60))
        input.up(1, at: CGPoint(x: 100, y: 60))
        #expect(scroll.contentOffset.y == 0 && trace.lines.first == "touchDown" && !trace.lines.contains("touchCancel"))
        trace.clear()
        input.down(2, at: CGPoint(x: 100, y: 230))
        input.advance(by: 0.2)
        input.drag(2, from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 160))
        input.up(2, at: CGPoint(x: 100, y: 160))
        #expect(scroll.contentOffset.y == 56)  // 70 pt in 7 pt steps: the pan began at 14
        #expect(trace.lines.first?.hasPrefix("began plain") == true && trace.lines.last?.hasPrefix("cancelled plain") == true)
    }

    @Test("touchesShouldCancel(in:) returning true lets a drag take a control's touch: touchDown, touchCancel")
    func overriddenShouldCancel() {
        let (scroll, _, _, trace, input) = scene()
        scroll.cancelsControls = true
        input.down(1, at: CGPoint(x: 100, y: 130))
        input.advance(by: 0.2)
        input.drag(1, from: CGPoint(x: 100, y: 130), to: CGPoint(x: 100, y: 60))
        input.up(1, at: CGPoint(x: 100, y: 60))
        #expect(trace.lines == ["touchDown", "touchCancel"] && scroll.contentOffset.y == 56)  // 70 pt in 7 pt steps: the pan began at 14
    }

    @Test("Without delaysContentTouches the content has the touch at once; without canCancelContentTouches a drag then never scrolls")
    func noDelayNoCancel() {
        let (scroll, _, _, trace, input) = scene()
        scroll.delaysContentTouches = false
        input.down(1, at: CGPoint(x: 100, y: 230))
        #expect(trace.lines.first?.hasPrefix("began plain") == true)
        input.drag(1, from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 160))
        input.up(1, at: CGPoint(x: 100, y: 160))
        #expect(scroll.contentOffset.y == 56)  // 70 pt in 7 pt steps: the pan began at 14
        scroll.canCancelContentTouches = false
        scroll.contentOffset = .zero
        trace.clear()
        input.down(2, at: CGPoint(x: 100, y: 230))
        input.drag(2, from: CGPoint(x: 100, y: 230), to: CGPoint(x: 100, y: 160))
        input.up(2, at: CGPoint(x: 100, y: 160))
        #expect(scroll.contentOffset.y == 0 && trace.lines.last?.hasPrefix("ended plain") == true)
    }

    @Test("touchesShouldBegin(_:with:in:) returning false keeps a tap from the content")
    func refusedContent() {
        let (scroll, _, _, trace, input) = scene()
        scroll.refusesContent = true
        input.tap(at: CGPoint(x: 100, y: 130))
        #expect(trace.lines.isEmpty)
    }
}
