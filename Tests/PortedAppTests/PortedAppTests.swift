import Foundation
import Testing
import XUIKit
import XUIKitTesting
@testable import PortedApp

/// The iOS folder Tests/PortedApp/iOS, compiled unchanged through the
/// XUIKitPort plugin, driven through the core's input funnel (no X server).
@Suite("An iOS app folder built through the XUIKitPort plugin", .serialized)
struct PortedAppTests {
    private func showCounter() -> (CounterViewController, UIWindow, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let controller = CounterViewController()
        window.rootViewController = controller
        TestApplication.endRunLoopPass()
        return (controller, window, input)
    }

    private func tap(_ input: InputSimulator, at point: CGPoint) {
        input.down(1, at: point)
        input.advance(by: 0.05)
        input.up(1, at: point)
        input.advance(by: 0.5)
    }

    @Test("A tap on the button sends touchDown with the event and touchUpInside to the @IBAction")
    func buttonActions() {
        let (controller, _, input) = showCounter()
        tap(input, at: CGPoint(x: 40, y: 180))
        #expect(controller.count == 1)
        #expect(controller.countLabel.text == "1")
        #expect(controller.events == ["touch down, 1 touch", "increment Increment"])
    }

    @Test("A tap on the view fires the recognizer's #selector, whose perform(_:with:afterDelay:) fires on the application's clock")
    func gestureAndDelayedPerform() {
        let (controller, _, input) = showCounter()
        tap(input, at: CGPoint(x: 200, y: 400))
        tap(input, at: CGPoint(x: 200, y: 400))
        // Each tap's handler waited 0.5 s after its 0.01 s request: each fired.
        #expect(controller.events == ["tap", "autosave after tap", "tap", "autosave after tap"])
        input.down(1, at: CGPoint(x: 200, y: 400))
        input.advance(by: 0.05)
        input.up(1, at: CGPoint(x: 200, y: 400))
        input.advance(by: 0.005)
        #expect(controller.events.suffix(1) == ["tap"], "not yet: 0.01 s had not passed")
        input.advance(by: 0.006)
        #expect(controller.events.suffix(2) == ["tap", "autosave after tap"])
        controller.perform(Selector("autosave:"), with: "cancelled", afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: controller, selector: Selector("autosave:"), object: "cancelled")
        controller.perform(Selector("autosave:"), with: "kept", afterDelay: 0.1)
        input.advance(by: 0.2)
        #expect(controller.events.suffix(2) == ["autosave after tap", "autosave after kept"])
        controller.perform(Selector("autosave:"), with: "one", afterDelay: 0.1)
        controller.perform(Selector("reset"), with: nil, afterDelay: 0.1)
        NSObject.cancelPreviousPerformRequests(withTarget: controller)
        input.advance(by: 0.2)
        #expect(controller.events.suffix(1) == ["autosave after kept"], "every request on the target was cancelled")
    }

    @Test("A bar button item's #selector(self.reset) reaches the controller through sendAction")
    func barButtonItem() throws {
        let (controller, _, input) = showCounter()
        tap(input, at: CGPoint(x: 40, y: 180))
        let item = try #require(controller.navigationItem.rightBarButtonItem)
        let action = try #require(item.action)
        #expect(action.name == "reset")
        #expect(UIApplication.shared.sendAction(action, to: item.target, from: item, for: nil))
        #expect(controller.count == 0)
        #expect(controller.events.last == "reset")
    }

