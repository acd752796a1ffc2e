// Initializers, keyboard frames and `main.swift` as iOS code writes them,
// compiled in each language mode beside Patterns.swift: a controller's own
// designated initializer calling `super.init(nibName: nil, bundle: nil)`,
// table, navigation and tab subclasses calling their SDK designated
// initializers, `(userInfo[key] as? NSValue)?.cgRectValue`, and the
// `UIApplicationMain(...)` line of an iOS `main.swift` (its result unused).
import CoreGraphics
import Foundation
import XUIKit
import XUIKitTesting

/// A screen with its own designated initializer, the most common iOS form.
final class ProfileViewController: UIViewController {
    let name: String
    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A screen whose `init()` is its own (no `override`, as against the SDK).
final class SettingsViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Settings"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A table screen choosing its style.
final class GroupedListController: UITableViewController {
    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A navigation controller subclass overriding the root initializer.
final class RootNavigationController: UINavigationController {
    private(set) var made = 0
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        made += 1
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A custom bar class for `init(navigationBarClass:toolbarClass:)`.
final class BrandedNavigationBar: UINavigationBar {}

/// A tab bar controller with its tabs set up in its initializer.
final class MainTabBarController: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [SettingsViewController(), ProfileViewController(name: "Tab")]
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// The keyboard's height over a view, as iOS keyboard-avoidance code reads it.
func keyboardOverlap(_ notification: Notification, viewHeight: CGFloat) -> CGFloat {
    guard let frame = (notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return -1 }
    return viewHeight - frame.minY
}

/// An iOS `main.swift`'s one line; compiled, not run (it never returns).
@MainActor func iOSMainSwiftLine() {
    UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(UIResponder.self))
}

@MainActor func initializerSummary() -> String {
    let profile = ProfileViewController(name: "Ada")
    let settings = SettingsViewController()
    let list = GroupedListController()
    let root = RootNavigationController(rootViewController: profile)
    let branded = UINavigationController(navigationBarClass: BrandedNavigationBar.self, toolbarClass: nil)
    let tabs = MainTabBarController()
    let named = UIViewController(nibName: "Profile", bundle: .main)
    return "initializers: \(profile.name) nib \(profile.nibName ?? "nil"), \(settings.title ?? "?"), "
        + "list grouped \(list.tableView.style == .grouped), root \(root.viewControllers.count) made \(root.made), "
        + "bar \(type(of: branded.navigationBar)), tabs \(tabs.viewControllers?.count ?? 0), named \(named.nibName ?? "nil")"
}

@MainActor func geometryValueSummary() -> String {
    let note = Notification(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [
        UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: CGRect(x: 0, y: 264, width: 320, height: 216)),
    ])
    let asRect = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
    let insets = NSValue(uiEdgeInsets: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)).uiEdgeInsetsValue
    let point = NSValue(cgPoint: CGPoint(x: 3, y: 5)).cgPointValue
    let transform = NSValue(cgAffineTransform: CGAffineTransform(translationX: 7, y: 9)).cgAffineTransformValue
    return "values: overlap \(keyboardOverlap(note, viewHeight: 480)), as CGRect \(asRect?.height ?? -1), "
        + "insets \(insets.right), point \(point.y), transform \(transform.tx)"
}
