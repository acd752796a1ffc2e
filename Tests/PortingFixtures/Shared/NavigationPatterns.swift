// Navigation as iOS code writes it, compiled in each language mode beside
// Patterns.swift: a bar button item with a target and a selector, the edit
// button, a navigation delegate that is a plain NSObject, a tab bar controller.
import CoreGraphics
import Foundation
import XUIKit
import XUIKitTesting

/// A list screen with + and Edit in its bar.
final class InboxViewController: UIViewController {
    var added = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector(InboxViewController.add))
        navigationItem.leftBarButtonItem = editButtonItem
    }
    func add(_ sender: UIBarButtonItem) { added += 1 }
}

/// A navigation delegate with no annotations, as most apps write one.
final class NavigationLog: NSObject, UINavigationControllerDelegate {
    var shown: [String] = []
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        shown.append(viewController.title ?? "?")
    }
}

/// Tabs over a navigation stack: + in the bar, push a detail, swipe back from the edge.
@MainActor func navigationSummary(window: UIWindow, input: InputSimulator) -> String {
    let inbox = InboxViewController()
    let navigation = UINavigationController(rootViewController: inbox)
    let log = NavigationLog()
    navigation.delegate = log
    navigation.tabBarItem = UITabBarItem(title: "Mail", image: nil, tag: 0)
    let tabs = UITabBarController()
    tabs.viewControllers = [navigation, UIViewController()]
    window.rootViewController = tabs
    UIApplication.shared.endRunLoopPass()
    window.layoutIfNeeded()
    input.tap(at: CGPoint(x: 180, y: 22))  // the + at the bar's right
    input.advance(by: 0.5)
    let detail = UIViewController()
    detail.title = "Message"
    navigation.pushViewController(detail, animated: true)
    input.advance(by: 0.6)
    input.down(1, at: CGPoint(x: 4, y: 100))
    input.drag(1, from: CGPoint(x: 4, y: 100), to: CGPoint(x: 160, y: 100), steps: 10, duration: 0.3)
    input.up(1, at: CGPoint(x: 160, y: 100))
    input.advance(by: 0.6)
    return "navigation: added \(inbox.added), shown \(log.shown), stack \(navigation.viewControllers.count), tabs \(tabs.tabBar.items?.count ?? 0)"
}
