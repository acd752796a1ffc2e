import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("present and dismiss: styles, the chain, appearance on both sides, completions after the animation")
struct PresentationTests {
    /// A shown 320 x 480 window whose root controller "a" has appeared; the trace is cleared.
    func scene(width: CGFloat = 320, height: CGFloat = 480) -> (UIWindow, InputSimulator, TracingController, CallTrace) {
        let (window, input) = TestApplication.makeKeyWindow(width: width, height: height)
        let trace = CallTrace()
        let root = TracingController("a", trace)
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        trace.clear()
        return (window, input, root, trace)
    }

    @Test("Full screen, animated: the presenter disappears, the presented slides up from below, completion after viewDidAppear")
    func fullScreenPresent() {
        let (window, input, a, trace) = scene()
        let b = TracingController("b", trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true) { trace.log("completion") }
        #expect(trace.lines == ["b viewDidLoad", "a viewWillDisappear animated", "b viewWillAppear animated", "b viewIsAppearing",
                                "b viewWillLayoutSubviews", "b viewDidLayoutSubviews"])
        #expect(a.presentedViewController === b && b.presentingViewController === a && b.isBeingPresented)
        #expect(b.view.frame == window.bounds, "the model is at its final place at once")
        input.advance(by: 0.2)
        let shownY = b.view.layer.presentation()!.frame.minY
        #expect(shownY > 0 && shownY < 480, "the screen shows it on its way up: \(shownY)")
        #expect(trace.lines.count == 6)
        input.advance(by: 0.4)
        #expect(trace.lines.suffix(3) == ["a viewDidDisappear", "b viewDidAppear", "completion"])
        #expect(a.view.window == nil && b.view.window === window && !b.isBeingPresented)
    }

    @Test("Full screen dismissal: the presented slides down, the presenter's view comes back and appears, completion last")
    func fullScreenDismiss() {
        let (window, input, a, trace) = scene()
        let b = TracingController("b", trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        trace.clear()
        b.dismiss(animated: true) { trace.log("completion") }
        #expect(trace.lines == ["b viewWillDisappear animated", "a viewWillAppear animated", "a viewIsAppearing", "a viewWillLayoutSubviews", "a viewDidLayoutSubviews"])
        #expect(b.isBeingDismissed && a.presentedViewController === b && a.view.superview === window)
        input.advance(by: 0.6)
        #expect(trace.lines.suffix(3) == ["b viewDidDisappear", "a viewDidAppear", "completion"])
        #expect(a.presentedViewController == nil && b.presentingViewController == nil && b.view.window == nil && !b.isBeingDismissed)
        #expect(window.subviews == [a.view] && a.view.frame == window.bounds)
    }

    @Test("A page sheet (the .automatic default) is a card 10 pt below the top with rounded top corners over a dimmed presenter that hears nothing")
    func pageSheet() {
        let (window, input, a, trace) = scene()
        let b = TracingController("b", trace)
        #expect(b.modalPresentationStyle == .automatic && b.modalTransitionStyle == .coverVertical && !b.isModalInPresentation)
        a.present(b, animated: true)
        input.advance(by: 0.6)
        #expect(trace.lines == ["b viewDidLoad", "b viewWillAppear animated", "b viewIsAppearing", "b viewWillLayoutSubviews",
                                "b viewDidLayoutSubviews", "b viewDidAppear"])
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 320, height: 470))
        #expect(b.view.layer.cornerRadius == 10 && b.view.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner] && b.view.clipsToBounds)
        let container = try! #require(b.view.superview)
        #expect(window.subviews.count == 2 && window.subviews[0] === a.view && window.subviews[1] === container && container.frame == window.bounds)
        let dimming = container.subviews[0]
        #expect(container.subviews.count == 2 && dimming.frame == window.bounds && dimming.alpha == 1)
        #expect(dimming.backgroundColor == UIColor(white: 0, alpha: 0.4))
        #expect(b.presentationController?.presentationStyle == .pageSheet && b.presentationController?.presentingViewController === a)
        trace.clear()
        b.dismiss(animated: true)
        input.advance(by: 0.6)
        #expect(trace.lines == ["b viewWillDisappear animated", "b viewDidDisappear"])
        #expect(window.subviews == [a.view])
    }

    @Test("A form sheet in a wide window is a 540 x 620 card centred, all corners rounded; over full screen keeps the presenter in the window")
    func formSheetAndOverFullScreen() {
        let (window, _, a, trace) = scene(width: 1024, height: 768)
        let b = TracingController("b", trace)
        b.modalPresentationStyle = .formSheet
        a.present(b, animated: false)
        #expect(b.view.frame == CGRect(x: 242, y: 74, width: 540, height: 620) && b.view.layer.maskedCorners.contains(.layerMaxXMaxYCorner))
        b.dismiss(animated: false)
        let c = TracingController("c", trace)
        c.modalPresentationStyle = .overFullScreen
        trace.clear()
        a.present(c, animated: false)
        #expect(c.view.frame == window.bounds && a.view.window === window)
        #expect(trace.lines == ["c viewDidLoad", "c viewWillAppear", "c viewIsAppearing", "c viewWillLayoutSubviews", "c viewDidLayoutSubviews", "c viewDidAppear"])
    }

    @Test("Without animation everything, completion included, happens inside the call")
    func unanimated() {
        let (_, _, a, trace) = scene()
        let b = TracingController("b", trace)
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false) { trace.log("presented") }
        #expect(trace.lines.suffix(3) == ["a viewDidDisappear", "b viewDidAppear", "presented"])
        b.dismiss(animated: false) { trace.log("dismissed") }
        #expect(trace.lines.suffix(3) == ["b viewDidDisappear", "a viewDidAppear", "dismissed"])
    }

    @Test("A chain is dismissed from its bottom: everything above goes, only the top animates; the presented asks its presenter")
    func chain() {
        let (window, input, a, trace) = scene()
        let b = TracingController("b", trace), c = TracingController("c", trace), d = TracingController("d", trace)
        a.present(b, animated: false)
        b.present(c, animated: false)
        #expect(a.presentedViewController === b && b.presentedViewController === c && c.presentingViewController === b)
        #expect(window.subviews.count == 3)
        trace.clear()
        c.dismiss(animated: false)
        #expect(trace.lines == ["c viewWillDisappear", "c viewDidDisappear"] && b.presentedViewController == nil && a.presentedViewController === b)
        b.present(c, animated: false)
        c.present(d, animated: false)
        trace.clear()
        a.dismiss(animated: true) { trace.log("completion") }
        #expect(window.subviews.count == 2 && d.view.window === window && b.view.window == nil && c.view.window == nil,
                "intermediate controllers go at once; the top one stays for its animation")
        input.advance(by: 0.6)
        #expect(trace.lines == ["d viewWillDisappear animated", "c viewWillDisappear animated", "b viewWillDisappear animated",
                                "d viewDidDisappear", "c viewDidDisappear", "b viewDidDisappear", "completion"])
        #expect(window.subviews == [a.view] && a.presentedViewController == nil && [b, c, d].allSatisfy { $0.presentingViewController == nil })
    }

    @Test("show(_:sender:) presents modally when no container handles it, and reaches the container that says it does")
    func showFallsBackToPresent() {
        final class Shower: UIViewController {
            var shown: [UIViewController] = []
            override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
                action == Selector("showViewController:sender:") ? self : super.targetViewController(forAction: action, sender: sender)
            }
            override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
        }
        let (window, input, a, trace) = scene()
        let b = TracingController("b", trace)
        a.show(b, sender: nil)
        input.advance(by: 0.6)
        #expect(a.presentedViewController === b)
        b.dismiss(animated: false)
        let container = Shower(), child = TracingController("child", trace), c = TracingController("c", trace)
        window.rootViewController = container
        container.addChild(child)
        child.show(c, sender: nil)
        #expect(container.shown.count == 1 && container.shown[0] === c && container.presentedViewController == nil)
        child.showDetailViewController(c, sender: nil)
        #expect(container.presentedViewController === c, "no one handles the detail side: presented")
    }

    @Test("A presented controller's next responder is its presenter; its view's is the controller")
    func responderChain() {
        let (_, _, a, trace) = scene()
        let b = TracingController("b", trace)
        a.present(b, animated: false)
        #expect(b.view.next === b && b.next === a && a.next === a.view.superview)
        b.dismiss(animated: false)
        #expect(b.next == nil)
    }

    @Test("A child presents through its root ancestor; presented and presenting links are seen from children")
    func childPresents() {
        let (_, _, a, trace) = scene()
        let child = TracingController("child", trace), b = TracingController("b", trace), inner = TracingController("inner", trace)
        a.addChild(child); a.view.addSubview(child.view); child.didMove(toParent: a)
        b.addChild(inner); b.view.addSubview(inner.view); inner.didMove(toParent: b)
        child.present(b, animated: false)
        #expect(b.presentingViewController === a && a.presentedViewController === b && child.presentedViewController === b)
        #expect(inner.presentingViewController === a)
        inner.dismiss(animated: false)
        #expect(a.presentedViewController == nil && b.view.window == nil)
    }

    @Test("Bad input: presenting while presenting, presenting a presented controller, from off screen, dismissing mid-transition: UIKit's warning, nothing done")
    func badInput() {
        let (_, input, a, trace) = scene()
        var log: [String] = []
        let saved = UIViewController.presentationLog
        UIViewController.presentationLog = { log.append($0) }
        defer { UIViewController.presentationLog = saved }
        let b = TracingController("b", trace), c = TracingController("c", trace)
        a.present(b, animated: true) { trace.log("b presented") }
        a.present(c, animated: true) { trace.log("c presented") }
        #expect(log == ["Attempt to present \(c) on \(a) which is already presenting \(b)."])
        #expect(!c.isViewLoaded && a.presentedViewController === b)
        a.dismiss(animated: true) { trace.log("dismissed") }
        #expect(log.last == "Attempt to dismiss from view controller \(a) while a presentation or dismiss is in progress!")
        input.advance(by: 0.6)
        #expect(trace.lines.filter { !$0.hasPrefix("b view") } == ["b presented"])
        let other = TracingController("other", trace)
        TestApplication.makeKeyWindow().0.rootViewController = other
        TestApplication.endRunLoopPass()
        other.present(b, animated: false)
        #expect(log.last == "Application tried to present modally a view controller \(b) that is already being presented by \(a).")
        let offscreen = TracingController("offscreen", trace)
        offscreen.present(c, animated: false)
        #expect(log.last == "Attempt to present \(c) on \(offscreen) whose view is not in the window hierarchy.")
        #expect(log.count == 4 && c.presentingViewController == nil)
        other.present(other, animated: false)
        #expect(log.last == "Application tried to present modal view controller on itself. Presenting controller is \(other).")
        let parent = TracingController("parent", trace), child = TracingController("child", trace)
        parent.addChild(child)
        other.present(child, animated: false)
        #expect(log.last == "Application tried to present modally a view controller \(child) that has a parent view controller \(parent).")
        #expect(log.count == 6 && other.presentedViewController == nil)
    }

    @Test("Cross dissolve fades the presented view in and out instead of sliding it")
    func crossDissolve() {
        let (window, input, a, trace) = scene()
        let b = TracingController("b", trace)
        b.modalPresentationStyle = .overFullScreen
        b.modalTransitionStyle = .crossDissolve
        a.present(b, animated: true)
        input.advance(by: 0.2)
        let opacity = b.view.layer.presentation()!.opacity
        #expect(opacity > 0 && opacity < 1 && b.view.layer.presentation()!.frame == window.bounds)
        input.advance(by: 0.4)
        b.dismiss(animated: true)
        input.advance(by: 0.2)
        #expect(b.view.layer.presentation()!.opacity < 1)
        input.advance(by: 0.4)
        #expect(b.view.window == nil && b.view.alpha == 1)
    }
}
