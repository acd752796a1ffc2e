import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

/// A stack view with too little room, and one with more than its views need
/// across its axis: UIKit's rules. The spacing is required, so the views
/// never run into one another; compression resistance decides who gives up
/// length, lowest first; across the axis a stack held by nothing is as thick
/// as its thickest view.
@MainActor
@Suite("UIStackView squeezed and unconstrained: spacing kept, the least resistant view shrinks first, the stack hugs its views", .serialized)
struct StackViewSqueezeTests {
    init() { NSLayoutConstraint.deactivate(Array(NSLayoutConstraint.activeConstraints.values)) }

    /// Three 50 x 40 views in a vertical stack `height` tall (its frame fixed), spacing 10.
    func squeezed(height: CGFloat) -> (UIView, [SizedView]) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
        let views = (0..<3).map { _ -> SizedView in
            let view = SizedView()
            view.size = CGSize(width: 50, height: 40)
            return view
        }
        let stack = UIStackView(arrangedSubviews: views)
        stack.axis = .vertical
        stack.spacing = 10
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: height)
        root.addSubview(stack)
        return (root, views)
    }

    @Test("120 pt for 3 · 40 + 2 · 10 = 140: the middle view (resistance 740) gives the 20 pt, the spacing stays 10")
    func lowestResistanceShrinks() {
        let (root, views) = squeezed(height: 120)
        views[1].setContentCompressionResistancePriority(UILayoutPriority(740), for: .vertical)
        root.layoutIfNeeded()
        // 120 − 20 of spacing − 40 − 40 = 20 left for the middle view.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 40), CGRect(x: 0, y: 50, width: 200, height: 20),
                                       CGRect(x: 0, y: 80, width: 200, height: 40)])
    }

    @Test("110 pt: with resistances 750, 740, 730 the 730 view gives all 30 pt and the 740 one keeps its 40")
    func resistanceOrder() {
        let (root, views) = squeezed(height: 110)
        views[1].setContentCompressionResistancePriority(UILayoutPriority(740), for: .vertical)
        views[2].setContentCompressionResistancePriority(UILayoutPriority(730), for: .vertical)
        root.layoutIfNeeded()
        // 140 − 110 = 30 taken from the last view: 40 − 30 = 10.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 200, height: 40), CGRect(x: 0, y: 50, width: 200, height: 40),
                                       CGRect(x: 0, y: 100, width: 200, height: 10)])
        for (upper, lower) in zip(views, views.dropFirst()) { #expect(lower.frame.minY - upper.frame.maxY == 10) }
    }

    @Test("Centred, pinned by its top-left only: the stack is as wide as its widest view (100), the narrower one centred at 20")
    func spanningFit() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let wide = SizedView(), narrow = SizedView()
        wide.size = CGSize(width: 100, height: 30)
        narrow.size = CGSize(width: 60, height: 20)
        let stack = UIStackView(arrangedSubviews: [wide, narrow])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        NSLayoutConstraint.activate([stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
                                     stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)])
        root.layoutIfNeeded()
        // 30 + 8 + 20 = 58 tall; (100 − 60) / 2 = 20.
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 100, height: 58))
        #expect(wide.frame == CGRect(x: 0, y: 0, width: 100, height: 30) && narrow.frame == CGRect(x: 20, y: 38, width: 60, height: 20))
        #expect(!stack.hasAmbiguousLayout && !narrow.hasAmbiguousLayout)
    }

    @Test("Leading-aligned, a view without an intrinsic width is as narrow as allowed (0), not ambiguous")
    func ambiguitySuppression() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let sized = SizedView(), plain = UIView()
        sized.size = CGSize(width: 80, height: 30)
        plain.heightAnchor.constraint(equalToConstant: 10).isActive = true
        let stack = UIStackView(arrangedSubviews: [sized, plain])
        stack.axis = .vertical
        stack.alignment = .leading
        stack.frame = CGRect(x: 0, y: 0, width: 300, height: 40)
        root.addSubview(stack)
        root.layoutIfNeeded()
        #expect(sized.frame == CGRect(x: 0, y: 0, width: 80, height: 30) && plain.frame == CGRect(x: 0, y: 30, width: 0, height: 10))
        #expect(!plain.hasAmbiguousLayout)
    }

    @Test("Hiding a row of a stack in a scroll view re-lays out at the next pass by itself: contentSize 982 − 20 − 8 = 954")
    func hidingArrangedRowRelayoutsScrollContent() {
        let scene = ScrollViewAutoLayoutTests()
        let (window, scroll, stack, rows, _) = scene.scene()
        scene.pinToGuides(stack, in: scroll)
        window.layoutIfNeeded()
        #expect(scroll.contentSize.height == 982)
        rows[0].isHidden = true
        window.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 320, height: 954))
        #expect(rows[1].frame == CGRect(x: 0, y: 0, width: 320, height: 30))
    }

    @Test("Thirds of 320 pt at scale 2 round at their edges: widths 106.5, 107, 106.5 that meet with no gap or overlap")
    func equalThirdsMeetOnPixels() {
        let screen = UIScreen.main, scale = screen.scale
        screen.scale = 2
        defer { screen.scale = scale }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        let views = [UIView(), UIView(), UIView()]
        let stack = UIStackView(arrangedSubviews: views)
        stack.distribution = .fillEqually
        stack.frame = root.bounds
        root.addSubview(stack)
        root.layoutIfNeeded()
        // Edges at 0, 106.67, 213.33, 320 round to the half point: 0, 106.5, 213.5, 320.
        #expect(views.map(\.frame) == [CGRect(x: 0, y: 0, width: 106.5, height: 100), CGRect(x: 106.5, y: 0, width: 107, height: 100),
                                       CGRect(x: 213.5, y: 0, width: 106.5, height: 100)])
    }
}
