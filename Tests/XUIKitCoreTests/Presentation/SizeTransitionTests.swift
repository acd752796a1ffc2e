import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("viewWillTransition(to:with:) when the window is resized")
struct SizeTransitionTests {
    @Test("The root hears the new size before its view takes it, then its child and what it presents; the coordinator's blocks run after")
    func resizeOrder() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let trace = CallTrace()
        let a = TracingController("a", trace), child = TracingController("c", trace), b = TracingController("b", trace)
        window.rootViewController = a
        a.addChild(child); a.view.addSubview(child.view); child.didMove(toParent: a)
        TestApplication.endRunLoopPass()
        a.present(b, animated: false)
        trace.clear()
        final class Blocks: UIViewController {
            var log: (String) -> Void = { _ in }
            override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                coordinator.animate(alongsideTransition: { [unowned self] context in
                    self.log("alongside animated=\(context.isAnimated) root \(context.containerView.subviews[0].bounds.size.width)")
                }, completion: { _ in self.log("completion") })
            }
        }
        let watcher = Blocks()
        watcher.log = { trace.log($0) }
        child.addChild(watcher)
        window.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        #expect(trace.lines == ["a viewWillTransition to 400.0x600.0, view 320.0x480.0", "c viewWillTransition to 400.0x600.0, view 100.0x100.0",
                                "b viewWillTransition to 400.0x590.0, view 320.0x470.0", "b viewWillLayoutSubviews", "b viewDidLayoutSubviews",
                                "alongside animated=false root 400.0", "completion"])
        #expect(a.view.frame == CGRect(x: 0, y: 0, width: 400, height: 600))
        #expect(b.view.frame == CGRect(x: 0, y: 10, width: 400, height: 590) && b.view.superview?.frame == window.bounds)
        trace.clear()
        window.frame.origin = CGPoint(x: 5, y: 5)
        #expect(trace.lines.isEmpty, "a move is no resize")
    }
}
