import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// Logs what a popover tells its delegate; `keepsPopover` answers `.none` to adaptation.
final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
    let trace: CallTrace
    var keepsPopover = false
    init(_ trace: CallTrace) { self.trace = trace }
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { keepsPopover ? .none : .automatic }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { trace.log("prepare") }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { trace.log("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { trace.log("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { trace.log("didAttemptToDismiss") }
}

@MainActor
@Suite("Popovers: anchored to their source with an arrow in wide windows, sheets in narrow ones, dismissed by a tap outside")
struct PopoverTests {
    /// A shown window whose root "a" has a 80 x 40 source view at `source`; "b" is a 300 x 200 popover from it.
    func scene(width: CGFloat = 1024, height: CGFloat = 768, source: CGPoint = CGPoint(x: 100, y: 100))
        -> (UIWindow, InputSimulator, TracingController, TracingController, UIView, CallTrace, PopoverDelegate) {
        let (window, input) = TestApplication.makeKeyWindow(width: width, height: height)
        let trace = CallTrace()
        let a = TracingController("a", trace), b = TracingController("b", trace)
        window.rootViewController = a
        let anchor = UIView(frame: CGRect(origin: source, size: CGSize(width: 80, height: 40)))
        a.view.frame = window.bounds
        a.view.addSubview(anchor)
        TestApplication.endRunLoopPass()
        b.modalPresentationStyle = .popover
        b.preferredContentSize = CGSize(width: 300, height: 200)
        let delegate = PopoverDelegate(trace)
        let popover = b.popoverPresentationController!
        popover.sourceView = anchor
        popover.delegate = delegate
        trace.clear()
        return (window, input, a, b, anchor, trace, delegate)
    }

    @Test("Below its source when it fits: arrow up at the source's middle, the bubble kept 10 pt inside the window, nothing dimmed")
    func below() {
        let (window, input, a, b, _, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        #expect(b.sheetPresentationController == nil && UIViewController().popoverPresentationController == nil)
        a.present(b, animated: true)
        input.advance(by: 0.6)
        let popover = b.popoverPresentationController!
        #expect(popover.presentationStyle == .popover && popover.arrowDirection == .up)
        #expect(b.view.frame == CGRect(x: 10, y: 153, width: 300, height: 200) && b.view.layer.cornerRadius == 13)
        let container = window.subviews[1]
        let arrow = container.subviews.last!
        #expect(arrow.frame == CGRect(x: 127, y: 140, width: 26, height: 13) && arrow.alpha == 1)
        #expect(container.subviews.count == 3 && container.subviews[0].backgroundColor == nil, "a clear outside view, the bubble, the arrow")
        #expect(trace.lines.filter { !$0.contains("Layout") } == ["prepare", "b viewDidLoad", "b viewWillAppear animated", "b viewIsAppearing", "b viewDidAppear"])
    }

    @Test("Near the bottom it goes above its source, arrow down; only left allowed, it goes to the right of it")
    func aboveAndSideways() {
        let (_, _, a, b, _, _, delegate) = scene(source: CGPoint(x: 500, y: 700))
        defer { withExtendedLifetime(delegate) {} }
        a.present(b, animated: false)
        #expect(b.popoverPresentationController!.arrowDirection == .down && b.view.frame == CGRect(x: 390, y: 487, width: 300, height: 200))
        b.dismiss(animated: false)
        b.popoverPresentationController!.permittedArrowDirections = .left
        a.present(b, animated: false)
        #expect(b.popoverPresentationController!.arrowDirection == .left && b.view.frame == CGRect(x: 593, y: 558, width: 300, height: 200))
    }

    @Test("A tap outside dismisses it and tells the delegate; isModalInPresentation refuses; a passthrough view gets its touch")
    func tapOutside() {
        let (window, input, a, b, anchor, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        b.isModalInPresentation = true
        a.present(b, animated: false)
        trace.clear()
        input.tap(at: CGPoint(x: 800, y: 600))
        #expect(trace.lines == ["didAttemptToDismiss"] && a.presentedViewController === b)
        b.isModalInPresentation = false
        b.popoverPresentationController!.passthroughViews = [anchor]
        #expect(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === anchor)
        trace.clear()
        input.tap(at: CGPoint(x: 800, y: 600))
        input.advance(by: 0.6)
        #expect(trace.lines == ["willDismiss", "b viewWillDisappear animated", "b viewDidDisappear", "didDismiss"])
        #expect(a.presentedViewController == nil && window.subviews == [a.view])
    }

    @Test("In a window under 700 pt wide it is a page sheet, unless the delegate keeps the popover")
    func adapts() {
        let (_, _, a, b, _, _, delegate) = scene(width: 320, height: 480, source: CGPoint(x: 20, y: 20))
        defer { withExtendedLifetime(delegate) {} }
        a.present(b, animated: false)
        #expect(b.popoverPresentationController!.presentationStyle == .pageSheet && b.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        b.dismiss(animated: false)
        delegate.keepsPopover = true
        a.present(b, animated: false)
        #expect(b.popoverPresentationController!.presentationStyle == .popover && b.view.frame == CGRect(x: 10, y: 73, width: 300, height: 200))
    }
}
