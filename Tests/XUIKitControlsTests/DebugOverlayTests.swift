import Foundation
import Testing
@testable import XUIKitControls
@testable import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("The debug overlay shows each touch, the view it hit, the responder chain from there, the recognizers and the first responder")
struct DebugOverlayTests {
    final class PageController: UIViewController {}

    @Test("A finger on a button: touch 1 → UIButton, the chain up to the application, the button's outline, then off again")
    func showsTheTouch() throws {
        let (window, input) = TestApplication.makeKeyWindow(width: 300, height: 300)
        let controller = PageController()
        window.rootViewController = controller
        controller.view.frame = window.bounds
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 60, width: 120, height: 44)
        controller.view.addSubview(button)
        controller.view.addGestureRecognizer(UITapGestureRecognizer())
        DebugOverlay.setEnabled(true)
        defer { DebugOverlay.setEnabled(false) }
        input.down(1, at: CGPoint(x: 100, y: 80))
        let overlay = try #require(window.subviews.last as? DebugOverlayView)
        #expect(!overlay.isUserInteractionEnabled && overlay.frame == window.bounds)
        let touch = try #require(overlay.touches.first)
        #expect(touch.number == 1 && touch.phase == "began" && touch.location == CGPoint(x: 100, y: 80))
        #expect(touch.hitView == "UIButton" && touch.hitFrame == CGRect(x: 50, y: 60, width: 120, height: 44))
        #expect(touch.chain == ["UIButton", "UIView", "PageController", "UIWindow", "UIApplication"], "\(touch.chain)")
        #expect(touch.recognizers == ["UITapGestureRecognizer possible"])
        #expect(overlay.panelLines.first == "touch 1 began at (100, 80) → UIButton" && overlay.panelLines.last == "first responder: none")
        #expect(window.hitTest(CGPoint(x: 100, y: 80), with: nil) === button, "the overlay takes no touches")
        input.up(1, at: CGPoint(x: 100, y: 80))
        #expect(overlay.touches.first?.phase == "ended")
        // The ring is drawn where the finger was, faded once it lifted: red at its left edge (x 78, 2x scale).
        window.backgroundColor = .white
        let surface = WindowSurface(window: window, scale: 2)
        surface.redraw()
        let ring = surface.pixel(x: 2 * 78 + 1, y: 2 * 80), beside = surface.pixel(x: 2 * 90, y: 2 * 80)
        #expect(ring.r == 255 && ring.g < 200 && ring.b < 200, "ring pixel \(ring)")
        #expect(beside == RGBA(255, 255, 255, 255), "inside the ring \(beside)")
        DebugOverlay.setEnabled(false)
        #expect(overlay.superview == nil && UIApplication.debugTouchObserver == nil)
    }
}
