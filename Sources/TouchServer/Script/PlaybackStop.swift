import Foundation

/// A stop signal for playback, shared between the thread playing a script
/// and whoever may need to end it early (a `stop` request, SIGTERM).
///
/// Once `stop()` is called (or the condition given at init holds) it stays
/// stopped: `TouchScriptPlayer` checks it before every action and wakes from
/// its waits (at once on `stop()`, within 0.1 s for the condition), then
/// lifts the fingers and releases the keys and buttons its script left down.
// @unchecked Sendable: `stopped` is read and written only under `condition`'s lock; `check` is Sendable.
public final class PlaybackStop: @unchecked Sendable {
    private let condition = NSCondition()
    private var stopped = false
    private let check: (@Sendable () -> Bool)?

    /// `check`: a further reason to stop, polled before every action and
    /// every 0.1 s of a wait (say, another `PlaybackStop`, or the client
    /// that asked for the playback having gone away).
    public init(alsoWhen check: (@Sendable () -> Bool)? = nil) {
        self.check = check
    }

    /// Stops every playback using this signal; idempotent.
    public func stop() {
        condition.lock()
        stopped = true
        condition.broadcast()
        condition.unlock()
    }

    /// Whether `stop()` has been called.
    public var isStopped: Bool {
        condition.lock()
        defer { condition.unlock() }
        return isStoppedLocked()
    }

    private func isStoppedLocked() -> Bool {
        if !stopped, let check, check() { stopped = true }
        return stopped
    }

    /// Sleeps until the monotonic clock (`monotonicSeconds()`) reaches
    /// `deadline`, or until `stop()`; returns whether it was stopped. Any
    /// length works (waits are taken in slices of at most a minute, so no
    /// count of microseconds or nanoseconds can overflow).
    func sleep(untilMonotonic deadline: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let slice = check == nil ? 60 : 0.1
        while !isStoppedLocked() {
            let remaining = deadline - monotonicSeconds()
            if remaining <= 0 { return false }
            _ = condition.wait(until: Date(timeIntervalSinceNow: min(remaining, slice)))
        }
        return true
    }
}

/// Playback ended early because its `PlaybackStop` fired; the fingers,
/// keys and buttons it had down were lifted and released first.
public struct PlaybackStoppedError: Error, Equatable, CustomStringConvertible {
    public init() {}
    public var description: String { "playback stopped early (the touch server is stopping): fingers lifted, keys and buttons released" }
}
