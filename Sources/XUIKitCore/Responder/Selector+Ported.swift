import Foundation

// MARK: - What the porting rewrite makes of `#selector`

// The `XUIKitPort` plugin rewrites `#selector(onTap(_:))` in a class
// `ViewController` to `Selector(ported: "onTap:", ViewController.onTap(_:))`:
// the Objective-C name Swift would give the method, and the method itself,
// so the compiler still checks that it exists. A method of an action's
// shape (no argument, the sender, sender and event) becomes a typed
// selector, as does one of those shapes returning a value (its result
// dropped, as an action's is); any other (`save(_:with:)`, a getter) a name-only one, which
// `ObjCRegistry` resolves on the instance it is performed on.
extension Selector {
    /// A ported selector for a method taking no arguments.
    public init<Target: AnyObject>(ported name: String, _ method: sending @escaping (Target) -> @MainActor () -> Void) {
        self.init(name, method)
    }

    /// A ported selector for a method taking the sender.
    public init<Target: AnyObject, Sender>(ported name: String, _ method: sending @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(name, method)
    }

    /// A ported selector for a method taking the sender and the event.
    public init<Target: AnyObject, Sender>(
        ported name: String, _ method: sending @escaping (Target) -> @MainActor (Sender, UIEvent?) -> Void
    ) {
        self.init(name, method)
    }

    /// A ported selector for a nonisolated class's method taking no arguments.
    public init<Target: AnyObject>(ported name: String, _ method: sending @escaping (Target) -> () -> Void) {
        self.init(name, method)
    }

    /// A ported selector for a nonisolated class's method taking the sender.
    public init<Target: AnyObject, Sender>(ported name: String, _ method: sending @escaping (Target) -> (Sender) -> Void) {
        self.init(name, method)
    }

    /// A ported selector for a nonisolated class's method taking the sender and the event.
    public init<Target: AnyObject, Sender>(ported name: String, _ method: sending @escaping (Target) -> (Sender, UIEvent?) -> Void) {
        self.init(name, method)
    }

    /// A ported selector for a method taking no arguments and returning a value
    /// (`#selector(UIResponder.resignFirstResponder)`): performed as an action, its result dropped.
    public init<Target: AnyObject, Result>(ported name: String, _ method: sending @escaping (Target) -> @MainActor () -> Result) {
        self.init(name: name, target: Target.self) { target, _, _ in
            _ = method(target)()
            return true
        }
    }

    /// A ported selector for a method taking the sender and returning a value, its result dropped.
    public init<Target: AnyObject, Sender, Result>(
        ported name: String, _ method: sending @escaping (Target) -> @MainActor (Sender) -> Result
    ) {
        self.init(name: name, target: Target.self) { target, sender, _ in
            guard let sender = sender as? Sender else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// A ported selector for any other method or accessor (`#selector(save(_:with:))`,
    /// `#selector(getter: title)`): name-only, performed through `ObjCRegistry`.
    /// `reference` is only there for the compiler to check the member exists.
    public init<Reference>(ported name: String, _ reference: Reference) {
        self.init(name)
    }
}

/// The selector's name (`"save:"`), as Foundation's function gives it.
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

/// A name-only selector (`Selector(name)`), as Foundation's function makes it.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }
