import Foundation

/// The constraints of one arrangement (see `UIStackView`), made as UIKit's
/// stack view makes them.
///
/// Along the axis the first view's leading edge and the last view's trailing
/// edge meet the stack's (with `isLayoutMarginsRelativeArrangement`, its
/// `layoutMargins`, leading and trailing ones flipping right to left; the same
/// across the axis);
/// between neighbours:
/// - `.fill`, `.fillEqually`, `.fillProportionally`: exactly the spacing;
///   equal lengths (`.fillEqually`) or lengths in proportion to the intrinsic
///   ones at 999 (`.fillProportionally`); otherwise hugging decides.
/// - `.equalSpacing`: at least the spacing, and a gap guide between each pair
///   whose widths are all equal: the views keep their intrinsic lengths and
///   the room left is shared evenly between the gaps.
/// - `.equalCentering`: at least the spacing, and a guide from each view's
///   centre to the next one's whose widths are equal at priority 149: the
///   centres are evenly spaced while the spacing allows, then the spacing wins.
///
/// Across the axis, `.leading`, `.center` and `.trailing` keep every view
/// inside the stack, pull the stack's thickness to its thickest view's at 51
/// (`UISV-spanning-fit`) and each view's to zero at 25 (`UISV-ambiguity-suppression`:
/// a view with an intrinsic size keeps it, one without is as thin as allowed).
/// `.firstBaseline` and `.lastBaseline` (horizontal stacks)
/// line the views' baselines up with the first view's, keep every view inside
/// the stack and pull the views up (first) or down (last) at priority 50, so
/// the tallest one touches that edge; in a vertical stack they act as leading
/// and trailing, as in UIKit.
@MainActor
struct StackArrangement {
    let stack: UIStackView
    /// The gap guides the constraints use, for the stack to own (`layoutGuides`).
    private(set) var guides: [UILayoutGuide] = []
    private var result: [NSLayoutConstraint] = []

    init(stack: UIStackView) { self.stack = stack }

