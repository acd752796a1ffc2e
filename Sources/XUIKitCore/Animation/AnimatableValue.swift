import Foundation

/// A value a layer animation moves between, and the key paths XUIKit animates.
enum AnimatableValue: Equatable {
    case scalar(Double), point(CGPoint), size(CGSize), rect(CGRect), transform(CATransform3D)

    init?(_ value: Any?) {
        switch value {
        case let v as Double: self = .scalar(v)
        case let v as Float: self = .scalar(Double(v))
        case let v as CGFloat: self = .scalar(Double(v))
        case let v as Int: self = .scalar(Double(v))
        case let v as CGPoint: self = .point(v)
        case let v as CGSize: self = .size(v)
        case let v as CGRect: self = .rect(v)
        case let v as CATransform3D: self = .transform(v)
        case let v as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(v))
        default: return nil
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
            var t = a
            t.m11 = mix(a.m11, b.m11); t.m12 = mix(a.m12, b.m12); t.m13 = mix(a.m13, b.m13); t.m14 = mix(a.m14, b.m14)
            t.m21 = mix(a.m21, b.m21); t.m22 = mix(a.m22, b.m22); t.m23 = mix(a.m23, b.m23); t.m24 = mix(a.m24, b.m24)
            t.m31 = mix(a.m31, b.m31); t.m32 = mix(a.m32, b.m32); t.m33 = mix(a.m33, b.m33); t.m34 = mix(a.m34, b.m34)
            t.m41 = mix(a.m41, b.m41); t.m42 = mix(a.m42, b.m42); t.m43 = mix(a.m43, b.m43); t.m44 = mix(a.m44, b.m44)
            return .transform(t)
        default: return fraction < 1 ? self : other
        }
    }

    /// `self` plus `other` (for `byValue`).
    func adding(_ other: AnimatableValue) -> AnimatableValue {
        switch (self, other) {
        case let (.scalar(a), .scalar(b)): return .scalar(a + b)
        case let (.point(a), .point(b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
        case let (.size(a), .size(b)): return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
        default: return other
        }
    }
}

extension CALayer {
    /// The key paths XUIKit animates.
    static let animatableKeyPaths = ["opacity", "position", "bounds", "bounds.size", "transform"]

    /// The model's value for `keyPath`, read from storage.
    func storedValue(_ keyPath: String) -> AnimatableValue? {
        switch keyPath {
        case "opacity": return .scalar(Double(storedOpacity))
        case "position": return .point(storedPosition)
        case "bounds": return .rect(storedBounds)
        case "bounds.size": return .size(storedBounds.size)
        case "transform": return .transform(transform)
        default: return nil
        }
    }

    /// Writes `value` to storage, with no damage and no layout: presentation values go in and out around drawing.
    func storeRaw(_ value: AnimatableValue, for keyPath: String) {
        switch (keyPath, value) {
        case let ("opacity", .scalar(v)): storedOpacity = CGFloat(v)
        case let ("position", .point(p)): storedPosition = p
        case let ("bounds", .rect(r)): storedBounds = r
        case let ("bounds.size", .size(s)): storedBounds.size = s
        case let ("transform", .transform(t)):
            if t.isAffine { storedAffineTransform = CATransform3DGetAffineTransform(t); storedTransform3D = nil } else { storedTransform3D = t }
        default: break
        }
    }
}
