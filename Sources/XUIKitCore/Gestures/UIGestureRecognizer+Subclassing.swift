import Foundation

/// Helpers the concrete recognizers share: the clock, failing safely, and
/// window-space geometry.
///
/// Recognizers track touches in window space and convert on request, so a
/// view that moves under the finger (a dragged view) does not change what the
/// gesture measured.
extension UIGestureRecognizer {
    /// The core's input clock; every timing-based recognizer runs on it.
    var clock: InputClock { UIApplication.shared.inputClock }

    /// Fails the gesture if it is still possible. Arbitration may already have
    /// failed or recognized it, and a second transition would be illegal.
    func failIfPossible() {
        if state == .possible { state = .failed }
    }

    /// Whether the gesture has begun and not yet ended (continuous recognizers).
    var isInProgress: Bool { state == .began || state == .changed }

    /// The centroid of `touches` in window space.
    static func windowCentroid(of touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let sum = touches.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.windowLocation.x, y: $0.y + $1.windowLocation.y) }
        return CGPoint(x: sum.x / CGFloat(touches.count), y: sum.y / CGFloat(touches.count))
    }

    /// A window-space vector expressed in `view`'s coordinate space (nil: the
    /// window's): rotation and scale apply, position does not.
    func vector(_ vector: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow ?? view.window else { return vector }
        let origin = view.convert(CGPoint.zero, from: window)
        let tip = view.convert(vector, from: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// A vector in `view`'s space expressed in window space (the inverse of `vector(_:fromWindowTo:)`).
    func windowVector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow ?? view.window else { return vector }
        let origin = view.convert(CGPoint.zero, to: window)
        let tip = view.convert(vector, to: window)
        return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
    }
}

extension CGPoint {
    /// The distance to `other`, in points.
    func distance(to other: CGPoint) -> CGFloat { hypot(other.x - x, other.y - y) }
}

/// A recognizer's one pending timer on the core's clock. Starting it again
/// replaces the pending one; cancelling a fired timer does nothing, so a
/// recognizer cancels it in `reset()` without further bookkeeping.
@MainActor
struct GestureTimer {
    private var timer: InputClock.Timer?

    /// Runs `action` after `delay` seconds on `UIApplication.shared.inputClock`.
    mutating func start(after delay: TimeInterval, _ action: @escaping () -> Void) {
        cancel()
        timer = UIApplication.shared.inputClock.schedule(after: delay, action)
    }

    mutating func cancel() {
        if let timer { UIApplication.shared.inputClock.cancel(timer) }
        timer = nil
    }
}
