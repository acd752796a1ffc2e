import Foundation

/// The presentation animations, on `UIView.animate` (so on the frame clock):
/// `.coverVertical` slides the presented view up from below the container
/// and back down; `.crossDissolve` fades it. A sheet's dimming view fades in
/// and out with it. Without animation the completion runs at once.
extension UIPresentationController {
    /// Brings the presented view in (it is at its final place); `completion` after.
    func animateIn(animated: Bool, completion: @escaping () -> Void) {
        guard animated, let view = presentedView else { return completion() }
        isTransitioning = true
        let final = view.frame
        let fades = presentedViewController.modalTransitionStyle == .crossDissolve
        if fades { view.alpha = 0 } else { view.frame = offscreenFrame }
        dimmingView?.alpha = 0
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: {
                           if fades { view.alpha = 1 } else { view.frame = final }
                           self.dimmingView?.alpha = 1
                       },
                       completion: { _ in
                           self.isTransitioning = false
                           completion()
                       })
    }

    /// Takes the presented view out (to below the container, or faded); `completion` after.
    func animateOut(animated: Bool, completion: @escaping () -> Void) {
        guard animated, let view = presentedView else { return completion() }
        isTransitioning = true
        let fades = presentedViewController.modalTransitionStyle == .crossDissolve
        let away = offscreenFrame
        UIView.animate(withDuration: UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                       animations: {
                           if fades { view.alpha = 0 } else { view.frame = away }
                           self.dimmingView?.alpha = 0
                       },
                       completion: { _ in
                           self.isTransitioning = false
                           if fades { view.alpha = 1 }
                           completion()
                       })
    }
}
