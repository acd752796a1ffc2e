import Foundation

/// What a presentation tells about interactive dismissal: UIKit's
/// `UIAdaptivePresentationControllerDelegate`.
///
/// Every method is optional in UIKit; here each has UIKit's default in an
/// extension. A swipe down on a sheet asks `presentationControllerShouldDismiss`
/// (and is refused outright when the presented controller's
/// `isModalInPresentation` is true); a refused swipe calls
/// `presentationControllerDidAttemptToDismiss`; an accepted one calls
/// `presentationControllerWillDismiss`, then `presentationControllerDidDismiss`
/// when the sheet is gone. Programmatic `dismiss` calls none of them, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// `.automatic`: the system's adaptation (a popover in a window under
    /// 700 pt wide becomes a page sheet). Return `.none` to keep the style.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// True: the sheet may be swiped away.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
