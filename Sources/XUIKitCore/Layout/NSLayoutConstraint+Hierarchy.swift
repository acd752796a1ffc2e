import Foundation

/// Constraints and the view tree, UIKit's two rules:
///
/// - Activating a constraint between items with no common ancestor is an
///   error (UIKit raises "Unable to activate constraint with anchors … because
///   they have no common ancestor"): XUIKit logs that message, naming both
///   items, and leaves the constraint inactive.
/// - Removing a view from its superview deactivates the constraints between
///   that view's subtree and views outside it; those inside stay active.
extension NSLayoutConstraint {
    /// Where the no-common-ancestor error goes (standard error; tests replace it).
    static var hierarchyLog: (String) -> Void = { FileHandle.standardError.write(Data(("XUIKit: " + $0 + "\n").utf8)) }

    /// Whether the constraint's items share an ancestor (or there is one item);
    /// logs UIKit's message when they do not.
    func itemsShareAncestor() -> Bool {
        guard let first = LayoutEngine.view(of: firstItem), let second = LayoutEngine.view(of: secondItem) else { return true }
        guard LayoutEngine.owner(of: self) == nil else { return true }
        Self.hierarchyLog("Unable to activate constraint with anchors \(Self.name(firstItem, firstAttribute)) and "
            + "\(Self.name(secondItem, secondAttribute)) because they have no common ancestor "
            + "(\(first.debugSummary) and \(second.debugSummary)). Does the constraint or its anchors reference "
            + "items in different view hierarchies? That's illegal.")
        return false
    }

    private static func name(_ item: AnyObject?, _ attribute: Attribute) -> String {
        "\"\(item.map { String(describing: type(of: $0)) } ?? "nil").\(attribute)\""
    }
}

extension UIView {
    /// The view left its superview: constraints joining its subtree to the rest go.
    func deactivateConstraintsLeavingSubtree() {
        guard !NSLayoutConstraint.activeConstraints.isEmpty else { return }
        let crossing = NSLayoutConstraint.activeConstraints.values.filter { constraint in
            guard let first = LayoutEngine.view(of: constraint.firstItem) else { return false }
            let firstInside = first.isDescendant(of: self)
            guard let second = LayoutEngine.view(of: constraint.secondItem) else { return false }
            return firstInside != second.isDescendant(of: self)
        }
        NSLayoutConstraint.deactivate(crossing)
    }
}
