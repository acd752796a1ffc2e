import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// Logs every delegate call with the offset at that moment.
final class ScrollLog: UIScrollViewDelegate {
    var calls: [String] = []
    var scrolls = 0
    var chooseTarget: ((CGPoint) -> CGPoint)?
    var endVelocity: CGPoint?
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1; if calls.last != "didScroll" { calls.append("didScroll") } }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        endVelocity = velocity
        calls.append("willEndDragging \(Int(targetContentOffset.pointee.y.rounded()))")
        if let chooseTarget { targetContentOffset.pointee = chooseTarget(targetContentOffset.pointee) }
    }
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) { calls.append("didEndDragging \(decelerate)") }
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating \(Int(scrollView.contentOffset.y.rounded()))") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor
@Suite("UIScrollView: dragging, flinging, bouncing and paging on the manual clock, with UIKit's delegate order")
struct ScrollViewTests {
    func scene(contentHeight: CGFloat = 1000) -> (UIScrollView, ScrollLog, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: contentHeight)
        let log = ScrollLog()
        scroll.delegate = log
        window.addSubview(scroll)
        return (scroll, log, input)
    }

    /// Advances frame by frame until `scroll` stops moving (at most `seconds`).
    func settle(_ scroll: UIScrollView, _ input: InputSimulator, seconds: TimeInterval = 6) {
        var left = seconds
        while (scroll.isDecelerating || scroll.motion != nil) && left > 0 {
            input.advance(by: 1.0 / 60)
            left -= 1.0 / 60
        }
    }

    @Test("The content follows the finger 1:1 from where the pan began (no jump for the slop), and a still release does not decelerate")
    func dragFollowsFinger() {
        let (scroll, log, input) = scene()
        input.down(1, at: CGPoint(x: 100, y: 200))
        #expect(scroll.isTracking && !scroll.isDragging)
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 100, y: 195))
        #expect(scroll.contentOffset == .zero && log.calls.isEmpty)
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 100, y: 185))
        #expect(scroll.isDragging && scroll.contentOffset == .zero && log.calls == ["willBeginDragging"])
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 103, y: 135))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 50))  // only the vertical axis has content to scroll
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 103, y: 135))
        #expect(log.calls == ["willBeginDragging", "didScroll", "willEndDragging 50", "didEndDragging false"])
        #expect(!scroll.isTracking && !scroll.isDragging && !scroll.isDecelerating && log.endVelocity == .zero)
    }

    @Test("A fling reports its velocity in points per ms, decelerates to exactly the predicted target, then the frame clock idles")
    func flingDeceleratesToPrediction() {
        let (scroll, log, input) = scene(contentHeight: 5000)
        input.down(1, at: CGPoint(x: 100, y: 280))
        input.drag(1, from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 80), steps: 10, duration: 0.1)
        let released = scroll.contentOffset.y
        input.up(1, at: CGPoint(x: 100, y: 80))
        let velocity = try! #require(log.endVelocity)
        #expect(abs(velocity.y - 2) < 0.01 && velocity.x == 0)  // 200 pt in 0.1 s, against the finger
        let predicted = released + velocity.y * 499
        #expect(log.calls.suffix(3) == ["willEndDragging \(Int(predicted.rounded()))", "didEndDragging true", "willBeginDecelerating"])
        #expect(scroll.isDecelerating)
        settle(scroll, input)
        #expect(abs(scroll.contentOffset.y - predicted) < 1e-6 && log.calls.last == "didEndDecelerating \(Int(predicted.rounded()))")
        #expect(!scroll.isDecelerating && !UIApplication.shared.frameScheduler.isRunning)
    }

    @Test("A target the delegate changes in willEndDragging is where the content comes to rest")
    func delegateTargetIsHonoured() {
        let (scroll, log, input) = scene(contentHeight: 5000)
        log.chooseTarget = { _ in CGPoint(x: 0, y: 640) }
        input.down(1, at: CGPoint(x: 100, y: 280))
        input.drag(1, from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 80), steps: 10, duration: 0.1)
        input.up(1, at: CGPoint(x: 100, y: 80))
        settle(scroll, input)
        #expect(scroll.contentOffset.y == 640 && log.calls.last == "didEndDecelerating 640")
    }

    @Test("Past the top the content follows the rubber band, and a release springs back to 0 as a deceleration")
    func rubberBandAndSpringBack() {
        let (scroll, log, input) = scene(contentHeight: 300)
        scroll.alwaysBounceVertical = true
        input.down(1, at: CGPoint(x: 100, y: 50))
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 100, y: 62))  // begins the pan
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 100, y: 162))  // 100 pt further down
        let expected = -(1 - 1 / (100 * 0.55 / 300 + 1)) * 300
        #expect(abs(scroll.contentOffset.y - expected) < 1e-9)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 100, y: 162))
        #expect(log.calls.suffix(3) == ["willEndDragging 0", "didEndDragging true", "willBeginDecelerating"])
        settle(scroll, input)
        #expect(scroll.contentOffset.y == 0 && log.calls.last == "didEndDecelerating 0")
    }

    @Test("Without bounces the content stops at its edges; with too little content and no always-bounce it does not scroll")
    func noBounce() {
        let (scroll, _, input) = scene()
        scroll.bounces = false
        input.down(1, at: CGPoint(x: 100, y: 50))
        input.drag(1, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 250))
        #expect(scroll.contentOffset.y == 0)
        input.up(1, at: CGPoint(x: 100, y: 250))
        let (short, shortLog, shortInput) = scene(contentHeight: 100)
        shortInput.down(1, at: CGPoint(x: 100, y: 50))
        shortInput.drag(1, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 250))
        #expect(short.contentOffset == .zero && !shortLog.calls.contains("didScroll"))
        shortInput.up(1, at: CGPoint(x: 100, y: 250))
    }

    @Test("A finger landing on decelerating content stops it where it is, with no didEndDecelerating")
    func touchStopsDeceleration() {
        let (scroll, log, input) = scene(contentHeight: 5000)
        input.down(1, at: CGPoint(x: 100, y: 280))
        input.drag(1, from: CGPoint(x: 100, y: 280), to: CGPoint(x: 100, y: 80), steps: 10, duration: 0.1)
        input.up(1, at: CGPoint(x: 100, y: 80))
        input.advance(by: 0.2)
        let caught = scroll.contentOffset.y
        input.down(2, at: CGPoint(x: 100, y: 150))
        #expect(!scroll.isDecelerating && scroll.isTracking)
        input.advance(by: 0.5)
        #expect(scroll.contentOffset.y == caught && !log.calls.contains { $0.hasPrefix("didEndDecelerating") })
        input.up(2, at: CGPoint(x: 100, y: 150))
        #expect(!scroll.isTracking)
    }

    @Test("Paging settles on the nearest page after a slow drag and on the next one after a flick")
    func paging() {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 800, height: 300)
        scroll.isPagingEnabled = true
        window.addSubview(scroll)
        input.down(1, at: CGPoint(x: 150, y: 100))
        input.drag(1, from: CGPoint(x: 150, y: 100), to: CGPoint(x: 80, y: 100), steps: 10, duration: 0.5)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 80, y: 100))
        settle(scroll, input)
        #expect(scroll.contentOffset.x == 0)
        input.down(1, at: CGPoint(x: 150, y: 100))
        input.drag(1, from: CGPoint(x: 150, y: 100), to: CGPoint(x: 110, y: 100), steps: 4, duration: 0.04)
        input.up(1, at: CGPoint(x: 110, y: 100))
        settle(scroll, input)
        #expect(scroll.contentOffset.x == 200)
    }

    @Test("setContentOffset(animated:) eases there in 0.3 s and ends with didEndScrollingAnimation; scrollRectToVisible moves as little as needed")
    func animatedOffsetAndReveal() {
        let (scroll, log, input) = scene()
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        input.advance(by: 0.1)
        #expect(scroll.contentOffset.y > 0 && scroll.contentOffset.y < 300)
        input.advance(by: 0.25)
        #expect(scroll.contentOffset.y == 300 && log.calls == ["didScroll", "didEndScrollingAnimation"])
        scroll.scrollRectToVisible(CGRect(x: 0, y: 650, width: 50, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 390)  // the rect's bottom (690) at the bottom edge
        scroll.scrollRectToVisible(CGRect(x: 0, y: 500, width: 50, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 390)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 50, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 100)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 990, width: 50, height: 400), animated: false)
        #expect(scroll.contentOffset.y == 700)  // clamped to the end of the content
    }

    @Test("Insets extend the offsets: -top to contentSize + bottom - height; NaN insets and offsets count as zero")
    func insetsAndBadValues() {
        let (scroll, _, _) = scene()
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scroll.offsetRange.y == -20...730 && scroll.adjustedContentInset.top == 20)
        scroll.contentInset = UIEdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        #expect(scroll.contentInset == .zero)
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 40)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 40) && scroll.bounds.origin == CGPoint(x: 0, y: 40))
        scroll.contentSize = CGSize(width: CGFloat.nan, height: -50)
        #expect(scroll.offsetRange.y == 0...0 && scroll.contentSize.width == 0)
    }

    @Test("Wheel scrolls move the content by their deltas from the first one, stop at the edges, and leave no inertia")
    func wheelScrolls() {
        let (scroll, log, input) = scene()
        input.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -40))  // wheel down: content up
        #expect(scroll.contentOffset.y == 40 && scroll.isDragging)
        input.advance(by: 0.02)
        input.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: -40))
        #expect(scroll.contentOffset.y == 80)
        input.advance(by: 0.02)
        input.scroll(at: CGPoint(x: 100, y: 100), by: CGPoint(x: 0, y: 200))  // back up, past the top
        #expect(scroll.contentOffset.y == 0)
        input.advance(by: 0.2)  // the scroll pan ends 0.1 s after the last scroll
        #expect(!scroll.isDragging && !scroll.isDecelerating && log.calls.last == "didEndDragging false")
    }
}
