import Foundation
import Testing
@testable import XUIKitControls
import XUIKitCore
import XUIKitTesting

/// Logs what a tab bar controller asks and tells its delegate.
final class TabTracingDelegate: UITabBarControllerDelegate {
    let trace: CallTrace
    var refuses: String?
    init(_ trace: CallTrace) { self.trace = trace }
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        let name = (viewController as? NavTracingController)?.name ?? "nav"
        trace.log("shouldSelect \(name)")
        return name != refuses
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        trace.log("didSelect \((viewController as? NavTracingController)?.name ?? "nav")")
    }
}

@MainActor
@Suite("UITabBarController: tabs from the controllers' items, switching in UIKit's order, badges, the bar under the content")
struct TabBarControllerTests {
    /// A 320 x 480 window whose root is a tab bar controller over "a", "b" and a navigation controller over "c"; trace cleared.
    func scene() -> (UIWindow, InputSimulator, UITabBarController, [NavTracingController], UINavigationController, CallTrace, TabTracingDelegate) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let a = NavTracingController("a", trace), b = NavTracingController("b", trace), c = NavTracingController("c", trace)
        let nav = UINavigationController(rootViewController: c)
        nav.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 3)
        let tabs = UITabBarController()
        tabs.viewControllers = [a, b, nav]
        let delegate = TabTracingDelegate(trace)
        tabs.delegate = delegate
        window.rootViewController = tabs
        TestApplication.endRunLoopPass()
        window.layoutIfNeeded()
        trace.clear()
        return (window, input, tabs, [a, b, c], nav, trace, delegate)
    }

    @Test("The first tab is selected; its view fills the controller, and the 49 pt bar at the bottom is its bottom safe area")
    func firstTab() {
        let (_, input, tabs, controllers, _, _, delegate) = scene()
        defer { withExtendedLifetime((input, delegate)) {} }
        let a = controllers[0]
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === a)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 431, width: 320, height: 49))
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480) && a.view.safeAreaInsets.bottom == 49)
        #expect(tabs.tabBar.items?.map(\.title) == ["A", "B", "Favorites"])
        let third: CGFloat = 320.0 / 3
        let widths: [CGFloat] = tabs.tabBar.tabButtons.map(\.frame.width)
        #expect(widths == [third, third, third])
        #expect(a.tabBarController === tabs && controllers[2].tabBarController === tabs)
    }

    @Test("Touching a tab down: shouldSelect, the new one will appear, the old one will and did disappear, the new one did appear, didSelect")
    func switching() {
        let (window, input, tabs, controllers, _, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        let tab = tabs.tabBar.tabButtons[1]
        input.down(1, at: tab.convert(CGPoint(x: tab.bounds.midX, y: 20), to: window))
        #expect(trace.lines == ["shouldSelect b", "b viewWillAppear", "a viewWillDisappear", "a viewDidDisappear", "b viewDidAppear", "didSelect b"])
        #expect(tabs.selectedViewController === controllers[1] && controllers[0].view.superview == nil && tabs.tabBar.selectedItem === controllers[1].tabBarItem)
        input.up(1, at: tab.convert(CGPoint(x: tab.bounds.midX, y: 20), to: window))
    }

    @Test("A refused tab stays unselected; setting selectedIndex in code switches without asking the delegate; out of range is ignored")
    func refusalAndCode() {
        let (window, input, tabs, controllers, _, trace, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        delegate.refuses = "b"
        input.tap(at: tabs.tabBar.tabButtons[1].convert(CGPoint(x: 50, y: 20), to: window))
        #expect(trace.lines == ["shouldSelect b"] && tabs.selectedIndex == 0)
        trace.clear()
        tabs.selectedIndex = 1
        #expect(trace.lines == ["b viewWillAppear", "a viewWillDisappear", "a viewDidDisappear", "b viewDidAppear"])
        tabs.selectedIndex = 7
        #expect(tabs.selectedViewController === controllers[1])
    }

    @Test("Picking the selected navigation tab again pops it to its root; a pushed controller that hides the bar hides it")
    func navigationTab() {
        let (window, input, tabs, controllers, nav, _, delegate) = scene()
        defer { withExtendedLifetime(delegate) {} }
        tabs.selectedIndex = 2
        let pushed = NavTracingController("d", CallTrace())
        pushed.hidesBottomBarWhenPushed = true
        nav.pushViewController(pushed, animated: false)
        window.layoutIfNeeded()
        #expect(tabs.tabBar.isHidden && pushed.view.safeAreaInsets.bottom == 0 && pushed.view.safeAreaInsets.top == 44)
        nav.popViewController(animated: false)
        window.layoutIfNeeded()
        #expect(!tabs.tabBar.isHidden && controllers[2].view.safeAreaInsets.bottom == 49)
        nav.pushViewController(NavTracingController("e", CallTrace()), animated: false)
        input.tap(at: tabs.tabBar.tabButtons[2].convert(CGPoint(x: 50, y: 20), to: window))
        input.advance(by: 0.6)
        #expect(nav.viewControllers == [controllers[2]])
    }

    @Test("A badge shows its value in a red capsule at least 18 pt wide; nil hides it; the tab follows its controller's title")
    func badges() {
        let (window, input, tabs, controllers, _, _, delegate) = scene()
        defer { withExtendedLifetime((input, delegate)) {} }
        let b = controllers[1]
        b.tabBarItem.badgeValue = "3"
        window.layoutIfNeeded()
        let button = tabs.tabBar.tabButtons[1]
        #expect(button.badgeLabel.text == "3" && !button.badgeLabel.superview!.isHidden)
        let capsule = button.badgeLabel.superview!.frame
        #expect(capsule.width == 18 && capsule.height == 18, "badge \(capsule)")
        b.tabBarItem.badgeValue = nil
        #expect(button.badgeLabel.superview!.isHidden)
        b.title = "Inbox"
        #expect(button.titleLabel.text == "Inbox")
        b.tabBarItem.title = "Mail"
        b.title = "Other"
        #expect(button.titleLabel.text == "Mail")
    }
}
