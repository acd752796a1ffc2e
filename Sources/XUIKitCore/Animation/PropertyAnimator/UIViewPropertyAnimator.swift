import Foundation

/// Animates views' changes with start, pause, scrubbing, reversal and stop
/// under the app's control: UIKit's `UIViewPropertyAnimator`.
///
/// Animation blocks run when the animator first becomes active (`startAnimation`,
/// `pauseAnimation`, or setting `fractionComplete`), or at once when added to
/// an active animator. What a block changes among the properties
/// `UIView.animate` animates takes its new model value at once (code, layout
/// and hit-testing see it, as in UIKit) and the screen follows the animator's
/// progress. When the animations reach their end the animator becomes
/// inactive and the completions run with `.end` (`.start` when reversed; the
/// views' models then go back to their values before the blocks), unless
/// `pausesOnCompletion` keeps it active and paused.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating, NSCopying {
    /// One block that ran: where it starts in the animator's time, and what it changed.
    struct RanBlock {
        let start: Double
        let driver: AnimationDriver
        let changes: [AnimationTransaction.Change]
        let key: String
    }

    private let parameters: any UITimingCurveProvider
    /// The timing curve given at creation.
    open var timingParameters: (any UITimingCurveProvider)? { parameters }
    /// The animations' length in seconds (a spring by mass, stiffness and damping: its settling time).
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` (0 before).
    open private(set) var delay: TimeInterval = 0
    /// Whether the animating views take touches while the blocks' animations run (read when a block runs).
    open var isUserInteractionEnabled = true
    /// Stored for source compatibility; XUIKit always hit-tests the models, as UIKit does when this is false.
    open var isManualHitTestingEnabled = false
    /// Whether `pauseAnimation` and `stopAnimation` may interrupt the animations.
    open var isInterruptible = true
    /// Whether a paused animator scrubbed through `fractionComplete` moves linearly (true) or along its curve.
    open var scrubsLinearly = true
    /// Whether the animator stays active and paused at its end, calling no completion.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive
    private var timeline: AnimatorTimeline
    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var ran: [RanBlock] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var frameToken: FrameScheduler.Token?

    /// An inactive animator of `duration` seconds with the timing `parameters`.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.parameters = parameters
        let length = duration.isFinite ? max(duration, 0) : 0
        if let spring = parameters.springTimingParameters {
            let (curve, seconds) = spring.curve(forDuration: length)
            self.duration = seconds
            timeline = AnimatorTimeline(curve: .spring(curve), duration: seconds)
        } else {
            self.duration = length
            let cubic = parameters.cubicTimingParameters ?? UICubicTimingParameters()
            timeline = AnimatorTimeline(curve: .cubic(cubic.timingFunction), duration: length)
        }
        super.init()
    }

    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A spring settling at `duration` with damping ratio `ratio` (1: no overshoot).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator already running `animations` with the options' curve, after `delay`.
    /// Repeat, autoreverse and transition options are ignored, as UIKit documents.
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 3)) ?? .easeInOut
        let animator = self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// A new inactive animator with the same duration and timing (no blocks, no completions).
    nonisolated open func copy(with zone: NSZone? = nil) -> Any {
        MainActor.assumeIsolated { type(of: self).init(duration: duration, timingParameters: parameters) }
    }

    /// UIKit raises when a paused or stopped animator is released; XUIKit
    /// says so and ends its animations where the models are.
    isolated deinit {
        guard state != .inactive else { return }
        print("UIViewPropertyAnimator: it is an error to release a paused or stopped property animator; its animations are removed")
        for block in ran {
            for change in block.changes { change.layer.removeAnimation(forKey: "\(block.key).\(change.keyPath)") }
        }
    }

    // MARK: State

    open var isRunning: Bool { state == .active && timeline.isRunning }

    open var isReversed: Bool {
        get { timeline.isReversed }
        set {
            guard newValue != timeline.isReversed else { return }
            changingDrivers { timeline.setReversed(newValue, at: now) }
            if isRunning { observeFrames() }
        }
    }

    open var fractionComplete: CGFloat {
        get { CGFloat(timeline.fraction(at: now)) }
        set {
            guard state != .stopped else { return misuse("set fractionComplete on a stopped animator") }
            guard !isRunning else { return misuse("set fractionComplete while running; pause it first") }
            activate()
            let fraction = newValue.isFinite ? Double(newValue) : 0
            changingDrivers { timeline.scrub(to: fraction, linearly: scrubsLinearly) }
        }
    }

    private var now: Double { CACurrentMediaTime() }

    // MARK: Flow

    open func startAnimation() { start(delay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay.isFinite ? max(delay, 0) : 0
        start(delay: self.delay)
    }

    private func start(delay: Double) {
        guard state != .stopped else { return misuse("start a stopped animator; call finishAnimation(at:) first") }
        activate()
        guard !timeline.isRunning else { return }
        changingDrivers { timeline.run(at: now, delay: delay) }
        observeFrames()
    }

    open func pauseAnimation() {
        guard state != .stopped else { return misuse("pause a stopped animator") }
        guard isInterruptible else { return misuse("pause an animator that is not interruptible") }
        activate()
        guard timeline.isRunning else { return }
        changingDrivers { timeline.pause(at: now) }
        stopObservingFrames()
    }

    /// Stops where the views are shown now: their models take those values and
    /// the animations end. `withoutFinishing` true: inactive at once, no
    /// completions; false: stopped, waiting for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        guard isInterruptible else { return misuse("stop an animator that is not interruptible") }
        let time = now
        for block in ran {
            let progress = block.driver.fraction(time)
            for change in block.changes {
                change.layer.setModelValue(change.from.interpolated(to: change.to, progress), for: change.keyPath)
            }
        }
        removeAnimations()
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { reset() }
    }

    /// Ends a stopped animator: the views go to `finalPosition` and the completions run with it.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return misuse("finishAnimation(at:) on an animator that is not stopped") }
        for block in ran {
            for change in block.changes {
                switch finalPosition {
                case .end: change.layer.setModelValue(change.to, for: change.keyPath)
                case .start: change.layer.setModelValue(change.from, for: change.keyPath)
                case .current: break
                }
            }
        }
        finish(at: finalPosition)
    }

    // MARK: Blocks and completions

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    /// Adds a block. On an inactive animator it runs when the animator starts,
    /// delayed by `delayFactor` × `duration`; on an active one it runs now and
    /// animates over the remaining time, `(1 - fractionComplete) × duration`,
    /// after `delayFactor` of it.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return misuse("add animations to a stopped animator") }
        let factor = delayFactor.isFinite ? min(max(Double(delayFactor), 0), 1) : 0
        guard state == .active else { return pending.append((animation, factor)) }
        let f = timeline.fraction(at: now)
        run(animation, start: f + factor * (1 - f))
    }

    /// Adds a completion, called with the final position when the animations end.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Resumes a paused animator with new timing (nil keeps the old) for the
    /// rest of the way, lasting `durationFactor` × `duration` (0: the time that
    /// was left), from where the views are.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard state == .active, !timeline.isRunning else { return misuse("continueAnimation on an animator that is not paused") }
        let f = timeline.fraction(at: now)
        let left = (timeline.isReversed ? f : 1 - f) * timeline.secondsPerFraction
        var seconds = durationFactor > 0 && durationFactor.isFinite ? Double(durationFactor) * duration : left
        var curve: AnimatorTimeline.Curve?
        if let spring = parameters?.springTimingParameters {
            let (springCurve, springSeconds) = spring.curve(forDuration: seconds)
            (curve, seconds) = (.spring(springCurve), springSeconds)
        } else if let cubic = parameters?.cubicTimingParameters {
            curve = .cubic(cubic.timingFunction)
        }
        changingDrivers { timeline.continueWith(curve: curve, remainingSeconds: seconds) }
        start(delay: 0)
    }

    // MARK: Running the blocks

    /// Inactive → active: the waiting blocks run.
    private func activate() {
        guard state == .inactive else { return }
        state = .active
        let waiting = pending
        pending = []
        for (block, factor) in waiting { run(block, start: factor) }
    }

    private func run(_ block: () -> Void, start: Double) {
        let changes = AnimationTransaction.capture(block)
        guard !changes.isEmpty else { return }
        let driver = AnimationDriver()
        let key = "UIViewPropertyAnimator.\(UInt(bitPattern: ObjectIdentifier(self).hashValue)).\(ran.count)"
        driver.fraction = { [weak self] time in
            guard let self else { return 1 }
            return self.timeline.progress(atFraction: self.timeline.fraction(at: time), startingAt: start)
        }
        driver.isAdvancing = timeline.isRunning
        ran.append(RanBlock(start: start, driver: driver, changes: changes, key: key))
        for change in changes {
            let animation = CABasicAnimation(keyPath: change.keyPath)
            (animation.fromValue, animation.toValue) = (change.from.boxed, change.to.boxed)
            change.layer.add(animation, forKey: "\(key).\(change.keyPath)", driver: driver, blocksInteraction: !isUserInteractionEnabled)
        }
    }

    /// Applies a change to the timeline, keeping the drivers and the screen in step.
    private func changingDrivers(_ change: () -> Void) {
        let layers = ran.flatMap { $0.changes.map(\.layer) }
        LayerAnimationEngine.driversChanging(layers) {
            change()
            for block in ran { block.driver.isAdvancing = timeline.isRunning }
        }
    }

    private func observeFrames() {
        guard frameToken == nil else { return }
        // The frame clock holds a running animator, as UIKit does (a discarded runningPropertyAnimator still runs).
        frameToken = UIApplication.shared.frameScheduler.addObserver { frame in self.frame(at: frame.targetTimestamp) }
    }

    private func stopObservingFrames() {
        guard let token = frameToken else { return }
        UIApplication.shared.frameScheduler.removeObserver(token)
        frameToken = nil
    }

    private func frame(at time: Double) {
        guard timeline.isFinished(at: time) else { return }
        if pausesOnCompletion {
            changingDrivers { timeline.pause(at: time) }
            return stopObservingFrames()
        }
        let position: UIViewAnimatingPosition = timeline.isReversed ? .start : .end
        if position == .start {
            for block in ran { for change in block.changes { change.layer.setModelValue(change.from, for: change.keyPath) } }
        }
        removeAnimations()
        finish(at: position)
    }

    private func removeAnimations() {
        stopObservingFrames()
        for block in ran {
            for change in block.changes { change.layer.removeAnimation(forKey: "\(block.key).\(change.keyPath)") }
        }
    }

    /// Inactive, with the completions called once each with `position`.
    private func finish(at position: UIViewAnimatingPosition) {
        state = .inactive
        let calls = completions
        reset()
        for completion in calls { completion(position) }
    }

    /// Forgets the blocks, completions and time: a new life starts inactive at 0.
    private func reset() {
        ran = []
        completions = []
        let reversed = timeline.isReversed
        timeline = AnimatorTimeline(curve: timeline.curve, duration: duration)
        timeline.setReversed(reversed, at: now)
    }

    /// UIKit raises on these; XUIKit reports the misuse and leaves the animator as it was.
    private func misuse(_ what: String) {
        print("UIViewPropertyAnimator: cannot \(what) (state \(state), running \(isRunning)); ignored")
    }
}
