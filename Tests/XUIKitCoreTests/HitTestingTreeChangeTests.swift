import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// A view that logs each `point(inside:with:)` question and can run code when asked.
private final class ChangingView: UIView {
    let name: String
    let trace: CallTrace
    var whenAsked: (() -> Void)?
    init(_ name: String, _ frame: CGRect, _ trace: CallTrace) {
        self.name = name; self.trace = trace
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        whenAsked?()
        let inside = super.point(inside: point, with: event)
        trace.log("\(name)\(inside ? "+" : "-")")
        return inside
    }
}

/// Hit-testing borrows the views it walks (UIView+HitTesting.swift): these
/// pin down that app code changing the tree mid-walk changes nothing the
/// walk does, and that superview links never outlive a superview.
@MainActor
@Suite("Hit-testing while app code changes the tree")
struct HitTestingTreeChangeTests {
    @Test("Siblings removed by a subview's point(inside:) are still tried, as the walk began with them")
    func removedSiblingsAreStillTried() {
        let trace = CallTrace()
        let root = ChangingView("A", CGRect(x: 0, y: 0, width: 100, height: 100), trace)
        let back = ChangingView("B", CGRect(x: 0, y: 0, width: 50, height: 50), trace)
        let middle = ChangingView("C", CGRect(x: 50, y: 50, width: 50, height: 50), trace)
        let front = ChangingView("D", CGRect(x: 50, y: 0, width: 50, height: 50), trace)
        root.addSubview(back); root.addSubview(middle); root.addSubview(front)
        front.whenAsked = { back.removeFromSuperview(); middle.removeFromSuperview() }
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
        #expect(trace.text == "A+, D-, C-, B+")
        #expect(root.subviews.count == 1 && root.subviews.first === front && back.superview == nil && middle.superview == nil)
    }

    @Test("Views a hit-test still has to try stay alive when app code lets them go mid-walk, and go after it")
    func removedViewsLiveUntilTheWalkEnds() {
        let trace = CallTrace()
        let root = ChangingView("A", CGRect(x: 0, y: 0, width: 100, height: 100), trace)
        weak var released: UIView?
        do {
            let back = ChangingView("B", CGRect(x: 0, y: 0, width: 50, height: 50), trace)
            root.addSubview(back)
            released = back
        }
        let front = ChangingView("D", CGRect(x: 50, y: 0, width: 50, height: 50), trace)
        root.addSubview(front)
        // Removing B drops the last reference the app had to it.
        front.whenAsked = { [unowned root] in root.subviews.first?.removeFromSuperview() }
        #expect(root.hitTest(CGPoint(x: 60, y: 60), with: nil) === root)
        #expect(trace.text == "A+, D-, B-")
        #expect(released == nil)
    }

    @Test("A subview inserted by a subview's point(inside:) is not tried until the next hit-test")
    func insertedViewWaitsForTheNextWalk() {
        let trace = CallTrace()
        let root = ChangingView("A", CGRect(x: 0, y: 0, width: 100, height: 100), trace)
        let front = ChangingView("D", CGRect(x: 50, y: 0, width: 50, height: 50), trace)
        let inserted = ChangingView("E", CGRect(x: 0, y: 0, width: 100, height: 100), trace)
        root.addSubview(front)
        front.whenAsked = { [unowned root] in if inserted.superview == nil { root.insertSubview(inserted, at: 0) } }
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === root)
        #expect(trace.text == "A+, D-")
        trace.clear()
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === inserted)
        #expect(trace.text == "A+, D-, E+")
    }

    @Test("A superview that goes away while its subviews are held elsewhere leaves them with no superview")
    func releasedSuperviewClearsLinks() {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        weak var gone: UIView?
        do {
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            parent.addSubview(child)
            gone = parent
            #expect(child.superview === parent)
        }
        #expect(gone == nil)
        #expect(child.superview == nil && child.window == nil && child.next == nil)
    }
}
