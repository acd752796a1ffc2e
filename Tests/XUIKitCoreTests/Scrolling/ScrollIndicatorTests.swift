import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("UIScrollView's indicators: UIKit's size and place, shown while scrolling, faded after")
struct ScrollIndicatorTests {
    func scene(contentHeight: CGFloat = 1000) -> (UIScrollView, InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        scroll.contentSize = CGSize(width: 200, height: contentHeight)
        window.addSubview(scroll)
        return (scroll, input)
    }

    @Test("Dragging shows a 3 pt bar 3 pt from the right edge, as long as the share in view; it stays while held and fades 0.5 s after the finger lifts")
    func dragShowsThenFades() {
        let (scroll, input) = scene()
        input.down(1, at: CGPoint(x: 100, y: 250))
        input.drag(1, from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 180), steps: 7, duration: 0.07)
        let bar = scroll.indicators.vertical
        #expect(bar.superview === scroll && scroll.subviews.last === bar && bar.alpha == 1 && !bar.isUserInteractionEnabled)
        #expect(bar.layer.cornerRadius == 1.5)
        let track: CGFloat = 300 - 6, length = track * 300 / 1000
        let offset = scroll.contentOffset.y  // 50: 70 pt of travel less the 20 the pan needed to begin
        #expect(offset == 50)
        let expected = CGRect(x: 194, y: offset + 3 + (track - length) * offset / 700, width: 3, height: length)
        #expect(abs(bar.frame.minY - expected.minY) < 1e-9 && bar.frame.minX == 194 && bar.frame.width == 3
                && abs(bar.frame.height - expected.height) < 1e-9, "\(bar.frame) vs \(expected)")
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 100, y: 180))
        input.advance(by: 0.45)
        #expect(bar.alpha == 1)
        input.advance(by: 0.1 + 0.3)
        #expect(bar.alpha == 0 && scroll.indicators.horizontal.alpha == 0)
        #expect(!UIApplication.shared.frameScheduler.isRunning)
    }

    @Test("An offset set in code shows nothing; flashScrollIndicators shows them; with all the content in view there is none")
    func codeOffsetsAndFlash() {
        let (scroll, input) = scene()
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(scroll.indicators.vertical.superview == nil)
        scroll.flashScrollIndicators()
        #expect(scroll.indicators.vertical.alpha == 1)
        input.advance(by: 1)
        #expect(scroll.indicators.vertical.alpha == 0)
        let (short, _) = scene(contentHeight: 200)
        short.flashScrollIndicators()
        #expect(short.indicators.vertical.alpha == 0)
    }

    @Test("Pulled past the top, the bar shortens by the pull, but not below 7 pt")
    func pullShortens() {
        let (scroll, input) = scene()
        input.down(1, at: CGPoint(x: 100, y: 50))
        input.drag(1, from: CGPoint(x: 100, y: 50), to: CGPoint(x: 100, y: 90), steps: 4, duration: 0.04)
        let pulled = -scroll.contentOffset.y
        #expect(pulled > 0)
        #expect(abs(scroll.indicators.vertical.frame.height - (294 * 0.3 - pulled)) < 1e-9)
        input.drag(1, from: CGPoint(x: 100, y: 90), to: CGPoint(x: 100, y: 800), steps: 10, duration: 0.1)
        #expect(scroll.indicators.vertical.frame.height == 7)
        input.up(1, at: CGPoint(x: 100, y: 800))
    }
}
