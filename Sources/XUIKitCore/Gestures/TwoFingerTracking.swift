import Foundation

/// The two fingers a pinch or rotation follows: the first two to land.
///
///     none ─second finger lands─► paired ─either finger lifts─► broken
///
/// A third finger is ignored; lifting one of the pair breaks it (the gesture
/// ends) even when other fingers remain.
@MainActor
struct TwoFingerTracking {
    private(set) var fingers: [UITouch] = []
    private(set) var pair: (UITouch, UITouch)?

    /// Adds landing fingers; true when this completed the pair.
    mutating func add(_ touches: Set<UITouch>) -> Bool {
        fingers.append(contentsOf: touches.sorted { $0.windowLocation.x < $1.windowLocation.x })
        guard pair == nil, fingers.count >= 2 else { return false }
        pair = (fingers[0], fingers[1])
        return true
    }

    /// Removes lifted fingers; true when this broke the pair.
    mutating func remove(_ touches: Set<UITouch>) -> Bool {
        fingers.removeAll { touches.contains($0) }
        guard let pair, touches.contains(pair.0) || touches.contains(pair.1) else { return false }
        self.pair = nil
        return true
    }

    /// Removes lifted (or cancelled) fingers and says what that means for a
    /// two-finger gesture now in `state`: in progress, a cancelled touch
    /// cancels it and a broken pair ends it; still possible, it fails once a
    /// touch is cancelled or every finger has lifted. Nil: no change.
    mutating func lift(
        _ touches: Set<UITouch>, cancelled: Bool, in state: UIGestureRecognizer.State
    ) -> UIGestureRecognizer.State? {
        let broke = remove(touches)
        if state == .began || state == .changed { return cancelled ? .cancelled : (broke ? .ended : nil) }
        return state == .possible && (cancelled || fingers.isEmpty) ? .failed : nil
    }

    /// Whether any of `touches` is one of the pair.
    func moves(_ touches: Set<UITouch>) -> Bool {
        guard let pair else { return false }
        return touches.contains(pair.0) || touches.contains(pair.1)
    }

    /// The vector from the first finger of the pair to the second, in window space.
    var span: CGPoint? {
        guard let (a, b) = pair else { return nil }
        return CGPoint(x: b.windowLocation.x - a.windowLocation.x, y: b.windowLocation.y - a.windowLocation.y)
    }
}

/// The rate of change of a measured value per second, from its last two samples.
struct RateSampler {
    private var previous: (time: TimeInterval, value: CGFloat)?
    private var latest: (time: TimeInterval, value: CGFloat)?

    mutating func add(_ value: CGFloat, at time: TimeInterval) {
        previous = latest
        latest = (time, value)
    }

    /// Units per second; 0 with fewer than two samples or no time between them.
    var rate: CGFloat {
        guard let previous, let latest, latest.time > previous.time else { return 0 }
        return (latest.value - previous.value) / CGFloat(latest.time - previous.time)
    }
}
