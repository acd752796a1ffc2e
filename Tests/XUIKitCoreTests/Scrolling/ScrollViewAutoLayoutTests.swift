import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// Auto Layout in a scroll view with UIKit's numbers: the content area
/// (contentLayoutGuide, or the scroll view's edges from inside) defines
/// `contentSize`; widths and heights (frameLayoutGuide, or the scroll view's
/// own) are the frame's.
///
/// The rows stand for labels: row i is 20 pt tall when i is even, 30 pt when
/// odd (an intrinsic height, compression resistance 750), in a vertical stack
/// with 8 pt spacing. Worked by hand: a pair of rows takes 20 + 8 + 30 + 8 =
/// 66 pt, so row 2m starts at 66m and row 2m+1 at 66m + 28; 30 rows end at
/// 66·14 + 28 + 30 = 982 (15·20 + 15·30 = 750 of rows, 29·8 = 232 of spacing).
@MainActor
@Suite("Auto Layout in a scroll view: the content area defines contentSize, the frame guide the visible frame", .serialized)
struct ScrollViewAutoLayoutTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    /// Row i's top, worked by hand as above.
    static let rowTops: [CGFloat] = [0, 28, 66, 94, 132, 160, 198, 226, 264, 292, 330, 358, 396, 424, 462, 490, 528, 556, 594, 622,
                                     660, 688, 726, 754, 792, 820, 858, 886, 924, 952]

    /// A 320 x 480 window with a scroll view pinned to its edges and a vertical stack of `count` rows inside (not yet constrained).
    func scene(count: Int = 30) -> (UIWindow, UIScrollView, UIStackView, [SizedView], InputSimulator) {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let scroll = UIScrollView()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scroll)
        NSLayoutConstraint.activate([
            scroll.leadingAnchor.constraint(equalTo: window.leadingAnchor), scroll.trailingAnchor.constraint(equalTo: window.trailingAnchor),
            scroll.topAnchor.constraint(equalTo: window.topAnchor), scroll.bottomAnchor.constraint(equalTo: window.bottomAnchor),
        ])
        let rows = (0..<count).map { i -> SizedView in
            let row = SizedView()
            row.size = CGSize(width: 100, height: i % 2 == 0 ? 20 : 30)
            return row
        }
        let stack = UIStackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        return (window, scroll, stack, rows, input)
    }

    /// The iOS 11 form: the stack's edges to the content guide, its width to the frame guide.
    func pinToGuides(_ stack: UIView, in scroll: UIScrollView, widthToFrame: Bool = true) {
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
        ])
        if widthToFrame { stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true }
    }

    func expectRowsStacked(_ rows: [SizedView], width: CGFloat = 320) {
        for (i, row) in rows.enumerated() {
            #expect(row.frame == CGRect(x: 0, y: Self.rowTops[i], width: width, height: i % 2 == 0 ? 20 : 30), "row \(i)")
        }
        // No two rows overlap: each ends exactly 8 pt above the next.
        for (upper, lower) in zip(rows, rows.dropFirst()) { #expect(upper.frame.maxY + 8 == lower.frame.minY) }
    }

    @Test("Classic form: a stack pinned to the content guide, width to the frame guide: contentSize 320 x 982 and 30 rows exactly stacked")
    func classicForm() {
        let (window, scroll, stack, rows, _) = scene()
        pinToGuides(stack, in: scroll)
        window.layoutIfNeeded()
        #expect(scroll.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(scroll.contentSize == CGSize(width: 320, height: 982))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 982))
        expectRowsStacked(rows)
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 982))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 480))
        // The offset may run from 0 to 982 − 480 = 502.
        #expect(scroll.offsetRange.y == 0...502 && scroll.offsetRange.x == 0...0)
    }

    @Test("Legacy form (iOS 6): edges to the scroll view itself mean the content area, equal widths the frame: the same 982 pt")
    func legacyForm() {
        let (window, scroll, stack, rows, _) = scene()
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.topAnchor), stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor), stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 982))
        #expect(stack.frame == CGRect(x: 0, y: 0, width: 320, height: 982))
        expectRowsStacked(rows)
    }

    @Test("Scrolled by 200 pt, the content keeps its frames (content coordinates) and shows 200 pt higher in the window")
    func scrollingMovesContentNotFrames() {
        let (window, scroll, stack, rows, _) = scene()
        pinToGuides(stack, in: scroll)
        window.layoutIfNeeded()
        scroll.contentOffset = CGPoint(x: 0, y: 200)
        window.layoutIfNeeded()
        expectRowsStacked(rows)
        #expect(scroll.contentSize.height == 982)
        // Row 6 starts at 198 in the content: 198 − 200 = −2 in the window.
        #expect(rows[6].convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: -2))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 982))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 480))
    }

    @Test("Dragging the laid-out scroll view scrolls it: 100 pt up moves contentOffset to 100, a fling rests at most at 502")
    func draggingScrolls() {
        let (window, scroll, stack, _, input) = scene()
        pinToGuides(stack, in: scroll)
        window.layoutIfNeeded()
        input.down(1, at: CGPoint(x: 160, y: 400))
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 160, y: 388))  // past the 10 pt slop: the pan begins here
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 160, y: 288))  // 100 pt further up
        #expect(scroll.isDragging && scroll.contentOffset == CGPoint(x: 0, y: 100))
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 160, y: 288))
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 100) && !scroll.isDecelerating)
        // A fast flick upwards ends at the bottom edge, 982 − 480 = 502.
        input.down(2, at: CGPoint(x: 160, y: 450))
        input.drag(2, from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 50), steps: 10, duration: 0.1)
        input.up(2, at: CGPoint(x: 160, y: 50))
        for _ in 0..<600 where scroll.isDecelerating { input.advance(by: 1.0 / 60) }
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 502) && !scroll.isDecelerating)
    }

    @Test("Horizontal paging: four 320 pt pages in a horizontal stack make contentSize 1280 x 480, and a long drag pages to 320")
    func horizontalPaging() {
        let (window, input) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.isPagingEnabled = true
        window.addSubview(scroll)
        let pages = (0..<4).map { _ in UIView() }
        let stack = UIStackView(arrangedSubviews: pages)
        stack.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(stack)
        pinToGuides(stack, in: scroll, widthToFrame: false)
        for page in pages {
            page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor).isActive = true
            page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor).isActive = true
        }
        window.layoutIfNeeded()
        // 4 · 320 = 1280 wide; as tall as the frame, 480.
        #expect(scroll.contentSize == CGSize(width: 1280, height: 480))
        #expect(pages.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 480), CGRect(x: 320, y: 0, width: 320, height: 480),
                                       CGRect(x: 640, y: 0, width: 320, height: 480), CGRect(x: 960, y: 0, width: 320, height: 480)])
        #expect(scroll.offsetRange.x == 0...960 && scroll.offsetRange.y == 0...0)
        // A slow drag of 200 pt to the left (more than half a page) settles on page 2, offset 320.
        input.down(1, at: CGPoint(x: 300, y: 240))
        input.drag(1, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 240), steps: 20, duration: 1)
        input.advance(by: 0.3)
        input.up(1, at: CGPoint(x: 100, y: 240))
        for _ in 0..<600 where scroll.isDecelerating || scroll.motion != nil { input.advance(by: 1.0 / 60) }
        #expect(scroll.contentOffset == CGPoint(x: 320, y: 0))
        #expect(pages[1].convert(CGPoint.zero, to: window) == .zero)
    }

    @Test("Content smaller than the bounds: contentSize 320 x 86, and a drag does not scroll (no always-bounce)")
    func contentSmallerThanBounds() {
        let (window, scroll, stack, rows, input) = scene(count: 3)
        pinToGuides(stack, in: scroll)
        window.layoutIfNeeded()
        // 20 + 8 + 30 + 8 + 20 = 86.
        #expect(scroll.contentSize == CGSize(width: 320, height: 86))
        #expect(rows.map(\.frame) == [CGRect(x: 0, y: 0, width: 320, height: 20), CGRect(x: 0, y: 28, width: 320, height: 30),
                                      CGRect(x: 0, y: 66, width: 320, height: 20)])
        input.down(1, at: CGPoint(x: 160, y: 300))
        input.drag(1, from: CGPoint(x: 160, y: 300), to: CGPoint(x: 160, y: 100))
        input.up(1, at: CGPoint(x: 160, y: 100))
        #expect(scroll.contentOffset == .zero && !scroll.isDragging)
    }

    @Test("contentInset adds room around the content without changing contentSize: offsets from −20 to 982 + 30 − 480 = 532")
    func contentInsetAroundAutoLayoutContent() {
        let (window, scroll, stack, rows, _) = scene()
        pinToGuides(stack, in: scroll)
        scroll.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 982))
        #expect(scroll.adjustedContentInset == UIEdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        expectRowsStacked(rows)
        #expect(scroll.offsetRange.y == -20...532)
        #expect(scroll.clamped(CGPoint(x: 0, y: 10_000)) == CGPoint(x: 0, y: 532))
        // Side insets with content as wide as the frame make it scroll sideways, as in UIKit: −10 to 320 + 10 − 320 = 10.
        scroll.contentInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        window.layoutIfNeeded()
        #expect(scroll.contentSize.width == 320 && scroll.offsetRange.x == -10...10 && scroll.scrollableAxes.x)
    }

    @Test("Nothing pins the bottom: the content size is ambiguous and its height is 0, as UIKit leaves it; the rows still stack")
    func ambiguousHeightIsZero() {
        let (window, scroll, stack, rows, _) = scene()
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 0))
        expectRowsStacked(rows)
        #expect(scroll.offsetRange.y == 0...0)
    }

    @Test("Without constraints on the content area the app's own contentSize is kept")
    func appContentSizeKept() {
        let (window, scroll, _, _, _) = scene(count: 0)
        scroll.subviews.forEach { $0.removeFromSuperview() }
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(box)
        box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        box.heightAnchor.constraint(equalToConstant: 50).isActive = true
        scroll.contentSize = CGSize(width: 320, height: 2000)
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 2000))
    }

    @Test("Legacy form with centerX instead of equal widths: the content is as wide as the frame (320 x 982), Interface Builder's fix for width ambiguity")
    func legacyCenterXDefinesWidth() {
        let (window, scroll, stack, rows, _) = scene()
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: scroll.topAnchor), stack.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.trailingAnchor), stack.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            stack.centerXAnchor.constraint(equalTo: scroll.centerXAnchor),
        ])
        window.layoutIfNeeded()
        // Content leading 0 and trailing w; content centre w / 2 = the frame's centre 160: w = 320.
        #expect(scroll.contentSize == CGSize(width: 320, height: 982))
        expectRowsStacked(rows)
    }
}
