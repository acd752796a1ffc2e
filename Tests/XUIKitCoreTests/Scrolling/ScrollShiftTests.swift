import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Content changing size above the view during a fling shifts the offset once; the fling goes on at its speed")
struct ScrollShiftTests {
    @Test("Shifted by 100 pt mid-deceleration: the offset moves 100 at once, the next frames keep the pace, it rests 100 further")
    func shiftDuringDeceleration() {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 400)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 200, height: 20_000)
        window.addSubview(scroll)
        scroll.release(velocity: CGPoint(x: 0, y: 2))  // 2 pt/ms down the content
        let resting = scroll.motion!.restingOffset.y
        input.advance(by: 0.2)
        let before = scroll.contentOffset.y
        input.advance(by: 1.0 / 60)
        let step = scroll.contentOffset.y - before
        scroll.shiftContentKeepingMotion(by: CGPoint(x: 0, y: 100))
        #expect(scroll.contentOffset.y == before + step + 100 && scroll.isDecelerating)
        let shifted = scroll.contentOffset.y
        input.advance(by: 1.0 / 60)
        let next = scroll.contentOffset.y - shifted
        #expect(next > 0 && abs(next - step) < step * 0.1, "the pace goes on: \(step) then \(next)")
        for _ in 0..<600 where scroll.isDecelerating { input.advance(by: 1.0 / 60) }
        #expect(abs(scroll.contentOffset.y - (resting + 100)) < 1, "rests at \(scroll.contentOffset.y), was heading for \(resting)")
    }

    @Test("Without motion the offset just moves; nothing starts")
    func shiftAtRest() {
        let (window, _) = TestApplication.makeKeyWindow(width: 200, height: 400)
        let scroll = UIScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 200, height: 2_000)
        window.addSubview(scroll)
        scroll.contentOffset.y = 300
        scroll.shiftContentKeepingMotion(by: CGPoint(x: 0, y: -50))
        #expect(scroll.contentOffset.y == 250 && scroll.motion == nil)
    }
}
