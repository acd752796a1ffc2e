import Foundation
import Testing
@testable import XUIKitCore

/// A view with text baselines at fixed distances from its top and bottom, as a one-line label has.
final class BaselineView: UIView, LayoutBaselineProviding {
    var size = CGSize(width: 50, height: 30)
    var firstFromTop: CGFloat = 20, lastFromBottom: CGFloat = 8
    override var intrinsicContentSize: CGSize { size }
    var layoutFirstBaseline: (heightFactor: CGFloat, offset: CGFloat) { (0, firstFromTop) }
    var layoutLastBaseline: (heightFactor: CGFloat, offset: CGFloat) { (1, -lastFromBottom) }
}

@MainActor
@Suite("UIStackView: equal spacing and centering, baselines, custom spacing and right to left, with UIKit's frames", .serialized)
struct StackViewDistributionTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    func sized(_ width: CGFloat, _ height: CGFloat) -> SizedView {
        let view = SizedView()
        view.size = CGSize(width: width, height: height)
        return view
    }

    func baseline(_ height: CGFloat, first: CGFloat, last: CGFloat) -> BaselineView {
        let view = BaselineView()
        view.size.height = height
        view.firstFromTop = first
        view.lastFromBottom = last
        return view
    }

    func stack(_ views: [UIView]) -> (UIView, UIStackView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let stack = UIStackView(arrangedSubviews: views)
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        root.addSubview(stack)
        return (root, stack)
    }

    @Test("equalSpacing: the views keep their intrinsic widths and the room left is shared evenly between the gaps")
    func equalSpacing() {
        let views = [sized(50, 20), sized(60, 20), sized(40, 20)]
        let (root, stack) = stack(views)
        stack.distribution = .equalSpacing
        stack.spacing = 10
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 100), CGRect(x: 125, y: 0, width: 60, height: 100),
                                       CGRect(x: 260, y: 0, width: 40, height: 100)])
        #expect(stack.layoutGuides.count == 2 && stack.layoutGuides.map(\.layoutFrame.width) == [75, 75])
    }

    @Test("equalSpacing, vertical: even gaps between the views' intrinsic heights")
    func equalSpacingVertical() {
        let views = [sized(50, 20), sized(60, 10)]
        let (root, stack) = stack(views)
        stack.axis = .vertical
        stack.alignment = .leading
        stack.distribution = .equalSpacing
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0, y: 90, width: 60, height: 10)])
    }

    @Test("equalCentering: the centres are evenly spaced, so the gaps differ when the widths do")
    func equalCentering() {
        let views = [sized(40, 20), sized(60, 20), sized(20, 20)]
        let (root, stack) = stack(views)
        stack.distribution = .equalCentering
        root.layoutIfNeeded()
        // Centres 20, 155, 290: 135 apart; gaps 85 and 95.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 40, height: 100), CGRect(x: 125, y: 0, width: 60, height: 100),
                                       CGRect(x: 280, y: 0, width: 20, height: 100)])
    }

    @Test("equalCentering gives way to the spacing: the middle view moves just far enough to keep 88 pt after the first")
    func equalCenteringKeepsTheSpacing() {
        let views = [sized(40, 20), sized(60, 20), sized(20, 20)]
        let (root, stack) = stack(views)
        stack.distribution = .equalCentering
        stack.spacing = 88
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 128, 280])
    }

    @Test("firstBaseline: the first baselines line up and the view with the most above its baseline touches the top")
    func firstBaseline() {
        let a = baseline(30, first: 20, last: 8), b = baseline(50, first: 30, last: 12), c = sized(40, 10)
        let (root, stack) = stack([a, b, c])
        stack.distribution = .fillEqually
        stack.alignment = .firstBaseline
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame) == [CGRect(x: 0, y: 10, width: 100, height: 30), CGRect(x: 100, y: 0, width: 100, height: 50),
                                           CGRect(x: 200, y: 20, width: 100, height: 10)])
    }

    @Test("lastBaseline: the last baselines line up (a view without text by its bottom) and the lowest view touches the bottom")
    func lastBaseline() {
        let a = baseline(30, first: 20, last: 8), b = baseline(50, first: 30, last: 12), c = sized(40, 10)
        let (root, stack) = stack([a, b, c])
        stack.distribution = .fillEqually
        stack.alignment = .lastBaseline
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minY) == [66, 50, 78])
        #expect([a, b, c].map(\.frame.height) == [30, 50, 10])
    }

    @Test("A custom spacing after a view replaces the stack's spacing there; spacingUseDefault restores it")
    func customSpacing() {
        let a = sized(50, 20), b = sized(60, 20), c = sized(40, 20)
        c.setContentHuggingPriority(UILayoutPriority(200), for: .horizontal)
        let (root, stack) = stack([a, b, c])
        stack.spacing = 10
        stack.setCustomSpacing(30, after: a)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 80, 150] && c.frame.width == 150)
        #expect(stack.customSpacing(after: a) == 30 && stack.customSpacing(after: b) == UIStackView.spacingUseDefault)
        stack.setCustomSpacing(UIStackView.spacingUseDefault, after: a)
        root.layoutIfNeeded()
        #expect([a, b, c].map(\.frame.minX) == [0, 60, 130])
    }

    @Test("Right to left: a horizontal stack arranges its views from the right edge")
    func rightToLeft() {
        let views = [sized(50, 20), sized(60, 20), sized(40, 20)]
        let (root, stack) = stack(views)
        stack.distribution = .equalSpacing
        stack.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [250, 115, 0])
        stack.semanticContentAttribute = .unspecified
        root.layoutIfNeeded()
        #expect(views.map(\.frame.minX) == [0, 125, 260])
    }
}
