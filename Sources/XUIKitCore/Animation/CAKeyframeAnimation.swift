import Foundation

/// How a keyframe animation moves between its values: Core Animation's calculation modes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight lines between values, at the key times (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time; no in-between values.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at an even speed; key times and timing functions ignored.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth Catmull-Rom curve through the values, at the key times.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve at an even speed.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a path turns with it: Core Animation's rotation modes.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// Through a sequence of values (or along a path, for points): Core
/// Animation's `CAKeyframeAnimation`. `keyTimes` are fractions of the
/// duration, one per value (one more than the values for `.discrete`),
/// evenly spaced when absent; `timingFunctions` pace each segment. A `path`
/// wins over `values`: its curves are followed at an even speed. XUIKit
/// does not turn the layer along the path (`rotationMode` is kept, not applied).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    open var values: [Any]?
    open var path: CGPath?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
    open var calculationMode: CAAnimationCalculationMode = .linear
    open var rotationMode: CAAnimationRotationMode?
    /// Catmull-Rom parameters for the cubic modes, one per value (XUIKit uses tension only).
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
}
