import Foundation

/// Damage for changes that move pixels rather than a view's own content.
///
/// Moving, resizing, transforming, hiding, fading, clipping, adding, removing
/// or reordering a view changes what its whole visible subtree covers on
/// screen, so the window is told about the area of the subtree's bounds (each
/// mapped to window space, hidden branches skipped) before the change (what
/// is uncovered) and after it (what is covered). The renderer redraws the
/// union in one frame. A subtree drawn in perspective counts with the bounding
/// box of its projection (CALayer+Perspective.swift).
extension UIView {
    /// Damages, in the view's window, the area its subtree covers now.
    /// `includingHiddenRoot` counts the view even when it is hidden (for the
    /// frame in which it appears or disappears).
    func damageVisibleSubtree(includingHiddenRoot: Bool = false) {
        guard let window else { return }
        if isHidden && !includingHiddenRoot { return }
        var area = CGRect.null
        // Under a layer drawn in perspective, window space is not affine: the
        // superview of the outermost projected ancestor is damaged whole.
        var root: UIView = self
        var view: UIView? = self
        while let current = view {
            if current.layer.hasTransform3DToSuperlayer, let superview = current.superview { root = superview }
            view = current.superview
        }
        root.collectVisibleExtent(toWindow: root.transformToView(nil), into: &area)
        if !area.isNull { window.invalidate(area) }
    }

    private func collectVisibleExtent(toWindow: CGAffineTransform, into area: inout CGRect) {
        area = area.union(bounds.applying(toWindow))
        if layer.mayOverflowBounds {
            let overflow = layer.overflowExtent()
            if !overflow.isNull { area = area.union(overflow.applying(toWindow)) }
        }
        for view in subviews where !view.isHidden {
            if view.layer.hasTransform3DToSuperlayer {
                // In perspective: the subtree's extent in its own plane, projected.
                var own = CGRect.null
                view.collectVisibleExtent(toWindow: .identity, into: &own)
                let projected = own.isNull ? own : view.layer.extentInSuperlayer(own)
                if !projected.isNull { area = area.union(projected.applying(toWindow)) }
            } else {
                view.collectVisibleExtent(toWindow: view.transformToSuperview.concatenating(toWindow), into: &area)
            }
        }
    }

    func geometryWillChange() { damageVisibleSubtree() }
}
