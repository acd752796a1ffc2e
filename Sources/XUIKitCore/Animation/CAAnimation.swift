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

/// An animation of a layer, timed on the frame clock: Core Animation's `CAAnimation`.
/// `duration` 0 means Core Animation's default, 0.25 s. The delegate is
/// held strongly, as Core Animation holds it.
@preconcurrency @MainActor
open class CAAnimation: NSObject {
    open var duration: CFTimeInterval = 0
    /// When it starts, in `CACurrentMediaTime()` terms; 0: when it is added.
    open var beginTime: CFTimeInterval = 0
    open var timingFunction: CAMediaTimingFunction?
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var delegate: (any CAAnimationDelegate)?

    public override init() { super.init() }

    /// The duration used: 0.25 s when none was set.
    var effectiveDuration: CFTimeInterval { duration > 0 ? duration : 0.25 }

    /// Progress 0...1 at `elapsed` seconds since it began (timing, repeats, autoreverse), and whether it is over.
    func progress(elapsed: CFTimeInterval) -> (value: Double, isOver: Bool) {
        let cycle = effectiveDuration
        let cycles = max(1, Double(repeatCount)) * (autoreverses ? 2 : 1)
        guard elapsed < cycle * cycles else {
            let ends = autoreverses ? 0.0 : 1.0
            return (ends, true)
        }
        let position = max(0, elapsed) / cycle
        var fraction = position.truncatingRemainder(dividingBy: 1)
        if autoreverses, Int(position) % 2 == 1 { fraction = 1 - fraction }
        // No timing function: linear pacing, as Core Animation's default.
        return (timingFunction?.value(at: fraction) ?? fraction, false)
    }
}

/// An animation of one property, named by its key path: Core Animation's `CAPropertyAnimation`.
/// XUIKit animates "opacity", "position", "bounds", "bounds.size" and "transform".
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    open var keyPath: String?
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
