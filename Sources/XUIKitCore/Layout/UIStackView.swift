import Foundation

/// A row or column of views laid out by constraints it makes itself: UIKit's `UIStackView`.
///
/// The arranged subviews (hidden ones left out) follow one another along
/// `axis`, `spacing` apart, from the stack's leading (top) edge to its
/// trailing (bottom) one; `distribution` says how their lengths share the
/// stack's, `alignment` where they sit across it. The stack rebuilds its
/// constraints at the layout pass after anything that changes them (arranged
/// views, their visibility, axis, distribution, alignment, spacing). UIKit's
/// defaults: horizontal, `.fill`, `.fill`, spacing 0. Arranged views stop
/// translating their autoresizing masks, as in UIKit.
@preconcurrency @MainActor
open class UIStackView: UIView {
    public enum Distribution: Int, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    open private(set) var arrangedSubviews: [UIView] = []
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrangementChanged() } }
    open var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    open var alignment: Alignment = .fill { didSet { arrangementChanged() } }
    open var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrangementChanged() } }

    /// The constraints the stack made, and what they were made for.
    var stackConstraints: [NSLayoutConstraint] = []
    var builtSignature: [AnyHashable] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
        UIStackView.registry.append(Weak(self))
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) { return nil }

    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// Stops arranging `view`; it stays a subview (as in UIKit).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        arrangementChanged()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) { removeArrangedSubview(subview) }
    }

    func arrangementChanged() {
        NSLayoutConstraint.generation &+= 1
        setNeedsLayout()
    }

    // MARK: Building the constraints

    struct Weak { weak var stack: UIStackView?; init(_ stack: UIStackView) { self.stack = stack } }
    static var registry: [Weak] = []

    /// Rebuilds the constraints of every stack view in `root`'s tree whose arrangement changed.
    static func updateConstraints(in root: UIView) {
        registry.removeAll { $0.stack == nil }
        for entry in registry {
            guard let stack = entry.stack, stack.isDescendant(of: root) else { continue }
            stack.rebuildIfNeeded()
        }
    }

    private var signature: [AnyHashable] {
        var parts: [AnyHashable] = [axis.rawValue, distribution.rawValue, alignment.rawValue, spacing, isLayoutMarginsRelativeArrangement]
        for view in arrangedSubviews { parts.append(ObjectIdentifier(view)); parts.append(view.isHidden) }
        return parts
    }

    private func rebuildIfNeeded() {
        let current = signature
        guard current != builtSignature else { return }
        builtSignature = current
        NSLayoutConstraint.deactivate(stackConstraints)
        stackConstraints = StackArrangement(stack: self).constraints()
        NSLayoutConstraint.activate(stackConstraints)
    }
}

/// The constraints of one arrangement (see `UIStackView`).
@MainActor
struct StackArrangement {
    let stack: UIStackView

    func constraints() -> [NSLayoutConstraint] {
        let views = stack.arrangedSubviews.filter { !$0.isHidden && $0.superview === stack }
        guard !views.isEmpty else { return [] }
        let horizontal = stack.axis == .horizontal
        let inset: CGFloat = stack.isLayoutMarginsRelativeArrangement ? 8 : 0
        var result: [NSLayoutConstraint] = []
        func make(_ a: UIView, _ aa: NSLayoutConstraint.Attribute, _ r: NSLayoutConstraint.Relation, _ b: UIView?, _ ba: NSLayoutConstraint.Attribute,
                  _ m: CGFloat = 1, _ c: CGFloat = 0, _ p: UILayoutPriority = .required) {
            let constraint = NSLayoutConstraint(item: a, attribute: aa, relatedBy: r, toItem: b, attribute: ba, multiplier: m, constant: c)
            constraint.priority = p
            constraint.identifier = "UISV-\(aa)"
            result.append(constraint)
        }
        let (lead, trail, length): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.leading, .trailing, .width) : (.top, .bottom, .height)
        let (crossLead, crossTrail, crossCenter): (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
            horizontal ? (.top, .bottom, .centerY) : (.leading, .trailing, .centerX)
        // Along the axis: edge to edge, `spacing` apart (at least, for the equal-spacing distributions).
        make(views[0], lead, .equal, stack, lead, 1, inset)
        for (previous, next) in zip(views, views.dropFirst()) {
            let gapRelation: NSLayoutConstraint.Relation = [.equalSpacing, .equalCentering].contains(stack.distribution) ? .greaterThanOrEqual : .equal
            make(next, lead, gapRelation, previous, trail, 1, stack.spacing)
        }
        make(views[views.count - 1], trail, .equal, stack, trail, 1, -inset)
        switch stack.distribution {
        case .fill, .equalSpacing, .equalCentering:
            break
        case .fillEqually:
            for view in views.dropFirst() { make(view, length, .equal, views[0], length) }
        case .fillProportionally:
            let sizes = views.map { horizontal ? $0.intrinsicContentSize.width : $0.intrinsicContentSize.height }
            if let base = sizes.first, base > 0 {
                for (view, size) in zip(views, sizes).dropFirst() where size >= 0 {
                    make(view, length, .equal, views[0], length, size / base, 0, UILayoutPriority(999))
                }
            }
        }
        // Across the axis.
        for view in views {
            switch stack.alignment {
            case .fill:
                make(view, crossLead, .equal, stack, crossLead, 1, inset)
                make(view, crossTrail, .equal, stack, crossTrail, 1, -inset)
            case .leading, .firstBaseline:
                make(view, crossLead, .equal, stack, crossLead, 1, inset)
                make(view, crossTrail, .lessThanOrEqual, stack, crossTrail, 1, -inset)
            case .trailing, .lastBaseline:
                make(view, crossTrail, .equal, stack, crossTrail, 1, -inset)
                make(view, crossLead, .greaterThanOrEqual, stack, crossLead, 1, inset)
            case .center:
                make(view, crossCenter, .equal, stack, crossCenter)
                make(view, crossLead, .greaterThanOrEqual, stack, crossLead, 1, inset)
            }
        }
        return result
    }
}
