import Foundation

/// Told when an animation starts and stops: Core Animation's `CAAnimationDelegate`.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// What an animation shows outside its active time: Core Animation's fill modes.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The model outside the active time (the default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The last value after the end (with `isRemovedOnCompletion == false`, forever).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The first value before the start (a delayed `beginTime`).
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// An animation of a layer, timed on the frame clock: Core Animation's `CAAnimation`.
/// `duration` 0 means Core Animation's default, 0.25 s. The delegate is
/// held strongly, as Core Animation holds it.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    /// When it starts: in `CACurrentMediaTime()` terms for an animation added
    /// to a layer (0: when it is added), relative to the group's start inside a group.
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    /// How long to repeat for, in seconds (instead of `repeatCount`).
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    /// Local time runs this much faster than its parent's (0 freezes it).
    open var speed: Float = 1
    /// Added to the local time: starts the animation part-way through.
    open var timeOffset: CFTimeInterval = 0
    open var fillMode: CAMediaTimingFillMode = .removed
    open var isRemovedOnCompletion = true
    open var delegate: (any CAAnimationDelegate)?
    /// The transaction completion block waiting for this animation, if one is.
    var transactionCompletion: TransactionCompletion?

    public override init() { super.init() }

    /// Core Animation's default value for a property's action: nil (XUIKit has no implicit layer animations).
    open class func defaultValue(forKey key: String) -> Any? { nil }

    /// The duration used: 0.25 s when none was set.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// Where an animation is in its own time.
    enum Phase { case before, active, after }

    /// The time within one cycle (0...duration, after speed, offset, repeats,
    /// autoreverse and the timing function) `elapsed` seconds after it began.
    /// Before the start it is the first frame's time, after the end the last's.
    func localTime(elapsed: CFTimeInterval) -> (time: CFTimeInterval, phase: Phase) {
        let cycle = effectiveDuration
        let local = elapsed * Double(speed) + timeOffset
        let repeats = repeatDuration > 0 ? repeatDuration / cycle : Double(max(1, repeatCount))
        let total = cycle * repeats * (autoreverses ? 2 : 1)
        guard local >= 0 else { return (paced(0) * cycle, .before) }
        guard local < total else {
            let segments = total / cycle
            let lastSegment = (segments - 1).rounded(.up)
            var fraction = segments - lastSegment
            if fraction == 0 { fraction = 1 }
            if autoreverses, Int(lastSegment) % 2 == 1 { fraction = 1 - fraction }
            return (paced(fraction) * cycle, .after)
        }
        let position = local / cycle
        var fraction = position.truncatingRemainder(dividingBy: 1)
        if autoreverses, Int(position) % 2 == 1 { fraction = 1 - fraction }
        return (paced(fraction) * cycle, .active)
    }

    /// The fraction of a cycle shown at linear progress `fraction` (no timing function: linear, Core Animation's default).
    func paced(_ fraction: Double) -> Double { timingFunction?.value(at: fraction) ?? fraction }

    /// Whether the fill mode shows the animation in `phase`.
    func fills(_ phase: Phase) -> Bool {
        switch phase {
        case .active: true
        case .before: fillMode == .backwards || fillMode == .both
        case .after: fillMode == .forwards || fillMode == .both
        }
    }
}

/// An animation of one property, named by its key path: Core Animation's
/// `CAPropertyAnimation`. The key paths XUIKit animates are listed on
/// `CALayer.storedValue(_:)` (CALayer+AnimatableKeyPaths.swift).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
    /// Whether the animated value is added to the model's value.
    open var isAdditive = false
    /// Whether each repeat continues from where the last one ended.
    open var isCumulative = false
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// From one value to another: Core Animation's `CABasicAnimation`. A nil
/// `fromValue` starts from the layer's current presented value; a nil
/// `toValue` ends at the model value (or from + `byValue`).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// Several animations run together on one layer, timed within the group's
/// time: Core Animation's `CAAnimationGroup`. Children's `beginTime` is
/// relative to the group's start, and the group's duration cuts them off;
/// children's delegates are not called, the group's is.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    open var animations: [CAAnimation]?
}
