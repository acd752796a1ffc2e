import Foundation

/// The constraint update pass, UIKit's: views that asked with
/// `setNeedsUpdateConstraints()` get `updateConstraints()` (and a
/// controller's root view's controller `updateViewConstraints()` after it)
/// before the layout pass solves, deepest views first (UIKit updates from
/// the leaves up). An update that asks for another is run in the same pass,
/// up to ten rounds.
@MainActor
enum ConstraintUpdates {
    private final class Weak { weak var view: UIView?; init(_ view: UIView) { self.view = view } }
    private static var pending: [ObjectIdentifier: Weak] = [:]

    static var hasPending: Bool { !pending.isEmpty }

    static func mark(_ view: UIView) {
        pending[ObjectIdentifier(view)] = Weak(view)
        view.setNeedsLayout()
    }

    static func isPending(_ view: UIView) -> Bool { pending[ObjectIdentifier(view)]?.view === view }

    /// Runs the pending updates of `root`'s subtree.
    static func run(under root: UIView) {
        for _ in 0..<10 {
            pending = pending.filter { $0.value.view != nil }
            let due = pending.values.compactMap(\.view).filter { $0 === root || $0.isDescendant(of: root) }
            guard !due.isEmpty else { return }
            for view in due { pending[ObjectIdentifier(view)] = nil }
            for view in due.sorted(by: { depth($0) > depth($1) }) {
                view.updateConstraints()
                view.owningViewController?.updateViewConstraints()
            }
        }
    }

    private static func depth(_ view: UIView) -> Int {
        var depth = 0, current = view.superview
        while let next = current { depth += 1; current = next.superview }
        return depth
    }

    static func reset() { pending = [:] }
}
