import Foundation

/// Where a controller's view is in its appearance life cycle (UIKit's
/// `_appearState`).
///
/// Legal transitions, one `beginAppearanceTransition`/`endAppearanceTransition` each:
///
///     disappeared -> appearing -> appeared -> disappearing -> disappeared
///     appearing -> disappearing     (leaves before it finished appearing: no viewDidAppear)
///     disappearing -> appearing     (comes back before it finished leaving: a cancelled dismissal)
///
/// A begin toward the state the controller is already in or heading for is
/// ignored (UIKit logs "Unbalanced calls to begin/end appearance transitions").
enum AppearanceState: Equatable {
    case disappeared
    /// `viewWillAppear` was sent; `viewIsAppearing` too once `isAppearingSent`.
    case appearing(animated: Bool, isAppearingSent: Bool)
    case appeared
    /// `viewWillDisappear` was sent.
    case disappearing(animated: Bool)
}

/// The appearance callbacks in UIKit's order, and who sends them.
///
/// A controller appears when its view enters a *visible* window and
/// disappears when it leaves one (or the window hides):
///
///     view enters a shown window        -> viewWillAppear
///     end of the run-loop pass          -> viewIsAppearing, the window's layout
///       (or the view's first layout,        (viewWillLayoutSubviews, layoutSubviews,
///        whichever comes first)              viewDidLayoutSubviews), viewDidAppear
///     view leaves a shown window        -> viewWillDisappear, viewDidDisappear
///
/// Presentations drive their controllers themselves (the callbacks bracket the
/// animation); custom containers may do the same with
/// `beginAppearanceTransition(_:animated:)` and `endAppearanceTransition()`.
/// A controller forwards each callback, after its own, to the controllers
/// whose views are the topmost controller-owned views inside its view (its
/// children, normally), unless `shouldAutomaticallyForwardAppearanceMethods`
/// is false, in which case its children are left to it.
extension UIViewController {
    /// Starts an appearance (`isAppearing`) or disappearance transition:
    /// `viewWillAppear(animated)` or `viewWillDisappear(animated)` on this
    /// controller, then on the controllers it forwards to. Unbalanced calls
    /// (appearing twice) are ignored.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (appearanceState, isAppearing) {
        case (.disappeared, true), (.disappearing, true):
            appearanceState = .appearing(animated: animated, isAppearingSent: false)
            viewWillAppear(animated)
        case (.appeared, false), (.appearing, false):
            appearanceState = .disappearing(animated: animated)
            viewWillDisappear(animated)
        default:
            return  // unbalanced: already there or heading there
        }
        for controller in appearanceForwardees() { controller.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the transition begun last: `viewIsAppearing` (if not sent yet) and
    /// `viewDidAppear`, or `viewDidDisappear`; then the same for the controllers
    /// it forwards to. Does nothing when no transition is in progress.
    public func endAppearanceTransition() {
        switch appearanceState {
        case let .appearing(animated, _):
            sendIsAppearingIfPending()
            appearanceState = .appeared
            viewDidAppear(animated)
            movingToParent = false
            beingPresented = false
        case let .disappearing(animated):
            appearanceState = .disappeared
            viewDidDisappear(animated)
            movingFromParent = false
            beingDismissed = false
        default:
            return
        }
        for controller in appearanceForwardees() { controller.endAppearanceTransition() }
    }

    /// Whether the view is on screen or on its way there (appearing or appeared).
    package var isAppearingOrAppeared: Bool {
        switch appearanceState {
        case .appearing, .appeared: true
        default: false
        }
    }

    /// Whether the view is in a window and appearing or appeared: what a
    /// container checks before animating a change and sending appearance callbacks.
    package var isOnScreen: Bool { isAppearingOrAppeared && viewIfLoaded?.window != nil }

    /// Sends `viewIsAppearing` if the controller is appearing and has not had it yet (this controller only).
    package func sendIsAppearingIfPending() {
        guard case let .appearing(animated, false) = appearanceState else { return }
        appearanceState = .appearing(animated: animated, isAppearingSent: true)
        viewIsAppearing(animated)
    }

    /// `sendIsAppearingIfPending` on this controller, then on those it forwards to.
    func sendIsAppearingForwarding() {
        sendIsAppearingIfPending()
        for controller in appearanceForwardees() { controller.sendIsAppearingForwarding() }
    }

    /// The controllers this one forwards appearance to: the owners of the topmost
    /// controller-owned views inside its view, less its children when it does
    /// not forward automatically.
    func appearanceForwardees() -> [UIViewController] {
        guard let view = viewIfLoaded else { return [] }
        var found: [UIViewController] = []
        for subview in view.subviews { subview.collectTopControllers(into: &found) }
        return found.filter { !($0.parent === self && !shouldAutomaticallyForwardAppearanceMethods) }
    }
}

extension UIView {
    /// The owners of the topmost controller-owned views in this subtree (this
    /// view's own controller if it has one).
    func collectTopControllers(into found: inout [UIViewController]) {
        if let controller = owningViewController {
            found.append(controller)
            return
        }
        for subview in subviews { subview.collectTopControllers(into: &found) }
    }

    /// Whether the view is in a window that is shown.
    var isInVisibleWindow: Bool { window.map { !$0.isHidden } ?? false }

    /// This subtree starts appearing (it entered a shown window, or its window
    /// was shown): `viewWillAppear` now, the rest at the end of the run-loop pass.
    func subtreeWillAppear() {
        guard AppearanceQueue.suppression == 0 else { return }
        var controllers: [UIViewController] = []
        collectTopControllers(into: &controllers)
        for controller in controllers {
            controller.beginAppearanceTransition(true, animated: false)
            AppearanceQueue.pending.append(controller)
        }
    }

    /// This subtree starts leaving a shown window: `viewWillDisappear`.
    func subtreeWillDisappear() {
        guard AppearanceQueue.suppression == 0 else { return }
        var controllers: [UIViewController] = []
        collectTopControllers(into: &controllers)
        for controller in controllers { controller.beginAppearanceTransition(false, animated: false) }
    }

    /// This subtree left a shown window: `viewDidDisappear`.
    func subtreeDidDisappear() {
        guard AppearanceQueue.suppression == 0 else { return }
        var controllers: [UIViewController] = []
        collectTopControllers(into: &controllers)
        for controller in controllers { controller.endAppearanceTransition() }
    }
}

/// Appearances begun by hierarchy changes, finished at the end of the run-loop
/// pass as UIKit finishes them when its transaction commits.
@MainActor
package enum AppearanceQueue {
    static var pending: [UIViewController] = []

    /// For each pending controller still appearing: `viewIsAppearing`, then
    /// the layout of its window, then `viewDidAppear` (each forwarded to children).
    static func finishPending() {
        guard !pending.isEmpty else { return }
        let due = pending
        pending = []
        for controller in due { controller.sendIsAppearingForwarding() }
        var laidOut: [UIWindow] = []
        for controller in due {
            guard let window = controller.viewIfLoaded?.window, !laidOut.contains(where: { $0 === window }) else { continue }
            laidOut.append(window)
            window.layoutIfNeeded()
        }
        for controller in due { controller.endAppearanceTransition() }
    }

    /// While above zero, hierarchy changes send no appearance callbacks: a
    /// presentation moving views sends them itself, around its animation.
    static var suppression = 0

    /// Runs `body` with hierarchy-driven appearance callbacks off.
    package static func suppressing(_ body: () -> Void) {
        suppression += 1
        defer { suppression -= 1 }
        body()
    }

    static func reset() { pending = []; suppression = 0 }
}
