import Foundation

/// A discrete recognizer for one or more taps of one or more fingers:
/// UIKit's `UITapGestureRecognizer`.
///
/// Defaults (UIKit's): `numberOfTapsRequired` 1, `numberOfTouchesRequired` 1.
/// A tap is every required finger down (in one frame or several) and then
/// all of them up. The gesture is recognized when the last finger of the
/// last required tap lifts: possible -> recognized, else possible -> failed.
///
/// It fails when:
/// - a finger moves more than `allowableMovement` (10 pt, UIKit's tap slop)
///   from where it landed;
/// - a finger is held longer than `maximumTapDuration` (1.5 s);
/// - the next tap does not start within `maximumIntervalBetweenSuccessiveTaps`
///   (0.35 s) of the previous one ending, or starts more than
///   `maximumTapDistance` (45 pt) from the first tap;
/// - more fingers than `numberOfTouchesRequired` land, a finger lands after
///   one has lifted in the same tap, or a tap lifts with too few fingers.
///
/// Every timing runs on the core's `InputClock`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps make the gesture. Default 1.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs. Default 1.
    open var numberOfTouchesRequired = 1

    /// How far a finger may move from where it landed, in points (UIKit's tap slop, ~10 pt).
    static let allowableMovement: CGFloat = 10
    /// How long a finger may stay down in one tap.
    static let maximumTapDuration: TimeInterval = 1.5
    /// The longest pause between one tap's end and the next tap's start.
    static let maximumIntervalBetweenSuccessiveTaps: TimeInterval = TapCounter.maximumInterval
    /// How far from the first tap a later tap may start, in points.
    static let maximumTapDistance: CGFloat = TapCounter.maximumDistance

    private var tapsCompleted = 0
    /// Fingers down in the current tap, with where each landed (window space).
    private var fingers: [(touch: UITouch, start: CGPoint)] = []
    private var mostFingersInTap = 0
    private var aFingerLifted = false
    private var firstTapLocation: CGPoint?
    private var timer = GestureTimer()

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.cancel()
        for touch in touches.sorted(by: { $0.windowLocation.x < $1.windowLocation.x }) {
            if let first = firstTapLocation, fingers.isEmpty,
               first.distance(to: touch.windowLocation) > Self.maximumTapDistance {
                return failIfPossible()
            }
            fingers.append((touch, touch.windowLocation))
        }
        if firstTapLocation == nil { firstTapLocation = fingers.first?.start }
        mostFingersInTap = max(mostFingersInTap, fingers.count)
        if aFingerLifted || fingers.count > numberOfTouchesRequired { return failIfPossible() }
        startTimer(Self.maximumTapDuration)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        for finger in fingers where touches.contains(finger.touch) {
            if finger.start.distance(to: finger.touch.windowLocation) > Self.allowableMovement {
                return failIfPossible()
            }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        touchesMoved(touches, with: event)
        guard state == .possible else { return }
        fingers.removeAll { touches.contains($0.touch) }
        aFingerLifted = true
        guard fingers.isEmpty else { return }
        timer.cancel()
        guard mostFingersInTap == numberOfTouchesRequired else { return failIfPossible() }
        tapsCompleted += 1
        mostFingersInTap = 0
        aFingerLifted = false
        if tapsCompleted >= numberOfTapsRequired {
            state = .recognized
        } else {
            startTimer(Self.maximumIntervalBetweenSuccessiveTaps)
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        timer.cancel()
        failIfPossible()
    }

    /// A tap never prevents a tap needing more taps (UIKit's rule), so a
    /// single and a double tap on one view both fire unless one requires the
    /// other to fail.
    open override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        if let tap = preventedGestureRecognizer as? UITapGestureRecognizer, tap.numberOfTapsRequired > numberOfTapsRequired {
            return false
        }
        return super.canPrevent(preventedGestureRecognizer)
    }

    open override func reset() {
        super.reset()
        timer.cancel()
        tapsCompleted = 0
        fingers = []
        mostFingersInTap = 0
        aFingerLifted = false
        firstTapLocation = nil
    }

    /// A timer that fails the gesture if it is still possible (and not waiting to be recognized) when it fires.
    private func startTimer(_ delay: TimeInterval) {
        timer.start(after: delay) { [weak self] in
            guard let self, self.state == .possible, self.pendingState == nil else { return }
            self.state = .failed
        }
    }
}
