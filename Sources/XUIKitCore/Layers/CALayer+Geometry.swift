import Foundation

/// Core Animation's geometry: `frame` derived from `bounds`, `position`,
/// `anchorPoint` and `transform`.
///
/// The map from a layer's space to its superlayer's is
/// `p ↦ (p − anchor) · transform + position`, where `anchor` is the bounds
/// point `bounds.origin + anchorPoint · bounds.size`. `frame` is the bounding
/// box of the bounds under that map. Setting `frame` keeps the transform and
/// the bounds origin, sets `bounds.size` to the frame's size through the
/// transform's inverse (as `UIView.frame` does) and places `position` so the
/// anchor lands at `frame.origin + anchorPoint · frame.size`. Changing
/// `anchorPoint` keeps `position`, so the frame moves, as on iOS.
extension CALayer {
    /// The layer's own coordinate space. Default `.zero`.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            if let view = owningView { view.bounds = newValue; return }
            let old = storedBounds
            changeComposite { storedBounds = newValue.standardized }
            if storedBounds.size != old.size { setNeedsDisplay() }
            implicitChange("bounds", from: .rect(old))
        }
    }

    /// Where the anchor point sits in the superlayer. Default `.zero`.
    public var position: CGPoint {
        get { storedPosition }
        set {
            if let view = owningView { view.center = newValue; return }
            let old = storedPosition
            changeComposite { storedPosition = newValue }
            implicitChange("position", from: .point(old))
        }
    }

    /// The point of the bounds (unit coordinates) that `position` places and
    /// `transform` turns about. Default (0.5, 0.5).
    public var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set {
            let old = storedAnchorPoint
            changeGeometry { storedAnchorPoint = newValue }
            implicitChange("anchorPoint", from: .point(old))
        }
    }

    /// The transform applied about the anchor point. Default identity. A
    /// transform with perspective or depth is drawn through its projection
    /// (CALayer+Perspective.swift); hit-testing uses its affine part.
    public var transform: CATransform3D {
        get { storedTransform3D ?? CATransform3DMakeAffineTransform(storedAffineTransform) }
        set {
            if let view = owningView, newValue.isAffine { view.transform = newValue.affine; return }
            let old = transform
            changeGeometry {
                storedAffineTransform = newValue.affine
                storedTransform3D = newValue.isAffine ? nil : newValue
            }
            implicitChange("transform", from: .transform(old))
        }
    }

    /// The transform as an affine transform (its affine part).
    public func affineTransform() -> CGAffineTransform { storedAffineTransform }

    /// Sets `transform` to the 3D equivalent of `m`.
    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in the superlayer's space (see the extension's comment).
    public var frame: CGRect {
        get { frameFromGeometry() }
        set {
            if let view = owningView { view.frame = newValue; return }
            let (oldBounds, oldPosition) = (storedBounds, storedPosition)
            changeComposite { setGeometry(fromFrame: newValue) }
            if storedBounds.size != oldBounds.size { setNeedsDisplay() }
            // Core Animation's frame is no property of its own: its position and bounds animate.
            implicitChange("position", from: .point(oldPosition))
            implicitChange("bounds", from: .rect(oldBounds))
        }
    }

    /// The anchor in bounds space: `bounds.origin + anchorPoint · bounds.size`.
    package var anchorInBounds: CGPoint {
        CGPoint(x: storedBounds.minX + storedAnchorPoint.x * storedBounds.width,
                y: storedBounds.minY + storedAnchorPoint.y * storedBounds.height)
    }

    /// The map from this layer's space to its superlayer's.
    package var transformToSuperlayer: CGAffineTransform {
        let anchor = anchorInBounds
        let t = storedAffineTransform
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 {
            return CGAffineTransform(translationX: storedPosition.x - anchor.x + t.tx, y: storedPosition.y - anchor.y + t.ty)
        }
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(t)
            .concatenating(CGAffineTransform(translationX: storedPosition.x, y: storedPosition.y))
    }

    /// `point` in the superlayer's space mapped into this layer's: the inverse
    /// of `transformToSuperlayer`. Without rotation, scale or shear it
    /// subtracts the translation (what `inverted()` then `applying` give for
    /// finite points), so hit-testing a plain tree inverts no matrices.
    @inline(__always) package func pointFromSuperlayer(_ point: CGPoint) -> CGPoint {
        let t = storedAffineTransform
        guard t.a == 1, t.b == 0, t.c == 0, t.d == 1 else { return point.applying(transformToSuperlayer.inverted()) }
        let anchor = anchorInBounds
        return CGPoint(x: point.x - (storedPosition.x - anchor.x + t.tx), y: point.y - (storedPosition.y - anchor.y + t.ty))
    }

    package func frameFromGeometry() -> CGRect {
        let size = storedBounds.size
        let local = CGRect(x: -storedAnchorPoint.x * size.width, y: -storedAnchorPoint.y * size.height, width: size.width, height: size.height)
        if storedAffineTransform == .identity, size.width >= 0, size.height >= 0 {
            return local.offsetBy(dx: storedPosition.x, dy: storedPosition.y)
        }
        return local.applying(storedAffineTransform).offsetBy(dx: storedPosition.x, dy: storedPosition.y)
    }

    package func setGeometry(fromFrame frame: CGRect) {
        let standard = frame.standardized
        storedBounds.size = boundsSize(forFrameSize: standard.size)
        storedPosition = CGPoint(x: standard.minX + storedAnchorPoint.x * standard.width,
                                 y: standard.minY + storedAnchorPoint.y * standard.height)
    }

    /// `size` through the inverse of the transform's linear part, as magnitudes;
    /// a transform with no inverse keeps `size`.
    package func boundsSize(forFrameSize size: CGSize) -> CGSize {
        let t = storedAffineTransform
        if t.a == 1, t.b == 0, t.c == 0, t.d == 1 { return size }
        let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: 0, ty: 0)
        guard linear.a * linear.d - linear.b * linear.c != 0 else { return size }
        let mapped = size.applying(linear.inverted())
        return CGSize(width: abs(mapped.width), height: abs(mapped.height))
    }

    /// Runs a geometry change of a layer (view-backed or not) with damage before and after.
    func changeGeometry(_ change: () -> Void) {
        if let view = owningView {
            view.geometryWillChange(); change(); view.geometryDidChange()
        } else {
            changeComposite(change)
        }
    }

    /// `point` in this layer's space converted to `layer`'s (both in one tree; nil: the root's).
    public func convert(_ point: CGPoint, to layer: CALayer?) -> CGPoint { point.applying(transformToLayer(layer)) }
    /// `point` in `layer`'s space (nil: the root's) converted to this layer's.
    public func convert(_ point: CGPoint, from layer: CALayer?) -> CGPoint { point.applying(transformToLayer(layer).inverted()) }
    /// `rect` in this layer's space converted to `layer`'s (the bounding box).
    public func convert(_ rect: CGRect, to layer: CALayer?) -> CGRect { rect.applying(transformToLayer(layer)) }
    /// `rect` in `layer`'s space converted to this layer's (the bounding box).
    public func convert(_ rect: CGRect, from layer: CALayer?) -> CGRect { rect.applying(transformToLayer(layer).inverted()) }

    /// Whether `p` (superlayer space) is inside the frame's bounds, as Core Animation's `contains` after conversion.
    public func contains(_ p: CGPoint) -> Bool { storedBounds.contains(p) }

    private func transformToLayer(_ layer: CALayer?) -> CGAffineTransform {
        func toRoot(_ start: CALayer) -> CGAffineTransform {
            var t = CGAffineTransform.identity
            var current = start
            while let parent = current.superlayer { t = t.concatenating(current.transformToSuperlayer); current = parent }
            return t
        }
        let mine = toRoot(self)
        guard let layer else { return mine }
        return mine.concatenating(toRoot(layer).inverted())
    }
}
