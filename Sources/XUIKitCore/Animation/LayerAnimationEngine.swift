import Foundation

/// One animation running on a layer.
struct RunningAnimation {
    let key: String
    let animation: CAAnimation
    let keyPath: String
    let start: CFTimeInterval
    let from: AnimatableValue
    let to: AnimatableValue
    var didStart = false

    /// The presented value at `time`, and whether the animation is over.
    func value(at time: CFTimeInterval) -> (AnimatableValue, isOver: Bool) {
        guard time >= start else { return (from, false) }
        let (fraction, isOver) = animation.progress(elapsed: time - start)
        return (from.interpolated(to: to, fraction), isOver)
    }
}

/// Runs layer animations on the frame clock, keeping the model untouched:
///
///     add(_:forKey:)  → the layer joins the running set; frames start
///     each frame      → the area the layer covers is damaged where it was
///                       shown and where it is shown now; finished animations
///                       leave (animationDidStop(finished: true)); no
///                       animation left → frames stop (an idle app wakes for none)
///     drawing         → `withPresentation` puts each animated value in the
///                       layer's storage around the compositor's pass, then the
///                       model's back: hit-testing and code always see the model
@MainActor
package enum LayerAnimationEngine {
    private static var layers: [ObjectIdentifier: CALayer] = [:]
    private static var token: FrameScheduler.Token?
    /// The time the last frame was shown for (presented values are computed at it).
    private static var frameTime: CFTimeInterval = 0

    /// Whether any layer is animating.
    package static var isRunning: Bool { !layers.isEmpty }

    static func layerStartedAnimating(_ layer: CALayer) {
        layers[ObjectIdentifier(layer)] = layer
        frameTime = max(frameTime, CACurrentMediaTime())
        damage(layer)
        guard token == nil else { return }
        token = UIApplication.shared.frameScheduler.addObserver { frame in tick(frame.targetTimestamp) }
    }

    private static func tick(_ time: CFTimeInterval) {
        for layer in Array(layers.values) { damage(layer) }  // where it was shown
        frameTime = time
        for layer in Array(layers.values) {
            var finished: [RunningAnimation] = []
            for index in layer.runningAnimations.indices {
                if !layer.runningAnimations[index].didStart, time >= layer.runningAnimations[index].start {
                    layer.runningAnimations[index].didStart = true
                    layer.runningAnimations[index].animation.delegate?.animationDidStart(layer.runningAnimations[index].animation)
                }
                if layer.runningAnimations[index].value(at: time).isOver { finished.append(layer.runningAnimations[index]) }
            }
            layer.runningAnimations.removeAll { running in finished.contains { $0.animation === running.animation } }
            damage(layer)  // where it is shown now (or, finished, its model)
            if layer.runningAnimations.isEmpty { layers[ObjectIdentifier(layer)] = nil }
            for done in finished { done.animation.delegate?.animationDidStop(done.animation, finished: true) }
        }
        if layers.isEmpty, let current = token {
            UIApplication.shared.frameScheduler.removeObserver(current)
            token = nil
        }
    }

    /// An animation removed before its end: it stops unfinished.
    static func stopped(_ running: RunningAnimation, on layer: CALayer) {
        damage(layer)
        if layer.runningAnimations.isEmpty { layers[ObjectIdentifier(layer)] = nil }
        running.animation.delegate?.animationDidStop(running.animation, finished: false)
    }

    /// Damages what the layer's host view covers with the presented values applied.
    private static func damage(_ layer: CALayer) {
        withPresentation(of: [layer], at: frameTime) { layer.setNeedsComposite() }
    }

    /// Runs `body` (drawing) with every animating layer's presented values in its storage.
    package static func withPresentation(_ body: () -> Void) {
        guard !layers.isEmpty else { return body() }
        withPresentation(of: Array(layers.values), at: frameTime, body)
    }

    private static func withPresentation(of animated: [CALayer], at time: CFTimeInterval, _ body: () -> Void) {
        var saved: [(CALayer, String, AnimatableValue)] = []
        for layer in animated {
            for running in layer.runningAnimations {
                guard let model = layer.storedValue(running.keyPath) else { continue }
                if !saved.contains(where: { $0.0 === layer && $0.1 == running.keyPath }) { saved.append((layer, running.keyPath, model)) }
                layer.storeRaw(running.value(at: time).0, for: running.keyPath)
            }
        }
        body()
        for (layer, keyPath, model) in saved.reversed() { layer.storeRaw(model, for: keyPath) }
    }

    /// The presented value of `keyPath` now (the model's when not animating).
    static func presentedValue(of layer: CALayer, _ keyPath: String) -> AnimatableValue? {
        let time = max(frameTime, CACurrentMediaTime())
        return layer.runningAnimations.last(where: { $0.keyPath == keyPath }).map { $0.value(at: time).0 } ?? layer.storedValue(keyPath)
    }

    /// Forgets every animation (a test's fresh application).
    package static func reset() {
        for layer in layers.values { layer.runningAnimations.removeAll() }
        layers.removeAll()
        if let current = token { UIApplication.shared.frameScheduler.removeObserver(current) }
        token = nil
        frameTime = 0
    }
}

/// Animations on a layer, as Core Animation adds them.
extension CALayer {
    /// Starts `anim` (copied values, as Core Animation copies it) under `key`,
    /// replacing an animation with the same key. Key paths XUIKit animates:
    /// "opacity", "position", "bounds", "bounds.size", "transform".
    public func add(_ anim: CAAnimation, forKey key: String?) {
        guard let basic = anim as? CABasicAnimation, let keyPath = basic.keyPath, let model = storedValue(keyPath) else { return }
        let key = key ?? UUID().uuidString
        if let existing = runningAnimations.firstIndex(where: { $0.key == key }) {
            let old = runningAnimations.remove(at: existing)
            LayerAnimationEngine.stopped(old, on: self)
        }
        let current = LayerAnimationEngine.presentedValue(of: self, keyPath) ?? model
        let from = AnimatableValue(basic.fromValue) ?? current
        let to = AnimatableValue(basic.toValue) ?? AnimatableValue(basic.byValue).map { from.adding($0) } ?? model
        let now = CACurrentMediaTime()
        let start = basic.beginTime > 0 ? basic.beginTime : now
        runningAnimations.append(RunningAnimation(key: key, animation: anim, keyPath: keyPath, start: start, from: from, to: to))
        LayerAnimationEngine.layerStartedAnimating(self)
    }

    public func animation(forKey key: String) -> CAAnimation? { runningAnimations.first { $0.key == key }?.animation }
    public func animationKeys() -> [String]? { runningAnimations.isEmpty ? nil : runningAnimations.map(\.key) }

    public func removeAnimation(forKey key: String) {
        guard let index = runningAnimations.firstIndex(where: { $0.key == key }) else { return }
        let removed = runningAnimations.remove(at: index)
        LayerAnimationEngine.stopped(removed, on: self)
    }

    public func removeAllAnimations() {
        while let last = runningAnimations.last { removeAnimation(forKey: last.key) }
    }
}
