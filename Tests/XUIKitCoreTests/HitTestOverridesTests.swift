import Testing
import XUIKitTesting
import Foundation
@testable import XUIKitCore

/// An app view that overrides none of hit-testing's members (drawing and touches only).
private final class PlainAppView: UIView {
    override func draw(_ rect: CGRect) {}
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// A generic app view overriding nothing of hit-testing.
private final class GenericAppView<Model>: UIView {
    var model: Model?
}

/// Takes points up to 20 points outside its bounds, and logs each question.
private class WideView: UIView {
    var trace: CallTrace?
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let inside = bounds.insetBy(dx: -20, dy: -20).contains(point)
        trace?.log("wide\(inside ? "+" : "-")")
        return inside
    }
}

/// Inherits WideView's override without writing one.
private final class WideSubview: WideView {}

/// Sends every hit inside it to `target`.
private final class RedirectingView: UIView {
    var target: UIView?
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        super.hitTest(point, with: event) == nil ? nil : target
    }
}

/// Hidden, transparent or not interactive through an overridden getter only (the stored values say otherwise).
private final class HiddenByGetterView: UIView {
    override var isHidden: Bool { get { true } set { super.isHidden = newValue } }
}
private final class TransparentByGetterView: UIView {
    override var alpha: CGFloat { get { 0 } set { super.alpha = newValue } }
}
private final class InertByGetterView: UIView {
    override var isUserInteractionEnabled: Bool { get { false } set { super.isUserInteractionEnabled = newValue } }
}

/// A window-like root with `count` siblings of 10 x 10 in a row, the given view put at `slot`.
@MainActor
private func row(of count: Int, with view: UIView, at slot: Int) -> UIView {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: CGFloat(count) * 10, height: 10))
    for index in 0..<count {
        let sibling = index == slot ? view : UIView()
        sibling.frame = CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 10)
        root.addSubview(sibling)
    }
    return root
}

/// The walk reads stored fields for views whose class keeps UIView's
/// hit-testing members (`HitTestOverrides`, `UIView.hitTestsByDefault`);
/// these pin down which classes those are, and that every override is
/// still honoured, as UIKit's dynamic calls honour them.
@MainActor
@Suite("Hit-testing's fast path for classes without overrides")
struct HitTestOverridesTests {
    @Test("UIView and app subclasses that override none of hit-testing's members read stored fields")
    func plainClassesKeepDefaults() {
        #expect(UIView().hitTestsByDefault)
        #expect(PlainAppView().hitTestsByDefault)
        #expect(GenericAppView<Int>().hitTestsByDefault)
        #expect(GenericAppView<String>().hitTestsByDefault)
    }

    @Test("A class overriding one member, or inheriting an override, is called dynamically")
    func overridingClassesAreFound() {
        #expect(!WideView().hitTestsByDefault)
        #expect(!WideSubview().hitTestsByDefault)
        #expect(!RedirectingView().hitTestsByDefault)
        #expect(!HiddenByGetterView().hitTestsByDefault)
        #expect(!TransparentByGetterView().hitTestsByDefault)
        #expect(!InertByGetterView().hitTestsByDefault)
        #expect(!UIWindow().hitTestsByDefault)
        #expect(!UIControl().hitTestsByDefault)
    }

    @Test("A sibling overriding point(inside:) is asked, and its answer outside its bounds wins over plain siblings")
    func pointInsideOverrideIsAsked() {
        let trace = CallTrace()
        let wide = WideSubview()
        wide.trace = trace
        let root = row(of: 10, with: wide, at: 3)
        // (55, 5) is in sibling 5, the front one of the two: wide (3) is not reached.
        #expect(root.hitTest(CGPoint(x: 55, y: 5), with: nil) === root.subviews[5])
        #expect(trace.text == "")
        // (45, 5) is in sibling 4, in front of wide: wide is not asked either.
        #expect(root.hitTest(CGPoint(x: 45, y: 5), with: nil) === root.subviews[4])
        // A point below the row (root's bounds end at y 10): root says no before anyone is asked.
        #expect(root.hitTest(CGPoint(x: 35, y: 15), with: nil) == nil)
        // Wide's own place: it is asked and says yes.
        #expect(root.hitTest(CGPoint(x: 35, y: 5), with: nil) === wide)
        #expect(trace.text == "wide+")
    }

