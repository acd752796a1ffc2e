import Foundation
import Testing
import XUIKitCore
import XUIKitControls
import XUIKitTesting

/// A controller logging its life cycle and containment as "name callback".
final class NavTracingController: UIViewController {
    let name: String
    let trace: CallTrace
    init(_ name: String, _ trace: CallTrace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
        title = name.uppercased()
    }
    required init?(coder: NSCoder) { nil }
    override func viewWillAppear(_ animated: Bool) { trace.log("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { trace.log("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { trace.log("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { trace.log("\(name) viewDidDisappear") }
    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        trace.log("\(name) willMove(\(parent == nil ? "nil" : "nav"))")
    }
    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        trace.log("\(name) didMove(\(parent == nil ? "nil" : "nav"))")
    }
}

/// Logs what a navigation controller tells its delegate.
final class NavTracingDelegate: UINavigationControllerDelegate {
    let trace: CallTrace
    init(_ trace: CallTrace) { self.trace = trace }
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        trace.log("willShow \((viewController as? NavTracingController)?.name ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        trace.log("didShow \((viewController as? NavTracingController)?.name ?? "?")")
    }
}

/// A 320 x 480 key window whose root is a navigation controller over "a", on
/// screen (the appearance pass ended), with a tracing delegate; the trace is cleared.
@MainActor
func navigationScene() -> (UIWindow, InputSimulator, UINavigationController, NavTracingController, CallTrace, NavTracingDelegate) {
    let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
    let trace = CallTrace()
    let a = NavTracingController("a", trace)
    let nav = UINavigationController(rootViewController: a)
    let delegate = NavTracingDelegate(trace)
    nav.delegate = delegate
    window.rootViewController = nav
    TestApplication.endRunLoopPass()
    trace.clear()
    return (window, input, nav, a, trace, delegate)
}

/// Finger 1 across at height `y` from `fromX` to `toX` in `steps` moves over
/// `duration`, held still `hold` seconds, lifted; then 0.5 s for the animations to end.
@MainActor
func swipe(_ input: InputSimulator, from fromX: CGFloat, to toX: CGFloat, y: CGFloat = 240, steps: Int = 10,
           duration: TimeInterval, hold: TimeInterval = 0) {
    input.down(1, at: CGPoint(x: fromX, y: y))
    input.drag(1, from: CGPoint(x: fromX, y: y), to: CGPoint(x: toX, y: y), steps: steps, duration: duration)
    if hold > 0 { input.advance(by: hold) }
    input.up(1, at: CGPoint(x: toX, y: y))
    input.advance(by: 0.5)
}
