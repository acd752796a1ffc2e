import Foundation

/// The presentation animations, on `UIView.animate` (so on the frame clock),
/// by `transitionKind`: `.slideUp` (`.coverVertical`) moves the presented view
/// up from below the container and back down; `.fade` (`.crossDissolve`)
/// fades it; `.alert` fades it in from 1.2 times its size and fades it out.
/// The dimming view fades in and out with it. Without animation the
/// completion runs at once.
extension UIPresentationController {
    /// Brings the presented view in (it is at its final place); `completion` after.
    func animateIn(animated: Bool, completion: @escaping () -> Void) {
        guard animated, let view = presentedView else { return completion() }
        isTransitioning = true
        let final = view.frame
        let kind = transitionKind
        switch kind {
        case .slideUp: view.frame = offscreenFrame
        case .fade: view.alpha = 0
        case .alert: view.alpha = 0; view.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        }
        dimmingView?.alpha = 0
        UIView.animate(withDuration: kind == .alert ? 0.4 : UIViewController.presentationDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0,
                       animations: {
                           switch kind {
                           case .slideUp: view.frame = final
                           case .fade: view.alpha = 1
                           case .alert: view.alpha = 1; view.transform = .identity
                           }
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
        let fades = transitionKind != .slideUp
        let away = offscreenFrame
        UIView.animate(withDuration: transitionKind == .alert ? 0.25 : UIViewController.presentationDuration, delay: 0,
                       usingSpringWithDamping: 1, initialSpringVelocity: 0,
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
