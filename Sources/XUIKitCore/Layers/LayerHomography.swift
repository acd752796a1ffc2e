import Foundation

/// A projective map of one plane onto another: what a 3D layer transform
/// does to the layer's plane (z = 0) once flattened into its superlayer's.
///
/// Row-vector convention, as `CATransform3D`: a point maps as
///
///     [X Y W] = [x y 1] · | m11 m12 m13 |      (x, y) ↦ (X / W, Y / W)
///                         | m21 m22 m23 |
///                         | m31 m32 m33 |
///
/// Made from a 4 x 4 by keeping its x, y and w rows and columns (the z row
/// meets z = 0; the z column is what flattening drops). The map is affine when
/// `m13 = m23 = 0`. Points with `W ≤ minimumW` are behind the eye (or at the
/// horizon): they have no image, and polygons are cut where `W = minimumW`.
package struct LayerHomography: Equatable, Sendable {
    package var m11: CGFloat, m12: CGFloat, m13: CGFloat
    package var m21: CGFloat, m22: CGFloat, m23: CGFloat
    package var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// The smallest W drawn: nearer the eye than 1/10,000 of the focal length is cut away.
    package static let minimumW: CGFloat = 1e-4

    package init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m21: CGFloat, m22: CGFloat, m23: CGFloat,
                 m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        (self.m11, self.m12, self.m13) = (m11, m12, m13)
        (self.m21, self.m22, self.m23) = (m21, m22, m23)
        (self.m31, self.m32, self.m33) = (m31, m32, m33)
    }

    /// The x, y and w rows and columns of `t` (its action on the plane z = 0, flattened).
    package init(_ t: CATransform3D) {
        self.init(m11: t.m11, m12: t.m12, m13: t.m14, m21: t.m21, m22: t.m22, m23: t.m24, m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// The affine map `t`.
    package init(_ t: CGAffineTransform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    /// Whether the map is affine (no perspective): then `affine` is the same map.
    package var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// The map as an affine transform (meaningful when `isAffine`).
    package var affine: CGAffineTransform {
        CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
    }

    /// The determinant: its sign, with W > 0, says whether the map keeps the
    /// plane's orientation (positive) or shows its back (negative).
    package var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// `self` then `other`: `self · other`.
    package func concatenating(_ o: LayerHomography) -> LayerHomography {
        LayerHomography(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32, m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32, m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32, m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse map, or nil when the plane collapses to a line (determinant 0).
    package func inverted() -> LayerHomography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return LayerHomography(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
    }

    /// W at `p`: positive in front of the eye.
    package func w(at p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

    /// The image of `p`, or nil when `p` is behind the eye (W ≤ `minimumW`).
    package func apply(_ p: CGPoint) -> CGPoint? {
        let w = w(at: p)
        guard w > LayerHomography.minimumW else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// How much the map stretches lengths at `p` (in front of the eye): the
    /// longer image of a unit step along x or along y (the Jacobian's columns).
    package func stretch(at p: CGPoint) -> CGFloat {
        let w = w(at: p)
        guard w > 0 else { return 0 }
        let x = p.x * m11 + p.y * m21 + m31, y = p.x * m12 + p.y * m22 + m32
        let w2 = w * w
        let alongX = hypot((m11 * w - x * m13) / w2, (m12 * w - y * m13) / w2)
        let alongY = hypot((m21 * w - x * m23) / w2, (m22 * w - y * m23) / w2)
        return max(alongX, alongY)
    }

    /// The image of `p` whatever the sign of its W (an inverse map's W says
    /// nothing of the eye); nil only at W = 0.
    package func applyAnyW(_ p: CGPoint) -> CGPoint? {
        let w = w(at: p)
        guard w != 0, w.isFinite else { return nil }
        return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
    }

    /// The part of `rect` in front of the eye, as a convex polygon (empty: none),
    /// cut where W = 2 · `minimumW` so that every vertex has an image.
    package func visiblePolygon(of rect: CGRect) -> [CGPoint] {
        guard !rect.isNull, !rect.isEmpty, !rect.isInfinite else { return [] }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        return LayerHomography.clip(corners) { self.w(at: $0) - 2 * LayerHomography.minimumW }
    }

    /// The bounding box of the image of the part of `rect` in front of the eye (null: none of it).
    /// Coordinates are clamped to ±1,000,000 (a point just in front of the eye maps far out).
    package func boundingBox(of rect: CGRect) -> CGRect {
        if isAffine { return rect.applying(affine) }
        let limit: CGFloat = 1_000_000
        var box = CGRect.null
        for point in visiblePolygon(of: rect) {
            guard let image = apply(point) else { continue }
            let clamped = CGPoint(x: min(max(image.x, -limit), limit), y: min(max(image.y, -limit), limit))
            box = box.union(CGRect(origin: clamped, size: .zero))
        }
        return box
    }

    /// `polygon` cut to where `inside` (a linear function of the point) is ≥ 0
    /// (Sutherland-Hodgman against one half-plane).
    package static func clip(_ polygon: [CGPoint], keeping inside: (CGPoint) -> CGFloat) -> [CGPoint] {
        guard !polygon.isEmpty else { return [] }
        var result: [CGPoint] = []
        result.reserveCapacity(polygon.count + 1)
        var previous = polygon[polygon.count - 1]
        var previousValue = inside(previous)
        for point in polygon {
            let value = inside(point)
            if (value >= 0) != (previousValue >= 0) {
                let t = previousValue / (previousValue - value)
                result.append(CGPoint(x: previous.x + (point.x - previous.x) * t, y: previous.y + (point.y - previous.y) * t))
            }
            if value >= 0 { result.append(point) }
            (previous, previousValue) = (point, value)
        }
        return result
    }
}
