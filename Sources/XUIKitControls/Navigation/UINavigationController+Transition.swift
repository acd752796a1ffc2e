import Foundation
import XUIKitCore
import XUIKitGraphics

/// A push or pop under way: who leaves, who comes, and the bar's two contents.
@MainActor
struct NavigationTransition {
    let from: UIViewController?
    let to: UIViewController
    let operation: UINavigationController.Operation
    /// The controllers leaving the stack (the top one is `from`), removed from the navigation controller at the end.
    let popped: [UIViewController]
    let animated: Bool
    let isInteractive: Bool
    let barFrom: NavigationBarContentView?
    let barTo: NavigationBarContentView
    /// The bar items before the transition (restored when an interactive pop is cancelled).
    let itemsBefore: [UINavigationItem]
    /// The bar's height before the transition (it moves to the new top's with the progress).
    let fromBarHeight: CGFloat
    /// How far along the transition is, 0 to 1.
    var progress: CGFloat = 0
}

/// Pushes and pops:
///
///     start     delegate willShow(to); from.viewWillDisappear; to.viewWillAppear;
///               to's view enters (above from's for a push, below for a pop)
///     progress  p from 0 to 1: the incoming view slides from the right edge
///               (push) or from a third of the width left (pop), the outgoing
///               one the other way; the bar's new content fades in over the old,
///               and its height moves to the new top's (large title or not)
///     finish    from.viewDidDisappear; to.viewDidAppear; a pushed controller's
///               didMove(toParent:), popped ones' removeFromParent (didMove nil);
///               delegate didShow(to)
///     cancel    (an interactive pop let go early) to.viewWillDisappear,
///               to.viewDidDisappear, from.viewWillAppear, from.viewDidAppear;
///               from is back on top and hears didMove(toParent:) with this controller
///
/// Off screen (the navigation controller not in a shown window) the views
/// swap at once and no appearance callbacks are sent: the window's sends them
/// when it shows.
extension UINavigationController {
    /// Adds `controller`'s view to the content, filling it, with the bar's height as safe area.
    func install(_ controller: UIViewController, below other: UIView? = nil) {
        let view = controller.view!
        controller.containerSafeAreaInsets = barInsets(for: controller)
        view.frame = restingFrame(for: controller)
        if let other, other.superview === contentView {
            contentView.insertSubview(view, belowSubview: other)
        } else {
            contentView.addSubview(view)
        }
    }

    /// Shows the new top of the stack after it changed from `from`.
    func showTop(from: UIViewController?, popped: [UIViewController], operation: Operation, animated: Bool) {
        let items = stack.map(\.navigationItem)
        guard let to = stack.last, from !== to, isViewLoaded, isOnScreen else {
            if isViewLoaded {
                if let from, from !== stack.last { from.viewIfLoaded?.removeFromSuperview() }
                if let top = stack.last, top.viewIfLoaded?.superview !== contentView { install(top) }
            }
            navigationBar.setItems(items, animated: false)
            layoutBarAndContent()
            if operation == .push, let top = stack.last, top !== from { top.didMove(toParent: self) }
            for controller in popped { controller.removeFromParent() }
            tabBarController?.viewIfLoaded?.setNeedsLayout()
            return
        }
        startTransition(from: from, to: to, popped: popped, operation: operation, animated: animated, interactive: false)
        guard animated else { return finishTransition(completed: true) }
        animateTransition(to: 1, duration: Self.transitionDuration, velocity: 0)
    }

