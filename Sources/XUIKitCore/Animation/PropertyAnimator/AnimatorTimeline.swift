import Foundation

/// A property animator's time and progress, as a value with explicit transitions.
///
/// `fraction` is the share of the animator's time gone (UIKit's
/// `fractionComplete`, 0...1); `progress` is how far the views have moved
/// (the timing curve applied, beyond 0...1 for a bouncing spring). Progress
/// follows a *segment*: the curve stretched from (`lower`, `lowerProgress`) to
/// (`upper`, `upperProgress`) in fraction. A fresh animator's segment is the
/// whole curve, so reversing retraces it; after a linear scrub or a change of
/// timing the segment is rebuilt from where the views are to where they are
/// going, so nothing jumps.
@MainActor
struct AnimatorTimeline {
    /// How progress follows time inside a segment.
    enum Curve {
        case cubic(CAMediaTimingFunction)
        case spring(SpringCurve)

        /// The curve's value after `share` (0...1) of a segment lasting `seconds`.
        @MainActor func value(_ share: Double, seconds: Double) -> Double {
            switch self {
            case let .cubic(function): function.value(at: share)
            case let .spring(spring): share >= 1 ? 1 : spring.value(at: share * seconds)
            }
        }
    }

    struct Segment: Equatable {
        var lower = 0.0, upper = 1.0, lowerProgress = 0.0, upperProgress = 1.0
    }

    private(set) var curve: Curve
    /// Seconds for the fraction to go from 0 to 1 at the current pace.
    private(set) var secondsPerFraction: Double
    /// The fraction at `anchorTime` (or, paused, now).
    private(set) var anchorFraction = 0.0
    /// When the animator is running: the time `anchorFraction` held (later for a delayed start).
    private(set) var anchorTime: Double?
    private(set) var isReversed = false
    /// Set by a linear scrub: progress equals fraction until the animator runs again.
    private(set) var isScrubbedLinearly = false
    private(set) var segment = Segment()

    init(curve: Curve, duration: Double) {
        self.curve = curve
        secondsPerFraction = max(duration, 0)
    }

    var isRunning: Bool { anchorTime != nil }

    /// The fraction of time gone at `time`, clamped to 0...1.
    func fraction(at time: Double) -> Double {
        guard let anchorTime, time > anchorTime else { return anchorFraction }
        guard secondsPerFraction > 0 else { return isReversed ? 0 : 1 }
        let moved = (time - anchorTime) / secondsPerFraction
        return min(max(anchorFraction + (isReversed ? -moved : moved), 0), 1)
    }

    /// Whether the running animator has reached the end it runs toward.
    func isFinished(at time: Double) -> Bool {
        guard let anchorTime, time >= anchorTime else { return false }
        let fraction = fraction(at: time)
        return isReversed ? fraction <= 0 : fraction >= 1
    }

    /// The main animations' progress at `fraction`.
    func progress(atFraction fraction: Double) -> Double {
        if isScrubbedLinearly { return fraction }
        let s = segment
        guard s.upper > s.lower else { return fraction >= s.upper ? s.upperProgress : s.lowerProgress }
        let share = min(max((fraction - s.lower) / (s.upper - s.lower), 0), 1)
        return s.lowerProgress + (s.upperProgress - s.lowerProgress) * curve.value(share, seconds: (s.upper - s.lower) * secondsPerFraction)
    }

    /// The progress of animations added to start at fraction `start` (> 0): the
    /// curve over the rest of the time from there.
    func progress(atFraction fraction: Double, startingAt start: Double) -> Double {
        guard start > 0 else { return progress(atFraction: fraction) }
        guard start < 1 else { return fraction >= 1 ? 1 : 0 }
        let share = min(max((fraction - start) / (1 - start), 0), 1)
        if isScrubbedLinearly { return share }
        return curve.value(share, seconds: (1 - start) * secondsPerFraction)
    }

    // MARK: Transitions

    /// Runs from the current fraction, beginning `delay` seconds after `time`.
    mutating func run(at time: Double, delay: Double = 0) {
        guard anchorTime == nil else { return }
        if isScrubbedLinearly {
            isScrubbedLinearly = false
            let p = anchorFraction
            segment = isReversed ? Segment(lower: 0, upper: p, lowerProgress: 0, upperProgress: p)
                                 : Segment(lower: p, upper: 1, lowerProgress: p, upperProgress: 1)
        }
        anchorTime = time + max(delay, 0)
        coverDestination()
    }

    /// Stops the clock where it is at `time`.
    mutating func pause(at time: Double) {
        anchorFraction = fraction(at: time)
        anchorTime = nil
    }

    /// Moves a paused animator to `fraction`; `linearly` (UIKit's `scrubsLinearly`) shows progress = fraction.
    mutating func scrub(to fraction: Double, linearly: Bool) {
        guard anchorTime == nil else { return }
        anchorFraction = min(max(fraction, 0), 1)
        isScrubbedLinearly = linearly
    }

    /// Turns around at `time`; a running animator heads for the other end from where it is.
    mutating func setReversed(_ reversed: Bool, at time: Double) {
        guard reversed != isReversed else { return }
        if anchorTime != nil {
            anchorFraction = fraction(at: time)
            anchorTime = time
        }
        isReversed = reversed
        if anchorTime != nil { coverDestination() }
    }

    /// A paused animator's new timing: `curve` (nil keeps the old one) over
    /// `seconds` for the rest of the way, from the views' current progress.
    mutating func continueWith(curve newCurve: Curve?, remainingSeconds seconds: Double) {
        guard anchorTime == nil else { return }
        let f = anchorFraction, p = progress(atFraction: f)
        isScrubbedLinearly = false
        if let newCurve { curve = newCurve }
        let remaining = isReversed ? f : 1 - f
        if remaining > 0, seconds.isFinite, seconds >= 0 { secondsPerFraction = seconds / remaining }
        segment = isReversed ? Segment(lower: 0, upper: f, lowerProgress: 0, upperProgress: p)
                             : Segment(lower: f, upper: 1, lowerProgress: p, upperProgress: 1)
    }

    /// A running animator's segment must reach the end it heads for; if it does not, rebuild it from here.
    private mutating func coverDestination() {
        let f = anchorFraction
        if isReversed, segment.lower > 0 {
            segment = Segment(lower: 0, upper: f, lowerProgress: 0, upperProgress: progress(atFraction: f))
        } else if !isReversed, segment.upper < 1 {
            segment = Segment(lower: f, upper: 1, lowerProgress: progress(atFraction: f), upperProgress: 1)
        }
    }
}
