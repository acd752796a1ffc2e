import Foundation

/// How a running animation turns its local time into a value.
@MainActor
enum AnimationTrack {
    /// A straight line, paced by the fraction of the duration.
    case basic(from: AnimatableValue, to: AnimatableValue)
    /// A spring from one value to another, in real local time.
    case spring(from: AnimatableValue, to: AnimatableValue, SpringCurve)
    case keyframes(KeyframeTrack)

    /// The value at local time `time` of an animation lasting `duration`.
    func value(time: Double, duration: Double) -> AnimatableValue {
        switch self {
        case let .basic(from, to): from.interpolated(to: to, duration > 0 ? time / duration : 1)
        case let .spring(from, to, curve): from.interpolated(to: to, curve.value(at: time))
        case let .keyframes(track): track.value(at: duration > 0 ? time / duration : 1)
        }
    }

    /// The value at fraction `fraction` of the way (a property animator's driven progress).
    func value(fraction: Double) -> AnimatableValue {
        switch self {
        case let .basic(from, to), let .spring(from, to, _): from.interpolated(to: to, fraction)
        case let .keyframes(track): track.value(at: fraction)
        }
    }
}

/// Drives animations by a progress its owner controls instead of the frame
/// clock's time: a `UIViewPropertyAnimator`'s running, paused or scrubbed state.
@MainActor
final class AnimationDriver {
    /// The presented fraction of the way (may leave 0...1 for springs) at a frame time.
    var fraction: (CFTimeInterval) -> Double = { _ in 0 }
    /// Whether the fraction changes by itself (frames are needed).
    var isAdvancing = false
}

/// One animation running on a layer for one key path.
@MainActor
struct RunningAnimation {
    /// The key it was added under.
    let key: String
    /// What was added: its delegate is told of start and stop, its timing is the outer one.
    let animation: CAAnimation
    let keyPath: String
    let start: CFTimeInterval
    /// Timings inside `animation` down to the property animation (a group's child), outermost first.
    let nested: [CAAnimation]
    let track: AnimationTrack
    /// Added to the model's value (Core Animation's `isAdditive`).
    let isAdditive: Bool
    /// Set when a property animator drives it.
    var driver: AnimationDriver?
    /// Whether the layer's view ignores touches while it runs (UIKit's rule without `.allowUserInteraction`).
    var blocksInteraction = false
    var didStart = false
    /// Over, kept by `isRemovedOnCompletion == false`: it shows its filled value and needs no frames.
    var isHeld = false

    /// Whether it needs frames: running on the clock, or driven by an advancing animator.
    var needsFrames: Bool { driver.map { $0.isAdvancing } ?? !isHeld }

    /// The presented value at `time` (nil: the model shows), and whether the animation is over.
    func value(at time: CFTimeInterval) -> (AnimatableValue?, isOver: Bool) {
        if let driver { return (track.value(fraction: driver.fraction(time)), false) }
        guard time >= start || animation.fills(.before) else { return (nil, false) }
        var (local, phase) = animation.localTime(elapsed: time - start)
        let isOver = phase == .after
        guard animation.fills(phase) else { return (nil, isOver) }
        var duration = animation.effectiveDuration
        for child in nested {
            let (childTime, childPhase) = child.localTime(elapsed: local - child.beginTime)
            guard child.fills(childPhase) else { return (nil, isOver) }
            (local, phase, duration) = (childTime, childPhase, child.effectiveDuration)
        }
        return (track.value(time: local, duration: duration), isOver)
    }
}
