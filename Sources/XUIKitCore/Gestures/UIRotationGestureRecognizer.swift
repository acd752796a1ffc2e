import Foundation

/// A continuous recognizer for two fingers turning: UIKit's
/// `UIRotationGestureRecognizer`.
///
/// The gesture begins when the second finger lands (rotation 0); each move of
/// either finger is changed, with `rotation` the change, in radians, of the
/// angle of the line between the fingers since the start (positive turns
/// clockwise on screen, as in UIKit, since y points down). Turns accumulate
/// past pi. Lifting either finger ends it, a cancelled touch cancels it; one
/// finger alone lifting before a second lands fails it.
///
/// `rotation` is settable: from then on it is relative to the value set.
/// `velocity` is radians per second between the last two samples.
///
///     possible -> began -> changed* -> ended | cancelled;  possible -> failed
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    private var tracking = TwoFingerTracking()
    private var lastAngle: CGFloat = 0
    /// The total turn since the start, in radians.
    private var turned: CGFloat = 0
    private var turnedAtBase: CGFloat = 0
    private var rotationAtBase: CGFloat = 0
    private var rate = RateSampler()

    /// The rotation in radians since the start (or since the last set). Default 0.
    open var rotation: CGFloat {
        get { rotationAtBase + turned - turnedAtBase }
        set {
            rotationAtBase = newValue
            turnedAtBase = turned
        }
    }

    /// The rotation's change in radians per second.
    open var velocity: CGFloat { rate.rate }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracking.add(touches), state == .possible, let span = tracking.span else { return }
        lastAngle = atan2(span.y, span.x)
        turned = 0
        turnedAtBase = 0
        rotationAtBase = 0
        rate.add(0, at: event.timestamp)
        state = .began
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard isInProgress, tracking.moves(touches), let span = tracking.span else { return }
        let angle = atan2(span.y, span.x)
        var delta = angle - lastAngle
        // The shorter way round: a step across the -pi/pi seam is small, not a full turn.
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        lastAngle = angle
        turned += delta
        rate.add(turned, at: event.timestamp)
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
        lastAngle = 0
        turned = 0
        turnedAtBase = 0
        rotationAtBase = 0
        rate = RateSampler()
    }
}
