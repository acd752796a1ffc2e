import Foundation

/// The invariants of appearance and presentation, checked by tests after
/// every step of their sweeps (the way gesture invariants are):
///
/// - once settled (no transition running, nothing waiting for the end of the
///   run-loop pass), a loaded controller has appeared exactly when its view is
///   in a shown window, and has disappeared otherwise;
/// - presentation links are symmetric: what a controller presents names it as
///   its presenter, and the presented controller's view is in its presentation's
///   container, which is in a window;
/// - every presentation container in a window belongs to a live presentation.
extension UIViewController {
    /// The invariants `controllers` break, as sentences; empty when they keep them.
    package static func invariantViolations(of controllers: [UIViewController]) -> [String] {
        var found: [String] = []
        let settled = AppearanceQueue.pending.isEmpty
            && !controllers.contains { $0.presentationLinks.presentationController?.isTransitioning == true }
        for controller in controllers {
            let name = "\(type(of: controller))#\(controllers.firstIndex { $0 === controller }!)"
            if settled, controller.isViewLoaded {
                let onScreen = controller.viewIfLoaded?.isInVisibleWindow ?? false
                let expected: AppearanceState = onScreen ? .appeared : .disappeared
                if controller.appearanceState != expected {
                    found.append("\(name) is \(controller.appearanceState) with its view \(onScreen ? "on" : "off") screen")
                }
            }
            if let presented = controller.presentationLinks.presented {
                if presented.presentationLinks.presenting !== controller { found.append("\(name) presents a controller that names another presenter") }
                let presentation = presented.presentationLinks.presentationController
                if presentation?.containerView?.window == nil { found.append("\(name)'s presentation has no container in a window") }
                if let view = presented.viewIfLoaded, presentation?.isTransitioning == false, view.superview !== presentation?.containerView {
                    found.append("\(name)'s presented view is not in its container")
                }
            }
            if let presenter = controller.presentationLinks.presenting, presenter.presentationLinks.presented !== controller {
                found.append("\(name) names a presenter that presents something else")
            }
        }
        return found
    }
}

extension UIWindow {
    /// Presentation containers in the window whose presentation is gone or shows elsewhere, as sentences.
    package var orphanedPresentationContainers: [String] {
        subviews.compactMap { view in
            guard let container = view as? PresentationContainerView else { return nil }
            guard let presentation = container.presentation, presentation.containerView === container,
                  presentation.presentedViewController.presentationLinks.presenting != nil else {
                return "an orphaned presentation container"
            }
            return nil
        }
    }
}
