import Foundation

extension UIView {
    /// Options for `animateKeyframes` (UIKit's raw values): the shared
    /// options of `AnimationOptions`, and how values pass between keyframes.
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        var calculationMode: CAAnimationCalculationMode {
            switch (rawValue >> 10) & 7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        }
    }

    /// Animates the keyframes `animations` adds with `addKeyframe`: each
    /// property changed by keyframes gets one keyframe animation through the
    /// values its keyframes set, at their relative times, holding between
    /// them. The whole animation is paced by the curve in the options' curve
    /// bits (UIKit's `AnimationOptions.curve…` raw values; none given:
    /// ease-in-ease-out, as UIKit, so pass `.curveLinear`'s bits for a steady
    /// pace). Changes made outside any keyframe animate over the whole duration.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        KeyframeTransaction.run(duration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// Inside `animateKeyframes`: the changes `animations` makes run from
    /// `frameStartTime` for `frameDuration`, both fractions (0...1) of the
    /// whole duration. Outside one, the changes happen at once.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        KeyframeTransaction.add(start: frameStartTime, duration: frameDuration, animations)
    }
}

/// One `animateKeyframes` call: keyframes collected, then one keyframe animation per changed property.
@MainActor
enum KeyframeTransaction {
    struct Keyframe {
        let start: Double, end: Double
        let changes: [AnimationTransaction.Change]
    }

    /// The keyframes of the block now running (nil outside one).
    private static var open: [Keyframe]?

    static func add(start: Double, duration: Double, _ animations: () -> Void) {
        guard open != nil else { return animations() }
        let s = start.isFinite ? min(max(start, 0), 1) : 0
        let e = duration.isFinite ? min(max(s + max(duration, 0), s), 1) : 1
        let changes = AnimationTransaction.capture(animations)
        open?.append(Keyframe(start: s, end: e, changes: changes))
    }

    static func run(duration: TimeInterval, delay: TimeInterval, options: UIView.KeyframeAnimationOptions,
                    animations: () -> Void, completion: ((Bool) -> Void)?) {
        let outer = open
        open = []
        var keyframes: [Keyframe] = []
        let whole = AnimationTransaction.capture(layoutSubviews: options.contains(.layoutSubviews)) {
            animations()
            keyframes = open ?? []
        }
        open = outer
        guard AnimationTransaction.suspended == 0, duration > 0, duration.isFinite else {
            if let completion { _ = UIApplication.shared.inputClock.schedule(after: 0) { completion(true) } }
            return
        }
        // Changes outside keyframes span the whole time.
        let framed = Set(keyframes.flatMap { $0.changes.map { Target($0) } })
        let loose = whole.filter { !framed.contains(Target($0)) }
        if !loose.isEmpty { keyframes.insert(Keyframe(start: 0, end: 1, changes: loose), at: 0) }

        let group = CompletionGroup(completion)
        let now = CACurrentMediaTime()
        let curve = UIView.AnimationOptions(rawValue: options.rawValue).timingFunction
        var order: [Target] = []
        var frames: [Target: [(start: Double, end: Double, change: AnimationTransaction.Change)]] = [:]
        for keyframe in keyframes {
            for change in keyframe.changes {
                let target = Target(change)
                if frames[target] == nil { order.append(target) }
                frames[target, default: []].append((keyframe.start, keyframe.end, change))
            }
        }
        for target in order {
            let list = frames[target]!.sorted { $0.start < $1.start }
            let animation = CAKeyframeAnimation(keyPath: target.keyPath)
            let mode = options.calculationMode
            animation.calculationMode = mode
            if mode == .discrete {
                // Each keyframe's value shows from its start.
                animation.values = [list[0].change.from.boxed] + list.map { $0.change.to.boxed }
                animation.keyTimes = ([0] + list.map(\.start) + [1]).map { NSNumber(value: $0) }
            } else {
                var values: [Any] = [list[0].change.from.boxed], times: [Double] = [0]
                for (index, frame) in list.enumerated() {
                    // A later keyframe starts from the one before it (not from whatever showed when its block ran).
                    let from = index == 0 ? frame.change.from : list[index - 1].change.to
                    values += [from.boxed, frame.change.to.boxed]
                    times += [max(frame.start, times.last!), max(frame.end, frame.start, times.last!)]
                }
                values.append(list.last!.change.to.boxed)
                times.append(1)
                animation.values = values
                animation.keyTimes = times.map { NSNumber(value: $0) }
            }
            animation.timingFunction = curve
            animation.duration = duration
            animation.beginTime = delay > 0 ? now + delay : 0
            animation.autoreverses = options.contains(.autoreverse)
            animation.repeatCount = options.contains(.repeat) ? .greatestFiniteMagnitude : 0
            group.add(animation)
            target.layer.add(animation, forKey: target.keyPath, driver: nil,
                             blocksInteraction: !options.contains(.allowUserInteraction))
        }
        group.sealed()
    }

    /// A property of one layer.
    struct Target: Hashable {
        let layer: CALayer
        let keyPath: String
        init(_ change: AnimationTransaction.Change) { (layer, keyPath) = (change.layer, change.keyPath) }
        static func == (a: Target, b: Target) -> Bool { a.layer === b.layer && a.keyPath == b.keyPath }
        func hash(into hasher: inout Hasher) {
            hasher.combine(ObjectIdentifier(layer))
            hasher.combine(keyPath)
        }
    }
}