    @Test("A subview reaching past its siblings through point(inside:) gets points its plain siblings miss")
    func pointInsideOverrideOutsideBounds() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let wide = WideView(frame: CGRect(x: 120, y: 0, width: 50, height: 50))
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.addSubview(wide); root.addSubview(plain); wide.addSubview(child)
        // (110, 10): outside plain (front, bounds end at 100) and 10 points left of wide, which takes it.
        #expect(root.hitTest(CGPoint(x: 110, y: 10), with: nil) === wide)
        // (125, 5): inside wide's child (a plain view under an overriding one).
        #expect(root.hitTest(CGPoint(x: 125, y: 5), with: nil) === child)
    }

    @Test("An overridden hitTest(_:with:) decides for its subtree")
    func hitTestOverrideIsCalled() {
        let redirecting = RedirectingView()
        let root = row(of: 5, with: redirecting, at: 2)
        redirecting.target = root.subviews[0]
        #expect(root.hitTest(CGPoint(x: 25, y: 5), with: nil) === root.subviews[0])
        #expect(root.hitTest(CGPoint(x: 15, y: 5), with: nil) === root.subviews[1])
    }

    @Test("Overridden isHidden, alpha and isUserInteractionEnabled getters take the view and its subviews out")
    func getterOverridesAreRead() {
        for view in [HiddenByGetterView(), TransparentByGetterView(), InertByGetterView()] as [UIView] {
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(child)
            let root = row(of: 3, with: view, at: 2)
            #expect(root.hitTest(CGPoint(x: 25, y: 5), with: nil) === root, "\(type(of: view))")
            #expect(root.hitTest(CGPoint(x: 15, y: 5), with: nil) === root.subviews[1])
        }
    }

    @Test("Plain views hidden, below 0.01 alpha or not interactive are passed over with their subviews; 0.01 is hit")
    func plainViewsStoredStateIsRead() {
        let changes: [(String, (UIView) -> Void, Bool)] = [
            ("hidden", { $0.isHidden = true }, false),
            ("alpha 0.009", { $0.alpha = 0.009 }, false),
            ("alpha 0.01", { $0.alpha = 0.01 }, true),
            ("not interactive", { $0.isUserInteractionEnabled = false }, false),
        ]
        for (name, change, isHit) in changes {
            let view = UIView()
            let child = UIView(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            view.addSubview(child)
            let root = row(of: 3, with: view, at: 1)
            change(view)
            #expect(root.hitTest(CGPoint(x: 12, y: 2), with: nil) === (isHit ? child : root), "\(name)")
            #expect(root.hitTest(CGPoint(x: 17, y: 7), with: nil) === (isHit ? view : root), "\(name)")
        }
    }

    @Test("Plain views take the half-open bounds, shifted by the bounds origin, as point(inside:)")
    func plainViewsBoundsAreHalfOpen() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let view = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        view.bounds.origin = CGPoint(x: 100, y: 50)
        root.addSubview(view)
        #expect(root.hitTest(CGPoint(x: 10, y: 10), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 29.99, y: 29.99), with: nil) === view)
        #expect(root.hitTest(CGPoint(x: 30, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 20, y: 30), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 9.99, y: 20), with: nil) === root)
        // The bounds origin shifts the subviews' space: a child at (100, 50) sits at the view's top left.
        let child = UIView(frame: CGRect(x: 100, y: 50, width: 5, height: 5))
        view.addSubview(child)
        #expect(root.hitTest(CGPoint(x: 12, y: 12), with: nil) === child)
        #expect(root.hitTest(CGPoint(x: 16, y: 12), with: nil) === view)
    }
}
