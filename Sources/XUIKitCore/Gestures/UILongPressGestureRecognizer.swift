import Foundation

/// A continuous recognizer for fingers held still: UIKit's
/// `UILongPressGestureRecognizer`.
///
/// Defaults (UIKit's): `minimumPressDuration` 0.5 s, `allowableMovement`
/// 10 pt, `numberOfTapsRequired` 0, `numberOfTouchesRequired` 1.
///
/// After `numberOfTapsRequired` quick taps (each lifted before the press
/// duration, the next starting within 0.35 s), the required fingers must stay
/// down for `minimumPressDuration` on the core's clock: then began. Moves
/// after that are changed; lifting a finger ends the gesture; a cancelled
/// touch cancels it. Before it begins, it fails when a finger moves more than
/// `allowableMovement` from where it landed, lifts too early, or more fingers
/// than required land.
///
///     possible -> began -> changed* -> ended | cancelled;  possible -> failed
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must be held, in seconds. Default 0.5.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far a finger may move before the gesture begins, in points. Default 10.
    open var allowableMovement: CGFloat = 10
    /// Taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// Fingers that must be held. Default 1.
    open var numberOfTouchesRequired = 1

    private var fingers: [(touch: UITouch, start: CGPoint)] = []
    private var tapsCompleted = 0
    private var timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        timer.cancel()
        for touch in touches { fingers.append((touch, touch.windowLocation)) }
        if fingers.count > numberOfTouchesRequired { return failIfPossible() }
        if fingers.count == numberOfTouchesRequired {
            timer.start(after: minimumPressDuration) { [weak self] in self?.pressHeld() }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if isInProgress { return state = .changed }
        for finger in fingers where touches.contains(finger.touch) {
            if finger.start.distance(to: finger.touch.windowLocation) > allowableMovement {
                timer.cancel()
                return failIfPossible()
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if isInProgress { return state = .ended }
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        timer.cancel()
        fingers.removeAll { touches.contains($0.touch) }
        // A finger lifted before the press is a tap, allowed only while taps are still required.
        guard tapsCompleted < numberOfTapsRequired else { return failIfPossible() }
        guard fingers.isEmpty else { return }
        tapsCompleted += 1
        timer.start(after: TapCounter.maximumInterval) { [weak self] in self?.failIfPossible() }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.cancel()
        if isInProgress { state = .cancelled } else { failIfPossible() }
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        fingers = []
        tapsCompleted = 0
    }

    private func pressHeld() {
        guard state == .possible, pendingState == nil, tapsCompleted == numberOfTapsRequired,
              fingers.count == numberOfTouchesRequired else { return }
        state = .began
    }
}
