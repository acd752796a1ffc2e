import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// Logs the scroll-to-top calls and may refuse.
final class ScrollToTopLog: UIScrollViewDelegate {
    var calls: [String] = []
    var allows = true
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { calls.append("shouldScrollToTop"); return allows }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { calls.append("didScrollToTop \(Int(scrollView.contentOffset.y))") }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { calls.append("didEndScrollingAnimation") }
}

@MainActor
@Suite("Scroll to top: the one visible scroll view with scrollsToTop animates to its top; several, hidden ones or a refusing delegate stop it")
struct ScrollToTopTests {
    func scene() -> (UIWindow, InputSimulator, UIScrollView, ScrollToTopLog) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: 2000)
        scroll.contentInset.top = 20
        scroll.contentOffset = CGPoint(x: 0, y: 900)
        let log = ScrollToTopLog()
        scroll.delegate = log
        window.addSubview(scroll)
        return (window, input, scroll, log)
    }

    @Test("The only candidate asks its delegate, animates to -adjustedContentInset.top, and hears didScrollToTop (not didEndScrollingAnimation)")
    func scrollsTheOnlyCandidate() {
        let (window, input, scroll, log) = scene()
        #expect(window.scrollToTopCandidate === scroll)
        #expect(window.scrollToTop())
        #expect(log.calls == ["shouldScrollToTop"] && scroll.contentOffset.y == 900)
        input.advance(by: 0.2)
        #expect(scroll.contentOffset.y < 900 && scroll.contentOffset.y > -20)
        input.advance(by: 1)
        #expect(log.calls == ["shouldScrollToTop", "didScrollToTop -20"] && scroll.contentOffset.y == -20)
    }

    @Test("Two visible candidates: neither scrolls; hiding one, or turning its scrollsToTop off, leaves the other")
    func severalCandidates() {
        let (window, input, scroll, log) = scene()
        let other = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(other)
        #expect(window.scrollToTopCandidate == nil && !window.scrollToTop() && log.calls.isEmpty)
        other.isHidden = true
        #expect(window.scrollToTopCandidate === scroll)
        other.isHidden = false
        other.alpha = 0.01
        #expect(window.scrollToTopCandidate === scroll)
        other.alpha = 1
        other.scrollsToTop = false
        #expect(window.scrollToTopCandidate === scroll)
        withExtendedLifetime(input) {}
    }

    @Test("A refusing delegate keeps the offset; a finger catching the animation ends it without didScrollToTop")
    func refusedAndCaught() {
        let (window, input, scroll, log) = scene()
        log.allows = false
        #expect(!window.scrollToTop() && scroll.contentOffset.y == 900 && log.calls == ["shouldScrollToTop"])
        log.allows = true
        log.calls = []
        window.scrollToTop()
        input.advance(by: 0.1)
        input.down(1, at: CGPoint(x: 100, y: 150))
        input.advance(by: 1)
        input.up(1, at: CGPoint(x: 100, y: 150))
        input.advance(by: 1)
        #expect(log.calls == ["shouldScrollToTop"] && scroll.contentOffset.y > -20)
    }
}
