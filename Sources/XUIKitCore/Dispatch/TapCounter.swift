import Foundation

/// Counts taps: a touch beginning soon after, and near, the end of the
/// previous tap continues its count (UIKit's `tapCount`).
@MainActor
struct TapCounter {
    /// Longest pause between one tap's end and the next tap's start.
    static let maximumInterval: TimeInterval = 0.35
    /// Farthest distance, in points, between successive taps.
    static let maximumDistance: CGFloat = 45

    private var lastTap: (location: CGPoint, end: TimeInterval, count: Int, window: ObjectIdentifier)?

    /// The tap count of a touch beginning at `location` at `time`.
    func count(beginningAt location: CGPoint, time: TimeInterval, in window: UIWindow) -> Int {
        guard let last = lastTap, last.window == ObjectIdentifier(window),
              time - last.end <= TapCounter.maximumInterval,
              hypot(location.x - last.location.x, location.y - last.location.y) <= TapCounter.maximumDistance
        else { return 1 }
        return last.count + 1
    }

    /// Remembers a touch that ended (not cancelled) as the latest tap.
    mutating func recordEnd(of touch: UITouch, in window: UIWindow) {
        lastTap = (touch.windowLocation, touch.timestamp, touch.tapCount, ObjectIdentifier(window))
    }

    mutating func reset() { lastTap = nil }
}
