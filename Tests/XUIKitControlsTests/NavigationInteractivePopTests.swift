import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("The edge swipe pops interactively: the view follows the finger, past half or a flick pops, else it cancels in UIKit's order")
struct NavigationInteractivePopTests {
    /// The scene with "b" pushed over "a" (no animation), trace cleared.
    func pushed() -> (UIWindow, InputSimulator, UINavigationController, NavTracingController, NavTracingController, CallTrace, NavTracingDelegate) {
        let (window, input, nav, a, trace, delegate) = navigationScene()
        let b = NavTracingController("b", trace)
        nav.pushViewController(b, animated: false)
        window.layoutIfNeeded()
        trace.clear()
        return (window, input, nav, a, b, trace, delegate)
    }

    @Test("A slow swipe from the left edge past half the width: B follows the finger, and on release B is popped")
    func swipePastHalfPops() {
        let (_, input, nav, a, b, trace, delegate) = pushed()
        defer { withExtendedLifetime(delegate) {} }
        input.down(1, at: CGPoint(x: 4, y: 240))
        input.drag(1, from: CGPoint(x: 4, y: 240), to: CGPoint(x: 204, y: 240), steps: 20, duration: 1)
        #expect(trace.lines == ["b willMove(nil)", "willShow a", "b viewWillDisappear", "a viewWillAppear"])
        // B trails the finger by the pan's slop at most; A sits at -0.3 w (1 - p).
        let bx = b.view.frame.minX
        #expect(bx > 180 && bx <= 200, "b at \(bx)")
        #expect(abs(a.view.frame.minX - (-96 * (1 - bx / 320))) < 0.01)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 204, y: 240))
        input.advance(by: 0.5)
        #expect(trace.lines.suffix(4) == ["b viewDidDisappear", "a viewDidAppear", "b didMove(nil)", "didShow a"])
        #expect(nav.viewControllers == [a] && b.parent == nil && a.view.frame.minX == 0)
    }

    @Test("A short slow swipe cancels: A will and did disappear, B will and did appear, B is back on top")
    func shortSwipeCancels() {
        let (_, input, nav, a, b, trace, delegate) = pushed()
        defer { withExtendedLifetime(delegate) {} }
        input.down(1, at: CGPoint(x: 4, y: 240))
        input.drag(1, from: CGPoint(x: 4, y: 240), to: CGPoint(x: 84, y: 240), steps: 10, duration: 1)
        #expect(nav.viewControllers == [a])
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 84, y: 240))
        input.advance(by: 0.5)
        #expect(trace.lines == ["b willMove(nil)", "willShow a", "b viewWillDisappear", "a viewWillAppear",
                                "a viewWillDisappear", "a viewDidDisappear", "b viewWillAppear", "b viewDidAppear", "b didMove(nav)"])
        #expect(nav.viewControllers == [a, b] && b.view.frame.minX == 0 && a.view.superview == nil)
        #expect(!b.isMovingFromParent && nav.navigationBar.topItem === b.navigationItem)
        #expect(nav.navigationBar.content?.titleLabel.text == "B")
    }

    @Test("A quick flick from the edge pops from a short distance")
    func flickPops() {
        let (_, input, nav, a, _, _, delegate) = pushed()
        defer { withExtendedLifetime(delegate) {} }
        swipe(input, from: 4, to: 64, steps: 4, duration: 0.04)
        #expect(nav.viewControllers == [a])
    }

    @Test("A swipe that starts away from the edge does nothing; with only the root there is nothing to pop")
    func noPop() {
        let (_, input, nav, a, b, trace, delegate) = pushed()
        defer { withExtendedLifetime(delegate) {} }
        swipe(input, from: 60, to: 260, duration: 0.5)
        #expect(nav.viewControllers == [a, b] && trace.lines.isEmpty)
        nav.popViewController(animated: false)
        trace.clear()
        swipe(input, from: 4, to: 204, duration: 0.5)
        #expect(nav.viewControllers == [a] && trace.lines.isEmpty)
    }

    @Test("Over a table, a swipe from the edge pops instead of scrolling; a drag elsewhere scrolls")
    func edgeSwipeOverTable() {
        let (window, input, nav, a, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let list = ListController()
        nav.pushViewController(list, animated: false)
        window.layoutIfNeeded()
        trace.clear()
        let table = list.tableView!
        input.down(1, at: CGPoint(x: 160, y: 400))
        input.drag(1, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 10, duration: 0.5)
        input.up(1, at: CGPoint(x: 160, y: 200))
        #expect(table.contentOffset.y > 100)
        input.advance(by: 5)
        swipe(input, from: 4, to: 244, steps: 20, duration: 1, hold: 0.3)
        #expect(nav.viewControllers == [a])
    }
}

/// A table controller with 100 rows.
final class ListController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
}

@MainActor
@Suite("transitionCoordinator: blocks run alongside a push and after it; a cancelled pop reports isCancelled")
struct NavigationTransitionCoordinatorTests {
    /// A controller that, in viewWillAppear, asks its coordinator to fade a view in alongside and logs the completion.
    final class FadingController: UIViewController {
        let trace: CallTrace
        let badge = UIView()
        init(_ trace: CallTrace) { self.trace = trace; super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { view.addSubview(badge) }
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else { return trace.log("no coordinator") }
            badge.alpha = 0
            trace.log("coordinator animated \(coordinator.isAnimated) interactive \(coordinator.isInteractive) duration \(coordinator.transitionDuration)")
            coordinator.animate(alongsideTransition: { _ in self.badge.alpha = 1 }, completion: { context in
                self.trace.log("completion cancelled \(context.isCancelled)")
            })
        }
        override func viewDidAppear(_ animated: Bool) { trace.log("viewDidAppear") }
    }

    @Test("A push: the coordinator exists in viewWillAppear, the alongside fade runs inside the slide, the completion before viewDidAppear")
    func push() {
        let (_, input, nav, _, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let b = FadingController(trace)
        nav.pushViewController(b, animated: true)
        #expect(trace.lines.last == "coordinator animated true interactive false duration 0.35")
        #expect(b.badge.alpha == 1)  // the model value, set inside the animation block
        input.advance(by: 0.1)
        let shown = b.badge.layer.presentation()?.opacity ?? 1
        #expect(shown > 0 && shown < 1, "mid-fade opacity \(shown)")
        input.advance(by: 0.5)
        #expect(trace.lines.suffix(4) == ["completion cancelled false", "a viewDidDisappear", "viewDidAppear", "didShow ?"])
        #expect(b.transitionCoordinator == nil && nav.transitionCoordinator == nil)
    }

    @Test("A cancelled interactive pop: the appearing controller's completion says cancelled and its alongside block never runs")
    func cancelledPop() {
        let (window, input, nav, _, trace, delegate) = navigationScene()
        defer { withExtendedLifetime(delegate) {} }
        let a2 = FadingController(trace)
        nav.setViewControllers([a2, NavTracingController("b", trace)], animated: false)
        window.layoutIfNeeded()
        trace.clear()
        input.down(1, at: CGPoint(x: 4, y: 240))
        input.drag(1, from: CGPoint(x: 4, y: 240), to: CGPoint(x: 64, y: 240), steps: 10, duration: 1)
        #expect(trace.lines.contains("coordinator animated true interactive true duration 0.35"))
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 64, y: 240))
        input.advance(by: 0.5)
        #expect(trace.lines.contains("completion cancelled true") && a2.badge.alpha == 0)
    }
}
