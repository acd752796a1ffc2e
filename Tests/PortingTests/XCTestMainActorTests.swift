import XCTest
import XUIKit

/// How to test main-actor views with XCTest on Linux: swift-corelibs-xctest
/// cannot run a synchronous `@MainActor` test method (issue #424: it calls it
/// from a nonisolated context), so make the method `async` and main-actor
/// isolated; XCTest awaits it and the body runs on the main actor.
/// (`nonisolated` on the class: this target defaults to the main actor, and
/// `XCTestCase` itself is nonisolated.)
nonisolated final class XCTestMainActorTests: XCTestCase {
    @MainActor
    func testAMainActorAsyncTestDrivesAViewThroughTheResponderChain() async {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 15, y: 15), with: nil) === view)
        XCTAssertTrue(window.hitTest(CGPoint(x: 50, y: 50), with: nil) === window)
    }
}
