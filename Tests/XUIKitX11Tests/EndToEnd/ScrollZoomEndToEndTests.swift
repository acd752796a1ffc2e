import Foundation
import Testing
import TouchServer
import TouchServerX11
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

private final class ZoomTarget: UIScrollViewDelegate {
    let view: UIView
    var ended: CGFloat?
    init(_ view: UIView) { self.view = view }
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) { ended = scale }
}

/// Two real fingers on the virtual touchscreen pinch a scroll view's content larger.
@MainActor
@Suite("End to end: pinching a scroll view on the touchscreen zooms it about the fingers")
struct ScrollZoomEndToEndTests {
    @Test("Fingers spreading 60 → 180 px around (100, 100) zoom to 3: the red top-left quarter then fills the 400 × 400 view")
    func pinchZooms() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        window.backgroundColor = .white
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        content.backgroundColor = .blue
        let quarter = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        quarter.backgroundColor = .red
        content.addSubview(quarter)
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        let target = ZoomTarget(content)
        scroll.delegate = target
        scroll.maximumZoomScale = 4
        window.addSubview(scroll)
        try harness.show(window)
        let display = try XDisplay(name: harness.server.display)
        defer { display.close() }
        func pixelIsRed(_ x: Int, _ y: Int) -> Bool {
            harness.pump(timeout: 3) {
                guard let capture = try? ScreenCapture(display: display, x: x, y: y, width: 1, height: 1) else { return false }
                let got = capture.rgb(x: 0, y: 0)
                return got.red == 255 && got.green == 0 && got.blue == 0
            }
        }
        #expect(!pixelIsRed(390, 390))
        let touchscreen = harness.server.touchscreen
        try touchscreen.down(id: 1, x: 70, y: 100)
        try touchscreen.down(id: 2, x: 130, y: 100)
        try harness.server.sync()
        harness.pump(timeout: 0.02) { false }
        for step in 1...12 {
            let half = 30 + 60 * Double(step) / 12
            try touchscreen.move(id: 1, x: 100 - half, y: 100)
            try touchscreen.move(id: 2, x: 100 + half, y: 100)
            try harness.server.sync()
            harness.pump(timeout: 0.02) { false }
        }
        try touchscreen.up(id: 1)
        try touchscreen.up(id: 2)
        try harness.server.sync()
        #expect(harness.pump(timeout: 3) { target.ended != nil })
        #expect(abs(scroll.zoomScale - 3) < 0.02, "zoom \(scroll.zoomScale)")
        #expect(abs(scroll.contentOffset.x - 200) < 2 && abs(scroll.contentOffset.y - 200) < 2, "offset \(scroll.contentOffset)")
        #expect(pixelIsRed(390, 390) && pixelIsRed(10, 10))
    }
}
