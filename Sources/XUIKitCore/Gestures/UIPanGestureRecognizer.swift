import Foundation

/// A continuous recognizer for fingers dragging: UIKit's `UIPanGestureRecognizer`.
///
/// Defaults (UIKit's): `minimumNumberOfTouches` 1, `maximumNumberOfTouches`
/// `Int.max`. With a number of fingers in that range down, the gesture begins
/// once their centroid has moved more than `hysteresis` (10 pt, UIKit's pan
/// slop) from where it started; then each move is changed, and it ends when
/// fewer than `minimumNumberOfTouches` fingers remain. It fails when the
/// fingers lift before it began. Fingers beyond `maximumNumberOfTouches` are
/// ignored (`ignore(_:for:)`).
///
/// The translation is the centroid's movement since the fingers landed
/// (including the slop) and is tracked in window space, then converted to the
/// requested view's space as a vector: a view moved by the pan's own action
/// does not change it (no double counting). Fingers landing or lifting
/// mid-gesture do not make the translation jump. Velocity is in points per
/// second over the last `velocityWindow` (0.1 s) of samples; fingers held
/// still for longer than that before lifting end with velocity zero.
///
/// Scroll input (wheel, touchpad) pans too when `allowedScrollTypesMask` is
/// not empty (UIKit's default is empty: no scrolling): the first scroll over
/// the view begins the gesture, each one adds its delta to the translation
/// (changed), and `scrollEndDelay` (0.1 s) without scrolling ends it. The
/// input funnel does not yet say whether a scroll is discrete or continuous,
/// so any non-empty mask accepts both. Scrolls are ignored while fingers pan.
/// A scroll's velocity counts from the first scroll's end: its own delta has
/// no duration.
///
///     possible -> began -> changed* -> ended | cancelled;  possible -> failed
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The kinds of scroll input that pan. Default none.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// The fewest fingers that make a pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that make a pan. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// How far the centroid moves before the pan begins, in points.
    static let hysteresis: CGFloat = 10
    /// The span of recent samples velocity is measured over, in seconds.
    static let velocityWindow: TimeInterval = 0.1
    /// How long after the last scroll a scroll pan ends, in seconds.
    static let scrollEndDelay: TimeInterval = 0.1

    /// The pan's fingers, in landing order.
    var fingers: [UITouch] = []
    /// Window-space point the translation is measured from.
    private var origin: CGPoint?
    /// Recent (time, centroid) samples in window space, oldest first.
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// Where a scroll pan has got to: the first scroll's location plus every delta, in window space.
    private var scrollPoint: CGPoint?
    private var scrollEnd = GestureTimer()

    /// The centroid of the pan's fingers in window space.
    var centroid: CGPoint { Self.windowCentroid(of: fingers) }

    /// The point the translation follows, in window space: the fingers'
    /// centroid, the scroll point, or the last sample once the input is over.
    private var current: CGPoint {
        if !fingers.isEmpty { return centroid }
        return scrollPoint ?? samples.last?.point ?? origin ?? .zero
    }

    /// The total translation in `view`'s coordinate space (nil: the window's).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return vector(CGPoint(x: current.x - origin.x, y: current.y - origin.y), fromWindowTo: view)
    }

    /// Makes the translation, in `view`'s space, equal `translation` from now on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let shift = windowVector(translation, from: view)
        origin = CGPoint(x: current.x - shift.x, y: current.y - shift.y)
    }

    /// The centroid's velocity in `view`'s space, in points per second.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return .zero }
        let dt = CGFloat(last.time - first.time)
        let windowVelocity = CGPoint(x: (last.point.x - first.point.x) / dt, y: (last.point.y - first.point.y) / dt)
        return vector(windowVelocity, fromWindowTo: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fingers landing during a scroll pan leave the scroll to finish on its own.
        guard scrollPoint == nil else { return touches.forEach { ignore($0, for: event) } }
        // Fingers beyond the maximum are not part of the pan (UIKit ignores them too).
        let room = max(0, maximumNumberOfTouches - fingers.count)
        let landing = touches.sorted { $0.windowLocation.x < $1.windowLocation.x }
        for extra in landing.dropFirst(room) { ignore(extra, for: event) }
        changeFingers { $0.append(contentsOf: landing.prefix(room)) }
        sample(at: event.timestamp)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        sample(at: event.timestamp)
        if isInProgress { return state = .changed }
        guard state == .possible, let origin, (minimumNumberOfTouches...maximumNumberOfTouches).contains(fingers.count),
              origin.distance(to: centroid) > Self.hysteresis, shouldBegin() else { return }
        state = .began
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // Fingers held still before lifting: no fling, the velocity is zero.
        if let last = samples.last, event.timestamp - last.time > Self.velocityWindow { samples = [last] }
        fingersLifted(touches)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        fingersLifted(touches, cancelled: true)
    }

    open override func reset() {
        super.reset()
        fingers = []
        origin = nil
        samples = []
        scrollPoint = nil
        scrollEnd.cancel()
    }

    override func handleScroll(_ scroll: ScrollInput, in window: UIWindow, event: UIEvent) {
        guard !allowedScrollTypesMask.isEmpty, fingers.isEmpty, trackedTouches.isEmpty else { return }
        if scrollPoint == nil {
            guard state == .possible else { return }
            scrollPoint = scroll.location
            origin = scroll.location
            lastWindow = window
        }
        guard let point = scrollPoint else { return }
        scrollPoint = CGPoint(x: point.x + scroll.delta.x, y: point.y + scroll.delta.y)
        lastCentroid = scroll.location
        sample(at: event.timestamp)
        if state == .possible { state = .began } else if isInProgress { state = .changed }
        scrollEnd.start(after: Self.scrollEndDelay) { [weak self] in
            guard let self, self.isInProgress else { return }
            self.state = .ended
        }
    }

    /// Whether a subclass allows the pan to begin now (screen-edge pans check the edge). Default true.
    func shouldBegin() -> Bool { true }

    private func fingersLifted(_ touches: Set<UITouch>, cancelled: Bool = false) {
        changeFingers { $0.removeAll { touches.contains($0) } }
        if isInProgress {
            if cancelled { state = .cancelled } else if fingers.count < minimumNumberOfTouches { state = .ended }
        } else if fingers.isEmpty {
            failIfPossible()
        }
    }

    /// Changes the finger set keeping the translation continuous: the origin
    /// and samples shift by however far the centroid jumps.
    private func changeFingers(_ change: (inout [UITouch]) -> Void) {
        let before = fingers.isEmpty ? nil : centroid
        change(&fingers)
        guard !fingers.isEmpty else { return }
        let after = centroid
        guard let before, let origin else {
            if origin == nil { origin = after }
            return
        }
        let jump = CGPoint(x: after.x - before.x, y: after.y - before.y)
        self.origin = CGPoint(x: origin.x + jump.x, y: origin.y + jump.y)
        samples = samples.map { ($0.time, CGPoint(x: $0.point.x + jump.x, y: $0.point.y + jump.y)) }
    }

    private func sample(at time: TimeInterval) {
        guard !fingers.isEmpty || scrollPoint != nil else { return }
        samples.append((time, current))
        samples.removeAll { time - $0.time > Self.velocityWindow + 1e-9 }
    }
}
