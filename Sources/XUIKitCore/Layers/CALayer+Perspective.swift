import Foundation

/// Core Animation's 3D: `sublayerTransform`, `isDoubleSided`, and the
/// projective map each layer's 3D geometry gives onto its superlayer's plane.
///
/// A layer's 4 x 4 to its superlayer is, in the row-vector convention,
///
///     T(−anchor) · transform · T(position, zPosition) · T(−s) · sublayerTransform · T(s)
///
/// with `anchor` the layer's anchor in its bounds and `s` the superlayer's
/// anchor in its bounds (the superlayer's `sublayerTransform` applies about
/// its anchor point, so an m34 perspective has its vanishing point there).
/// As a plain `CALayer` does (it is no `CATransformLayer`), each layer is
/// flattened into its superlayer's plane: the product is cut to the 3 x 3
/// `LayerHomography` of z = 0, and those compose down the tree. Hit-testing,
/// `frame` and `convert` use the affine part only.
extension CALayer {
    /// The transform applied to each sublayer (about this layer's anchor
    /// point), typically a perspective: `m34 = -1 / distance`. Default
    /// identity. Animatable (key path "sublayerTransform", component by component).
    public var sublayerTransform: CATransform3D {
        get { storedSublayerTransform ?? CATransform3DIdentity }
        set {
            let old = sublayerTransform
            changeComposite { storedSublayerTransform = CATransform3DIsIdentity(newValue) ? nil : newValue }
            implicitChange("sublayerTransform", from: .transform(old))
        }
    }

    /// Whether the layer shows when its back faces the viewer (turned past 90°
    /// about x or y). Default true. A layer turned away with false draws
    /// nothing, nor do its sublayers.
    public var isDoubleSided: Bool {
        get { storedIsDoubleSided }
        set { guard newValue != storedIsDoubleSided else { return }; changeComposite { storedIsDoubleSided = newValue } }
    }

    /// `sublayerTransform` when it is not the identity, nil when it is.
    package var storedSublayerTransform: CATransform3D? {
        get { sublayerTransformBox?.transform }
        set { sublayerTransformBox = newValue.map(SublayerTransformBox.init) }
    }

    /// Whether the map to the superlayer needs more than `transformToSuperlayer`:
    /// a 3D transform, or a superlayer with a `sublayerTransform`.
    package var hasTransform3DToSuperlayer: Bool {
        storedTransform3D != nil || storedSuperlayer?.storedSublayerTransform != nil
    }

    /// The projective map from this layer's plane to its superlayer's (see the extension's comment).
    package var homographyToSuperlayer: LayerHomography {
        guard hasTransform3DToSuperlayer else { return LayerHomography(transformToSuperlayer) }
        let anchor = anchorInBounds
        var t = CATransform3DConcat(CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0), transform)
        t = CATransform3DConcat(t, CATransform3DMakeTranslation(storedPosition.x, storedPosition.y, zPosition))
        if let superlayer = storedSuperlayer, let perspective = superlayer.storedSublayerTransform {
            let s = superlayer.anchorInBounds
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(-s.x, -s.y, 0))
            t = CATransform3DConcat(t, perspective)
            t = CATransform3DConcat(t, CATransform3DMakeTranslation(s.x, s.y, 0))
        }
        return LayerHomography(t)
    }

    /// The point of this layer's plane that projects to `point` (superlayer
    /// space), for hit-testing through a 3D transform; a point that only the
    /// part behind the eye would project to (or none) maps far outside any bounds.
    /// Not yet called by hit-testing (`pointFromSuperlayer` uses the affine
    /// part): calling it from that function's rotated branch measured 5-7%
    /// slower on the flat-grid hit-test benchmark, from code layout alone (README).
    package func projectedPointFromSuperlayer(_ point: CGPoint) -> CGPoint {
        let toSuper = homographyToSuperlayer
        let nowhere = CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: -CGFloat.greatestFiniteMagnitude)
        guard let inverse = toSuper.inverted(), let local = inverse.applyAnyW(point), toSuper.w(at: local) > 0 else { return nowhere }
        return local
    }

    /// `rect` (this layer's space) as it lands in the superlayer's: the
    /// bounding box of its projection (null when all of it is behind the eye).
    package func extentInSuperlayer(_ rect: CGRect) -> CGRect {
        guard hasTransform3DToSuperlayer else { return rect.applying(transformToSuperlayer) }
        return homographyToSuperlayer.boundingBox(of: rect)
    }
}

/// A layer's `sublayerTransform`, held by reference (immutable: a new one replaces it).
package final class SublayerTransformBox: Sendable {
    package let transform: CATransform3D
    package init(_ transform: CATransform3D) { self.transform = transform }
}
