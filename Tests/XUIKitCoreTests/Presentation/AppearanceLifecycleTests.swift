import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("View controller appearance and layout callbacks, in UIKit's order")
struct AppearanceLifecycleTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    @Test("A root controller set on a shown window: viewWillAppear at once; viewIsAppearing, its layout and viewDidAppear at the end of the pass")
    func rootOnShownWindow() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let root = TracingController("a", trace)
        root.details = { controller, callback in callback == "viewIsAppearing" ? "\(controller.view.frame)" : nil }
        window.rootViewController = root
        #expect(trace.lines == ["a viewDidLoad", "a viewWillAppear"])
        TestApplication.endRunLoopPass()
        #expect(trace.lines == ["a viewDidLoad", "a viewWillAppear", "a viewIsAppearing \(CGRect(x: 0, y: 0, width: 320, height: 480))",
                                "a viewWillLayoutSubviews", "a viewDidLayoutSubviews", "a viewDidAppear"])
        trace.clear()
        TestApplication.endRunLoopPass()
        #expect(trace.lines.isEmpty, "an appearance finishes once")
    }

    @Test("A layout before the end of the pass sends viewIsAppearing first; the pass then only finishes with viewDidAppear")
    func layoutFirst() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let root = TracingController("a", trace)
        window.rootViewController = root
        (root.view as! TracingLayoutView).logsLayout = true
        window.layoutIfNeeded()
        TestApplication.endRunLoopPass()
        #expect(trace.text == "a viewDidLoad, a viewWillAppear, a viewIsAppearing, a viewWillLayoutSubviews, a.view layoutSubviews, a viewDidLayoutSubviews, a viewDidAppear")
    }

    @Test("A hidden window's controller appears when the window shows and disappears when it hides")
    func windowShowsAndHides() {
        TestApplication.reset()
        let trace = CallTrace()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let root = TracingController("a", trace)
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        #expect(trace.lines == ["a viewDidLoad"])
        window.makeKeyAndVisible()
        #expect(trace.lines == ["a viewDidLoad", "a viewWillAppear"])
        TestApplication.endRunLoopPass()
        trace.clear()
        window.isHidden = true
        #expect(trace.lines == ["a viewWillDisappear", "a viewDidDisappear"])
        window.isHidden = true
        #expect(trace.lines.count == 2, "hiding a hidden window sends nothing")
    }

    @Test("Replacing the root controller: the old one disappears at once, the new one appears")
    func replacingRoot() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let first = TracingController("a", trace), second = TracingController("b", trace)
        window.rootViewController = first
        TestApplication.endRunLoopPass()
        trace.clear()
        window.rootViewController = second
        TestApplication.endRunLoopPass()
        #expect(trace.lines == ["a viewWillDisappear", "a viewDidDisappear", "b viewDidLoad", "b viewWillAppear", "b viewIsAppearing",
                                "b viewWillLayoutSubviews", "b viewDidLayoutSubviews", "b viewDidAppear"])
        #expect(first.view.superview == nil && second.view.superview === window)
    }

    @Test("Leaving before the end of the pass: viewWillDisappear and viewDidDisappear, and no viewDidAppear")
    func leavesWhileAppearing() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let root = TracingController("a", trace)
        window.rootViewController = root
        root.view.removeFromSuperview()
        TestApplication.endRunLoopPass()
        #expect(trace.lines == ["a viewDidLoad", "a viewWillAppear", "a viewWillDisappear", "a viewDidDisappear"])
    }

    @Test("Resizing the view brackets its layoutSubviews with viewWillLayoutSubviews and viewDidLayoutSubviews, before its subviews lay out")
    func layoutBrackets() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let root = TracingController("a", trace)
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        let inner = TracingLayoutView(frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "inner", trace: trace)
        inner.logsLayout = true
        (root.view as! TracingLayoutView).logsLayout = true
        root.view.addSubview(inner)
        window.layoutIfNeeded()
        trace.clear()
        root.view.frame.size.width = 300
        inner.setNeedsLayout()
        window.layoutIfNeeded()
        #expect(trace.text == "a viewWillLayoutSubviews, a.view layoutSubviews, a viewDidLayoutSubviews, inner.view layoutSubviews")
        trace.clear()
        window.layoutIfNeeded()
        #expect(trace.lines.isEmpty)
    }

    @Test("Containment: a child added to a shown parent appears with isMovingToParent, and leaves with isMovingFromParent")
    func childAppearsAndLeaves() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let parent = TracingController("p", trace), child = TracingController("c", trace)
        child.details = { controller, callback in
            callback.hasPrefix("viewWill") && callback.hasSuffix("Appear") || callback == "viewDidAppear"
                ? "toParent=\(controller.isMovingToParent)"
                : callback.hasSuffix("Disappear") ? "fromParent=\(controller.isMovingFromParent)" : nil
        }
        window.rootViewController = parent
        TestApplication.endRunLoopPass()
        trace.clear()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        TestApplication.endRunLoopPass()
        // The parent lays out too: its view gained a subview.
        #expect(trace.lines == ["c viewDidLoad", "c viewWillAppear toParent=true", "c viewIsAppearing", "p viewWillLayoutSubviews", "p viewDidLayoutSubviews",
                                "c viewWillLayoutSubviews", "c viewDidLayoutSubviews", "c viewDidAppear toParent=true"])
        #expect(!child.isMovingToParent)
        trace.clear()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(trace.lines == ["c viewWillDisappear fromParent=true", "c viewDidDisappear fromParent=true"])
        #expect(!child.isMovingFromParent && child.parent == nil)
    }

    @Test("A parent appearing with a child already inside forwards each callback to it, parent first")
    func forwardingParentFirst() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let parent = TracingController("p", trace), child = TracingController("c", trace)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        trace.clear()
        window.rootViewController = parent
        TestApplication.endRunLoopPass()
        #expect(trace.lines == ["p viewWillAppear", "c viewWillAppear", "p viewIsAppearing", "c viewIsAppearing",
                                "p viewWillLayoutSubviews", "p viewDidLayoutSubviews", "c viewWillLayoutSubviews", "c viewDidLayoutSubviews",
                                "p viewDidAppear", "c viewDidAppear"])
        trace.clear()
        window.isHidden = true
        #expect(trace.lines == ["p viewWillDisappear", "c viewWillDisappear", "p viewDidDisappear", "c viewDidDisappear"])
    }

    @Test("A container that does not forward automatically leaves its children to begin/endAppearanceTransition")
    func manualForwarding() {
        final class ManualContainer: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let parent = ManualContainer(), child = TracingController("c", trace)
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        window.rootViewController = parent
        TestApplication.endRunLoopPass()
        // Layout is not appearance: the child's view lays out all the same.
        #expect(trace.lines == ["c viewDidLoad", "c viewWillLayoutSubviews", "c viewDidLayoutSubviews"])
        trace.clear()
        child.beginAppearanceTransition(true, animated: true)
        child.beginAppearanceTransition(true, animated: true)
        child.endAppearanceTransition()
        child.endAppearanceTransition()
        #expect(trace.lines == ["c viewWillAppear animated", "c viewIsAppearing", "c viewDidAppear"], "unbalanced calls are ignored")
    }

    @Test("additionalSafeAreaInsets add to the view's safe area, reach the subviews they overlap and the safe-area guide")
    func additionalSafeArea() {
        let (window, _) = TestApplication.makeKeyWindow(width: 300, height: 400)
        let trace = CallTrace()
        let root = TracingController("a", trace)
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        let top = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50)), middle = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 50))
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        [top, middle, pinned].forEach { root.view.addSubview($0) }
        NSLayoutConstraint.activate([
            pinned.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor),
            pinned.leadingAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.leadingAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        window.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        trace.clear()
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 5, bottom: 30, right: 0)
        #expect(trace.lines == ["a viewSafeAreaInsetsDidChange"])
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 20, left: 5, bottom: 30, right: 0))
        #expect(top.safeAreaInsets == UIEdgeInsets(top: 20, left: 5, bottom: 0, right: 0))
        #expect(middle.safeAreaInsets == UIEdgeInsets(top: 0, left: 5, bottom: 0, right: 0))
        #expect(window.safeAreaInsets == .zero)
        window.layoutIfNeeded()
        #expect(pinned.frame == CGRect(x: 5, y: 20, width: 10, height: 10))
    }
}
