import Foundation

extension UIView {
    /// UIKit's animation options (raw values as UIKit's).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve bits (16-19): UIKit's four named curves, and 7, the keyboard's
        /// undocumented curve that `keyboardAnimationCurveUserInfoKey` reports,
        /// which apps shift in to move with the keyboard (its published fit:
        /// a cubic Bézier through (0.38, 0.7) and (0.125, 1)).
        @MainActor package var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: CAMediaTimingFunction(name: .easeIn)
            case 2: CAMediaTimingFunction(name: .easeOut)
            case 3: CAMediaTimingFunction(name: .linear)
            case 7: CAMediaTimingFunction(controlPoints: 0.38, 0.7, 0.125, 1)
            default: CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }
    }

    /// Animates the changes `animations` makes to views' `frame`, `bounds`,
    /// `center`, `transform` and `alpha`: the model takes the new values at
    /// once (code, layout and hit-testing see them, as in UIKit), and the
    /// screen moves there over `duration` on the frame clock, from what it
    /// showed when the block ran. `completion` gets true when every animation
    /// ran to its end, false when one was replaced or removed first; with
    /// nothing to animate it runs at the next turn of the loop, with true.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        AnimationTransaction.run(duration: duration, delay: delay, options: options, timing: .curve(options.timingFunction),
                                 animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring form: each change follows a damped spring of `dampingRatio`
    /// (1: no overshoot; lower rings) starting at `velocity` (distances per
    /// second), settling exactly at `duration` (XUIKit's model of UIKit's
    /// curve: see SpringCurve). The options' curve is ignored, as UIKit ignores it.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let curve = SpringCurve.settling(in: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        AnimationTransaction.run(duration: duration, delay: delay, options: options, timing: .spring(curve),
                                 animations: animations, completion: completion)
    }

    /// iOS 17's spring by perceptual duration and bounce (0 no overshoot, up
    /// to 1); the animation lasts until the spring settles.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let curve = SpringCurve.perceptual(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        AnimationTransaction.run(duration: curve.settlingDuration, delay: delay, options: options, timing: .spring(curve),
                                 animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with no animation, even inside an animation block.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationTransaction.suspended += 1
        // Layers' implicit animations are off too (UIKit disables actions around the block).
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        defer {
            CATransaction.commit()
            AnimationTransaction.suspended -= 1
        }
        guard let open = AnimationTransaction.open else { return actionsWithoutAnimation() }
        // Inside an animation block: what changes here counts as already there.
        let models = open.entries.map { entry in AnimationTransaction.keyPaths.map { entry.layer.storedValue($0) } }
        actionsWithoutAnimation()
        for index in open.entries.indices {
            for (path, keyPath) in AnimationTransaction.keyPaths.enumerated() {
                let now = open.entries[index].layer.storedValue(keyPath)
                if now != models[index][path] { open.entries[index].before[path] = now }
            }
        }
    }

    /// Whether animations are on (UIKit's switch; XUIKit keeps it on).
    public class var areAnimationsEnabled: Bool { AnimationTransaction.suspended == 0 }
}

/// One `UIView.animate` call: what the block changed becomes layer animations.
///
/// The layers of every window are read before the block (their presented
/// values, so a running animation continues from where it shows) and their
/// models after; each changed opacity, position, bounds size and transform
/// gets a `CABasicAnimation` from the old to the new value, under the key
/// path as its key (replacing one already running there).
@MainActor
enum AnimationTransaction {
    static var suspended = 0
    static let keyPaths = ["opacity", "position", "bounds.size", "transform", "backgroundColor", "cornerRadius"]

    /// How the animations of one block are paced.
    enum Timing {
        case curve(CAMediaTimingFunction), spring(SpringCurve)
    }

    /// The layers' values before the block now running (performWithoutAnimation updates them).
    final class Snapshot {
        var entries: [(layer: CALayer, before: [AnimatableValue?])] = []
    }
    static var open: Snapshot?

    static func run(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, timing: Timing,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard suspended == 0, duration > 0, duration.isFinite else {
            animations()
            if let completion { _ = UIApplication.shared.inputClock.schedule(after: 0) { completion(true) } }
            return
        }
        let changes = capture(layoutSubviews: options.contains(.layoutSubviews), animations)
        let group = CompletionGroup(completion)
        let now = CACurrentMediaTime()
        for change in changes {
            let animation = makeAnimation(change.keyPath, timing)
            animation.duration = duration
            animation.beginTime = delay > 0 ? now + delay : 0
            animation.autoreverses = options.contains(.autoreverse)
            animation.repeatCount = options.contains(.repeat) ? .greatestFiniteMagnitude : 0
            animation.fromValue = change.from.boxed
            animation.toValue = change.to.boxed
            group.add(animation)
            change.layer.add(animation, forKey: change.keyPath, driver: nil,
                             blocksInteraction: !options.contains(.allowUserInteraction))
        }
        group.sealed()
    }

    /// One property an animation block changed: what was shown before, and the model after.
    struct Change {
        let layer: CALayer
        let keyPath: String
        let from: AnimatableValue
        let to: AnimatableValue
    }

    /// Runs `animations` and reports what it changed in every window's layers:
    /// the values shown before (a running animation's presented value, so a new
    /// one continues from where the screen is) against the models after.
    static func capture(layoutSubviews: Bool = false, _ animations: () -> Void) -> [Change] {
        let snapshot = Snapshot()
        for window in UIApplication.shared.windows { collect(window.layer, into: &snapshot.entries) }
        let outer = open
        open = snapshot
        animations()
        if layoutSubviews { for window in UIApplication.shared.windows { window.layoutIfNeeded() } }
        open = outer
        var changes: [Change] = []
        for (layer, old) in snapshot.entries {
            for (index, keyPath) in keyPaths.enumerated() {
                guard let from = old[index], let to = layer.storedValue(keyPath), from != to else { continue }
                changes.append(Change(layer: layer, keyPath: keyPath, from: from, to: to))
            }
        }
        return changes
    }

    private static func collect(_ layer: CALayer, into list: inout [(layer: CALayer, before: [AnimatableValue?])]) {
        list.append((layer, keyPaths.map { LayerAnimationEngine.presentedValue(of: layer, $0) }))
        for sublayer in layer.sublayers ?? [] { collect(sublayer, into: &list) }
    }

    private static func makeAnimation(_ keyPath: String, _ timing: Timing) -> CABasicAnimation {
        switch timing {
        case let .curve(function):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            return animation
        case let .spring(curve):
            let animation = CASpringAnimation(keyPath: keyPath)
            (animation.mass, animation.stiffness, animation.damping) = (CGFloat(curve.mass), CGFloat(curve.stiffness), CGFloat(curve.damping))
            animation.initialVelocity = CGFloat(curve.initialVelocity)
            animation.allowsOverdamping = true
            return animation
        }
    }
}

/// Calls a `UIView.animate` completion once all its animations stopped.
@MainActor
final class CompletionGroup: CAAnimationDelegate {
    private let completion: ((Bool) -> Void)?
    private var pending = 0
    private var allFinished = true
    private var isSealed = false

    init(_ completion: ((Bool) -> Void)?) { self.completion = completion }

    func add(_ animation: CAAnimation) {
        pending += 1
        animation.delegate = self
    }

    /// No more animations will join; with none, the completion runs at the next turn of the loop.
    func sealed() {
        isSealed = true
        if pending == 0, let completion { _ = UIApplication.shared.inputClock.schedule(after: 0) { completion(true) } }
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        pending -= 1
        if !flag { allFinished = false }
        if pending == 0, isSealed { completion?(allFinished) }
    }
}
