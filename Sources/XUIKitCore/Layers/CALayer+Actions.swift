import Foundation

/// Implicit animations: a property of a standalone layer changed outside an
/// animation block animates from what was shown to the new value, as Core
/// Animation's actions do.
///
/// When the model of an animatable property changes (see
/// `CALayer+AnimatableKeyPaths.swift` for the list; `frame` animates as
/// `position` and `bounds`), the layer asks `action(forKey:)` for the
/// property's action and runs it, unless:
/// - the layer backs a view (the view, its delegate, answers `NSNull`: a
///   view's properties animate only inside `UIView.animate`);
/// - the layer was made in the transaction still open (Core Animation animates
///   a layer only once it has been committed: setting up a new layer shows its
///   values at once); the transaction commits at the end of the run-loop pass,
///   or with `CATransaction.commit()`/`flush()`;
/// - `CATransaction.disableActions()` is true (`UIView.performWithoutAnimation` sets it too);
/// - a `UIView.animate` block is running (it animates what changed in the
///   windows' layers itself, on its own timing);
/// - the value did not change.
/// The default action is a `CABasicAnimation` of the property from the value
/// shown before the change (a running animation's presented value, so motion
/// continues), lasting `CATransaction.animationDuration()` (0.25 s) on
/// `CATransaction.animationTimingFunction()` (default: Core Animation's
/// `.default` curve), added under the property's name.
extension CALayer {
    /// Runs the implicit action for `key`, whose model was `old` before the change now made.
    @inline(__always)
    func implicitChange(_ key: String, from old: @autoclosure () -> AnimatableValue) {
        guard owningView == nil, !LayerAnimationEngine.isStoringPresentation,
              madeInTransaction < CATransaction.generation else { return }
        runImplicitAction(key, from: old())
    }

    /// The action made for a property no one else gave one: a basic animation
    /// of it on the current transaction's duration and timing function.
    static func implicitAnimation(_ key: String) -> CABasicAnimation {
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    private func runImplicitAction(_ key: String, from old: AnimatableValue) {
        // Inside `UIView.animate` the block's own capture animates the windows' layers (with its timing).
        guard !CATransaction.disableActions(), AnimationTransaction.open == nil, let model = storedValue(key) else { return }
        let shown = runningAnimations.contains { $0.keyPath == key } ? LayerAnimationEngine.presentedValue(of: self, key) ?? old : old
        guard shown != model, let action = action(forKey: key) else { return }
        guard let animation = action as? CABasicAnimation else {
            return action.run(forKey: key, object: self, arguments: nil)
        }
        // Without values of its own it runs from what was shown to the model (Core Animation's presentation layer).
        let from = animation.fromValue == nil && animation.byValue == nil ? shown : nil
        add(animation, forKey: key, driver: nil, action: (key, from))
    }
}
