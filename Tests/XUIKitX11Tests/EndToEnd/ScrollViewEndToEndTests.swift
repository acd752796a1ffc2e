import Foundation
import Testing
import TouchServer
import TouchServerX11
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// Records the drag's end as the delegate hears it.
private final class EndLog: UIScrollViewDelegate {
    var target: CGPoint?
    var velocity: CGPoint?
    var calls: [String] = []
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        self.velocity = velocity
        target = targetContentOffset.pointee
        calls.append("willEndDragging")
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging \(decelerate)") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
}

/// A scroll view on the virtual touchscreen of a real Xorg: drags, flings and
/// a button in the content, checked on the model and on the screen's pixels.
@MainActor
@Suite("End to end: UIScrollView on the touchscreen")
struct ScrollViewEndToEndTests {
    typealias RGB = (red: UInt8, green: UInt8, blue: UInt8)
    static let red: RGB = (255, 0, 0), blue: RGB = (0, 0, 255)

    @MainActor
    private struct Scene {
        let harness: BackendHarness
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 480))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let log = EndLog()
        let display: XDisplay

        /// Content: 40 bands 100 pt tall, red at even indices and blue at odd ones.
        init() throws {
            harness = try BackendHarness()
            window.backgroundColor = .white
            scroll.contentSize = CGSize(width: 400, height: 4000)
            for index in 0..<40 {
                let band = UIView(frame: CGRect(x: 0, y: CGFloat(index) * 100, width: 400, height: 100))
                band.backgroundColor = index.isMultiple(of: 2) ? .red : .blue
                scroll.addSubview(band)
            }
            scroll.delegate = log
            window.addSubview(scroll)
            display = try XDisplay(name: harness.server.display)
            do { try harness.show(window) } catch { harness.tearDown(); throw error }
        }

        func tearDown() {
            display.close()
            harness.tearDown()
        }

        /// Sends one touchscreen step, then runs the app for `seconds`.
        func step(pumping seconds: TimeInterval = 0.012, _ body: (VirtualTouchscreen) throws -> Void) throws {
            try body(harness.server.touchscreen)
            try harness.server.sync()
            harness.pump(timeout: seconds) { false }
        }

        /// Whether the screen pixel at (x, y) becomes `expected`, the app running meanwhile.
        func pixel(_ x: Int, _ y: Int, is expected: RGB) -> Bool {
            harness.pump(timeout: 3) {
                guard let capture = try? ScreenCapture(display: display, x: x, y: y, width: 1, height: 1) else { return false }
                let got = capture.rgb(x: 0, y: 0)
                return got.red == expected.red && got.green == expected.green && got.blue == expected.blue
            }
        }
    }

    @Test("A drag scrolls by exactly the finger's travel since the pan began, and the screen shows the content moved")
    func dragScrollsByTravel() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        #expect(scene.pixel(200, 90, is: Self.red) && scene.pixel(200, 110, is: Self.blue))
        try scene.step { try $0.down(id: 1, x: 200, y: 350) }
        // 10 pt steps: the first does not pass the pan's 10 pt slop, the second begins it 20 pt from the start.
        for y in stride(from: 340, through: 150, by: -10) { try scene.step { try $0.move(id: 1, x: 200, y: Double(y)) } }
        scene.harness.pump(timeout: 0.3) { false }  // held still: no velocity left
        try scene.step { try $0.up(id: 1) }
        #expect(scene.scroll.contentOffset == CGPoint(x: 0, y: 180))
        #expect(scene.log.calls == ["willBeginDragging", "willEndDragging", "didEndDragging false"])
        // Screen y 10 shows content y 190 (band 1, blue); screen y 30 shows content 210 (band 2, red).
        #expect(scene.pixel(200, 10, is: Self.blue) && scene.pixel(200, 30, is: Self.red))
    }

    @Test("A fling decelerates to the target the delegate was told, exactly, and stops")
    func flingReachesTarget() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        try scene.step { try $0.down(id: 1, x: 200, y: 380) }
        for y in stride(from: 340, through: 100, by: -40) { try scene.step(pumping: 0.01) { try $0.move(id: 1, x: 200, y: Double(y)) } }
        try scene.step(pumping: 0) { try $0.up(id: 1) }
        let target = try #require(scene.log.target)
        #expect((scene.log.velocity?.y ?? 0) > 1, "a fling: \(String(describing: scene.log.velocity))")
        #expect(target.y > scene.scroll.contentOffset.y + 200)
        #expect(scene.harness.pump(timeout: 10) { scene.log.calls.last == "didEndDecelerating" })
        #expect(scene.scroll.contentOffset == target && !scene.scroll.isDecelerating)
    }

    @Test("Smooth scrolling, as a touchpad sends it: three half-clicks of the vertical scroll valuator scroll 20 pt each, and the server's emulated click adds nothing")
    func smoothScroll() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let pointer = scene.harness.server.pointer
        try pointer.move(x: 200, y: 200)
        try pointer.sync()
        scene.harness.pump(timeout: 0.2) { false }
        for _ in 0..<3 {
            try pointer.scroll(vertical: 60)
            try pointer.sync()
            scene.harness.pump(timeout: 0.05) { false }
        }
        let step = XI2Translator.scrollPointsPerClick / 2
        #expect(scene.harness.pump { scene.scroll.contentOffset.y == 3 * step }, "offset \(scene.scroll.contentOffset.y)")
        scene.harness.pump(timeout: 0.3) { false }
        #expect(scene.scroll.contentOffset.y == 3 * step, "the emulated click at 120 units scrolled nothing more")
    }

    @Test("Three clicks of the mouse wheel down scroll three wheel steps; wheel up at the top stays at the top")
    func wheelScrolls() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let pointer = scene.harness.server.pointer
        try pointer.move(x: 200, y: 200)
        for _ in 0..<3 {
            try pointer.button(5, isPress: true)
            try pointer.button(5, isPress: false)
        }
        try pointer.sync()
        let step = XI2Translator.scrollPointsPerClick
        #expect(scene.harness.pump { scene.scroll.contentOffset.y == 3 * step })
        scene.harness.pump(timeout: 0.3) { false }
        #expect(scene.scroll.contentOffset.y == 3 * step && !scene.scroll.isDragging && !scene.scroll.isDecelerating)
        for _ in 0..<5 {
            try pointer.button(4, isPress: true)
            try pointer.button(4, isPress: false)
        }
        try pointer.sync()
        #expect(scene.harness.pump { scene.scroll.contentOffset.y == 0 })
        scene.harness.pump(timeout: 0.3) { false }
        #expect(scene.scroll.contentOffset.y == 0)
    }

    @Test("A tap on a button in the content fires it; a quick drag from it scrolls and the button never fires")
    func buttonInsideScrollView() throws {
        let scene = try Scene()
        defer { scene.tearDown() }
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.frame = CGRect(x: 100, y: 150, width: 200, height: 60)
        scene.scroll.addSubview(button)
        let trace = CallTrace()
        for (event, name) in [(UIControl.Event.touchDown, "touchDown"), (.touchUpInside, "touchUpInside"), (.touchCancel, "touchCancel")] {
            button.addAction(UIAction { _ in trace.log(name) }, for: event)
        }
        try scene.step(pumping: 0.05) { try $0.down(id: 1, x: 200, y: 180) }
        try scene.step(pumping: 0.1) { try $0.up(id: 1) }
        #expect(trace.text == "touchDown, touchUpInside" && scene.scroll.contentOffset == .zero)
        trace.clear()
        try scene.step { try $0.down(id: 2, x: 200, y: 180) }
        for y in stride(from: 170, through: 100, by: -10) { try scene.step { try $0.move(id: 2, x: 200, y: Double(y)) } }
        scene.harness.pump(timeout: 0.3) { false }
        try scene.step { try $0.up(id: 2) }
        // The drag started within the 150 ms delay: the button never saw the touch (UIKit's delaysContentTouches).
        #expect(trace.text.isEmpty && scene.scroll.contentOffset.y == 60)
    }
}
