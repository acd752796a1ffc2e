import Foundation

/// The numbers of UIKit's scrolling, as pure functions of time (no views).
///
/// Deceleration (UIKit's `decelerationRate` is the share of velocity kept
/// per millisecond: 0.998 normal, 0.99 fast). Velocity `v` in points per
/// millisecond after `t` ms is `v·dᵗ`; summing the steps gives the offset
///
///     x(t) = x₀ + v₀·d·(1 − dᵗ)/(1 − d)        → x₀ + v₀·d/(1 − d) as t → ∞
///
/// the projection Apple gives for its own scroll views (WWDC 2018 "Designing
/// Fluid Interfaces": `velocity / 1000 · rate / (1 − rate)` with velocity in
/// points per second), so a 1,000 pt/s fling at `.normal` travels 499 pt.
///
/// Rubber band (the resistance past an edge while dragging), UIKit's curve
/// as measured and published by many re-implementations:
///
///     b(x) = (1 − 1/(x·c/d + 1))·d,   c = 0.55, d = the viewport's length
///
/// so the content never moves past the edge by more than the viewport's
/// length, and moves about 0.55 pt per finger point at first.
///
/// Bounce back: a spring pulling the offset to the edge, with Flutter's
/// iOS-like `BouncingScrollSimulation` constants (mass 0.5, stiffness 100,
/// damping ratio 1.1: overdamped; 60 pt out comes within about a point of
/// rest in half a second and a hundredth of a point in just over a second).
enum ScrollPhysics {
    static let rubberBandCoefficient: CGFloat = 0.55

    /// How far a deceleration from `velocity` (points per ms) travels at `rate`.
    static func projectedDistance(velocity: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return velocity * rate / (1 - rate)
    }

    /// The velocity (points per ms) whose deceleration at `rate` travels exactly `distance`.
    static func velocity(toTravel distance: CGFloat, rate: CGFloat) -> CGFloat {
        guard rate > 0, rate < 1 else { return 0 }
        return distance * (1 - rate) / rate
    }

    /// How far content shows past an edge when the finger has pulled it `overshoot` points past, in a viewport of `dimension`.
    static func rubberBand(_ overshoot: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let magnitude = (1 - 1 / (abs(overshoot) * rubberBandCoefficient / dimension + 1)) * dimension
        return overshoot < 0 ? -magnitude : magnitude
    }

    /// The inverse of `rubberBand`: the pull that shows content `shown` points past the edge.
    static func rubberBandPull(showing shown: CGFloat, dimension: CGFloat) -> CGFloat {
        guard dimension > 0, shown != 0 else { return 0 }
        let fraction = min(abs(shown) / dimension, 0.999_999)
        let pull = (1 / (1 - fraction) - 1) * dimension / rubberBandCoefficient
        return shown < 0 ? -pull : pull
    }
}

/// One axis of a deceleration: `x(t)` and `v(t)` per `ScrollPhysics`, with
/// `t` in seconds since it started.
struct Deceleration: Equatable {
    let start: CGFloat
    /// Points per millisecond.
    let velocity: CGFloat
    let rate: CGFloat

    /// Where it comes to rest.
    var target: CGFloat { start + ScrollPhysics.projectedDistance(velocity: velocity, rate: rate) }

    func offset(at seconds: TimeInterval) -> CGFloat {
        let kept = pow(rate, CGFloat(seconds * 1000))
        return start + velocity * rate * (1 - kept) / (1 - rate)
    }

    /// Points per millisecond at `seconds`.
    func velocity(at seconds: TimeInterval) -> CGFloat { velocity * pow(rate, CGFloat(seconds * 1000)) }

    /// Whether what is left to travel is under half a point (then it snaps to `target`).
    func isDone(at seconds: TimeInterval) -> Bool { abs(target - offset(at: seconds)) < 0.5 }

    /// When the offset reaches `edge` (seconds), or nil if it never does.
    func time(reaching edge: CGFloat) -> TimeInterval? {
        let distance = edge - start
        guard velocity != 0, distance.sign == velocity.sign || distance == 0 else { return nil }
        let remaining = 1 - distance * (1 - rate) / (velocity * rate)  // = rate^t
        guard remaining > 0, remaining <= 1 else { return nil }
        return TimeInterval(log(remaining) / log(rate)) / 1000
    }
}

/// One axis of a bounce back: an overdamped spring from `start` (with
/// `velocity`, points per ms) to `rest`, solved in closed form.
struct BounceBack: Equatable {
    static let mass: Double = 0.5, stiffness: Double = 100, dampingRatio: Double = 1.1

    let rest: CGFloat
    private let r1: Double, r2: Double, c1: Double, c2: Double

    init(start: CGFloat, velocity: CGFloat, rest: CGFloat) {
        self.rest = rest
        let damping = Self.dampingRatio * 2 * (Self.mass * Self.stiffness).squareRoot()
        let discriminant = (damping * damping - 4 * Self.mass * Self.stiffness).squareRoot()
        r1 = (-damping - discriminant) / (2 * Self.mass)
        r2 = (-damping + discriminant) / (2 * Self.mass)
        let x0 = Double(start - rest), v0 = Double(velocity) * 1000  // points per second
        c2 = (v0 - r1 * x0) / (r2 - r1)
        c1 = x0 - c2
    }

    func offset(at seconds: TimeInterval) -> CGFloat {
        rest + CGFloat(c1 * exp(r1 * seconds) + c2 * exp(r2 * seconds))
    }

    /// Points per millisecond at `seconds`.
    func velocity(at seconds: TimeInterval) -> CGFloat {
        CGFloat((c1 * r1 * exp(r1 * seconds) + c2 * r2 * exp(r2 * seconds)) / 1000)
    }

    /// Whether it is within a hundredth of a point of rest and nearly still (then it snaps to `rest`).
    func isDone(at seconds: TimeInterval) -> Bool {
        abs(offset(at: seconds) - rest) < 0.01 && abs(velocity(at: seconds)) < 0.01
    }
}