    private mutating func make(_ a: AnyObject, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: AnyObject?,
                               _ ba: NSLayoutConstraint.Attribute, _ m: CGFloat = 1, _ c: CGFloat = 0, _ p: UILayoutPriority = .required,
                               _ name: String) {
        let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c)
        constraint.priority = p
        constraint.identifier = name
        result.append(constraint)
    }

    mutating func constraints() -> [NSLayoutConstraint] {
        let views = stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
        guard !views.isEmpty else { return [] }
        alongAxis(views)
        acrossAxis(views)
        return result
    }

    /// The stack's own attribute for an edge: its margin with `isLayoutMarginsRelativeArrangement`.
    private func edge(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutConstraint.Attribute {
        guard stack.isLayoutMarginsRelativeArrangement else { return attribute }
        let margins: [NSLayoutConstraint.Attribute: NSLayoutConstraint.Attribute] = [
            .leading: .leadingMargin, .trailing: .trailingMargin, .top: .topMargin, .bottom: .bottomMargin,
            .centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins,
        ]
        return margins[attribute] ?? attribute
    }

    private mutating func alongAxis(_ views: [UIView]) {
        let horizontal = stack.axis == .horizontal
        let (lead, trail, length, center): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute,
                                            NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
        let distribution = stack.distribution
        let spread = distribution == .equalSpacing || distribution == .equalCentering
        make(views[0], lead, .equal, stack, edge(lead), 1, 0, .required, "UISV-canvas-connection")
        for (previous, next) in zip(views, views.dropFirst()) {
            let custom = stack.customSpacing(after: previous)
            let spacing = custom == UIStackView.spacingUseDefault ? stack.spacing : custom
            if !horizontal, stack.isBaselineRelativeArrangement {
                make(next, .firstBaseline, spread ? .greaterThanOrEqual : .equal, previous, .lastBaseline, 1, spacing, .required, "UISV-spacing")
            } else {
                make(next, lead, spread ? .greaterThanOrEqual : .equal, previous, trail, 1, spacing, .required, "UISV-spacing")
            }
        }
        make(views[views.count - 1], trail, .equal, stack, edge(trail), 1, 0, .required, "UISV-canvas-connection")
        switch distribution {
        case .fill:
            break
        case .fillEqually:
            for view in views.dropFirst() { make(view, length, .equal, views[0], length, 1, 0, .required, "UISV-fill-equally") }
        case .fillProportionally:
            let sizes = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let base = sizes.first, base > 0 {
                for (view, size) in zip(views, sizes).dropFirst() where size >= 0 {
                    make(view, length, .equal, views[0], length, size / base, 0, UILayoutPriority(999), "UISV-fill-proportionally")
                }
            }
        case .equalSpacing, .equalCentering:
            // A guide per pair: edge to edge (equal spacing, required) or centre to centre (equal centering, 149).
            let (from, to, priority): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, UILayoutPriority) =
                distribution == .equalSpacing ? (trail, lead, .required) : (center, center, UILayoutPriority(149))
            for (previous, next) in zip(views, views.dropFirst()) {
                let guide = UILayoutGuide()
                guide.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-center"
                make(guide, lead, .equal, previous, from, 1, 0, .required, "UISV-distributing-edge")
                make(guide, trail, .equal, next, to, 1, 0, .required, "UISV-distributing-edge")
                if let first = guides.first { make(guide, length, .equal, first, length, 1, 0, priority, "UISV-fill-equally") }
                guides.append(guide)
            }
        }
    }

    private mutating func acrossAxis(_ views: [UIView]) {
        let horizontal = stack.axis == .horizontal
        let (crossLead, crossTrail, crossCenter): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        let crossLength: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        var alignment = stack.alignment
        if !horizontal, alignment == .firstBaseline { alignment = .leading }
        if !horizontal, alignment == .lastBaseline { alignment = .trailing }
        if alignment == .leading || alignment == .center || alignment == .trailing {
            // As UIKit's: the stack is as thick as its thickest view unless held
            // otherwise (51), and a view with no size of its own across is thin (25).
            make(stack, crossLength, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(51), "UISV-spanning-fit")
            for view in views { make(view, crossLength, .equal, nil, .notAnAttribute, 1, 0, UILayoutPriority(25), "UISV-ambiguity-suppression") }
        }
        for view in views {
            switch alignment {
            case .fill:
                make(view, crossLead, .equal, stack, edge(crossLead), 1, 0, .required, "UISV-alignment")
                make(view, crossTrail, .equal, stack, edge(crossTrail), 1, 0, .required, "UISV-alignment")
            case .leading:
                make(view, crossLead, .equal, stack, edge(crossLead), 1, 0, .required, "UISV-alignment")
                make(view, crossTrail, .lessThanOrEqual, stack, edge(crossTrail), 1, 0, .required, "UISV-spanning-boundary")
            case .trailing:
                make(view, crossTrail, .equal, stack, edge(crossTrail), 1, 0, .required, "UISV-alignment")
                make(view, crossLead, .greaterThanOrEqual, stack, edge(crossLead), 1, 0, .required, "UISV-spanning-boundary")
            case .center:
                make(view, crossCenter, .equal, stack, edge(crossCenter), 1, 0, .required, "UISV-alignment")
                make(view, crossLead, .greaterThanOrEqual, stack, edge(crossLead), 1, 0, .required, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                if view !== views[0] { make(view, baseline, .equal, views[0], baseline, 1, 0, .required, "UISV-alignment") }
                make(view, .top, .greaterThanOrEqual, stack, edge(.top), 1, 0, .required, "UISV-spanning-boundary")
                make(view, .bottom, .lessThanOrEqual, stack, edge(.bottom), 1, 0, .required, "UISV-spanning-boundary")
                let pulled: NSLayoutConstraint.Attribute = alignment == .firstBaseline ? .top : .bottom
                make(view, pulled, .equal, stack, edge(pulled), 1, 0, .fittingSizeLevel, "UISV-canvas-fit")
            }
        }
    }
}
