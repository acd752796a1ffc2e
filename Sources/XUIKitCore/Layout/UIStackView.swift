import Foundation

/// A row or column of views laid out by constraints it makes itself: UIKit's `UIStackView`.
///
/// The arranged subviews (hidden ones left out) follow one another along
/// `axis`, `spacing` apart (or the custom spacing after a view), from the
/// stack's leading (top) edge to its trailing (bottom) one; `distribution`
/// says how their lengths share the stack's, `alignment` where they sit
/// across it. A horizontal stack runs right to left when its
/// `effectiveUserInterfaceLayoutDirection` is right-to-left. The stack rebuilds its
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
    /// In a vertical stack, whether the spacing runs from each view's last
    /// baseline to the next one's first baseline (a view without text: its
    /// bottom) instead of edge to edge. Default false; no effect on a horizontal stack.
    open var isBaselineRelativeArrangement = false { didSet { arrangementChanged() } }

    /// What `customSpacing(after:)` answers for a view with no custom spacing: the stack's `spacing` applies.
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The constraints and gap guides the stack made, and what they were made for.
    var stackConstraints: [NSLayoutConstraint] = []
    var stackGuides: [UILayoutGuide] = []
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

    /// Sets the space after `arrangedSubview` (instead of `spacing`); `spacingUseDefault` goes back to `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing == UIStackView.spacingUseDefault ? nil : spacing
        arrangementChanged()
    }

    /// The custom space after `arrangedSubview`, or `spacingUseDefault` when it has none.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// An arranged view was shown or hidden: the stack rebuilds its constraints at the next layout pass, as UIKit's does.
    func arrangedSubviewVisibilityChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
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
        var parts: [AnyHashable] = [axis.rawValue, distribution.rawValue, alignment.rawValue, spacing, isLayoutMarginsRelativeArrangement, isBaselineRelativeArrangement]
        for view in arrangedSubviews {
            parts.append(ObjectIdentifier(view)); parts.append(view.isHidden); parts.append(customSpacing(after: view))
        }
        return parts
    }

    private func rebuildIfNeeded() {
        let current = signature
        guard current != builtSignature else { return }
        builtSignature = current
        NSLayoutConstraint.deactivate(stackConstraints)
        for guide in stackGuides { removeLayoutGuide(guide) }
        var arrangement = StackArrangement(stack: self)
        stackConstraints = arrangement.constraints()
        stackGuides = arrangement.guides
        for guide in stackGuides { addLayoutGuide(guide) }
        NSLayoutConstraint.activate(stackConstraints)
    }
}
