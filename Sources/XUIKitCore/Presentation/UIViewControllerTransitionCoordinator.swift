import Foundation

/// What a transition tells the blocks run alongside it: UIKit's
/// `UIViewControllerTransitionCoordinatorContext` (the members XUIKit's
/// transitions fill in).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition animates.
    var isAnimated: Bool { get }
    /// The style of the presentation the transition belongs to.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started driven by a gesture.
    var initiallyInteractive: Bool { get }
    /// Whether a gesture drives it now.
    var isInteractive: Bool { get }
    /// Whether it was cancelled.
    var isCancelled: Bool { get }
    /// Its length in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far along it is, 0 to 1.
    var percentComplete: CGFloat { get }
    /// The view the transition happens in.
    var containerView: UIView { get }
    /// The transform the transition applies (identity for a resize).
    var targetTransform: CGAffineTransform { get }
}

/// Runs work alongside a transition and after it: UIKit's
/// `UIViewControllerTransitionCoordinator`. `viewWillTransition(to:with:)`
/// gets one when its window is resized.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's changes and `completion` after it;
    /// true (the blocks are accepted).
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion (UIKit's default argument).
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// The coordinator of a window resize: not animated (the X server resizes at
/// once). Blocks given during `viewWillTransition(to:with:)` run, the
/// alongside ones right after the views took the new size, then the completions.
@MainActor
final class WindowResizeCoordinator: UIViewControllerTransitionCoordinator {
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []

    init(containerView: UIView) { self.containerView = containerView }

    var isAnimated: Bool { false }
    var presentationStyle: UIModalPresentationStyle { .none }
    var initiallyInteractive: Bool { false }
    var isInteractive: Bool { false }
    var isCancelled: Bool { false }
    var transitionDuration: TimeInterval { 0 }
    var percentComplete: CGFloat { 0 }
    var targetTransform: CGAffineTransform { .identity }

    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the blocks: the alongside ones, then the completions.
    func finish() {
        for block in alongside { block(self) }
        for block in completions { block(self) }
        alongside = []
        completions = []
    }
}

extension UIWindow {
    /// The window's size changed from `oldSize`: its root controller (and,
    /// through the default implementation, its children and what it presents)
    /// hears `viewWillTransition(to:with:)` first, then the root view and the
    /// presentation containers take the new size and lay out, then the
    /// coordinator's blocks run.
    func sizeDidChange(from oldSize: CGSize) {
        let size = bounds.size
        let coordinator = WindowResizeCoordinator(containerView: self)
        let containers = subviews.compactMap { $0 as? PresentationContainerView }
        for container in containers { container.frame = bounds }
        rootViewController?.viewWillTransition(to: size, with: coordinator)
        if let view = rootViewController?.viewIfLoaded, view.superview === self { view.frame = bounds }
        for container in containers { container.layoutIfNeeded() }
        coordinator.finish()
    }
}
