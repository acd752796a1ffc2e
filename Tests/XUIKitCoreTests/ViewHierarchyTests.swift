import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

private final class Hooked: UIView {
    var trace: CallTrace?
    var name = ""
    override func willMove(toSuperview newSuperview: UIView?) { trace?.log("\(name) willMoveToSuperview") }
    override func didMoveToSuperview() { trace?.log("\(name) didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { trace?.log("\(name) willMoveToWindow \(newWindow == nil ? "nil" : "w")") }
    override func didMoveToWindow() { trace?.log("\(name) didMoveToWindow") }
}

private final class Controller: UIViewController {
    var trace: CallTrace?
    override func loadView() { trace?.log("loadView"); view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    override func viewDidLoad() { trace?.log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { trace?.log("willAppear") }
    override func viewDidAppear(_ animated: Bool) { trace?.log("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { trace?.log("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { trace?.log("didDisappear") }
}

@MainActor
@Suite("View hierarchy and view controllers")
struct ViewHierarchyTests {
    @Test("Subviews keep back-to-front order through insert, bring-to-front and send-to-back")
    func ordering() {
        let root = UIView(), a = UIView(), b = UIView(), c = UIView(), d = UIView()
        a.tag = 1; b.tag = 2; c.tag = 3; d.tag = 4
        root.addSubview(a); root.addSubview(b)
        root.insertSubview(c, at: 0)
        root.insertSubview(d, aboveSubview: c)
        #expect(root.subviews.map(\.tag) == [3, 4, 1, 2])
        root.bringSubviewToFront(c); root.sendSubviewToBack(b)
        #expect(root.subviews.map(\.tag) == [2, 4, 1, 3])
        root.insertSubview(a, belowSubview: b)
        #expect(root.subviews.map(\.tag) == [1, 2, 4, 3])
        root.addSubview(a)
        #expect(root.subviews.map(\.tag) == [2, 4, 3, 1])
        #expect(root.viewWithTag(3) === c && root.viewWithTag(9) == nil && c.isDescendant(of: root))
        c.removeFromSuperview()
        #expect(root.subviews.map(\.tag) == [2, 4, 1] && c.superview == nil)
    }

    @Test("Moving a view into a window calls the hooks in UIKit's order")
    func hookOrder() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let view = Hooked(), child = Hooked()
        view.name = "v"; child.name = "c"; view.trace = trace; child.trace = trace
        view.addSubview(child)
        trace.clear()
        window.addSubview(view)
        #expect(trace.text == "v willMoveToSuperview, v willMoveToWindow w, c willMoveToWindow w, v didMoveToWindow, c didMoveToWindow, v didMoveToSuperview")
        #expect(child.window === window)
        trace.clear()
        view.removeFromSuperview()
        #expect(trace.text == "v willMoveToSuperview, v willMoveToWindow nil, c willMoveToWindow nil, v didMoveToWindow, c didMoveToWindow, v didMoveToSuperview")
        #expect(child.window == nil)
    }

    @Test("A controller loads its view once, lazily, and gets appearance callbacks as it enters and leaves a window")
    func controllerLifecycle() {
        let (window, _) = TestApplication.makeKeyWindow()
        let trace = CallTrace()
        let controller = Controller()
        controller.trace = trace
        #expect(!controller.isViewLoaded && controller.viewIfLoaded == nil)
        window.rootViewController = controller
        #expect(controller.view.frame == window.bounds)
        TestApplication.endRunLoopPass()  // viewDidAppear comes at the end of the pass, after layout
        controller.view.removeFromSuperview()
        #expect(trace.text == "loadView, viewDidLoad, willAppear, didAppear, willDisappear, didDisappear")
        #expect(controller.view.next === controller && controller.next == nil)
    }

    @Test("Child controllers link to their parent, and the responder chain passes from a child to its view's superview")
    func childControllers() {
        let (window, _) = TestApplication.makeKeyWindow()
        let parent = UIViewController(), child = UIViewController()
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        #expect(parent.children.first === child && child.parent === parent)
        #expect(child.view.next === child && child.next === parent.view)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(parent.children.isEmpty && child.parent == nil)
    }

    @Test("Windows are hidden until shown; the shown one becomes key and is listed")
    func windows() {
        _ = TestApplication.makeKeyWindow()
        let first = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(first.isHidden && !UIApplication.shared.windows.contains { $0 === first })
        first.makeKeyAndVisible()
        #expect(first.isKeyWindow && UIApplication.shared.keyWindow === first)
        let second = UIWindow(frame: first.frame)
        second.makeKeyAndVisible()
        #expect(second.isKeyWindow && !first.isKeyWindow)
        second.isHidden = true
        #expect(first.isKeyWindow && !UIApplication.shared.windows.contains { $0 === second })
    }

    @Test("The application does not keep its key window alive: a hidden key window nothing else holds goes, and keyWindow is then nil")
    func keyWindowIsNotRetained() {
        _ = TestApplication.makeKeyWindow()
        weak var gone: UIWindow?
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            window.makeKey()
            #expect(UIApplication.shared.keyWindow === window && window.isHidden)
            gone = window
        }
        #expect(gone == nil)
        #expect(UIApplication.shared.keyWindow == nil)
    }
}

