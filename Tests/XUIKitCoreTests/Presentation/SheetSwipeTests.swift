import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// Logs what a presentation controller tells its delegate.
final class SheetDelegate: UIAdaptivePresentationControllerDelegate {
    let trace: CallTrace
    var allows = true
    init(_ trace: CallTrace) { self.trace = trace }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { trace.log("shouldDismiss"); return allows }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { trace.log("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { trace.log("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { trace.log("didAttemptToDismiss") }
}

@MainActor
@Suite("Swipe down on a sheet: follows the finger, dismisses past half or on a flick, else springs back; isModalInPresentation refuses")
struct SheetSwipeTests {
    /// A 320 x 480 window whose root "a" presents the page sheet "b" (shown at y 10, 470 tall); the trace is cleared.
    func scene() -> (UIWindow, InputSimulator, TracingController, TracingController, CallTrace, SheetDelegate) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let a = TracingController("a", trace), b = TracingController("b", trace)
        window.rootViewController = a
        TestApplication.endRunLoopPass()
        let delegate = SheetDelegate(trace)
        b.presentationController?.delegate = delegate
        a.present(b, animated: false)
        trace.clear()
        return (window, input, a, b, trace, delegate)
    }

    /// Drags finger 1 from y 100 down by `distance` in `steps` moves over `duration`, without lifting it.
    func drag(_ input: InputSimulator, by distance: CGFloat, steps: Int = 10, duration: TimeInterval = 0.5) {
        input.down(1, at: CGPoint(x: 160, y: 100))
        input.drag(1, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 100 + distance), steps: steps, duration: duration)
    }

    @Test("The sheet follows the finger and the dimming fades with it; let go past half its height, it slides out and is dismissed")
    func pastHalfDismisses() {
        let (window, input, a, b, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        drag(input, by: 300, duration: 1)
        #expect(trace.lines == ["shouldDismiss", "willDismiss", "b viewWillDisappear animated"])
        let top = b.view.frame.minY
        // The pan begins after the slop: the sheet trails the finger by at most that.
        #expect(top > 10 + 300 - 20 && top <= 310, "sheet top \(top)")
        let dimming = window.subviews[1].subviews[0]
        #expect(abs(dimming.alpha - (1 - (top - 10) / 470)) < 0.001)
        input.up(1, at: CGPoint(x: 160, y: 400))
        input.advance(by: 0.6)
        #expect(trace.lines == ["shouldDismiss", "willDismiss", "b viewWillDisappear animated", "b viewDidDisappear", "didDismiss"])
        #expect(a.presentedViewController == nil && b.view.window == nil && window.subviews == [a.view])
    }

    @Test("A short slow drag springs back: viewWillAppear and viewDidAppear again, and the sheet is at its place")
    func shortDragSpringsBack() {
        let (_, input, a, b, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        drag(input, by: 100, duration: 1)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 160, y: 200))
        input.advance(by: 0.6)
        #expect(trace.lines == ["shouldDismiss", "willDismiss", "b viewWillDisappear animated", "b viewWillAppear animated", "b viewIsAppearing", "b viewDidAppear"])
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470) && a.presentedViewController === b && !b.isBeingDismissed)
    }

    @Test("A fast flick dismisses from a short distance")
    func flickDismisses() {
        let (_, input, a, _, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        drag(input, by: 80, steps: 4, duration: 0.04)
        input.up(1, at: CGPoint(x: 160, y: 180))
        input.advance(by: 0.6)
        #expect(trace.lines.suffix(2) == ["b viewDidDisappear", "didDismiss"] && a.presentedViewController == nil)
    }

    @Test("isModalInPresentation: the sheet gives a third of the drag, springs back, and the delegate hears an attempt")
    func modalRefuses() {
        let (_, input, a, b, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        b.isModalInPresentation = true
        drag(input, by: 300, duration: 1)
        let top = b.view.frame.minY
        #expect(top > 10 + 90 && top <= 10 + 100, "sheet top \(top)")
        input.up(1, at: CGPoint(x: 160, y: 400))
        input.advance(by: 0.6)
        #expect(trace.lines == ["didAttemptToDismiss"])
        #expect(a.presentedViewController === b && b.view.frame.minY == 10)
    }

    @Test("A delegate that refuses is asked once and gets the attempt; a programmatic dismiss asks nobody")
    func delegateRefuses() {
        let (_, input, a, b, trace, delegate) = scene()
        delegate.allows = false
        drag(input, by: 300, duration: 1)
        input.up(1, at: CGPoint(x: 160, y: 400))
        input.advance(by: 0.6)
        #expect(trace.lines == ["shouldDismiss", "didAttemptToDismiss"] && a.presentedViewController === b)
        trace.clear()
        a.dismiss(animated: false)
        #expect(trace.lines == ["b viewWillDisappear", "b viewDidDisappear"])
    }
}
