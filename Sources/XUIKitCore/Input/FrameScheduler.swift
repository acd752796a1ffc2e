import Foundation

/// The app's frame clock: calls its observers once per display frame while
/// any is registered, and schedules nothing while none is (an idle app wakes
/// for no frames). Platform-neutral: frames are timers on the application's
/// `InputClock`, so a backend's loop fires them with its other timers, before
/// it redraws, and tests drive them by advancing a manual clock.
///
/// Frames fall on a grid of `frameInterval` starting at time 0 (as vsync
/// does, whatever the moment an observer registered): a frame at `t` has
/// `timestamp` t and `targetTimestamp` t + interval. A late loop gets one
/// frame for the latest grid point passed, never a burst of missed ones.
/// `CADisplayLink` and animations are built on it; the backend sets
/// `frameInterval` from the output's refresh rate.
@MainActor
package final class FrameScheduler {
    /// One frame as the observers see it.
    package struct Frame: Equatable, Sendable {
        /// When the frame started (a grid point), on the input clock.
        package let timestamp: TimeInterval
        /// When the next frame starts: the deadline for this frame's work.
        package let targetTimestamp: TimeInterval
    }

    /// An observer's registration; pass it to `removeObserver(_:)`.
    package struct Token: Hashable, Sendable { let id: Int }

    /// Seconds per frame (default 1/60). A change applies from the next frame scheduled.
    package var frameInterval: TimeInterval = 1.0 / 60.0

    private let clock: () -> InputClock
    private var observers: [(id: Int, body: (Frame) -> Void)] = []
    private var nextID = 0
    private var pending: InputClock.Timer?
    /// The grid point of the last frame delivered (no grid point is delivered twice).
    private var lastFrame: TimeInterval = -.infinity

    /// A scheduler on the clock `clock()` returns (read at each scheduling,
    /// so replacing the application's clock moves the scheduler with it).
    package init(clock: @escaping () -> InputClock) { self.clock = clock }

    /// Whether a frame is scheduled (false exactly when there are no observers).
    package var isRunning: Bool { pending != nil }

    /// Calls `body` on every frame from the next one on, until removed.
    @discardableResult
    package func addObserver(_ body: @escaping (Frame) -> Void) -> Token {
        nextID += 1
        observers.append((nextID, body))
        if pending == nil { scheduleNextFrame() }
        return Token(id: nextID)
    }

    /// Stops calling an observer; the last removal unschedules the next frame.
    package func removeObserver(_ token: Token) {
        observers.removeAll { $0.id == token.id }
        if observers.isEmpty, let pending {
            clock().cancel(pending)
            self.pending = nil
        }
    }

    /// Forgets every observer and the pending frame, and goes back to 60 Hz (a test's fresh app).
    package func reset() {
        frameInterval = 1.0 / 60.0
        if let pending { clock().cancel(pending) }
        pending = nil
        observers.removeAll()
        lastFrame = -.infinity
    }

    /// The grid point a frame firing at `now` stands for: the latest one
    /// passed (a late loop skips the frames it missed), but never one at or
    /// before `lastFrame`.
    package static func gridPoint(now: TimeInterval, after lastFrame: TimeInterval, interval: TimeInterval) -> TimeInterval {
        max(lastFrame + interval, (now / interval).rounded(.down) * interval)
    }

    private func scheduleNextFrame() {
        let clock = clock()
        let now = clock.now
        var next = (now / frameInterval).rounded(.up) * frameInterval
        if next <= lastFrame { next = lastFrame + frameInterval }
        pending = clock.schedule(after: next - now) { [weak self] in self?.fire() }
    }

    private func fire() {
        pending = nil
        let gridPoint = FrameScheduler.gridPoint(now: clock().now, after: lastFrame, interval: frameInterval)
        lastFrame = gridPoint
        let frame = Frame(timestamp: gridPoint, targetTimestamp: gridPoint + frameInterval)
        // Observers added during the frame wait for the next one; removed ones are not called.
        for observer in observers where observers.contains(where: { $0.id == observer.id }) {
            observer.body(frame)
        }
        if !observers.isEmpty, pending == nil { scheduleNextFrame() }
    }
}
