import Foundation
import XUIKitCore

/// Told when a navigation controller shows a controller: UIKit's
/// `UINavigationControllerDelegate` (both optional). Custom animation and
/// interaction controllers are not supported yet: every push and pop uses
/// UIKit's slide.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    /// Before `viewController` starts to show (before the appearance callbacks);
    /// also for the top controller when the navigation controller first appears.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    /// After it showed (after its `viewDidAppear`); not called for a cancelled interactive pop.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}
