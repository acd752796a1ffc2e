import Foundation

extension UIView {
    /// UIKit's named animation curves (raw values as UIKit's).
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3
    }
}

/// Which kind of timing a provider gives (UIKit's raw values).
public enum UITimingCurveType: Int, Sendable {
    case builtin = 0, cubic = 1, spring = 2, composed = 3
}

/// Timing information for an animator: UIKit's `UITimingCurveProvider`.
/// `UIViewPropertyAnimator` reads `cubicTimingParameters` or
/// `springTimingParameters` as `timingCurveType` says.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSCoding, NSCopying {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

/// A cubic Bézier timing curve: UIKit's `UICubicTimingParameters`.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The named curve, or `.easeInOut` for custom control points (as UIKit reports it).
    public let animationCurve: UIView.AnimationCurve
    public let controlPoint1: CGPoint
    public let controlPoint2: CGPoint

    /// The default curve, ease-in-ease-out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// A named curve with Core Animation's control points.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        }
        super.init()
    }

    /// A custom curve from (0, 0) to (1, 1) through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = (point1, point2)
        super.init()
    }

    nonisolated public required init?(coder: NSCoder) {
        guard coder.allowsKeyedCoding else { return nil }
        animationCurve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "UIAnimationCurve")) ?? .easeInOut
        controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint1X"), y: coder.decodeDouble(forKey: "UIControlPoint1Y"))
        controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: "UIControlPoint2X"), y: coder.decodeDouble(forKey: "UIControlPoint2Y"))
        super.init()
    }

    nonisolated open func encode(with coder: NSCoder) {
        coder.encode(animationCurve.rawValue, forKey: "UIAnimationCurve")
        coder.encode(Double(controlPoint1.x), forKey: "UIControlPoint1X")
        coder.encode(Double(controlPoint1.y), forKey: "UIControlPoint1Y")
        coder.encode(Double(controlPoint2.x), forKey: "UIControlPoint2X")
        coder.encode(Double(controlPoint2.y), forKey: "UIControlPoint2Y")
    }

    /// Timing parameters are immutable: a copy is the object itself.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    public var timingCurveType: UITimingCurveType { .cubic }
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    public var springTimingParameters: UISpringTimingParameters? { nil }

    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y), Float(controlPoint2.x), Float(controlPoint2.y))
    }
}
