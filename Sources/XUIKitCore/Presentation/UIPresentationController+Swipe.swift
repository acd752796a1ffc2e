import Foundation

/// A page or form sheet follows a finger dragging it down and is dismissed
/// when let go past half its height or flicked down faster than 1,000 pt/s;
/// otherwise it springs back. The dimming view fades with the distance.
///
///     began    the sheet may go (its controller is not `isModalInPresentation`
///              and the delegate's `presentationControllerShouldDismiss` says
///              yes): `presentationControllerWillDismiss`, `viewWillDisappear`
///     changed  the sheet's top follows the finger (never above its place); a
///              sheet that may not go moves a third of the distance
///     ended    past half / flicked: it slides out, `viewDidDisappear`,
///              `presentationControllerDidDismiss`; else it springs back with
///              `viewWillAppear`, `viewDidAppear` (a refused sheet instead calls
///              `presentationControllerDidAttemptToDismiss`)
///
/// The presenter hears nothing, as under any sheet. A scroll view inside the
/// sheet is not coordinated with the swipe (UIKit hands over at its top edge).
extension UIPresentationController {
    /// The downward speed, in points per second, that dismisses wherever the sheet is.
    static let flickVelocity: CGFloat = 1000

    func installSwipeToDismiss(on view: UIView) {
        let recognizer = UIPanGestureRecognizer { [weak self] recognizer in
            self?.swipeChanged(recognizer as! UIPanGestureRecognizer)
        }
        view.addGestureRecognizer(recognizer)
        swipeRecognizer = recognizer
    }

    func removeSwipeToDismiss() {
        if let recognizer = swipeRecognizer { recognizer.view?.removeGestureRecognizer(recognizer) }
        swipeRecognizer = nil
    }

    private func swipeChanged(_ recognizer: UIPanGestureRecognizer) {
        guard let view = presentedView, let container = containerView else { return }
        switch recognizer.state {
        case .began:
            // A swipe during a transition is ignored to its end (isDragging stays false).
            guard isPresented, !isTransitioning else { return }
            isDragging = true
            isTransitioning = true
            swipeMayDismiss = !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
            if swipeMayDismiss {
                delegate?.presentationControllerWillDismiss(self)
                presentedViewController.beingDismissed = true
                presentedViewController.beginAppearanceTransition(false, animated: true)
            }
        case .changed:
            guard isDragging else { return }
            let drag = max(0, recognizer.translation(in: container).y) * (swipeMayDismiss ? 1 : 1.0 / 3)
            var frame = frameOfPresentedViewInContainerView
            frame.origin.y += drag
            view.frame = frame
            dimmingView?.alpha = 1 - min(1, drag / max(1, frame.height))
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            let height = frameOfPresentedViewInContainerView.height
            let drag = view.frame.minY - frameOfPresentedViewInContainerView.minY
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: container).y : 0
            if swipeMayDismiss, recognizer.state == .ended, drag > height / 2 || (velocity > Self.flickVelocity && drag > 0) {
                finishSwipeDismissal(velocity: velocity)
            } else {
                springBack(velocity: velocity)
            }
        default:
            break
        }
    }

    /// The sheet slides out from where the finger left it; the dismissal completes.
    private func finishSwipeDismissal(velocity: CGFloat) {
        guard let presenter, let view = presentedView else { return }
        let away = offscreenFrame
        let remaining = max(1, away.minY - view.frame.minY)
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: max(0, velocity) / remaining,
                       animations: {
                           view.frame = away
                           self.dimmingView?.alpha = 0
                       },
                       completion: { _ in
                           self.isTransitioning = false
                           self.completeDismissal([self.presentedViewController], of: presenter, revealsPresenter: false) {
                               self.delegate?.presentationControllerDidDismiss(self)
                           }
                       })
    }

    /// The sheet returns to its place; a refused swipe tells the delegate.
    private func springBack(velocity: CGFloat) {
        guard let view = presentedView else { return }
        let home = frameOfPresentedViewInContainerView
        if swipeMayDismiss {
            presentedViewController.beingDismissed = false
            presentedViewController.beginAppearanceTransition(true, animated: true)
        } else {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        let mayDismiss = swipeMayDismiss
        let distance = max(1, view.frame.minY - home.minY)
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: -min(0, velocity) / distance,
                       animations: {
                           view.frame = home
                           self.dimmingView?.alpha = 1
                       },
                       completion: { _ in
                           self.isTransitioning = false
                           if mayDismiss { self.presentedViewController.endAppearanceTransition() }
                       })
    }
}
