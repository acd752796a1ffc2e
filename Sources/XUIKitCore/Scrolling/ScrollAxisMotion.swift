import Foundation

/// How one axis of a scroll view moves after the finger lifts, as a function
/// of time (seconds on the input clock):
///
///     decelerating ─(crosses an edge, bounces)→ bouncing → done
///     decelerating ─(crosses an edge, no bounce)→ done at the edge
///     decelerating → done at its target;  bouncing → done at the edge
///
/// A release past an edge starts in `bouncing`; a still axis is `done` at once.
struct ScrollAxisMotion: Equatable {
    enum Phase: Equatable {
        case decelerating(Deceleration, since: TimeInterval)
        case bouncing(BounceBack, since: TimeInterval)
        case done(CGFloat)
    }

    private(set) var phase: Phase
    /// The allowed offsets (min ... max) and whether the axis may go past them.
    let range: ClosedRange<CGFloat>
    let bounces: Bool

    /// Motion from `offset` with `velocity` (points per ms) at time `now`.
    init(offset: CGFloat, velocity: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool, now: TimeInterval) {
        self.range = range
        self.bounces = bounces
        if !range.contains(offset) {
            let edge = offset < range.lowerBound ? range.lowerBound : range.upperBound
            phase = bounces ? .bouncing(BounceBack(start: offset, velocity: velocity, rest: edge), since: now) : .done(edge)
        } else if abs(velocity) < 0.001 {
            phase = .done(offset)
        } else {
            phase = .decelerating(Deceleration(start: offset, velocity: velocity, rate: rate), since: now)
        }
    }

    /// Motion that decelerates from `offset` to exactly `target` (a target the
    /// delegate chose, or a page) at `rate`.
    init(offset: CGFloat, target: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool, now: TimeInterval) {
        let velocity = ScrollPhysics.velocity(toTravel: target - offset, rate: rate)
        self.init(offset: offset, velocity: velocity, rate: rate, range: range, bounces: bounces, now: now)
        if case .decelerating = phase, abs(target - offset) < 0.5 { phase = .done(target) }
    }

    var isDone: Bool { if case .done = phase { return true } else { return false } }

    /// Where the axis comes to rest if nothing interrupts it.
    var restingOffset: CGFloat {
        switch phase {
        case .decelerating(let motion, _): return min(max(motion.target, range.lowerBound), range.upperBound)
        case .bouncing(let spring, _): return spring.rest
        case .done(let offset): return offset
        }
    }

    /// Advances to `now`; the offset there.
    mutating func offset(at now: TimeInterval) -> CGFloat {
        switch phase {
        case .done(let offset):
            return offset
        case let .decelerating(motion, since):
            let edge = motion.velocity < 0 ? range.lowerBound : range.upperBound
            if let crossing = motion.time(reaching: edge), since + crossing <= now {
                guard bounces else {
                    phase = .done(edge)
                    return edge
                }
                phase = .bouncing(BounceBack(start: edge, velocity: motion.velocity(at: crossing), rest: edge), since: since + crossing)
                return offset(at: now)
            }
            if motion.isDone(at: now - since) {
                phase = .done(motion.target)
                return motion.target
            }
            return motion.offset(at: now - since)
        case let .bouncing(spring, since):
            if spring.isDone(at: now - since) {
                phase = .done(spring.rest)
                return spring.rest
            }
            return spring.offset(at: now - since)
        }
    }
}

extension ScrollAxisMotion {
    /// The same motion moved by `delta` at `now` (content above changed size
    /// under it): from where it shows now plus `delta`, at the speed it has
    /// now, against `range` (the new allowed offsets).
    func shifted(by delta: CGFloat, at now: TimeInterval, range newRange: ClosedRange<CGFloat>, rate: CGFloat) -> ScrollAxisMotion {
        var probe = self
        let shown = probe.offset(at: now) + delta
        let velocity: CGFloat
        switch probe.phase {
        case let .decelerating(motion, since): velocity = motion.velocity(at: now - since)
        case let .bouncing(spring, since): velocity = spring.velocity(at: now - since)
        case .done: velocity = 0
        }
        return ScrollAxisMotion(offset: shown, velocity: velocity, rate: rate, range: newRange, bounces: bounces, now: now)
    }
}
