import Foundation

/// A view's Auto Layout settings (kept apart from the view until first used).
@MainActor
final class ViewLayoutState {
    var translatesAutoresizingMaskIntoConstraints = true
    var autoresizingMask: UIView.AutoresizingMask = []
    var autoresizesSubviews = true
    var hugging: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultLow, .defaultLow)
    var compressionResistance: (horizontal: UILayoutPriority, vertical: UILayoutPriority) = (.defaultHigh, .defaultHigh)
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// Set when the margins were last set as directional ones: they follow the layout direction then.
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var guides: [UILayoutGuide] = []
    var systemGuides: [String: UILayoutGuide] = [:]
}

/// The two axes of layout, for hugging and compression resistance.
extension NSLayoutConstraint {
    public enum Axis: Int, Sendable { case horizontal, vertical }
}

extension UIView {
    /// Whether the view's frame is a fixed input to Auto Layout (true, UIKit's
    /// default for views made in code) or set by its constraints (false).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutStateStorage?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            layoutState.translatesAutoresizingMaskIntoConstraints = newValue
            NSLayoutConstraint.generation &+= 1
            superview?.setNeedsLayout()
        }
    }

    /// The active constraints whose views' nearest common ancestor is this view.
    public var constraints: [NSLayoutConstraint] {
        NSLayoutConstraint.activeConstraints.values.filter { LayoutEngine.owner(of: $0) === self }
            .sorted { ObjectIdentifier($0) < ObjectIdentifier($1) }
    }

    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// How strongly the view resists growing past its intrinsic size (default 250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.hugging.horizontal = priority } else { layoutState.hugging.vertical = priority }
        NSLayoutConstraint.generation &+= 1
        superview?.setNeedsLayout()
    }

    /// How strongly the view resists shrinking below its intrinsic size (default 750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutStateStorage else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        if axis == .horizontal { layoutState.compressionResistance.horizontal = priority } else { layoutState.compressionResistance.vertical = priority }
        NSLayoutConstraint.generation &+= 1
        superview?.setNeedsLayout()
    }
}

extension UIView {
    /// The smallest size: pulls a fitting toward zero.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size: pulls a fitting toward a very large one.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The size the view's constraints give it when pulled toward `targetSize`
    /// (`layoutFittingCompressedSize` for the smallest), solved on the view's own subtree; nothing moves.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The same with a priority per axis: `.required` fixes that axis at the target (a cell's width, say).
    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        LayoutEngine.fittingSize(of: self, target: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }
}
