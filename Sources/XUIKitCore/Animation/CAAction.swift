import Foundation

/// What a layer does when one of its properties changes: Core Animation's
/// `CAAction`. An animation runs by adding itself to the layer under the
/// property's key; `NSNull` is the action that does nothing.
///
/// Nonisolated, as the SDK declares it; XUIKit runs actions on the main
/// thread only (layer changes are main-actor work).
public protocol CAAction {
    /// Performs the action for `event` on `anObject` (a `CALayer`).
    func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?)
}

extension NSNull: CAAction {
    /// Does nothing: `NSNull` as an action means "no action".
    public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
}

extension CAAnimation: CAAction {
    /// Adds the animation to `anObject` (a `CALayer`) under `event`, replacing
    /// one there; a property animation naming no key path animates `event`.
    nonisolated public func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
        // Actions run on the main thread, where layers live (assumeIsolated checks it).
        let layer = anObject as? CALayer
        MainActor.assumeIsolated { layer?.add(self, forKey: event, driver: nil, action: (event, nil)) }
    }
}