    @Test("String selectors of the ported @objc methods perform, answer responds(to:), and work as control actions")
    func stringSelectors() {
        let (controller, _, input) = showCounter()
        #expect(controller.responds(to: "increment:"))
        #expect(controller.responds(to: Selector("saveDocumentNamed:tag:")))
        #expect(!controller.responds(to: "save:with:"))
        #expect(controller.canShare())
        #expect(CounterViewController.instancesRespond(to: "titleFor:"))

        let title = controller.perform(Selector("titleFor:"), with: NSNumber(value: 3))?.takeUnretainedValue() as? NSString
        #expect(title == "state 3")
        controller.share(sender: nil)
        #expect(controller.events.last == "save shared 0")

        let button = UIButton(type: .system)
        button.setTitle("Extra", for: .normal)
        button.frame = CGRect(x: 200, y: 20, width: 80, height: 40)
        controller.view.addSubview(button)
        button.addTarget(controller, action: "increment:", for: .touchUpInside)
        tap(input, at: CGPoint(x: 240, y: 40))
        #expect(controller.events.last == "increment Extra")
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside) == ["increment:"])
        #expect(NSStringFromSelector(NSSelectorFromString("increment:")) == "increment:")
    }

    @Test("#selector(UIResponder.resignFirstResponder) sent to nil ends editing through the responder chain")
    func resignThroughChain() {
        let (controller, _, _) = showCounter()
        let field = UITextField(frame: CGRect(x: 20, y: 240, width: 200, height: 30))
        controller.view.addSubview(field)
        #expect(field.becomeFirstResponder())
        controller.dismissKeyboard()
        #expect(!field.isFirstResponder)
    }

    @Test("An addObserver(_:selector:name:object:) observer hears the keyboard notification until it is removed")
    func notificationObserver() {
        let (controller, _, _) = showCounter()
        let frame = CGRect(x: 0, y: 200, width: 320, height: 280)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: frame]
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        #expect(controller.events == ["keyboard 280"])
        NotificationCenter.default.removeObserver(controller)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: info)
        #expect(controller.events == ["keyboard 280"])
    }

    @Test("Getter and setter selectors of an @objc dynamic property read and write it")
    func accessorSelectors() {
        let (controller, _, _) = showCounter()
        #expect(CounterViewController.dirtyGetter.name == "isDirty")
        #expect(CounterViewController.dirtySetter.name == "setIsDirty:")
        controller.perform(CounterViewController.dirtySetter, with: true)
        #expect(controller.isDirty)
        #expect(controller.perform(CounterViewController.dirtyGetter) == nil, "a Bool has no object form")
    }

    @Test("The generated tables list outlets, actions and inspectables for a storyboard loader")
    func tables() throws {
        _ = CounterViewController()
        let registry = ObjCRegistry.shared
        let table = try #require(registry.table(for: CounterViewController.self))
        #expect(table.className == "PortedApp.CounterViewController")
        #expect(registry.table(named: "CounterViewController")?.type == CounterViewController.self)
        #expect(table.outlets.map(\.name) == ["countLabel", "badges"])
        #expect(table.outlets.map(\.typeName) == ["UILabel", "[BadgeView]"])
        #expect(table.outlets.map(\.kind) == [.outlet, .outletCollection])
        #expect(table.actions.map(\.selector) == ["increment:"])
        // Files in path order: CounterViewController+Sharing.swift comes first.
        #expect(table.methods.filter { $0.kind == .method }.map(\.selector) == [
            "shareWithSender:", "keyboardWillShow:", "buttonTouched:forEvent:", "handleTap:", "reset", "autosave:", "saveDocumentNamed:tag:", "dismissKeyboard",
            "titleFor:",
        ])
        #expect(table.methods.filter { $0.kind == .getter }.map(\.selector) == ["countLabel", "badges", "isDirty"])
        #expect(table.methods.filter { $0.kind == .setter }.map(\.selector) == ["setCountLabel:", "setBadges:", "setIsDirty:"])
        #expect(table.actions.first?.parameterTypes == ["UIButton"])

        let controller = CounterViewController()
        let label = UILabel()
        controller.view.addSubview(label)
        #expect(table.outlets[0].setValue(label, on: controller))
        #expect(controller.countLabel === label)
        #expect(!table.outlets[0].setValue(UIView(), on: controller), "a UIView is not a UILabel")

        let badge = try #require(registry.table(for: BadgeView.self))
        #expect(badge.isDesignable)
        #expect(badge.inspectables.map(\.name) == ["cornerRadius"])
        let view = BadgeView()
        #expect(badge.inspectables[0].setValue(CGFloat(6), on: view))
        #expect(view.layer.cornerRadius == 6)
    }

    @Test("@UIApplicationMain became XUIKit's @main entry on the app delegate")
    func applicationEntry() {
        let delegate = AppDelegate()
        #expect((delegate as Any) is UIApplicationDelegate)
        #expect(delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil))
        #expect(delegate.window?.rootViewController is UINavigationController)
    }
}
