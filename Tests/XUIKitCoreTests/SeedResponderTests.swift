import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// Seed 000's TestView: may become first responder, logs focus changes and `copy(_:)`.
private final class TestView: UIView {
    let name: String
    let trace: CallTrace
    init(name: String, frame: CGRect, trace: CallTrace) {
        self.name = name; self.trace = trace
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override var canBecomeFirstResponder: Bool { true }
    override func becomeFirstResponder() -> Bool {
        trace.log("become \(name)")
        backgroundColor = .black
        return super.becomeFirstResponder()
    }
    override func resignFirstResponder() -> Bool {
        trace.log("resign \(name)")
        return super.resignFirstResponder()
    }
    override func copy(_ sender: Any?) { trace.log("copy \(name)") }
}

extension UIView {
    /// Seed 000's `findFirstResponder`.
    fileprivate func findFirstResponder() -> UIView? {
        if isFirstResponder { return self }
        for subview in subviews { if let found = subview.findFirstResponder() { return found } }
        return nil
    }

    /// Seed 002's `parentController`: the view's controller, found through `next`.
    fileprivate var parentController: UIViewController? {
        var responder = next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }
}

@MainActor
@Suite("The seeds' responder-chain and first-responder examples")
struct SeedResponderTests {
    @Test("Seed 000: view1 then view2 become first responder; a nil-targeted copy reaches the current one")
    func seed000FirstResponderSwitching() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 568)
        let trace = CallTrace()
        let controller = UIViewController()
        window.rootViewController = controller
        let view1 = TestView(name: "view1", frame: CGRect(x: 0, y: 0, width: 300, height: 300), trace: trace)
        let view2 = TestView(name: "view2", frame: CGRect(x: 0, y: 0, width: 200, height: 200), trace: trace)
        view1.backgroundColor = .yellow
        view2.backgroundColor = .red
        view1.addSubview(view2)
        controller.view.addSubview(view1)

        #expect(view1.becomeFirstResponder())
        #expect(window.findFirstResponder() === view1)
        #expect(view1.isFirstResponder)
        UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil)

        #expect(view2.becomeFirstResponder())
        #expect(window.findFirstResponder() === view2)
        #expect(!view1.isFirstResponder)
        UIApplication.shared.sendAction(Selector("copy:"), to: nil, from: nil, for: nil)

        #expect(trace.text == "become view1, copy view1, become view2, resign view1, copy view2")
        #expect(view1.backgroundColor == .black && view2.backgroundColor == .black)
    }

    @Test("Seed 002: next goes view → controller → superview → window → application, and finds a view's controller")
    func seed002NextChain() {
        let (window, _) = TestApplication.makeKeyWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let leaf = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        controller.view.addSubview(container)
        container.addSubview(leaf)
        #expect(leaf.next === container)
        #expect(container.next === controller.view)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === UIApplication.shared)
        #expect(leaf.parentController === controller)
        #expect(UIView().parentController == nil)
    }

    @Test("The application's next is its delegate when that is a plain responder, and nil otherwise")
    func applicationNextIsDelegate() {
        final class AppDelegate: UIResponder, UIApplicationDelegate {}
        final class PlainDelegate: UIApplicationDelegate {}
        _ = TestApplication.makeKeyWindow()
        let delegate = AppDelegate()
        UIApplication.shared.delegate = delegate
        #expect(UIApplication.shared.next === delegate)
        UIApplication.shared.delegate = PlainDelegate()
        #expect(UIApplication.shared.next == nil)
    }

    @Test("A nil-targeted action skips responders that do not implement it and reaches one up the chain")
    func nilTargetedActionTravelsUp() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let outer = TestView(name: "outer", frame: window.bounds, trace: trace)
        final class Focusable: UIView { override var canBecomeFirstResponder: Bool { true } }
        let inner = Focusable(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(outer); outer.addSubview(inner)
        #expect(inner.becomeFirstResponder())
        #expect(UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil))
        #expect(trace.text == "copy outer")
        #expect(!UIApplication.shared.sendAction(.paste, to: nil, from: nil, for: nil))
    }

    @Test("A typed selector is performed on a target of its type only")
    func typedSelectorPerformsOnItsType() {
        final class Controller: UIResponder {
            var calls: [String] = []
            func refresh(_ sender: Any?) { calls.append("refresh") }
        }
        let controller = Controller()
        let action = Selector("refresh:", Controller.refresh)
        #expect(UIApplication.shared.sendAction(action, to: controller, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(action, to: UIView(), from: nil, for: nil))
        #expect(controller.calls == ["refresh"])
        #expect(action == Selector("refresh:"))
        #expect(controller.canPerformAction(action, withSender: nil))
        #expect(!UIView().canPerformAction(action, withSender: nil))
    }
}
