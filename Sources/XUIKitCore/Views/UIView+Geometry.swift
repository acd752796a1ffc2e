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
    /// The frame the stored geometry gives (see the extension's comment).
    func frameFromGeometry() -> CGRect {
        let size = storedBounds.size
        if storedTransform == .identity, size.width >= 0, size.height >= 0 {
            return CGRect(x: storedCenter.x - size.width / 2, y: storedCenter.y - size.height / 2, width: size.width, height: size.height)
        }
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return local.applying(storedTransform).offsetBy(dx: storedCenter.x, dy: storedCenter.y)
    }

    /// Stores the geometry a `frame` assignment means: center at the frame's
    /// midpoint, bounds size through the inverse transform; bounds origin and
    /// transform are kept.
    func setGeometry(fromFrame frame: CGRect) {
        let standard = frame.standardized
        storedBounds.size = boundsSize(forFrameSize: standard.size)
        storedCenter = CGPoint(x: standard.midX, y: standard.midY)
    }

    /// `size` mapped through the inverse of the transform's linear part (the
    /// translation plays no part). Components come back as magnitudes, so a
    /// flip or a quarter turn gives a positive size (UIKit's sign there is
    /// not measured); a transform with no inverse (a zero scale) keeps `size`.
    func boundsSize(forFrameSize size: CGSize) -> CGSize {
        let t = storedTransform
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return size }
        let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        guard linear.a * linear.d - linear.b * linear.c != 0 else { return size }
        let mapped = size.applying(linear.inverted())
        return CGSize(width: abs(mapped.width), height: abs(mapped.height))
    }

    func geometryDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
        damageVisibleSubtree()
    }
}
