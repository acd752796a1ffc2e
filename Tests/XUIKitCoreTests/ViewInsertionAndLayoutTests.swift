import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// A view that logs "layout <name>" for each `layoutSubviews()`.
private final class LayoutLogging: UIView {
    let name: String
    let trace: CallTrace
    init(_ name: String, trace: CallTrace) {
        self.name = name
        self.trace = trace
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() { trace.log("layout \(name)") }
}

@MainActor
@Suite("Insertion relative to a non-subview, and layout of added views")
struct ViewInsertionAndLayoutTests {
    @Test("insertSubview(_:aboveSubview:) and (_:belowSubview:) with a sibling that is not a subview add the view in front")
    func insertRelativeToStranger() {
        let root = UIView(), a = UIView(), b = UIView(), stranger = UIView(), x = UIView(), y = UIView()
        a.tag = 1; b.tag = 2; x.tag = 8; y.tag = 9
        root.addSubview(a); root.addSubview(b)
        root.insertSubview(x, aboveSubview: stranger)
        #expect(root.subviews.map(\.tag) == [1, 2, 8] && x.superview === root)
        root.insertSubview(y, belowSubview: stranger)
        #expect(root.subviews.map(\.tag) == [1, 2, 8, 9] && y.superview === root)
        // Already a subview: moved to the front.
        root.insertSubview(a, belowSubview: stranger)
        #expect(root.subviews.map(\.tag) == [2, 8, 9, 1])
    }

    @Test("A new view needs layout: layoutIfNeeded() on its own lays it out once")
    func newViewNeedsLayout() {
        let trace = CallTrace()
        let view = LayoutLogging("v", trace: trace)
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        #expect(trace.text == "layout v")
    }

    @Test("After addSubview, layoutIfNeeded() on the superview lays out the superview, then the new view")
    func addSubviewLaysOutBoth() {
        let trace = CallTrace()
        let superview = LayoutLogging("s", trace: trace), view = LayoutLogging("v", trace: trace)
        superview.layoutIfNeeded()
        trace.clear()
        superview.addSubview(view)
        superview.layoutIfNeeded()
        #expect(trace.text == "layout s, layout v")
        trace.clear()
        superview.layoutIfNeeded()
        #expect(trace.text == "")
    }

    @Test("A laid-out view moved to another superview is laid out again with its new superview")
    func movedViewLaidOutAgain() {
        let trace = CallTrace()
        let first = LayoutLogging("a", trace: trace), second = LayoutLogging("b", trace: trace)
        let view = LayoutLogging("v", trace: trace)
        first.addSubview(view)
        first.layoutIfNeeded(); second.layoutIfNeeded()
        trace.clear()
        second.addSubview(view)
        second.layoutIfNeeded()
        #expect(trace.text == "layout b, layout v")
    }
}
