import Foundation

/// Runs layer animations on the frame clock, keeping the model untouched:
///
///     add(_:forKey:)  → the layer joins the running set; frames start
///     each frame      → the area the layer covers is damaged where it was
///                       shown and where it is shown now; finished animations
///                       leave (animationDidStop(finished: true)), or stay held
///                       with `isRemovedOnCompletion == false`; no animation
///                       needing frames left → frames stop (an idle app wakes for none)
///     drawing         → `withPresentation` puts each animated value in the
///                       layer's storage around the compositor's pass, then the
///                       model's back: hit-testing and code always see the model
@MainActor
package enum LayerAnimationEngine {
    /// Layers with animations that need frames.
    private static var layers: [ObjectIdentifier: CALayer] = [:]
    /// Layers whose animations show a value but need no frames (held, or a paused animator's).
    private static var resting: [ObjectIdentifier: WeakLayer] = [:]
    private static var token: FrameScheduler.Token?
    /// The time the last frame was shown for (presented values are computed at it).
    private static var frameTime: CFTimeInterval = 0
    /// Set while presented values are written: style setters then damage nothing.
    package static var isStoringPresentation = false

    private struct WeakLayer { weak var layer: CALayer? }

    /// Whether any layer is animating.
    package static var isRunning: Bool { !layers.isEmpty }

    /// The layer has a new or resumed animation: it is damaged and gets frames while one needs them.
    static func layerStartedAnimating(_ layer: CALayer) {
        frameTime = max(frameTime, CACurrentMediaTime())
        file(layer)
        damage(layer)
    }

    /// Puts `layer` in the set its animations call for.
    private static func file(_ layer: CALayer) {
        let id = ObjectIdentifier(layer)
        if layer.runningAnimations.contains(where: \.needsFrames) {
            layers[id] = layer
            resting[id] = nil
            if token == nil { token = UIApplication.shared.frameScheduler.addObserver { frame in tick(frame.targetTimestamp) } }
        } else {
            layers[id] = nil
            resting[id] = layer.runningAnimations.isEmpty ? nil : WeakLayer(layer: layer)
        }
    }

    private static func tick(_ time: CFTimeInterval) {
        for layer in Array(layers.values) { damage(layer) }  // where it was shown
        frameTime = time
        for layer in Array(layers.values) {
            var finished: [CAAnimation] = [], started: [CAAnimation] = []
            for index in layer.runningAnimations.indices where layer.runningAnimations[index].needsFrames {
                let running = layer.runningAnimations[index]
                if !running.didStart, running.driver != nil || time >= running.start {
                    layer.runningAnimations[index].didStart = true
                    // A group's tracks share its delegate: told once.
                    if !started.contains(where: { $0 === running.animation }) {
                        started.append(running.animation)
                        running.animation.delegate?.animationDidStart(running.animation)
                    }
                }
                guard running.driver == nil, running.value(at: time).isOver else { continue }
                layer.runningAnimations[index].isHeld = true  // over: removed below unless kept
                if !finished.contains(where: { $0 === running.animation }) { finished.append(running.animation) }
            }
            layer.runningAnimations.removeAll { $0.isHeld && $0.animation.isRemovedOnCompletion }
            damage(layer)  // where it is shown now (or, finished, its model)
            file(layer)
            for done in finished {
                done.delegate?.animationDidStop(done, finished: true)
                done.transactionCompletion?.animationStopped()
            }
        }
        if layers.isEmpty, let current = token {
            UIApplication.shared.frameScheduler.removeObserver(current)
            token = nil
        }
    }

    /// Something driving `layers`' animations changes (a property animator
    /// pauses, scrubs, reverses or resumes): what they show is damaged before
    /// and after `change`, and each is filed for frames or rest again.
    static func driversChanging(_ layers: [CALayer], _ change: () -> Void) {
        for layer in layers { damage(layer) }
        change()
        for layer in layers { layerStartedAnimating(layer) }
    }

    /// Animations removed from `layer` before their end: they stop unfinished (the delegate is told once per animation added).
    static func stopped(_ removed: [RunningAnimation], on layer: CALayer) {
        damage(layer, extra: removed)
        file(layer)
        var told: [CAAnimation] = []
        // A held animation was told it finished when it ended.
        for running in removed where !running.isHeld && !told.contains(where: { $0 === running.animation }) {
            told.append(running.animation)
            running.animation.delegate?.animationDidStop(running.animation, finished: false)
            running.animation.transactionCompletion?.animationStopped()
        }
    }

    /// Damages what the layer's host view covers with the presented values applied (and those of `extra`, just removed).
    private static func damage(_ layer: CALayer, extra: [RunningAnimation] = []) {
        if !extra.isEmpty { present(layer, with: extra, at: frameTime) { layer.setNeedsComposite() } }
        withPresentation(of: [layer], at: frameTime) { layer.setNeedsComposite() }
    }

    /// Runs `body` (drawing) with every animating layer's presented values in its storage.
    package static func withPresentation(_ body: () -> Void) {
        guard !layers.isEmpty || !resting.isEmpty else { return body() }
        let animated = Array(layers.values) + resting.values.compactMap(\.layer)
        withPresentation(of: animated, at: frameTime, body)
    }

    private static func withPresentation(of animated: [CALayer], at time: CFTimeInterval, _ body: () -> Void) {
        var saved: [(CALayer, String, StoredModel)] = []
        for layer in animated { apply(layer.runningAnimations, to: layer, at: time, saving: &saved) }
        body()
        for (layer, keyPath, model) in saved.reversed() { layer.restore(model, for: keyPath) }
    }

    private static func present(_ layer: CALayer, with animations: [RunningAnimation], at time: CFTimeInterval, _ body: () -> Void) {
        var saved: [(CALayer, String, StoredModel)] = []
        apply(animations, to: layer, at: time, saving: &saved)
        body()
        for (layer, keyPath, model) in saved.reversed() { layer.restore(model, for: keyPath) }
    }

    /// Writes each animation's value at `time` into `layer`, later ones over earlier ones, saving the models first.
    private static func apply(_ animations: [RunningAnimation], to layer: CALayer, at time: CFTimeInterval,
                              saving saved: inout [(CALayer, String, StoredModel)]) {
        for running in animations {
            guard let shown = running.value(at: time).0, let model = layer.storedModel(running.keyPath) else { continue }
            if !saved.contains(where: { $0.0 === layer && $0.1 == running.keyPath }) { saved.append((layer, running.keyPath, model)) }
            let value = running.isAdditive ? (layer.storedValue(running.keyPath)?.adding(shown) ?? shown) : shown
            layer.storeRaw(value, for: running.keyPath)
        }
    }

    /// The presented value of `keyPath` now (the model's when not animating).
    static func presentedValue(of layer: CALayer, _ keyPath: String) -> AnimatableValue? {
        let time = max(frameTime, CACurrentMediaTime())
        var value = layer.storedValue(keyPath)
        for running in layer.runningAnimations where running.keyPath == keyPath {
            guard let shown = running.value(at: time).0 else { continue }
            value = running.isAdditive ? (value?.adding(shown) ?? shown) : shown
        }
        return value
    }

    /// Forgets every animation (a test's fresh application).
    package static func reset() {
        for layer in layers.values { layer.runningAnimations.removeAll() }
        for entry in resting.values { entry.layer?.runningAnimations.removeAll() }
        layers.removeAll()
        resting.removeAll()
        if let current = token { UIApplication.shared.frameScheduler.removeObserver(current) }
        token = nil
        frameTime = 0
    }
}
