import Foundation

/// The core's clock: input timestamps, touch timestamps and the timers of
/// timing-based recognizers (long press, multi-tap) all run on it.
///
/// Two modes:
/// - `manual`: time stands still until `advance(by:)`/`advance(to:)`, which
///   fire due timers in deadline order. Tests use it, so nothing sleeps.
/// - `system`: `now` is the monotonic system uptime; the backend's run loop
///   sleeps until `nextDeadline` and then calls `fireDueTimers()`.
///
/// Feeding input with a later timestamp to a manual clock advances it first,
/// so input and timers share one timeline.
@preconcurrency @MainActor
public final class InputClock {
    /// How time passes.
    public enum Mode: Sendable { case manual, system }

    /// A scheduled timer; cancel it with `InputClock.cancel(_:)`.
    public struct Timer: Hashable, Sendable { let id: Int }

    public let mode: Mode
    // Read for every input event, so no runtime exclusivity checks (they are
    // per thread, so they never guarded against races anyway). Sound: no
    // mutation of these properties runs a timer's action or other outside code.
    @exclusivity(unchecked) private var manualNow: TimeInterval
    @exclusivity(unchecked) private var timers: [(deadline: TimeInterval, id: Int, action: () -> Void)] = []
    private var nextID = 0

    /// A manual clock starting at `start` seconds.
    public static func manual(start: TimeInterval = 0) -> InputClock { InputClock(mode: .manual, start: start) }
    /// A clock reading the system's monotonic uptime.
    public static func system() -> InputClock { InputClock(mode: .system, start: 0) }

    private init(mode: Mode, start: TimeInterval) {
        self.mode = mode
        self.manualNow = start
    }

    /// The current time in seconds.
    public var now: TimeInterval {
        mode == .manual ? manualNow : Self.systemUptime
    }

    /// `ProcessInfo.processInfo.systemUptime`, read without the ProcessInfo
    /// object: the same value (Foundation's, on Linux: CLOCK_MONOTONIC, its
    /// seconds plus its nanoseconds over 1e9, 0 if the call fails), without a
    /// once-check, a retain and a release around it (about a third of its cost,
    /// and the backend reads it several times per batch of input).
    package static var systemUptime: TimeInterval {
        #if os(Linux)
        var now = timespec()
        guard clock_gettime(CLOCK_MONOTONIC, &now) == 0 else { return 0 }
        return Double(now.tv_sec) + Double(now.tv_nsec) / 1_000_000_000
        #else
        return ProcessInfo.processInfo.systemUptime
        #endif
    }

    /// The earliest timer deadline, or nil when no timer is scheduled.
    public var nextDeadline: TimeInterval? {
        // A loop, not map + min: the loop asks for this on every pass, and map allocates once a timer exists.
        var earliest: TimeInterval?
        for timer in timers where earliest.map({ timer.deadline < $0 }) ?? true { earliest = timer.deadline }
        return earliest
    }

    /// Schedules `action` to run `delay` seconds from now.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping () -> Void) -> Timer {
        nextID += 1
        timers.append((now + max(0, delay), nextID, action))
        return Timer(id: nextID)
    }

    /// Cancels a timer; cancelling a fired or cancelled timer does nothing.
    public func cancel(_ timer: Timer) { timers.removeAll { $0.id == timer.id } }

    /// Manual mode: moves time forward by `seconds`, firing every timer due on the way.
    public func advance(by seconds: TimeInterval) { advance(to: manualNow + seconds) }

    /// Manual mode: moves time forward to `time` (never backward), firing
    /// timers due on the way in deadline order, each at its own deadline.
    public func advance(to time: TimeInterval) {
        precondition(mode == .manual, "InputClock.advance: only a manual clock can be advanced")
        while let next = nextDue(atOrBefore: time) {
            manualNow = max(manualNow, next.deadline)
            timers.removeAll { $0.id == next.id }
            next.action()
        }
        manualNow = max(manualNow, time)
    }

    /// Fires every timer whose deadline has passed (system mode; harmless in manual mode).
    public func fireDueTimers() {
        while let next = nextDue(atOrBefore: now) {
            timers.removeAll { $0.id == next.id }
            next.action()
        }
    }

    private func nextDue(atOrBefore time: TimeInterval) -> (deadline: TimeInterval, id: Int, action: () -> Void)? {
        // A loop, not filter + min: this runs for every input event, mostly with no timers.
        var due: (deadline: TimeInterval, id: Int, action: () -> Void)?
        for timer in timers where timer.deadline <= time {
            if let best = due, (best.deadline, best.id) <= (timer.deadline, timer.id) { continue }
            due = timer
        }
        return due
    }
}