    /// Sets up a transition at progress 0: callbacks, views, bar.
    func startTransition(from: UIViewController?, to: UIViewController, popped: [UIViewController],
                         operation: Operation, animated: Bool, interactive: Bool) {
        let itemsBefore = navigationBar.items ?? []
        let fromBarHeight = isNavigationBarHidden ? 0 : navigationBar.frame.height
        activeTransitionCoordinator = NavigationTransitionCoordinator(containerView: contentView, animated: animated, interactive: interactive)
        delegate?.navigationController(self, willShow: to, animated: animated)
        from?.beginAppearanceTransition(false, animated: animated)
        to.beginAppearanceTransition(true, animated: animated)
        AppearanceQueue.suppressing {
            install(to, below: operation == .pop ? from?.viewIfLoaded : nil)
        }
        to.view.layoutIfNeeded()
        let (barFrom, barTo) = navigationBar.beginTransition(to: stack.map(\.navigationItem))
        transition = NavigationTransition(from: from, to: to, operation: operation, popped: popped, animated: animated,
                                          isInteractive: interactive, barFrom: barFrom, barTo: barTo, itemsBefore: itemsBefore,
                                          fromBarHeight: fromBarHeight)
        contentView.isUserInteractionEnabled = false
        navigationBar.isUserInteractionEnabled = false
        layoutBarAndContent()
        tabBarController?.viewIfLoaded?.setNeedsLayout()
        setTransitionProgress(0)
    }

    /// Places the views and the bar's contents at progress `p` (0 start, 1 done).
    func setTransitionProgress(_ p: CGFloat) {
        self.transition?.progress = p
        guard let transition else { return }
        if !isNavigationBarHidden { navigationBar.frame.size.height = shownBarHeight }
        let width = contentView.bounds.width, parallax = width * 0.3
        let toFrame = restingFrame(for: transition.to)
        let fromFrame = transition.from.map(restingFrame(for:)) ?? toFrame
        switch transition.operation {
        case .pop:
            transition.from?.viewIfLoaded?.frame = fromFrame.offsetBy(dx: width * p, dy: 0)
            transition.to.view.frame = toFrame.offsetBy(dx: -parallax * (1 - p), dy: 0)
        default:
            transition.to.view.frame = toFrame.offsetBy(dx: width * (1 - p), dy: 0)
            transition.from?.viewIfLoaded?.frame = fromFrame.offsetBy(dx: -parallax * p, dy: 0)
        }
        transition.barFrom?.alpha = 1 - p
        transition.barTo.alpha = p
        coordinator?.percentComplete = p
    }

    /// The transition's coordinator, while one runs.
    var coordinator: NavigationTransitionCoordinator? { activeTransitionCoordinator as? NavigationTransitionCoordinator }

    /// Animates the transition to progress `target` (1 finishes, 0 cancels) over `duration`.
    func animateTransition(to target: CGFloat, duration: TimeInterval, velocity: CGFloat) {
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: velocity,
                       options: [], animations: {
                           self.setTransitionProgress(target)
                           self.coordinator?.isInteractive = false
                           if target >= 1 { self.coordinator?.runAlongside() }
                       },
                       completion: { _ in self.finishTransition(completed: target >= 1) })
    }

    /// Ends the transition: completed, or (an interactive pop let go early) cancelled.
    func finishTransition(completed: Bool) {
        guard let transition else { return }
        self.transition = nil
        let finishing = coordinator
        activeTransitionCoordinator = nil
        let from = transition.from, to = transition.to
        AppearanceQueue.suppressing {
            if completed { from?.viewIfLoaded?.removeFromSuperview() } else { to.viewIfLoaded?.removeFromSuperview() }
        }
        finishing?.finish(cancelled: !completed)
        contentView.isUserInteractionEnabled = true
        navigationBar.isUserInteractionEnabled = true
        if completed {
            navigationBar.endTransition(keeping: transition.barTo, items: stack.map(\.navigationItem))
            from?.endAppearanceTransition()
            to.endAppearanceTransition()
            if transition.operation == .push { to.didMove(toParent: self) }
            for controller in transition.popped { controller.removeFromParent() }
            layoutBarAndContent()
            lastShown = to
            delegate?.navigationController(self, didShow: to, animated: transition.animated)
        } else if let from {
            navigationBar.endTransition(keeping: transition.barFrom, items: transition.itemsBefore)
            to.beginAppearanceTransition(false, animated: true)
            to.endAppearanceTransition()
            from.beginAppearanceTransition(true, animated: true)
            from.endAppearanceTransition()
            stack.append(from)
            from.movingFromParent = false
            from.didMove(toParent: self)
            layoutBarAndContent()
            tabBarController?.viewIfLoaded?.setNeedsLayout()
        }
    }
}
