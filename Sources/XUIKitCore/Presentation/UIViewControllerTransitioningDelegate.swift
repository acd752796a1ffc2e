import Foundation

/// Supplies a custom presentation controller: UIKit's
/// `UIViewControllerTransitioningDelegate`, its presentation-controller part.
///
/// When the presented controller's `modalPresentationStyle` is `.custom`,
/// `present` asks its `transitioningDelegate` for the presentation controller
/// that places the view (UIKit's contract). Animator objects
/// (`UIViewControllerAnimatedTransitioning`) are not supported: the
/// presentation controller's transition kind animates.
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// Nil: the style's own presentation.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// How a presentation moves its presented view in and out.
package enum PresentationTransitionKind: Sendable {
    /// Up from below the container, back down (`.coverVertical`).
    case slideUp
    /// Fades in and out (`.crossDissolve`).
    case fade
    /// An alert's: fades in growing from 1.2 times its size; fades out.
    case alert
}
