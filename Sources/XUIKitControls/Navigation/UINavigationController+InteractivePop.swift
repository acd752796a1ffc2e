import Foundation
import XUIKitCore

/// Where an interactive pop goes when the finger lets go: a flick decides
/// (faster than 500 pt/s right finishes, left cancels), else the position
/// does (past half the width finishes). UIKit's documentation gives no
/// figures; these match how iOS behaves under a finger (a quick flick from
/// the edge pops, a slow drag back cancels).
struct InteractivePopRelease: Equatable {
    static let flickVelocity: CGFloat = 500

    /// The progress let go at, 0 to 1.
    let progress: CGFloat
    /// The finger's speed to the right, points per second.
    let velocity: CGFloat

    var completes: Bool {
        if velocity > Self.flickVelocity { return true }
        if velocity < -Self.flickVelocity { return false }
        return progress > 0.5
    }
}

/// The edge swipe: a `UIScreenEdgePanGestureRecognizer` on the left edge of
/// the navigation controller's view. It begins only with more than one
/// controller in the stack and no transition under way; the top view then
/// follows the finger (progress = horizontal travel / width) and on release
/// finishes or cancels by `InteractivePopRelease`, animating the rest of the
/// way in the remaining share of 0.35 s. A scroll view's pan inside waits
/// for the edge swipe to fail, so a swipe from the edge over a list pops
/// instead of scrolling.
extension UINavigationController {
    func edgePanChanged(_ recognizer: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, contentView.bounds.width)
        switch recognizer.state {
        case .began:
            guard stack.count > 1, transition == nil, isOnScreen else { return }
            let from = stack.removeLast()
            from.willMove(toParent: nil)
            startTransition(from: from, to: stack[stack.count - 1], popped: [from], operation: .pop, animated: true, interactive: true)
        case .changed:
            guard let transition, transition.isInteractive else { return }
            setTransitionProgress(progress(recognizer, width: width))
        case .ended, .cancelled, .failed:
            guard let transition, transition.isInteractive else { return }
            let p = progress(recognizer, width: width)
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: contentView).x : -.infinity
            let completes = InteractivePopRelease(progress: p, velocity: velocity).completes
            let remaining = completes ? 1 - p : p
            let speed = velocity.isFinite ? abs(velocity) / max(1, remaining * width) : 0
            animateTransition(to: completes ? 1 : 0, duration: max(0.1, Self.transitionDuration * Double(remaining)), velocity: speed)
        default:
            break
        }
    }

    private func progress(_ recognizer: UIPanGestureRecognizer, width: CGFloat) -> CGFloat {
        min(1, max(0, recognizer.translation(in: contentView).x / width))
    }
}

/// The edge swipe's delegate: begins only when there is something to pop,
/// and makes scroll views' pans inside the navigation controller wait for it.
@MainActor
final class InteractivePopGestureDelegate: UIGestureRecognizerDelegate {
    weak var controller: UINavigationController?

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let controller else { return false }
        return controller.viewControllers.count > 1 && controller.transition == nil
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        guard let scrollView = otherGestureRecognizer.view as? UIScrollView else { return false }
        return otherGestureRecognizer === scrollView.panGestureRecognizer
    }
}
