import Foundation
import Testing
@testable import XUIKitCore

@MainActor
@Suite("UIStackView: arranged views along an axis, with UIKit's distributions and alignments", .serialized)
struct StackViewTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func sized(_ width: CGFloat, _ height: CGFloat) -> SizedView {
        let view = SizedView()
        view.size = CGSize(width: width, height: height)
        return view
    }

    func stack(_ views: [UIView], frame: CGRect = CGRect(x: 0, y: 0, width: 300, height: 100)) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = frame
        root.addSubview(stack)
        return (root, stack)
    }

    @Test("fillEqually: three views share the width with the spacing between them; fill: full height")
    func fillEqually() {
        let views = [UIView(), UIView(), UIView()]
        let (root, stack) = stack(views)
        stack.distribution = .fillEqually
        stack.spacing = 12
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 92, height: 100), CGRect(x: 104, y: 0, width: 92, height: 100),
                                       CGRect(x: 208, y: 0, width: 92, height: 100)])
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints } && stack.subviews.count == 3)
    }

    @Test("fill: intrinsic widths are kept and the view that hugs least takes the rest; hiding one closes its gap")
    func fillWithHugging() {
        let a = sized(50, 20), b = sized(60, 20), c = sized(40, 20)
        b.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let (root, stack) = stack([a, b, c])
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(a.frame.width == 50 && c.frame.width == 40 && b.frame == CGRect(x: 60, y: 0, width: 190, height: 100))
        a.isHidden = true
        root.layoutIfNeeded()
        #expect(b.frame.minX == 0 && b.frame.width == 250 && c.frame.minX == 260)
    }

    @Test("Vertical, centred: each view keeps its intrinsic size and sits on the stack's centre line")
    func verticalCentered() {
        let a = sized(100, 30), b = sized(60, 20)
        let (root, stack) = stack([a, b], frame: CGRect(x: 0, y: 0, width: 200, height: 58))
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 50, y: 0, width: 100, height: 30))
        #expect(b.frame == CGRect(x: 70, y: 38, width: 60, height: 20))
    }

    @Test("Leading and trailing alignments pin one cross edge and keep the intrinsic height")
    func crossAlignments() {
        let a = sized(50, 30), b = sized(50, 40)
        let (root, stack) = stack([a, b])
        stack.distribution = .fillEqually
        stack.alignment = .top
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 150, height: 30) && b.frame.height == 40)
        stack.alignment = .bottom
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 70, width: 150, height: 30) && b.frame.minY == 60)
        stack.removeArrangedSubview(b)
        root.layoutIfNeeded()
        #expect(a.frame.width == 300 && b.superview === stack)
    }
}
