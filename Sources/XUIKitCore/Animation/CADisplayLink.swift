import Foundation

/// A frame rate range a display link (or animation) prefers: Core Animation's `CAFrameRateRange`.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: the display's own rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}

/// The current media time in seconds: Core Animation's clock, here the
/// application's input clock (monotonic; the manual clock under XUIKitTesting),
/// the clock display-link timestamps are on.
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { UIApplication.shared.inputClock.now }

/// A timer synchronised to the display's frames: Core Animation's `CADisplayLink`.
///
/// Added to a run loop, it calls its target's selector (or its handler) once
/// per display frame, before the frame is drawn, with `timestamp` (the frame
/// that was shown last), `targetTimestamp` (the one being prepared) and
/// `duration` (one frame at the output's refresh rate, which the X11 backend
/// reads from XRandR). `preferredFrameRateRange` (or the older
/// `preferredFramesPerSecond`) lowers the rate to a divisor of the display's:
/// 30 on a 60 Hz output calls every other frame. `isPaused` stops the calls;
/// `invalidate()` removes it for good. While no link or animation runs, the
/// frame clock schedules nothing (an idle app wakes for no frames).
///
/// As on iOS the link retains its target until invalidated, and the run loop
/// retains the link while it is added. Linux has no Objective-C selectors:
/// port `CADisplayLink(target: self, selector: #selector(step))` as
/// `CADisplayLink(target: self, selector: Selector(MyView.step))`, or use
/// XUIKit's closure form `CADisplayLink { link in ... }`.
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    private var target: AnyObject?
    private let selector: Selector?
    private let handler: ((CADisplayLink) -> Void)?
    private var token: FrameScheduler.Token?
    private var frameCount = 0
    /// Links added to a run loop: retained, as the run loop retains them on iOS.
    private static var running: [ObjectIdentifier: CADisplayLink] = [:]

    /// The time of the last frame shown (0 before the first call).
    open private(set) var timestamp: CFTimeInterval = 0
    /// The time the frame being prepared will be shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between display frames.
    open var duration: CFTimeInterval { UIApplication.shared.frameScheduler.frameInterval }

    /// Whether calls are suspended (the link stays added). A paused link
    /// does not keep the frame clock running: an app whose only link is
    /// paused wakes for no frames.
    open var isPaused = false {
        didSet {
            guard isPaused != oldValue, isAdded else { return }
            if isPaused { detachFromClock() } else { attachToClock() }
        }
    }
    /// The rate the link would like; the display's rate when `.default`.
    open var preferredFrameRateRange: CAFrameRateRange = .default
    /// The older form of `preferredFrameRateRange` (0: the display's rate).
    open var preferredFramesPerSecond: Int {
        get { Int(preferredFrameRateRange.preferred ?? 0) }
        set { preferredFrameRateRange = CAFrameRateRange(minimum: 0, maximum: Float(newValue), preferred: Float(newValue)) }
    }

    /// A link that performs `sel` on `target` each frame, with the link as the sender.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        self.selector = sel
        self.handler = nil
        super.init()
    }

    /// XUIKit's closure form: `handler` runs each frame.
    public init(handler: @escaping (CADisplayLink) -> Void) {
        self.target = nil
        self.selector = nil
        self.handler = handler
        super.init()
    }

    /// Starts the calls. The run loop and mode are accepted for UIKit's API; every
    /// mode of the main run loop gets frames (XUIKit has no tracking mode yet).
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isAdded, !isInvalidated else { return }
        isAdded = true
        CADisplayLink.running[ObjectIdentifier(self)] = self
        if !isPaused { attachToClock() }
    }

    /// Whether the link is added to the run loop (paused or not).
    private var isAdded = false

    private func attachToClock() {
        guard token == nil else { return }
        token = UIApplication.shared.frameScheduler.addObserver { [weak self] frame in self?.fire(frame) }
    }

    private func detachFromClock() {
        if let token { UIApplication.shared.frameScheduler.removeObserver(token) }
        token = nil
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { stop() }

    /// Removes the link from the run loop for good and releases its target.
    open func invalidate() {
        isInvalidated = true
        target = nil
        stop()
    }

    private var isInvalidated = false

    private func stop() {
        detachFromClock()
        isAdded = false
        CADisplayLink.running[ObjectIdentifier(self)] = nil
    }

    private func fire(_ frame: FrameScheduler.Frame) {
        guard !isPaused, !isInvalidated else { return }
        frameCount += 1
        guard frameCount % frameDivisor == 0 else { return }
        timestamp = frame.timestamp
        targetTimestamp = frame.timestamp + duration * Double(frameDivisor)
        if let handler {
            handler(self)
        } else if let target, let selector {
            _ = selector.perform(on: target, sender: self)
        }
    }

    /// Every how many display frames the link is called: the display's rate over the preferred one, at least 1.
    var frameDivisor: Int {
        let preferred = Double(preferredFrameRateRange.preferred ?? preferredFrameRateRange.maximum)
        guard preferred > 0 else { return 1 }
        let display = 1 / UIApplication.shared.frameScheduler.frameInterval
        return max(1, Int((display / preferred).rounded()))
    }
}
