import Foundation

/// Auto Layout in a scroll view, UIKit's rules (the Auto Layout Guide's
/// "Working with Scroll Views": "constraints between the edges or margins of
/// the scroll view and its content attach to the scroll view's content area;
/// constraints between the height, width, or centers attach to the scroll
/// view's frame"; TN2154; and iOS 11's layout guides):
///
/// - The content area is a rectangle of its own: origin the content's (0, 0),
///   so it moves with `contentOffset`, and size `contentSize`. Its variables are
///   the `contentLayoutGuide`'s; its size is whatever the constraints make it
///   (pulled toward zero more weakly than any priority, so a content size
///   nothing decides is zero, as in UIKit).
/// - Seen from inside the scroll view (the other item a descendant), the scroll
///   view's edges and margins are the content area's; its width, height and
///   centres stay its frame's (so a view centred on it stays centred in the
///   visible frame). Seen from outside, all are the frame's.
/// - `frameLayoutGuide` is the frame: what is pinned to it (or to a view
///   outside the scroll view) floats while the content scrolls, since a scroll
///   (a bounds change) asks for layout and the next pass solves again.
/// - Subviews are placed from the content area, so a scroll changes none of
///   the constraints that place the content: only the two holding the content
///   area to the frame are swapped at that solve.
/// - When a constraint reaches the content area, each solve sets `contentSize`
///   (rounded to pixels); otherwise the app's own `contentSize` is left alone.
extension LayoutEngine {
    /// Where a superview's subviews are placed from: the variables of the
    /// point that is `origin` in its bounds space (a scroll view: its content area's (0, 0)).
    struct Placement { let x, y: LayoutVariable; let origin: CGPoint }

    func placement(in parent: UIView) -> Placement {
        if let scroll = parent as? UIScrollView {
            let content = variables(for: scroll.contentGuide)
            return Placement(x: content.x, y: content.y, origin: .zero)
        }
        let p = variables(for: parent)
        return Placement(x: p.x, y: p.y, origin: parent.bounds.origin)
    }

    /// The attributes of a scroll view that mean its content area's when seen from inside: edges and margins.
    static let contentAreaAttributes: Set<NSLayoutConstraint.Attribute> = [
        .left, .right, .top, .bottom, .leading, .trailing, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
    ]

    /// Whether each item of `constraint` is a scroll view read as its content
    /// area: an edge or margin attribute, the other item inside it.
    static func contentSides(of constraint: NSLayoutConstraint) -> (first: Bool, second: Bool) {
        func inContent(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute, _ other: AnyObject?) -> Bool {
            guard let scroll = item as? UIScrollView, contentAreaAttributes.contains(attribute),
                  let inside = view(of: other), inside !== scroll else { return false }
            return inside.isDescendant(of: scroll)
        }
        return (inContent(constraint.firstItem, constraint.firstAttribute, constraint.secondItem),
                inContent(constraint.secondItem, constraint.secondAttribute, constraint.firstItem))
    }

    /// What a constraint's reading of scroll views depends on (a move across a scroll view's edge re-solves it).
    static func contentSignature(of constraint: NSLayoutConstraint) -> [Double] {
        guard constraint.firstItem is UIScrollView || constraint.secondItem is UIScrollView else { return [] }
        let sides = contentSides(of: constraint)
        return [sides.first ? 1 : 0, sides.second ? 1 : 0]
    }

    /// How weakly an undecided content size is pulled to zero (far below priority 1, about 1).
    static let contentSizePullStrength = 1e-4

    /// What keeps a scroll view's content or frame guide in place (nil for its other guides).
    func scrollGuideConstraints(_ guide: UILayoutGuide, _ scroll: UIScrollView) -> ([Double], () -> [LayoutSolverConstraint])? {
        let g = variables(for: guide), s = variables(for: scroll)
        func equal(_ terms: [(LayoutVariable, Double)], _ constant: Double, strength: Double = LayoutStrength.required) -> LayoutSolverConstraint {
            LayoutSolverConstraint(LayoutExpression(terms, constant: constant), .equal, strength: strength)
        }
        switch guide.kind {
        case .scrollContent:
            // The content's origin is `contentOffset` up and left of the frame's.
            let offset = scroll.contentOffset
            return ([Double(offset.x), Double(offset.y)], {
                [equal([(g.x, 1), (s.x, -1)], Double(offset.x)), equal([(g.y, 1), (s.y, -1)], Double(offset.y)),
                 equal([(g.width, 1)], 0, strength: LayoutEngine.contentSizePullStrength),
                 equal([(g.height, 1)], 0, strength: LayoutEngine.contentSizePullStrength)]
            })
        case .scrollFrame:
            return ([], {
                [equal([(g.x, 1), (s.x, -1)], 0), equal([(g.y, 1), (s.y, -1)], 0),
                 equal([(g.width, 1), (s.width, -1)], 0), equal([(g.height, 1), (s.height, -1)], 0)]
            })
        default:
            return nil
        }
    }

    /// After a solve: the `contentSize` of each scroll view whose content area a constraint reaches.
    func updateScrollViews(in views: [UIView], constraints: [NSLayoutConstraint]) {
        let scrollViews = views.compactMap { $0 as? UIScrollView }
        guard !scrollViews.isEmpty else { return }
        var defining = Set<ObjectIdentifier>()
        for constraint in constraints {
            let sides = LayoutEngine.contentSides(of: constraint)
            for (item, inContent) in [(constraint.firstItem, sides.first), (constraint.secondItem, sides.second)] {
                if inContent, let item { defining.insert(ObjectIdentifier(item)) }
                if let guide = item as? UILayoutGuide, guide.kind == .scrollContent, let owner = guide.owningView {
                    defining.insert(ObjectIdentifier(owner))
                }
            }
        }
        for scroll in scrollViews where defining.contains(ObjectIdentifier(scroll)) {
            let content = variables(for: scroll.contentGuide)
            let size = CGSize(width: max(0, snap(content.width.value)), height: max(0, snap(content.height.value)))
            if scroll.contentSize != size { scroll.contentSize = size }
        }
    }
}
