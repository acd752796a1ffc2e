import Foundation

/// A view whose content has text baselines (a label, a text field): where its
/// first and last baselines sit below its top, as `heightFactor · height + offset`
/// (linear in the height, so the solver can place them; a label centring its
/// text says 0.5 and the offset from the middle).
@MainActor
package protocol LayoutBaselineProviding: AnyObject {
    var layoutFirstBaseline: (heightFactor: CGFloat, offset: CGFloat) { get }
    var layoutLastBaseline: (heightFactor: CGFloat, offset: CGFloat) { get }
}

extension UIView {
    /// The baseline of the view's first line of text; a view with no text: its bottom, as in UIKit.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text; a view with no text: its bottom, as in UIKit.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

extension LayoutEngine {
    /// Where `view`'s baselines sit below its top (see `LayoutBaselineProviding`); the bottom for a view without text.
    static func baselines(of view: UIView) -> (first: (CGFloat, CGFloat), last: (CGFloat, CGFloat)) {
        guard let text = view as? LayoutBaselineProviding else { return ((1, 0), (1, 0)) }
        let first = text.layoutFirstBaseline, last = text.layoutLastBaseline
        return ((first.heightFactor, first.offset), (last.heightFactor, last.offset))
    }

    /// What a constraint's baselines depend on (a new font re-solves it).
    static func baselineSignature(of constraint: NSLayoutConstraint) -> [Double] {
        var signature: [Double] = []
        for (item, attribute) in [(constraint.firstItem, constraint.firstAttribute), (constraint.secondItem, constraint.secondAttribute)]
        where attribute == .firstBaseline || attribute == .lastBaseline {
            guard let view = item as? UIView else { continue }
            let line = baselines(of: view)
            let (factor, offset) = attribute == .firstBaseline ? line.first : line.last
            signature += [Double(factor), Double(offset)]
        }
        return signature
    }

    /// Whether a constraint's leading and trailing mean right and left: its
    /// views' nearest common ancestor (the view laying them out) runs right to left.
    static func isRightToLeft(_ constraint: NSLayoutConstraint) -> Bool {
        let directional: Set<NSLayoutConstraint.Attribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
        guard directional.contains(constraint.firstAttribute) || directional.contains(constraint.secondAttribute) else { return false }
        return owner(of: constraint)?.isLayingOutRightToLeft ?? false
    }
}
