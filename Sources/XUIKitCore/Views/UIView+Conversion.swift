import Foundation

/// Coordinate conversion between views, as affine maps.
///
/// A view's bounds space maps into its superview's by
/// `p ↦ (p − bounds.mid) · transform + center`. Converting between two views
/// composes these maps up to their common root and back down. Views in
/// different windows convert through screen space (each root's own center and
/// transform place it on the screen). `nil` means the view's window (its root).
extension UIView {
    /// The map from this view's bounds space to its superview's bounds space (UIKit's
    /// center-anchored geometry); drawing and hit-testing both use it.
    package var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -storedBounds.midX, y: -storedBounds.midY)
            .concatenating(storedTransform)
            .concatenating(CGAffineTransform(translationX: storedCenter.x, y: storedCenter.y))
    }

    /// The topmost ancestor (the window for views in one) and the map from this
    /// view's bounds space into the root's bounds space.
    var rootAndTransformToRoot: (root: UIView, transform: CGAffineTransform) {
        var transform = CGAffineTransform.identity
        var view: UIView = self
        while let parent = view.superview {
            transform = transform.concatenating(view.transformToSuperview)
            view = parent
        }
        return (view, transform)
    }

    /// The map from this view's bounds space to `view`'s (nil: this view's root).
    func transformToView(_ view: UIView?) -> CGAffineTransform {
        let (root, toRoot) = rootAndTransformToRoot
        guard let view else { return toRoot }
        let (otherRoot, otherToRoot) = view.rootAndTransformToRoot
        if root === otherRoot { return toRoot.concatenating(otherToRoot.inverted()) }
        // Different hierarchies: through screen space.
        let toScreen = toRoot.concatenating(root.transformToSuperview)
        let otherToScreen = otherToRoot.concatenating(otherRoot.transformToSuperview)
        return toScreen.concatenating(otherToScreen.inverted())
    }

    /// The map from `view`'s bounds space (nil: this view's root) to this view's.
    func transformFromView(_ view: UIView?) -> CGAffineTransform {
        transformToView(view).inverted()
    }

    func frameFromGeometry() -> CGRect {
        let size = storedBounds.size
        if storedTransform == .identity, size.width >= 0, size.height >= 0 {
            return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2, width: size.width, height: size.height)
        }
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    func geometryDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        damageVisibleSubtree()
    }
}
