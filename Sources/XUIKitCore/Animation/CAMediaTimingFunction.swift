import Foundation

/// The pace of an animation: a cubic Bézier from (0, 0) to (1, 1) through two
/// control points, as Core Animation's `CAMediaTimingFunction`.
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = Name(rawValue: "linear")
        public static let easeIn = Name(rawValue: "easeIn")
        public static let easeOut = Name(rawValue: "easeOut")
        public static let easeInEaseOut = Name(rawValue: "easeInEaseOut")
        public static let `default` = Name(rawValue: "default")
    }

    let p1: CGPoint, p2: CGPoint

    /// Core Animation's control points for each named function.
    public convenience init(name: Name) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        p1 = CGPoint(x: CGFloat(min(max(c1x, 0), 1)), y: CGFloat(c1y))
        p2 = CGPoint(x: CGFloat(min(max(c2x, 0), 1)), y: CGFloat(c2y))
        super.init()
    }

    /// The eased progress for linear progress `x` (0...1): y where the curve's x is `x` (Newton, then bisection).
    func value(at x: Double) -> Double {
        guard x > 0 else { return 0 }
        guard x < 1 else { return 1 }
        func bezier(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
        }
        let (ax, bx) = (Double(p1.x), Double(p2.x))
        var t = x
        for _ in 0..<8 {
            let error = bezier(t, ax, bx) - x
            if abs(error) < 1e-7 { return bezier(t, Double(p1.y), Double(p2.y)) }
            let d = slope(t, ax, bx)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<40 {
            let value = bezier(t, ax, bx)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return bezier(t, Double(p1.y), Double(p2.y))
    }
}

/// The names of Core Animation's timing functions, under the SDK's top-level
/// Swift name (`CAMediaTimingFunction(name: CAMediaTimingFunctionName.easeIn)`).
public typealias CAMediaTimingFunctionName = CAMediaTimingFunction.Name
