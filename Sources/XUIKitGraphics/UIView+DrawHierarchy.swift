import Foundation

extension UIView {
    /// Draws a snapshot of the view and its subviews, as they appear on
    /// screen, into the current context, scaled so the view's bounds fill `rect`.
    ///
    /// Returns false when there is no current context (nothing is drawn),
    /// true otherwise; a hidden view draws nothing. The view's own position
    /// and transform are ignored, its alpha applies. Every view in the
    /// hierarchy is asked to `draw(_:)` its bounds. XUIKit always renders the
    /// current state, so `afterUpdates` makes no difference. UIKit declares
    /// this in an extension too, so it cannot be overridden there either.
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let context = UIGraphicsGetCurrentContext() else { return false }
        let size = bounds.size
        guard !isHidden, size.width > 0, size.height > 0 else { return true }
        context.saveGState()
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / size.width, y: rect.height / size.height)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        LayerCompositor.drawTree(of: layer, in: context, dirtyRect: .infinite)
        context.restoreGState()
        return true
    }
}
