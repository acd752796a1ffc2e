import Foundation

/// A discrete recognizer for a quick straight stroke: UIKit's `UISwipeGestureRecognizer`.
///
/// Defaults (UIKit's): `direction` `.right`, `numberOfTouchesRequired` 1.
/// XUIKit's thresholds (UIKit documents none; these match its feel):
/// - the fingers' centroid must travel at least `minimumDistance` (50 pt)
///   from where the required fingers were all down;
/// - within `maximumDuration` (0.5 s) of the first finger landing, on the
///   core's clock (a timer fails it after that);
/// - at most `maximumAngle` (30 degrees) off the axis of a direction in
///   `direction`.
/// The swipe is recognized as soon as the stroke qualifies, while the fingers
/// are still down (as in UIKit). It fails on a stroke in another direction or
/// too far off axis, on lifting before qualifying, and on a finger count other
/// than `numberOfTouchesRequired`.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions: UIKit's `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count. Default `.right`.
    open var direction: Direction = .right
    /// How many fingers swipe. Default 1.
    open var numberOfTouchesRequired = 1

    /// The shortest qualifying stroke, in points.
    static let minimumDistance: CGFloat = 50
    /// The longest time from landing to qualifying, in seconds.
    static let maximumDuration: TimeInterval = 0.5
    /// The largest angle off a direction's axis, in radians.
    static let maximumAngle: CGFloat = .pi / 6

    private var fingers: [UITouch] = []
    private var start: CGPoint?
    private var timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if fingers.isEmpty {
            timer.start(after: Self.maximumDuration) { [weak self] in
                guard let self, self.pendingState == nil else { return }
                self.failIfPossible()
            }
        }
        fingers.append(contentsOf: touches)
        if fingers.count > numberOfTouchesRequired { return failIfPossible() }
        if fingers.count == numberOfTouchesRequired { start = Self.windowCentroid(of: fingers) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil, let start else { return }
        let now = Self.windowCentroid(of: fingers)
        let d = CGPoint(x: now.x - start.x, y: now.y - start.y)
        guard hypot(d.x, d.y) >= Self.minimumDistance else { return }
        if let stroke = Self.direction(of: d), direction.contains(stroke) {
            timer.cancel()
            state = .recognized
        } else {
            failIfPossible()
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard pendingState == nil else { return }
        failIfPossible()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        failIfPossible()
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        fingers = []
        start = nil
    }

    /// The direction a stroke `d` (window space, y down) points in, or nil when
    /// it is more than `maximumAngle` off every axis.
    static func direction(of d: CGPoint) -> Direction? {
        let angle = atan2(d.y, d.x)
        let axes: [(Direction, CGFloat)] = [(.right, 0), (.down, .pi / 2), (.left, .pi), (.up, -.pi / 2)]
        for (candidate, axis) in axes {
            var off = abs(angle - axis)
            if off > .pi { off = 2 * .pi - off }
            if off <= maximumAngle { return candidate }
        }
        return nil
    }
}
