import Foundation

/// A page or form sheet follows a finger dragging it and is dismissed when
/// let go below its smallest resting height (its smallest detent) by more
/// than half the rest, or flicked down faster than 1,000 pt/s; otherwise it
/// settles at the resting height nearest where the flick would carry it (its
/// top plus 0.2 s of the velocity), which becomes the selected detent. Between
/// resting heights the card is resized; below the smallest it moves down
/// whole and the dimming view fades with the distance.
///
///     began    asks whether the sheet may go (its controller is not
///              `isModalInPresentation` and the delegate's
///              `presentationControllerShouldDismiss` says yes)
///     changed  the sheet's top follows the finger (never above the largest
///              height); first time below the smallest, if it may go:
///              `presentationControllerWillDismiss`, `viewWillDisappear`; a
///              sheet that may not go moves a third of the distance there
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
        let heights = restingSheetHeights
        let smallestTop = sheetTop(forHeight: heights.first ?? 0), largestTop = sheetTop(forHeight: heights.last ?? 0)
        switch recognizer.state {
        case .began:
            // A swipe during a transition, or on a centred form sheet, is ignored to its end (isDragging stays false).
            guard isPresented, !isTransitioning, !isCentredFormSheet else { return }
            isDragging = true
            isTransitioning = true
            swipeStartTop = view.frame.minY
            swipeAttemptedDismissal = false
            swipeBeganDismissal = false
            swipeMayDismiss = !presentedViewController.isModalInPresentation && (delegate?.presentationControllerShouldDismiss(self) ?? true)
        case .changed:
            guard isDragging else { return }
            var top = max(largestTop, swipeStartTop + recognizer.translation(in: container).y)
            if top > smallestTop {
                swipeAttemptedDismissal = true
                if !swipeMayDismiss {
                    top = smallestTop + (top - smallestTop) / 3
                } else if !swipeBeganDismissal {
                    swipeBeganDismissal = true
                    delegate?.presentationControllerWillDismiss(self)
                    presentedViewController.beingDismissed = true
                    presentedViewController.beginAppearanceTransition(false, animated: true)
                }
            }
            view.frame = sheetFrame(forTop: top, smallestTop: smallestTop)
            dimmingView?.alpha = dimmingAlpha(forTop: top, smallestTop: smallestTop)
        case .ended, .cancelled, .failed:
            guard isDragging else { return }
            isDragging = false
            let top = view.frame.minY, bottom = container.bounds.maxY
            let velocity = recognizer.state == .ended ? recognizer.velocity(in: container).y : 0
            if swipeBeganDismissal, recognizer.state == .ended, top > smallestTop,
               top - smallestTop > (bottom - smallestTop) / 2 || velocity > Self.flickVelocity {
                finishSwipeDismissal(velocity: velocity)
            } else {
                // Rest at the height whose top is nearest where the flick would carry the sheet.
                let projected = top + velocity * 0.2
                let target = heights.min { abs(sheetTop(forHeight: $0) - projected) < abs(sheetTop(forHeight: $1) - projected) } ?? currentSheetHeight
                sheetDidSettle(atHeight: target)
                springBack(velocity: velocity)
            }
        default:
            break
        }
    }

    /// The card with its top at `top`: resized down to the smallest resting
    /// height, then moved down whole.
    private func sheetFrame(forTop top: CGFloat, smallestTop: CGFloat) -> CGRect {
        let bounds = containerView?.bounds ?? .zero
        let height = bounds.maxY - max(top, top > smallestTop ? smallestTop : top)
        return CGRect(x: bounds.minX, y: top, width: bounds.width, height: height)
    }

    /// The dimming's opacity with the card's top at `top`: full (or none at an
    /// undimmed detent) down to the smallest resting height, fading to none at the bottom.
    private func dimmingAlpha(forTop top: CGFloat, smallestTop: CGFloat) -> CGFloat {
        let bottom = containerView?.bounds.maxY ?? 0
        let base: CGFloat = top > smallestTop ? 1 - min(1, (top - smallestTop) / max(1, bottom - smallestTop)) : 1
        if let sheet = self as? UISheetPresentationController, !sheet.dimsPresenter(atHeight: bottom - max(top, smallestTop)) { return 0 }
        return base
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

    /// The sheet returns to its resting place; a dismissal begun is undone, a
    /// refused attempt tells the delegate.
    private func springBack(velocity: CGFloat) {
        guard let view = presentedView else { return }
        let home = frameOfPresentedViewInContainerView
        if swipeBeganDismissal {
            presentedViewController.beingDismissed = false
            presentedViewController.beginAppearanceTransition(true, animated: true)
        } else if swipeAttemptedDismissal, !swipeMayDismiss {
            delegate?.presentationControllerDidAttemptToDismiss(self)
        }
        let dimming = dimmingAlpha(forTop: home.minY, smallestTop: home.minY)
        let mayDismiss = swipeBeganDismissal
        let distance = max(1, view.frame.minY - home.minY)
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: -min(0, velocity) / distance,
                       animations: {
                           view.frame = home
                           self.dimmingView?.alpha = dimming
                       },
                       completion: { _ in
                           self.isTransitioning = false
                           if mayDismiss { self.presentedViewController.endAppearanceTransition() }
                       })
    }
}
