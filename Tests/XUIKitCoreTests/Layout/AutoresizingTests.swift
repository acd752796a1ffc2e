import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("autoresizingMask: flexible parts share a superview's size change in proportion to their lengths, as UIKit")
struct AutoresizingTests {
    func resize(_ mask: UIView.AutoresizingMask, frame: CGRect, from old: CGSize = CGSize(width: 300, height: 200),
                to new: CGSize = CGSize(width: 400, height: 300)) -> CGRect {
        let parent = UIView(frame: CGRect(origin: .zero, size: old))
        let child = UIView(frame: frame)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame = CGRect(origin: .zero, size: new)
        return child.frame
    }

    @Test("Flexible width and height: the child grows by the whole change; no mask: it stays put")
    func flexibleSize() {
        #expect(resize([.flexibleWidth, .flexibleHeight], frame: CGRect(x: 10, y: 20, width: 100, height: 50))
                == CGRect(x: 10, y: 20, width: 200, height: 150))
        #expect(resize([], frame: CGRect(x: 10, y: 20, width: 100, height: 50)) == CGRect(x: 10, y: 20, width: 100, height: 50))
    }

    @Test("A flexible left margin pins the right edge; flexible left and right margins keep the child centred")
    func margins() {
        #expect(resize(.flexibleLeftMargin, frame: CGRect(x: 190, y: 0, width: 100, height: 10)).minX == 290)
        #expect(resize([.flexibleLeftMargin, .flexibleRightMargin], frame: CGRect(x: 100, y: 0, width: 100, height: 10)).midX == 200)
    }

    @Test("Margin and width share in proportion: 100 pt margin and 200 pt width split 100 pt of growth 33.3 / 66.7")
    func proportional() {
        let frame = resize([.flexibleLeftMargin, .flexibleWidth], frame: CGRect(x: 100, y: 0, width: 200, height: 10))
        #expect(abs(frame.minX - 133.333) < 0.01 && abs(frame.width - 266.667) < 0.01)
    }

    @Test("A superview with autoresizesSubviews off, or a child laid out by constraints, is left alone")
    func optedOut() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 400
        #expect(child.frame.width == 100)
        parent.autoresizesSubviews = true
        child.translatesAutoresizingMaskIntoConstraints = false
        parent.frame.size.width = 500
        #expect(child.frame.width == 100)
    }

    @Test("The window's resize reaches a flexible subview two levels down")
    func nested() {
        let (window, input) = TestApplication.makeKeyWindow(width: 300, height: 200)
        let middle = UIView(frame: window.bounds), leaf = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 160))
        middle.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        leaf.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        window.addSubview(middle)
        middle.addSubview(leaf)
        window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        #expect(leaf.frame == CGRect(x: 20, y: 20, width: 460, height: 360))
        withExtendedLifetime(input) {}
    }
}
