import Foundation
import XUIKitCore
import XUIKitGraphics

/// Told when a tab bar controller's tab is picked: UIKit's
/// `UITabBarControllerDelegate` (both optional).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    /// Whether the picked tab's controller may be selected. Default true.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// After the user selected it (also when it was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// Controllers behind a row of tabs: UIKit's `UITabBarController`.
///
/// The selected controller's view fills the tab bar controller's view above
/// and under the 49 pt bar, with the bar's height as its bottom safe area.
/// Picking a tab (a touch down on it) asks the delegate `shouldSelect`, then
/// switches in UIKit's order: the new controller's `viewWillAppear`, the old
/// one's `viewWillDisappear`, `viewDidDisappear`, the new one's
/// `viewDidAppear`; then the delegate's `didSelect`. Picking the selected tab
/// again pops a navigation controller there to its root. Setting
/// `selectedIndex` or `selectedViewController` in code switches without the
/// delegate. The bar hides while the selected navigation controller shows a
/// controller pushed with `hidesBottomBarWhenPushed`.
///
/// Differences from UIKit: more than five tabs all show (no "More" tab yet).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The bar of tabs.
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
    /// Told when tabs are picked.
    open weak var delegate: UITabBarControllerDelegate?

    private var controllers: [UIViewController] = []
    private var selected = NSNotFound

    /// The controllers, one per tab; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The index of the selected tab (`NSNotFound` with none). Out-of-range values are ignored.
    open var selectedIndex: Int {
        get { selected }
        set { guard controllers.indices.contains(newValue) else { return }; select(newValue) }
    }

    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selected) ? controllers[selected] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    /// UIKit's designated initializer (`init()` calls it with nil arguments).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { nil }

    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    /// Replaces the tabs' controllers; the selection stays on the same index when it can, else the first tab.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        let onScreen = isOnScreen
        if let old, onScreen { old.beginAppearanceTransition(false, animated: false) }
        AppearanceQueue.suppressing { old?.viewIfLoaded?.removeFromSuperview() }
        if let old, onScreen { old.endAppearanceTransition() }
        for controller in controllers { controller.willMove(toParent: nil); controller.removeFromParent() }
        controllers = viewControllers ?? []
        for controller in controllers {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        tabBar.setItems(controllers.map { $0.tabBarItem }, animated: animated)
        selected = NSNotFound
        if !controllers.isEmpty { select(0) }
    }

    open override func loadView() {
        let container = TabBarContainerView(frame: UIScreen.main.bounds)
        container.controller = self
        view = container
        tabBar.managed = true
        tabBar.onPick = { [weak self] item in self?.userPicked(item) }
        container.addSubview(tabBar)
        if let current = selectedViewController { install(current) }
    }

    // MARK: Appearance of the selected controller

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        selectedViewController?.beginAppearanceTransition(true, animated: animated)
    }
    open override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        selectedViewController?.sendIsAppearingIfPending()
    }
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        selectedViewController?.endAppearanceTransition()
    }
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        selectedViewController?.beginAppearanceTransition(false, animated: animated)
    }
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        selectedViewController?.endAppearanceTransition()
    }

    // MARK: Selecting

    private func userPicked(_ item: UITabBarItem) {
        guard let index = controllers.firstIndex(where: { $0.tabBarItem === item }) else { return }
        let controller = controllers[index]
        guard delegate?.tabBarController(self, shouldSelect: controller) ?? true else { return }
        if index == selected {
            (controller as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(index)
        }
        delegate?.tabBarController(self, didSelect: controller)
    }

    /// Shows the controller at `index`, with appearance callbacks when on screen.
    private func select(_ index: Int) {
        guard index != selected else { return }
        let old = selectedViewController, new = controllers[index]
        selected = index
        tabBar.selectedItem = new.tabBarItem
        guard isViewLoaded else { return }
        let onScreen = isOnScreen
        if onScreen {
            new.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
        }
        AppearanceQueue.suppressing {
            old?.viewIfLoaded?.removeFromSuperview()
            install(new)
        }
        if onScreen {
            old?.endAppearanceTransition()
            new.endAppearanceTransition()
        }
    }

    private func install(_ controller: UIViewController) {
        guard let view = viewIfLoaded else { return }
        view.insertSubview(controller.view, belowSubview: tabBar)
        layoutTabs()
        controller.view.layoutIfNeeded()
    }

    /// Whether the bar hides: the selected navigation controller shows a controller pushed with `hidesBottomBarWhenPushed`.
    var hidesBar: Bool {
        guard let navigation = selectedViewController as? UINavigationController else { return false }
        return navigation.viewControllers.dropFirst().contains { $0.hidesBottomBarWhenPushed }
    }

    /// Places the bar at the bottom (above the safe area) and the selected view under it.
    func layoutTabs() {
        guard let view = viewIfLoaded else { return }
        let bounds = view.bounds, bottom = view.safeAreaInsets.bottom
        let hidden = hidesBar
        tabBar.isHidden = hidden
        tabBar.frame = CGRect(x: 0, y: bounds.maxY - bottom - UITabBar.height, width: bounds.width, height: UITabBar.height)
        if let current = selectedViewController, current.viewIfLoaded?.superview === view {
            let extends = current.edgesForExtendedLayout.contains(.bottom) || hidden
            current.view.frame = extends ? bounds : CGRect(x: 0, y: 0, width: bounds.width, height: tabBar.frame.minY)
            current.containerSafeAreaInsets = UIEdgeInsets(top: 0, left: 0, bottom: extends && !hidden ? UITabBar.height : 0, right: 0)
        }
    }
}

/// The tab bar controller's view: lays out the bar and the selected view.
@MainActor
final class TabBarContainerView: UIView {
    weak var controller: UITabBarController?
    override func layoutSubviews() { controller?.layoutTabs() }
}
