import Foundation

/// A continuous recognizer for two fingers turning: UIKit's
/// `UIRotationGestureRecognizer`.
///
/// The gesture begins once the fingers have turned enough to be a rotation,
/// as in UIKit: when the line between them has turned by more than
/// `hysteresis` (5 degrees; UIKit's figure is not published, this is
/// XUIKit's, "a few degrees") since the second finger landed. Landing alone
/// does not begin it, nor does spreading without turning. From then each
/// move of either finger is changed. `rotation` is the change, in radians,
/// of the line's angle since landing (positive turns clockwise on screen, as
/// in UIKit, since y points down), so the first action already carries the
/// turn that began it. Turns accumulate past pi. Lifting either finger ends
/// it, a cancelled touch cancels it; fingers lifting before it began fail it.
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

    /// How far, in radians, the line between the fingers must turn from its
    /// angle at landing before the rotation begins (5 degrees).
    static let hysteresis: CGFloat = 5 * .pi / 180

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard tracking.add(touches), state == .possible, let span = tracking.span else { return }
        lastAngle = atan2(span.y, span.x)
        turned = 0
        turnedAtBase = 0
        rotationAtBase = 0
        rate.add(0, at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible || isInProgress, tracking.moves(touches), let span = tracking.span else { return }
        let angle = atan2(span.y, span.x)
        var delta = angle - lastAngle
        // The shorter way round: a step across the -pi/pi seam is small, not a full turn.
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        lastAngle = angle
        turned += delta
        if state == .possible, abs(turned) <= Self.hysteresis { return }
        rate.add(turned, at: event.timestamp)
        state = state == .possible ? .began : .changed
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
