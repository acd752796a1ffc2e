import Testing
import XUIKit
import XUIKitTesting
@testable import PortedApp

@Suite("An iOS app folder built through the XUIKitPort plugin", .serialized)
struct PortedAppTests {
    @Test("The ported controller's button fires its #selector actions")
    func buttonActions() {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let controller = CounterViewController()
        window.rootViewController = controller
        TestApplication.endRunLoopPass()
        input.down(1, at: CGPoint(x: 40, y: 180))
        input.advance(by: 0.05)
        input.up(1, at: CGPoint(x: 40, y: 180))
        #expect(controller.count == 1)
        #expect(controller.events == ["touch down, 1 touch", "increment Increment"])
    }
}
