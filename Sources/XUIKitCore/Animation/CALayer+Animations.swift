import Foundation

/// Animations on a layer, as Core Animation adds them.
extension CALayer {
    /// Starts `anim` (its values read now, as Core Animation copies it) under
    /// `key`, replacing an animation with the same key. Basic, spring and
    /// keyframe animations and groups of them run; key paths XUIKit does not
    /// animate are ignored (see CALayer+AnimatableKeyPaths.swift).
    public func add(_ anim: CAAnimation, forKey key: String?) { add(anim, forKey: key, driver: nil) }

    /// Adds `anim`, paced by `driver` instead of the clock when one is given
    /// (a property animator's blocks); `blocksInteraction`: the layer's view
    /// takes no touches while it runs (`UIView.animate` without `.allowUserInteraction`).
    /// An action's animation runs with `action`: the key path it animates when
    /// it names none (the action's key, as Core Animation's actions run), and
    /// where a basic animation without values of its own starts (what was
    /// shown before the model changed).
    func add(_ anim: CAAnimation, forKey key: String?, driver: AnimationDriver?, blocksInteraction: Bool = false,
             action: (keyPath: String, from: AnimatableValue?)? = nil) {
        let key = key ?? UUID().uuidString
        let now = CACurrentMediaTime()
        let start = anim.beginTime > 0 ? anim.beginTime : now
        let tracks = Self.tracks(of: anim, nested: [], on: self, action: action)
        guard !tracks.isEmpty else { return }
        CATransaction.animationAdded(anim)
        if runningAnimations.contains(where: { $0.key == key }) { removeAnimation(forKey: key) }
        for (keyPath, nested, track, additive) in tracks {
            runningAnimations.append(RunningAnimation(key: key, animation: anim, keyPath: keyPath, start: start, nested: nested,
                                                      track: track, isAdditive: additive, driver: driver,
                                                      blocksInteraction: blocksInteraction))
        }
        LayerAnimationEngine.layerStartedAnimating(self)
    }

    /// The property tracks inside `anim`: one for a property animation, one per child for a group.
    private static func tracks(of anim: CAAnimation, nested: [CAAnimation], on layer: CALayer,
                               action: (keyPath: String, from: AnimatableValue?)? = nil)
        -> [(String, [CAAnimation], AnimationTrack, Bool)] {
        if let group = anim as? CAAnimationGroup {
            return (group.animations ?? []).flatMap { child in
                tracks(of: child, nested: nested + [child], on: layer)
            }
        }
        guard let property = anim as? CAPropertyAnimation, let keyPath = property.keyPath ?? action?.keyPath,
              let model = layer.storedValue(keyPath) else { return [] }
        let additive = property.isAdditive
        switch property {
        case let keyframes as CAKeyframeAnimation:
            guard let track = KeyframeTrack(keyframes) else { return [] }
            return [(keyPath, nested, .keyframes(track), additive)]
        case let basic as CABasicAnimation:
            let current = additive ? model.zeroed : (action?.from ?? LayerAnimationEngine.presentedValue(of: layer, keyPath) ?? model)
            let from = AnimatableValue(basic.fromValue) ?? current
            let to = AnimatableValue(basic.toValue) ?? AnimatableValue(basic.byValue).map { from.adding($0) } ?? model
            if let spring = basic as? CASpringAnimation { return [(keyPath, nested, .spring(from: from, to: to, spring.curve), additive)] }
            return [(keyPath, nested, .basic(from: from, to: to), additive)]
        default:
            return []
        }
    }

    public func animation(forKey key: String) -> CAAnimation? { runningAnimations.first { $0.key == key }?.animation }

    /// The keys of the animations added, in the order they were added (nil: none).
    public func animationKeys() -> [String]? {
        var keys: [String] = []
        for running in runningAnimations where !keys.contains(running.key) { keys.append(running.key) }
        return keys.isEmpty ? nil : keys
    }

    public func removeAnimation(forKey key: String) {
        let removed = runningAnimations.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        runningAnimations.removeAll { $0.key == key }
        LayerAnimationEngine.stopped(removed, on: self)
    }

    public func removeAllAnimations() {
        while let last = runningAnimations.last { removeAnimation(forKey: last.key) }
    }
}

extension AnimatableValue {
    /// The value that adds nothing (the start of an additive animation with no `fromValue`).
    var zeroed: AnimatableValue {
        switch self {
        case .scalar: .scalar(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .color: .color(.zero)
        case .transform: .transform(CATransform3DIdentity)
        }
    }
}
