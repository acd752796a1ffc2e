import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// What is tied to a scroll view's frame from inside it (its centres, its
/// frame guide, a view outside it) stays put while the content scrolls, and
/// the safe area joins `adjustedContentInset` once laid-out content scrolls.
/// The scene and its numbers: ScrollViewAutoLayoutTests (30 rows, 982 pt).
@MainActor
@Suite("Auto Layout in a scroll view: what is tied to the frame floats; the safe area joins the inset of scrolling content", .serialized)
struct ScrollViewFloatingContentTests {
    let base = ScrollViewAutoLayoutTests()

    @Test("A badge pinned to the frame guide stays 10 pt from the visible top-right while the content scrolls under it")
    func frameGuideFloats() {
        let (window, scroll, stack, _, input) = base.scene()
        base.pinToGuides(stack, in: scroll)
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        window.layoutIfNeeded()
        // 320 − 10 − 40 = 270.
        #expect(badge.frame == CGRect(x: 270, y: 10, width: 40, height: 40))
        #expect(scroll.contentSize == CGSize(width: 320, height: 982))
        input.down(1, at: CGPoint(x: 160, y: 400))
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 160, y: 388))
        input.advance(by: 0.02)
        input.move(1, to: CGPoint(x: 160, y: 238))  // 150 pt up
        window.layoutIfNeeded()
        #expect(scroll.contentOffset.y == 150)
        // In the content 150 + 10 = 160; in the window still 10.
        #expect(badge.frame == CGRect(x: 270, y: 160, width: 40, height: 40))
        #expect(badge.convert(CGPoint.zero, to: window) == CGPoint(x: 270, y: 10))
        input.up(1, at: CGPoint(x: 160, y: 238))
    }

    @Test("Centres attach to the frame (Apple's guide): a 100 pt box centred on the scroll view stays in the middle of the visible frame")
    func centerFromInsideIsFrame() {
        let (window, scroll, stack, _, _) = base.scene()
        base.pinToGuides(stack, in: scroll)
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(box)
        NSLayoutConstraint.activate([
            box.centerXAnchor.constraint(equalTo: scroll.centerXAnchor), box.centerYAnchor.constraint(equalTo: scroll.centerYAnchor),
            box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.layoutIfNeeded()
        // The frame's centre is (160, 240): the box's origin is (110, 190).
        #expect(box.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
        #expect(scroll.contentSize == CGSize(width: 320, height: 982))
        scroll.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        // Scrolled 300 pt: the visible frame's centre is (160, 300 + 240 = 540) in the content, so the box is at (110, 490).
        #expect(box.frame == CGRect(x: 110, y: 490, width: 100, height: 100))
        #expect(box.convert(CGPoint.zero, to: window) == CGPoint(x: 110, y: 190))
    }

    @Test("A view inside the scroll view pinned to one outside it floats over the scrolling content (TN2154)")
    func pinnedOutsideFloats() {
        let (window, scroll, stack, _, _) = base.scene()
        base.pinToGuides(stack, in: scroll)
        let header = UIView()
        header.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(header)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: window.topAnchor, constant: 20),
            header.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 320), header.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 20, width: 320, height: 30))
        scroll.contentOffset = CGPoint(x: 0, y: 400)
        window.layoutIfNeeded()
        // 400 + 20 in the content, still 20 in the window; the content size is untouched.
        #expect(header.frame == CGRect(x: 0, y: 420, width: 320, height: 30))
        #expect(header.convert(CGPoint.zero, to: window) == CGPoint(x: 0, y: 20))
        #expect(scroll.contentSize == CGSize(width: 320, height: 982))
    }

    @Test("Under a 44 pt top safe area: adjustedContentInset.top is 44 once the laid-out content scrolls (.automatic), the offset rests at −44")
    func safeAreaJoinsAdjustedInsetWhenContentScrolls() {
        let (window, _) = TestApplication.makeKeyWindow(width: 320, height: 480)
        let controller = UIViewController()
        window.rootViewController = controller
        TestApplication.endRunLoopPass()
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0)
        func make(rows count: Int) -> UIScrollView {
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            controller.view.addSubview(scroll)
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
            base.pinToGuides(stack, in: scroll)
            return scroll
        }
        let tall = make(rows: 30), short = make(rows: 3)
        #expect(tall.safeAreaInsets.top == 44 && tall.adjustedContentInset.top == 0)  // no content yet: nothing scrolls
        window.layoutIfNeeded()
        // 982 > 480: the vertical axis scrolls, so the safe area's 44 pt joins the inset; the resting offset follows it.
        #expect(tall.contentSize.height == 982 && tall.adjustedContentInset == UIEdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        #expect(tall.contentOffset == CGPoint(x: 0, y: -44))
        #expect(tall.offsetRange.y == -44...502)
        // 86 < 480 and no container: nothing scrolls, so nothing joins (.automatic acts as .scrollableAxes here).
        #expect(short.contentSize.height == 86 && short.adjustedContentInset == .zero && short.contentOffset == .zero)
        short.contentInsetAdjustmentBehavior = .always
        #expect(short.adjustedContentInset.top == 44 && short.contentOffset.y == -44)
    }
}
