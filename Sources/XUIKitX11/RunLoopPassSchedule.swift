import Foundation
import XUIKitCore

/// When the backend gives Foundation's main run loop a pass.
///
/// A pass fires the run loop's due `Timer`s and performs its blocks
/// (`RunLoop.main.perform`) and other sources. On Linux a pass costs about ten
/// system calls (CoreFoundation registers and unregisters the main queue's
/// port each time), more than the rest of a touch's handling together, so it
/// does not follow every event as on iOS:
///
///     a run loop timer is due                       → pass now
///     app code ran (it may have queued blocks) and
///       the last pass was `interval` or more ago    → pass now
///     app code ran, last pass more recent           → pass when `interval` is up
///     nothing ran                                   → no pass until a timer is due
///
/// Times are seconds on one monotonic clock.
struct RunLoopPassSchedule {
    /// At most how often app code earns a pass: one display frame.
    static let interval: TimeInterval = 1.0 / 60

    /// Whether app code may have run since the last pass.
    private(set) var appCodeRan = true
    private var lastPass: TimeInterval = -.infinity

    /// Input was delivered, a window event handled, a clock timer fired, a
    /// view drawn or main-queue blocks run.
    mutating func noteAppCodeRan() { appCodeRan = true }

    /// Whether a pass is due at `now`, given whether a run loop timer is due;
    /// if so, records it as taken.
    mutating func takePass(now: TimeInterval, timerDue: Bool) -> Bool {
        guard timerDue || (appCodeRan && now - lastPass >= Self.interval) else { return false }
        appCodeRan = false
        lastPass = now
        return true
    }

    /// How long the loop may sleep before a pass earned by app code is due
    /// (nil: none is; run loop timers come on top).
    func secondsToEarnedPass(now: TimeInterval) -> TimeInterval? {
        appCodeRan ? max(0, lastPass + Self.interval - now) : nil
    }
}
