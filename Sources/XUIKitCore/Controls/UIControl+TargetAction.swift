import Foundation

/// One registration of a control: a target-action pair or a `UIAction`, with its events.
@MainActor
struct ControlEventHandler {
    enum Kind {
        /// A selector for a target; a nil `target` box is the nil target (the responder chain).
        case targetAction(target: WeakTarget?, action: Selector)
        case action(UIAction)
    }

    var kind: Kind
    var events: UIControl.Event

    /// Whether a target-action pair's target was freed (such a pair sends nothing and is pruned).
    var isDead: Bool {
        if case .targetAction(let target?, _) = kind { return target.object == nil }
        return false
    }

    /// Whether this is a target-action pair for `target` (nil: the nil target, or any with `anyTarget`).
    func isPair(target: AnyObject?, anyTarget: Bool, action: Selector?) -> Bool {
        guard case .targetAction(let box, let selector) = kind else { return false }
        if let action, action != selector { return false }
        if anyTarget { return true }
        return box?.object === target && (box == nil) == (target == nil)
    }
}

/// Adding, removing and sending target-action pairs and `UIAction`s, in
/// UIKit's order: the order they were first added. A handler added or removed
/// while actions are being sent takes effect from the next event.
extension UIControl {
    /// The one `NSNull` standing for the nil target in `allTargets` (Linux's
    /// Foundation makes each `NSNull()` a distinct object).
    static let nullTarget = NSNull()

    func addHandler(target: Any?, action: Selector, for controlEvents: Event) {
        pruneDeadTargets()
        let object = target.map { $0 as AnyObject }
        for index in eventHandlers.indices where eventHandlers[index].isPair(target: object, anyTarget: false, action: action) {
            eventHandlers[index].events.formUnion(controlEvents)
            return
        }
        eventHandlers.append(ControlEventHandler(kind: .targetAction(target: object.map(WeakTarget.init), action: action), events: controlEvents))
    }

    func removeHandlers(target: Any?, action: Selector?, for controlEvents: Event) {
        let object = target.map { $0 as AnyObject }
        for index in eventHandlers.indices where eventHandlers[index].isPair(target: object, anyTarget: object == nil, action: action) {
            eventHandlers[index].events.subtract(controlEvents)
        }
        eventHandlers.removeAll { $0.events.isEmpty || $0.isDead }
    }

    func addHandler(_ action: UIAction, for controlEvents: Event) {
        pruneDeadTargets()
        for index in eventHandlers.indices {
            guard case .action(let existing) = eventHandlers[index].kind, existing.identifier == action.identifier else { continue }
            eventHandlers[index].kind = .action(action)
            eventHandlers[index].events.formUnion(controlEvents)
            return
        }
        eventHandlers.append(ControlEventHandler(kind: .action(action), events: controlEvents))
    }

    func removeActions(for controlEvents: Event, matching matches: (UIAction) -> Bool) {
        for index in eventHandlers.indices {
            guard case .action(let action) = eventHandlers[index].kind, matches(action) else { continue }
            eventHandlers[index].events.subtract(controlEvents)
        }
        eventHandlers.removeAll { $0.events.isEmpty || $0.isDead }
    }

    private func pruneDeadTargets() {
        if eventHandlers.anySatisfies({ $0.isDead }) { eventHandlers.removeAll(satisfying: { $0.isDead }) }
    }

    func targetsSet() -> Set<AnyHashable> {
        var targets: Set<AnyHashable> = []
        for handler in eventHandlers {
            guard case .targetAction(let box, _) = handler.kind else { continue }
            guard let box else { targets.insert(AnyHashable(UIControl.nullTarget)); continue }
            guard let object = box.object else { continue }
            // Objective-C targets are NSObjects; a plain Swift object is represented by its identity.
            if let hashable = object as? NSObject { targets.insert(AnyHashable(hashable)) } else { targets.insert(AnyHashable(ObjectIdentifier(object))) }
        }
        return targets
    }

    func controlEventsUnion() -> Event {
        var union: Event = []
        for handler in eventHandlers where !handler.isDead { union.formUnion(handler.events) }
        return union
    }

    func actionNames(forTarget target: Any?, controlEvent: Event) -> [String]? {
        let object = target.map { $0 as AnyObject }
        var names: [String] = []
        for handler in eventHandlers where !handler.events.isDisjoint(with: controlEvent)
            && handler.isPair(target: object, anyTarget: false, action: nil) {
            if case .targetAction(_, let action) = handler.kind { names.append(action.name) }
        }
        return names.isEmpty ? nil : names
    }

    /// Sends every handler registered for any of `events` once, in the order
    /// added: target-action pairs through `sendAction(_:to:for:)` (a freed
    /// target gets nothing), `UIAction`s through `sendAction(_:)`.
    func dispatch(_ events: Event, with event: UIEvent?) {
        guard !eventHandlers.isEmpty else { return }
        let handlers = eventHandlers
        for handler in handlers where !handler.events.isDisjoint(with: events) {
            switch handler.kind {
            case .action(let action):
                sendAction(action)
            case .targetAction(let box?, let action):
                guard let target = box.object else { continue }
                sendAction(action, to: target, for: event)
            case .targetAction(nil, let action):
                sendAction(action, to: nil, for: event)
            }
        }
    }
}
