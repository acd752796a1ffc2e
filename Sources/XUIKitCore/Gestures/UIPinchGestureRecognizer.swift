import Foundation

/// A continuous recognizer for two fingers moving apart or together:
/// UIKit's `UIPinchGestureRecognizer`.
///
/// The gesture begins when the second finger lands (scale 1); each move of
/// either finger is changed, with `scale` the ratio of the fingers' distance
/// to their distance at the start; lifting either finger ends it, a cancelled
/// touch cancels it. One finger alone lifting before a second lands fails it.
///
/// `scale` is settable: the scale from then on is relative to the value set
/// (setting 1 in each action, as the classic handler does, makes it the
/// change since the previous action). `velocity` is the scale factor's change
/// per second between the last two samples; it ignores resets of `scale`.
///
///     possible -> began -> changed* -> ended | cancelled;  possible -> failed
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    private var tracking = TwoFingerTracking()
    private var startDistance: CGFloat = 0
    private var distance: CGFloat = 0
    private var baseDistance: CGFloat = 0
    private var scaleAtBase: CGFloat = 1
    private var rate = RateSampler()

    /// The scale factor relative to the fingers' distance at the start (or at the last set). Default 1.
    open var scale: CGFloat {
        get { baseDistance > 0 ? scaleAtBase * distance / baseDistance : scaleAtBase }
        set {
            scaleAtBase = newValue
            baseDistance = distance
        }
    }

    /// The scale factor's change per second.
    open var velocity: CGFloat { rate.rate }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracking.add(touches), state == .possible, let span = tracking.span else { return }
        startDistance = hypot(span.x, span.y)
        distance = startDistance
        baseDistance = startDistance
        scaleAtBase = 1
        rate.add(1, at: event.timestamp)
        state = .began
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isInProgress, tracking.moves(touches), let span = tracking.span else { return }
        distance = hypot(span.x, span.y)
        if startDistance > 0 { rate.add(distance / startDistance, at: event.timestamp) }
        state = .changed
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = tracking.lift(touches, cancelled: false, in: state) { state = next }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let next = tracking.lift(touches, cancelled: true, in: state) { state = next }
    }

    open override func reset() {
        super.reset()
        tracking = TwoFingerTracking()
        startDistance = 0
        distance = 0
        baseDistance = 0
        scaleAtBase = 1
        rate = RateSampler()
    }
}
