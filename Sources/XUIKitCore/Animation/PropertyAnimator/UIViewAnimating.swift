import Foundation

/// Where an animator is in its life (UIKit's raw values).
///
///     inactive ──start/pause/fractionComplete=──▶ active ──finishes──▶ inactive
///                                                   │
///                                          stopAnimation(false)
///                                                   ▼
///                                                stopped ──finishAnimation(at:)──▶ inactive
public enum UIViewAnimatingState: Int, Sendable {
    /// No animations run: the blocks have not run yet, or the animator finished.
    case inactive = 0
    /// The animations were started or paused (they may be running or not).
    case active = 1
    /// Stopped by `stopAnimation(false)`; waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's views end up (UIKit's raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// The values the animation blocks set.
    case end = 0
    /// The values before the blocks ran.
    case start = 1
    /// The values shown when the animator was stopped.
    case current = 2
}

/// The flow control of an animator object: UIKit's `UIViewAnimating`.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// The animator's state (see `UIViewAnimatingState`).
    var state: UIViewAnimatingState { get }
    /// Whether the animations are moving now (active and not paused).
    var isRunning: Bool { get }
    /// Whether the animations run back toward their start.
    var isReversed: Bool { get set }
    /// The fraction of the animation's time gone, 0 at the start and 1 at the end;
    /// settable only while paused (or inactive, which pauses the animator).
    var fractionComplete: CGFloat { get set }
    func startAnimation()
    func startAnimation(afterDelay delay: TimeInterval)
    func pauseAnimation()
    func stopAnimation(_ withoutFinishing: Bool)
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks: UIKit's `UIViewImplicitlyAnimating`.
///
/// UIKit declares these four optional; Swift protocols have no optional
/// requirements, so they are requirements with do-nothing defaults, which a
/// custom animator overrides by declaring them.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    func addAnimations(_ animation: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
