import Foundation

/// `frame` as UIKit derives it from the stored `bounds`, `center` and
/// `transform`, and what setting it stores.
///
/// Getting: the bounding box of the bounds rectangle, centred on the origin,
/// mapped through `transform` and moved to `center`.
///
/// Setting (Core Animation's frame setter): `center` becomes the frame's
/// midpoint and `bounds.size` the frame's size mapped through the inverse of
/// the transform's linear part (`CGSizeApplyAffineTransform` of the inverse).
/// Under a scale the two round-trip: scale 0.5 and frame (0, 0, 100, 100)
/// give bounds 200 x 200 and read back the same frame. Under a rotation they
/// do not, in UIKit as here: measured on iOS, a 100 x 100 view at (20, 20)
/// rotated by 0.1 rad and given its frame back reads frame
/// (11.063205, 20, 117.873589, 100).
extension UIView {
    /// The frame the stored geometry gives (the layer's, see CALayer+Geometry.swift).
    func frameFromGeometry() -> CGRect { layer.frameFromGeometry() }

    /// Stores the geometry a `frame` assignment means: the anchor point (the
    /// middle by default) at its place in the frame, bounds size through the
    /// inverse transform; bounds origin and transform are kept.
    func setGeometry(fromFrame frame: CGRect) { layer.setGeometry(fromFrame: frame) }

    /// `size` mapped through the inverse of the transform's linear part (the
    /// translation plays no part). Components come back as magnitudes, so a
    /// flip or a quarter turn gives a positive size (UIKit's sign there is
    /// not measured); a transform with no inverse (a zero scale) keeps `size`.
    func boundsSize(forFrameSize size: CGSize) -> CGSize { layer.boundsSize(forFrameSize: size) }

    /// After a move, resize or transform: layout, and damage; the content is
    /// redrawn only when the bounds' size changed (a move recomposites what was drawn).
    func geometryDidChange(boundsChangedFrom oldBounds: CGRect? = nil) {
        setNeedsLayout()
        // As in UIKit, scrolling (a new bounds origin) moves subviews over the kept drawing.
        if let oldBounds, oldBounds.size != storedBounds.size {
            layer.contentIsStale = true
            layer.staleRect = nil
            resizeSubviews(fromOldSize: oldBounds.size)
        }
        damageVisibleSubtree()
    }
}
