import Foundation
import XUIKitCore
import XUIKitGraphics

/// Places an alert centred, or an action sheet at the bottom, over a window
/// dimmed with black at 20%; the alert fades in from 1.2 times its size, the
/// action sheet slides up. While the on-screen keyboard covers the bottom of
/// the window, an alert is centred in the part above it (at least 8 pt from
/// the top), moving with the keyboard's animation (0.25 s). A tap on the
/// dimming behind an action sheet picks its cancel action, if it has one.
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
        let visibleMidY = (bounds.minY + bounds.maxY - keyboardOverlap) / 2
        let y = max(bounds.minY + (keyboardOverlap > 0 ? 8 : 0), (visibleMidY - height / 2).rounded())
        return CGRect(x: (bounds.midX - width / 2).rounded(), y: y, width: width, height: height)
    }

    /// How much of the container's bottom the on-screen keyboard covers.
    private(set) var keyboardOverlap: CGFloat = 0
    private var keyboardObserver: NSObjectProtocol?

    /// The keyboard moves to `end` (screen coordinates): the alert moves to stay above it.
    private func keyboardWillChangeFrame(to end: CGRect) {
        guard let container = containerView, let window = container.window else { return }
        let top = end.minY - window.frame.minY
        let overlap = end.minY >= UIScreen.main.bounds.maxY || end.isEmpty ? 0 : max(0, container.bounds.maxY - container.convert(CGPoint(x: 0, y: top), from: nil).y)
        guard overlap != keyboardOverlap else { return }
        keyboardOverlap = overlap
        guard let view = presentedView, !isTransitioning else { return }
        UIView.animate(withDuration: 0.25) { view.frame = self.frameOfPresentedViewInContainerView }
    }

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        customDimmingColor = UIColor(white: 0, alpha: 0.2)
        let isSheet = (presentedViewController as? UIAlertController)?.preferredStyle == .actionSheet
        customTransitionKind = isSheet ? .slideUp : .alert
    }

    override func presentationTransitionWillBegin() {
        if alert?.preferredStyle == .alert {
            keyboardObserver = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillChangeFrameNotification, object: nil,
                                                                      queue: nil) { [weak self] note in
                guard let end = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
                MainActor.assumeIsolated { self?.keyboardWillChangeFrame(to: end) }
            }
        }
        guard alert?.preferredStyle == .actionSheet, let dimming = dimmingView else { return }
        dimming.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.alert?.pickCancel() })
    }

    /// A keyboard that showed while the alert came in (its overlap recorded,
    /// the view not moved mid-transition), or before the alert observed it,
    /// is avoided now that the alert is in place.
    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed, alert?.preferredStyle == .alert, let view = presentedView else { return }
        if let keyboard = KeyboardPresenter.shownContainer, let window = keyboard.window, window === containerView?.window {
            let inWindow = keyboard.convert(keyboard.bounds, to: nil)
            keyboardWillChangeFrame(to: inWindow.offsetBy(dx: window.frame.minX, dy: window.frame.minY))
        }
        let frame = frameOfPresentedViewInContainerView
        if view.frame != frame { UIView.animate(withDuration: 0.25) { view.frame = frame } }
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed, let keyboardObserver { NotificationCenter.default.removeObserver(keyboardObserver) }
        if completed { keyboardObserver = nil; keyboardOverlap = 0 }
    }
}
