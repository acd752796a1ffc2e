import Foundation

/// A damped spring pulling a value from 0 to 1: the closed-form solution of
/// `m·x'' + c·x' + k·(x − 1) = 0` with `x(0) = 0`, `x'(0) = v0`, as Core
/// Animation's `CASpringAnimation` and UIKit's spring timing solve it.
/// Under-damped springs overshoot 1 and ring; critically and over-damped ones do not.
struct SpringCurve: Equatable {
    let mass: Double, stiffness: Double, damping: Double
    /// Initial velocity in distances per second (1: the whole distance in one second).
    let initialVelocity: Double

    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The spring's position at `t` seconds (0 at the start, 1 at rest).
    func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        // Displacement from rest y = x − 1, with y(0) = −1 and y'(0) = v0.
        let y: Double
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * w0) / wd
            y = exp(-zeta * w0 * t) * (-cos(wd * t) + b * sin(wd * t))
        } else if zeta == 1 {
            y = exp(-w0 * t) * (-1 + (v0 - w0) * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            y = (-1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
        }
        return 1 + y
    }

    /// How long until the spring stays within 0.1% of the distance from
    /// rest: Core Animation's `settlingDuration` (the default spring, mass 1,
    /// stiffness 100, damping 10, settles in about 1.4 s).
    var settlingDuration: Double {
        let period = 2 * Double.pi / max(naturalFrequency, 1e-6)
        let step = period / 2000, limit = 1000 * period
        var t = 0.0, lastOutside = 0.0, quietFor = 0.0
        // Once two whole periods pass inside the band, the decaying envelope keeps it there.
        while t < limit, quietFor < 2 * period {
            if abs(value(at: t) - 1) >= 0.001 { lastOutside = t; quietFor = 0 } else { quietFor += step }
            t += step
        }
        return lastOutside + step
    }

    /// The spring `UIView.animate(withDuration:delay:usingSpringWithDamping:...)`
    /// runs: damping ratio `dampingRatio` (clamped to 0.001...1), initial
    /// velocity as UIKit gives it (distances per second), with its frequency
    /// chosen so it settles exactly at `duration`, since UIKit's duration is the
    /// animation's whole length (XUIKit's model of UIKit's curve, documented).
    static func settling(in duration: Double, dampingRatio: Double, initialVelocity: Double) -> SpringCurve {
        let zeta = min(max(dampingRatio, 0.001), 1), d = max(duration, 1e-3)
        // A spring of frequency w is the unit spring (stiffness 1) with time
        // scaled by w, seeing velocity v0/w; so w = T(v0/w)/duration, where T is
        // the unit spring's settling time: a fixed point, found in a few rounds.
        func unitSettling(_ w: Double) -> Double {
            SpringCurve(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: initialVelocity / w).settlingDuration
        }
        var w = unitSettling(1) / d
        for _ in 0..<4 { w = unitSettling(w) / d }
        return SpringCurve(mass: 1, stiffness: w * w, damping: 2 * zeta * w, initialVelocity: initialVelocity)
    }

    /// iOS 17's spring by perceptual duration and bounce (SwiftUI's and
    /// UIKit's documented mapping): stiffness (2π/duration)², damping
    /// 4π(1 − bounce)/duration for bounce ≥ 0, mass 1.
    static func perceptual(duration: Double, bounce: Double, initialVelocity: Double = 0) -> SpringCurve {
        let d = max(duration, 1e-3)
        let stiffness = pow(2 * Double.pi / d, 2)
        let damping = bounce >= 0 ? 4 * Double.pi * (1 - bounce) / d : 4 * Double.pi / (d * (1 + bounce))
        return SpringCurve(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
}
