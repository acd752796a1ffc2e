import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Nested scroll views: the inner one scrolls what it can, the outer one takes the rest")
struct NestedScrollViewTests {
    /// A horizontal pager of three 200 pt pages, each a vertical list 1,000 pt tall.
    func pager() -> (UIScrollView, [UIScrollView], InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        pager.contentSize = CGSize(width: 600, height: 300)
        pager.isPagingEnabled = true
        var lists: [UIScrollView] = []
        for page in 0..<3 {
            let list = UIScrollView(frame: CGRect(x: CGFloat(page) * 200, y: 0, width: 200, height: 300))
            list.contentSize = CGSize(width: 200, height: 1000)
            pager.addSubview(list)
            lists.append(list)
        }
        window.addSubview(pager)
        return (pager, lists, input)
    }

    func settle(_ views: [UIScrollView], _ input: InputSimulator) {
        for _ in 0..<240 where views.contains(where: { $0.isDecelerating || $0.motion != nil }) { input.advance(by: 1.0 / 60) }
    }

    @Test("A horizontal drag on a vertical list pages the pager; the list does not move")
    func horizontalDragPages() {
        let (pager, lists, input) = pager()
        input.down(1, at: CGPoint(x: 180, y: 150))
        input.drag(1, from: CGPoint(x: 180, y: 150), to: CGPoint(x: 20, y: 156), steps: 8, duration: 0.08)
        input.up(1, at: CGPoint(x: 20, y: 156))
        settle([pager] + lists, input)
        #expect(pager.contentOffset == CGPoint(x: 200, y: 0))
        #expect(lists.allSatisfy { $0.contentOffset == .zero })
    }

    @Test("A vertical drag scrolls the list under the finger; the pager stays on its page")
    func verticalDragScrollsList() {
        let (pager, lists, input) = pager()
        input.down(1, at: CGPoint(x: 100, y: 250))
        input.drag(1, from: CGPoint(x: 100, y: 250), to: CGPoint(x: 100, y: 150), steps: 10, duration: 0.2)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 100, y: 150))
        #expect(lists[0].contentOffset.y == 80 && pager.contentOffset == .zero)  // 100 pt less the 20 before the pan began
    }

    @Test("Dragging a list that does not bounce past its top scrolls the outer vertical scroll view instead")
    func outerTakesOverAtEdge() {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 300)
        let outer = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
        outer.contentSize = CGSize(width: 200, height: 900)
        outer.contentOffset = CGPoint(x: 0, y: 300)
        let inner = UIScrollView(frame: CGRect(x: 0, y: 300, width: 200, height: 300))
        inner.contentSize = CGSize(width: 200, height: 800)
        inner.bounces = false
        outer.addSubview(inner)
        window.addSubview(outer)
        input.down(1, at: CGPoint(x: 100, y: 100))
        input.drag(1, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), steps: 10, duration: 0.2)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 100, y: 200))
        #expect(inner.contentOffset == .zero && outer.contentOffset.y == 220)
        input.down(2, at: CGPoint(x: 100, y: 200))
        input.drag(2, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 100), steps: 10, duration: 0.2)
        input.advance(by: 0.3)
        input.up(2, at: CGPoint(x: 100, y: 100))
        #expect(inner.contentOffset.y == 80 && outer.contentOffset.y == 220)  // away from its edge the inner one scrolls
    }
}
