import Foundation
import Testing
@testable import XUIKitControls
@testable import XUIKitCore
import XUIKitGraphics
import XUIKitTesting

@MainActor
@Suite("A popover drawn at scale 2: the white bubble and its arrow over an undimmed presenter")
struct PopoverDrawingTests {
    @Test("Shown without animation, the arrow is drawn at once between the source and the bubble; the presenter keeps its colour")
    func drawsArrow() {
        let (window, _) = TestApplication.makeKeyWindow(width: 800, height: 500)
        let root = UIViewController()
        root.view.backgroundColor = UIColor(white: 0.5, alpha: 1)
        let source = UIView(frame: CGRect(x: 300, y: 60, width: 100, height: 44))
        root.view.addSubview(source)
        window.rootViewController = root
        TestApplication.endRunLoopPass()
        let content = UIViewController()
        content.modalPresentationStyle = .popover
        content.preferredContentSize = CGSize(width: 300, height: 150)
        content.popoverPresentationController?.sourceView = source
        root.present(content, animated: false)
        let surface = render(window)
        // The arrow: 13 pt tall under the source's middle (x 350), from y 104 to 117.
        #expect(near(surface.pixel(x: 700, y: 2 * 114), whitePixel))
        #expect(near(surface.pixel(x: 700 - 40, y: 2 * 108), RGBA(128, 128, 128, 255), 2), "beside the arrow: the presenter, not dimmed")
        #expect(near(surface.pixel(x: 2 * 350, y: 2 * 150), whitePixel), "the bubble")
    }
}
