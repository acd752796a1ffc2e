import Foundation

/// A value a layer animation moves between.
///
/// Colours interpolate their RGBA components straight (gray colours are
/// widened to RGB first); a missing colour is transparent black, as Core
/// Animation treats a nil colour.
enum AnimatableValue: Equatable {
    case scalar(Double), point(CGPoint), size(CGSize), rect(CGRect), transform(CATransform3D), color(SIMD4<Double>)

    init?(_ value: Any?) {
        switch value {
        case let v as Double: self = .scalar(v)
        case let v as Float: self = .scalar(Double(v))
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as NSNumber: self = .scalar(v.doubleValue)
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        case let v as CGColor: self = .color(Self.rgba(v))
        default: return nil
        }
    }

    /// The components of `color` as red, green, blue, alpha (nil: transparent black).
    static func rgba(_ color: CGColor?) -> SIMD4<Double> {
        guard let c = color?.components?.map(Double.init) else { return .zero }
        switch c.count {
        case 4: return SIMD4(c[0], c[1], c[2], c[3])
        case 2: return SIMD4(c[0], c[0], c[0], c[1])
        default: return .zero
        }
    }

    /// The value as the type Core Animation hands out for it (`presentation()`, `fromValue`).
    var boxed: Any {
        switch self {
        case let .scalar(v): v
        case let .point(p): p
        case let .size(s): s
        case let .rect(r): r
        case let .transform(t): t
        case let .color(c): CGColor(red: c.x, green: c.y, blue: c.z, alpha: c.w)
        }
    }

    /// The value `fraction` of the way from `self` to `other` (fractions outside 0...1 extrapolate).
    func interpolated(to other: AnimatableValue, _ fraction: Double) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(fraction) }
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + (b - a) * fraction)
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.size(a), .size(b)): return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)))
        case let (.transform(a), .transform(b)):
            return .transform(CATransform3D(rows: zip(a.rows, b.rows).map { zip($0, $1).map { mix($0, $1) } }))
        case let (.color(a), .color(b)):
            // Overshooting springs must not push a colour out of its gamut.
            let mixed = a + (b - a) * fraction
            return .color(mixed.clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 1)))
        default: return fraction < 1 ? self : other
        }
    }

    /// `self` plus `other` (for `byValue` and additive keyframes).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        case let (.color(a), .color(b)): return .color(a + b)
        default: return other
        }
    }

    /// The distance from `self` to `other`, for paced keyframes (0 for values with no metric).
    func distance(to other: AnimatableValue) -> Double {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return abs(b - a)
        case let (.point(a), .point(b)): return Double(hypot(b.x - a.x, b.y - a.y))
        case let (.size(a), .size(b)): return Double(hypot(b.width - a.width, b.height - a.height))
        default: return 0
        }
    }
}
