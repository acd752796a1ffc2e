import Foundation

/// An affine transformation matrix for 2-D drawing, with Core Graphics' layout and math.
///
/// A point `(x, y)` maps to `(a*x + c*y + tx, b*x + d*y + ty)`: the row-vector
/// convention `[x y 1] * M` of Core Graphics, so `t1.concatenating(t2)` applies
/// `t1` first, then `t2`. Rotation angles are radians; positive angles rotate
/// counterclockwise in a y-up space, which is clockwise on a y-down screen.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// The zero matrix (every field 0), as the imported C struct's `init()`
    /// gives on Apple platforms; not the identity. Use `.identity` for that.
    public init() { self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0) }

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A transform that translates by `(tx, ty)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A transform that scales by `(sx, sy)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A transform that rotates by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
        let cosine = CGFloat(Foundation.cos(Double(angle)))
        let sine = CGFloat(Foundation.sin(Double(angle)))
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: the matrix product `self * t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// A translation by `(tx, ty)` applied before `self`.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by `(sx, sy)` applied before `self`.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle` radians applied before `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse transform; a singular matrix (determinant 0) is returned unchanged, as Core Graphics does.
    public func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        if determinant == 0 { return self }
        return CGAffineTransform(
            a: d / determinant,
            b: -b / determinant,
            c: -c / determinant,
            d: a / determinant,
            tx: (c * ty - d * tx) / determinant,
            ty: (b * tx - a * ty) / determinant
        )
    }
}

// Core Graphics' free functions, which Objective-C-era UIKit code (and the seeds) use.

/// `t` with a scale applied first: `CGAffineTransformScale`.
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform {
    t.scaledBy(x: sx, y: sy)
}

/// `t` with a rotation applied first: `CGAffineTransformRotate`.
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform {
    t.rotated(by: angle)
}

/// `t` with a translation applied first: `CGAffineTransformTranslate`.
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: tx, y: ty)
}

/// `CGAffineTransformIdentity`.
public let CGAffineTransformIdentity = CGAffineTransform.identity

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (no translation), as Core Graphics does.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle containing the four transformed corners
    /// of the standardized rectangle. Null and infinite rectangles are returned unchanged.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull || isInfinite { return self }
        let r = standardized
        // The four corners, without arrays (frames are computed on every loop pass).
        let p1 = CGPoint(x: r.minX, y: r.minY).applying(t), p2 = CGPoint(x: r.maxX, y: r.minY).applying(t)
        let p3 = CGPoint(x: r.minX, y: r.maxY).applying(t), p4 = CGPoint(x: r.maxX, y: r.maxY).applying(t)
        let minX = Swift.min(p1.x, p2.x, p3.x, p4.x), maxX = Swift.max(p1.x, p2.x, p3.x, p4.x)
        let minY = Swift.min(p1.y, p2.y, p3.y, p4.y), maxY = Swift.max(p1.y, p2.y, p3.y, p4.y)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
