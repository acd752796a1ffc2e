import Foundation
import XUIKitCore
import XUIKitGraphics

/// Places an alert centred, or an action sheet at the bottom, over a window
/// dimmed with black at 20%; the alert fades in from 1.2 times its size, the
/// action sheet slides up. A tap on the dimming behind an action sheet picks
/// its cancel action, if it has one.
@MainActor
final class AlertPresentationController: UIPresentationController {
    var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert else { return .zero }
        let bounds = container.bounds
        if alert.preferredStyle == .actionSheet {
            let width = bounds.width >= 700 ? 304 : max(0, bounds.width - 16)
            let height = alert.preferredHeight(forWidth: width)
            let bottom = bounds.maxY - container.safeAreaInsets.bottom - 8
            return CGRect(x: bounds.midX - width / 2, y: bottom - height, width: width, height: height)
        }
        let width = AlertView.alertWidth
        let height = alert.preferredHeight(forWidth: width)
        return CGRect(x: (bounds.midX - width / 2).rounded(), y: (bounds.midY - height / 2).rounded(), width: width, height: height)
    }

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        customDimmingColor = UIColor(white: 0, alpha: 0.2)
        let isSheet = (presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet
        customTransitionKind = isSheet ? .slideUp : .alert
    }

    override func presentationTransitionWillBegin() {
        guard alert?.preferredStyle == .actionSheet, let dimming = dimmingView else { return }
        dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.alert?.pickCancel() })
    }
}
