import Foundation

/// A basic animation moved by a damped spring rather than a timing curve:
/// Core Animation's `CASpringAnimation`. Defaults as Core Animation's: mass 1,
/// stiffness 100, damping 10, initial velocity 0. The spring runs in real
/// time whatever `duration` is; `duration` only says when the animation ends
/// (set it to `settlingDuration` to end at rest).
@preconcurrency @MainActor
open class CASpringAnimation: CABasicAnimation {
    open var mass: CGFloat = 1
    open var stiffness: CGFloat = 100
    open var damping: CGFloat = 10
    /// In distances per second: 1 covers the whole distance in one second.
    open var initialVelocity: CGFloat = 0
    /// Whether damping ratios above 1 are kept (iOS 17); false clamps them to critical damping.
    open var allowsOverdamping = false

    public override init() { super.init() }

    /// iOS 17's spring by perceptual duration and bounce (0: no overshoot;
    /// 0.3: some; 1: undamped), with `duration` set to its settling duration.
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let curve = SpringCurve.perceptual(duration: perceptualDuration, bounce: Double(bounce))
        (mass, stiffness, damping) = (CGFloat(curve.mass), CGFloat(curve.stiffness), CGFloat(curve.damping))
        duration = settlingDuration
    }

    /// The perceptual duration of the spring (iOS 17): 2π / natural frequency.
    open var perceptualDuration: TimeInterval { 2 * .pi / curve.naturalFrequency }

    /// How much the spring overshoots (iOS 17): 1 − damping ratio.
    open var bounce: CGFloat { CGFloat(1 - curve.dampingRatio) }

    /// How long the spring takes to come to rest (within 0.1% of the distance).
    open var settlingDuration: CFTimeInterval { curve.settlingDuration }

    var curve: SpringCurve {
        var damping = Double(damping)
        let critical = 2 * (Double(stiffness) * Double(mass)).squareRoot()
        if !allowsOverdamping { damping = min(damping, critical) }
        return SpringCurve(mass: max(Double(mass), 1e-6), stiffness: max(Double(stiffness), 1e-6), damping: max(damping, 0),
                           initialVelocity: Double(initialVelocity))
    }
}
