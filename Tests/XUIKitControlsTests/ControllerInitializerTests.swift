import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitTesting

private final class BrandedBar: UINavigationBar {}

/// The iOS subclassing pattern for each container: its own designated init calling the SDK's.
private final class StyledList: UITableViewController {
    init() { super.init(style: .grouped) }
    required init?(coder: NSCoder) { nil }
}

private final class RootedNavigation: UINavigationController {
    var roots: [String?] = []
    override init(rootViewController: UIViewController) {
        super.init(rootViewController: rootViewController)
        roots.append(rootViewController.title)
    }
    required init?(coder: NSCoder) { nil }
}

private final class Tabs: UITabBarController {
    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [UIViewController(), UIViewController(), UIViewController()]
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor
@Suite("Container controllers have the SDK's designated initializers, and keyboard frames arrive as NSValues")
struct ControllerInitializerTests {
    @Test("UITableViewController: init(style:) keeps the style, init() and init(nibName:bundle:) make a plain table")
    func tableController() {
        #expect(StyledList().tableView.style == .grouped)
        #expect(UITableViewController().tableView.style == .plain)
        let named = UITableViewController(nibName: "List", bundle: nil)
        #expect(named.tableView.style == .plain && named.nibName == "List")
    }

    @Test("UINavigationController: init(rootViewController:) is overridable and shows the root; init() is empty")
    func navigationController() {
        let root = UIViewController()
        root.title = "Root"
        let navigation = RootedNavigation(rootViewController: root)
        #expect(navigation.roots == ["Root"])
        #expect(navigation.viewControllers == [root] && navigation.topViewController === root)
        #expect(UINavigationController().viewControllers.isEmpty)
        #expect(UINavigationController().navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("init(navigationBarClass:toolbarClass:) makes the bar of the given class; nil or a non-bar class gives UINavigationBar")
    func navigationBarClass() {
        let branded = UINavigationController(navigationBarClass: BrandedBar.self, toolbarClass: nil)
        #expect(type(of: branded.navigationBar) == BrandedBar.self)
        #expect(branded.navigationBar.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(branded.viewControllers.isEmpty)
        #expect(type(of: UINavigationController(navigationBarClass: nil, toolbarClass: nil).navigationBar) == UINavigationBar.self)
        #expect(type(of: UINavigationController(navigationBarClass: UIView.self, toolbarClass: nil).navigationBar) == UINavigationBar.self)
    }

    @Test("UITabBarController: a subclass's init calls init(nibName:bundle:) and sets its tabs")
    func tabBarController() {
        let tabs = Tabs()
        #expect(tabs.viewControllers?.count == 3 && tabs.selectedIndex == 0)
    }

    @Test("Keyboard notifications carry NSValue frames: (info[key] as? NSValue)?.cgRectValue and as? CGRect agree")
    func keyboardFramesAreValues() {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        OnScreenKeyboard.install()
        let field = UITextField()
        field.frame = CGRect(x: 10, y: 40, width: 300, height: 34)
        window.addSubview(field)
        nonisolated(unsafe) var seen: [String] = []
        let token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { note in
            let begin = (note.userInfo?[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
            let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
            let endRect = note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect
            seen.append("\(begin.map { "\($0.minY)" } ?? "-") \(end.map { "\($0.minY)+\($0.height)" } ?? "-") \(endRect == end)")
        }
        defer { NotificationCenter.default.removeObserver(token) }
        input.tap(at: CGPoint(x: 100, y: 57))
        #expect(seen == ["480.0 264.0+216.0 true"])
    }
}
