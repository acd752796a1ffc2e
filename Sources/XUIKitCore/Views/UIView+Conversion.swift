import Foundation

/// Coordinate conversion between views, as affine maps.
///
/// A view's bounds space maps into its superview's by
/// `p ↦ (p − bounds.mid) · transform + center`. Converting a point between
/// two views composes these maps up to their common root and back down.
/// Views in different windows convert through screen space (each root's own
/// center and transform place it on the screen). `nil` means the view's
/// window (its root).
///
/// A rectangle is boxed twice, as UIKit does: its transformed corners' bounding
/// box in the nearest common ancestor (screen space across windows), then that
/// box's bounding box in the destination. Through rotated levels this is wider
/// than one box of the composed map.
extension UIView {
    /// The map from this view's bounds space to its superview's bounds space (its
    /// layer's: anchored at `layer.anchorPoint`, the middle by default); drawing and hit-testing both use it.
    package var transformToSuperview: CGAffineTransform { layer.transformToSuperlayer }

    /// The topmost ancestor (the window for views in one), unretained, and the
    /// map from this view's bounds space into the root's bounds space.
    ///
    /// Walks without touching reference counts (`unretainedSuperview`): a
    /// touch's `location(in:)` comes here for every touch of every frame, and
    /// a window's retains and releases take the runtime's slow path whenever
    /// anything holds it weakly (a gesture recognizer's last window, an app's
    /// own weak reference). The root lives as long as this view is in it.
    private var rootAndTransformToRoot: (root: Unmanaged<UIView>, transform: CGAffineTransform) {
        var transform = CGAffineTransform.identity
        var view = Unmanaged.passUnretained(self)
        while let parent = view.withBorrowedInstance({ $0.unretainedSuperview }) {
            transform = transform.concatenating(view.withBorrowedInstance { $0.transformToSuperview })
            view = parent
        }
        return (view, transform)
    }

    /// The map from this view's bounds space to `view`'s (nil: this view's root).
    func transformToView(_ view: UIView?) -> CGAffineTransform {
        let (root, toRoot) = rootAndTransformToRoot
        guard let view else { return toRoot }
        // To the root itself (a touch's location in a view of its window): no second walk.
        if Unmanaged.passUnretained(view).toOpaque() == root.toOpaque() { return toRoot }
        let (otherRoot, otherToRoot) = view.rootAndTransformToRoot
        if root.toOpaque() == otherRoot.toOpaque() { return toRoot.concatenating(otherToRoot.inverted()) }
        // Different hierarchies: through screen space.
        let toScreen = toRoot.concatenating(root.withBorrowedInstance { $0.transformToSuperview })
        let otherToScreen = otherToRoot.concatenating(otherRoot.withBorrowedInstance { $0.transformToSuperview })
        return toScreen.concatenating(otherToScreen.inverted())
    }

    /// The map from `view`'s bounds space (nil: this view's root) to this view's.
    func transformFromView(_ view: UIView?) -> CGAffineTransform {
        transformToView(view).inverted()
    }

    /// The maps from this view's bounds space up to the space where it meets
    /// `view` (their nearest common ancestor's bounds space, or screen space
    /// when they are in different hierarchies) and from there down to
    /// `view`'s bounds space. Walks up without allocating.
    func mapsThroughCommonAncestor(to view: UIView) -> (up: CGAffineTransform, down: CGAffineTransform) {
        var up = CGAffineTransform.identity, viewUp = CGAffineTransform.identity
        var mine: UIView = self, theirs: UIView = view
        var myDepth = mine.depth, theirDepth = theirs.depth
        while myDepth > theirDepth, let parent = mine.superview {
            up = up.concatenating(mine.transformToSuperview)
            mine = parent
            myDepth -= 1
        }
        while theirDepth > myDepth, let parent = theirs.superview {
            viewUp = viewUp.concatenating(theirs.transformToSuperview)
            theirs = parent
            theirDepth -= 1
        }
        while mine !== theirs {
            // Two roots meet in screen space: their own maps place them there.
            up = up.concatenating(mine.transformToSuperview)
            viewUp = viewUp.concatenating(theirs.transformToSuperview)
            guard let myParent = mine.superview, let theirParent = theirs.superview else { break }
            mine = myParent
            theirs = theirParent
        }
        return (up, viewUp.inverted())
    }

    /// `rect` in this view's bounds space boxed in the common ancestor, then in `view`'s space.
    func convertRectThroughCommonAncestor(_ rect: CGRect, to view: UIView) -> CGRect {
        let (up, down) = mapsThroughCommonAncestor(to: view)
        return rect.applying(up).applying(down)
    }

    /// The topmost ancestor (the window for views in one), or the view itself.
    var root: UIView {
        var view = Unmanaged.passUnretained(self)
        while let parent = view.withBorrowedInstance({ $0.unretainedSuperview }) { view = parent }
        return view.takeUnretainedValue()
    }

    /// How many superviews are above the view.
    private var depth: Int {
        var count = 0
        var view = Unmanaged.passUnretained(self)
        while let parent = view.withBorrowedInstance({ $0.unretainedSuperview }) { count += 1; view = parent }
        return count
    }
}
