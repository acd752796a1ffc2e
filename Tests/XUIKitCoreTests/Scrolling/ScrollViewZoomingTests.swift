import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Zooming: a pinch scales the delegate's view about the fingers, within the limits, bouncing back past them")
struct ScrollViewZoomingTests {
    final class ZoomDelegate: UIScrollViewDelegate {
        let view: UIView
        var trace: [String] = []
        init(_ view: UIView) { self.view = view }
        func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) { trace.append("willBegin") }
        func scrollViewDidZoom(_ scrollView: UIScrollView) { if trace.last != "didZoom" { trace.append("didZoom") } }
        func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
            trace.append("didEnd \(Double(scale))")
        }
    }

    /// A 200 × 200 scroll view showing a 200 × 200 image-like view, zoomable 1...4.
    func scene() -> (UIScrollView, UIView, ZoomDelegate, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 400, height: 400)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let content = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        scroll.addSubview(content)
        scroll.contentSize = content.frame.size
        let delegate = ZoomDelegate(content)
        scroll.delegate = delegate
        scroll.maximumZoomScale = 4
        window.addSubview(scroll)
        return (scroll, content, delegate, input)
    }

    /// Two fingers on a horizontal line through `center`, from `d0` to `d1` apart, then lifted.
    func pinch(_ input: InputSimulator, center: CGPoint, from d0: CGFloat, to d1: CGFloat, moving: CGPoint = .zero, lift: Bool = true) {
        func points(_ d: CGFloat, _ shift: CGPoint) -> (CGPoint, CGPoint) {
            (CGPoint(x: center.x + shift.x - d / 2, y: center.y + shift.y), CGPoint(x: center.x + shift.x + d / 2, y: center.y + shift.y))
        }
        let start = points(d0, .zero)
        input.frame([.began(1, at: start.0), .began(2, at: start.1)])
        var last = start
        for step in 1...8 {
            input.advance(by: 0.03)
            let t = CGFloat(step) / 8
            last = points(d0 + (d1 - d0) * t, CGPoint(x: moving.x * t, y: moving.y * t))
            input.frame([.moved(1, to: last.0), .moved(2, to: last.1)])
        }
        if lift { input.frame([.ended(1, at: last.0), .ended(2, at: last.1)]) }
    }

    @Test("There is no pinch until the limits differ, as in UIKit")
    func pinchExistsOnlyWhenZoomable() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(scroll.pinchGestureRecognizer == nil && scroll.zoomScale == 1)
        scroll.maximumZoomScale = 2
        #expect(scroll.pinchGestureRecognizer != nil && scroll.gestureRecognizers!.contains { $0 === scroll.pinchGestureRecognizer })
        scroll.maximumZoomScale = 1
        #expect(scroll.pinchGestureRecognizer == nil)
    }

    @Test("Spreading two fingers 40 → 120 pt apart around (100, 100) zooms to 3 with that point kept under them: offset (200, 200), content 600 × 600")
    func pinchZoomsAboutTheFingers() {
        let (scroll, content, delegate, input) = scene()
        pinch(input, center: CGPoint(x: 100, y: 100), from: 40, to: 120)
        #expect(abs(scroll.zoomScale - 3) < 1e-9 && content.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
        #expect(scroll.contentSize == CGSize(width: 600, height: 600) && scroll.contentOffset == CGPoint(x: 200, y: 200))
        #expect(delegate.trace == ["willBegin", "didZoom", "didEnd 3.0"] && !scroll.isZooming)
    }

    @Test("Moving the fingers while pinching pans: the zoomed view's point under them at the pinch's start stays under them")
    func pinchPans() {
        let (scroll, content, delegate, input) = scene()
        defer { withExtendedLifetime(delegate) {} }  // the scroll view holds its delegate weakly
        scroll.zoomScale = 2   // about the middle: offset (100, 100)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 100))
        var underFingers: [CGPoint] = []
        scroll.pinchGestureRecognizer!.addTarget { underFingers.append($0.location(in: content)) }
        pinch(input, center: CGPoint(x: 100, y: 100), from: 60, to: 90, moving: CGPoint(x: -40, y: 30), lift: false)
        #expect(abs(scroll.zoomScale - 3) < 1e-9 && underFingers.count > 2)
        let first = underFingers[0], last = underFingers.last!
        #expect(abs(first.x - last.x) < 1e-6 && abs(first.y - last.y) < 1e-6, "\(first) then \(last)")
        #expect(scroll.contentOffset.x > 100 && scroll.contentOffset.y < 300)
    }

    @Test("Past the maximum the zoom pulls against a rubber band (√ of the overshoot), then springs back to 4 in 0.3 s and ends there")
    func bouncesBack() {
        let (scroll, _, delegate, input) = scene()
        pinch(input, center: CGPoint(x: 100, y: 100), from: 40, to: 240, lift: false)
        #expect(abs(scroll.zoomScale - 4 * (6.0 / 4).squareRoot()) < 1e-6, "shown \(scroll.zoomScale)")
        input.frame([.ended(1, at: CGPoint(x: -20, y: 100)), .ended(2, at: CGPoint(x: 220, y: 100))])
        #expect(scroll.isZoomBouncing && !scroll.isZooming && !delegate.trace.contains { $0.hasPrefix("didEnd") })
        input.advance(by: 0.35)
        #expect(scroll.zoomScale == 4 && !scroll.isZoomBouncing && delegate.trace.last == "didEnd 4.0")
        #expect(scroll.contentOffset == CGPoint(x: 300, y: 300), "the fingers' point (100, 100) × 4 − 100")
        #expect(!UIApplication.shared.frameScheduler.isRunning)
    }

    @Test("Without bouncesZoom the pinch stops at the limit")
    func noBounce() {
        let (scroll, _, delegate, input) = scene()
        defer { withExtendedLifetime(delegate) {} }
        scroll.bouncesZoom = false
        pinch(input, center: CGPoint(x: 100, y: 100), from: 100, to: 40)
        #expect(scroll.zoomScale == 1 && scroll.contentOffset == .zero)
    }

    @Test("setZoomScale zooms about the middle and clamps to the limits; zoom(to:animated:) fills the bounds with the rect and ends zooming")
    func programmatic() {
        let (scroll, _, delegate, input) = scene()
        scroll.setZoomScale(2, animated: false)
        #expect(scroll.contentOffset == CGPoint(x: 100, y: 100) && scroll.contentSize == CGSize(width: 400, height: 400))
        scroll.setZoomScale(10, animated: false)
        #expect(scroll.zoomScale == 4)
        scroll.setZoomScale(1, animated: false)
        delegate.trace = []
        scroll.zoom(to: CGRect(x: 100, y: 100, width: 100, height: 50), animated: true)
        #expect(scroll.zoomScale == 1, "an animated zoom starts where it is")
        input.advance(by: 0.35)
        // 200 / 100 = 2 wide, 200 / 50 = 4 tall: the smaller, 2; the rect's centre (150, 125) at the middle.
        #expect(scroll.zoomScale == 2 && scroll.contentOffset == CGPoint(x: 200, y: 150))
        #expect(delegate.trace == ["didZoom", "didEnd 2.0"])
    }

    @Test("keyboardDismissMode .onDrag: a drag resigns the first responder; .none keeps it")
    func keyboardDismissOnDrag() {
        final class Field: UIView { override var canBecomeFirstResponder: Bool { true } }
        for mode in [UIScrollView.KeyboardDismissMode.onDrag, .none] {
            let (scroll, content, _, input) = scene()
            scroll.contentSize = CGSize(width: 200, height: 1000)
            let field = Field(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
            content.addSubview(field)
            scroll.keyboardDismissMode = mode
            #expect(field.becomeFirstResponder())
            input.down(1, at: CGPoint(x: 100, y: 150))
            input.drag(1, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 60))
            input.up(1, at: CGPoint(x: 100, y: 60))
            #expect(field.isFirstResponder == (mode == .none), "\(mode)")
        }
    }
}
