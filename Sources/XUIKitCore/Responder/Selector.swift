import Foundation

/// The Swift form XUIKit uses for UIKit's Objective-C selectors.
///
/// Linux has no Objective-C runtime, so `#selector(...)` cannot name a method.
/// A `Selector` carries instead:
/// - a `name` (`"copy:"`, `"onTap:"`), used for equality, hashing and printing;
/// - optionally, a typed reference to the method it stands for, which is what
///   lets it be performed on a target.
///
/// Port `#selector(onTap(_:))` as `Selector(ViewController.onTap)` (or
/// `#selector` → `Selector` with an explicit name: `Selector("onTap:", ViewController.onTap)`),
/// or build the iOS file unchanged with the `XUIKitPort` plugin, which writes
/// `Selector(ported: "onTap:", ViewController.onTap(_:))` for it (Selector+Ported.swift).
/// The method may belong to a main-actor class (every UIKit class is one) or
/// to a nonisolated one; either way it is performed on the main actor, where
/// UIKit sends every action.
/// The standard edit actions have ready-made selectors (`Selector.copy`, ...)
/// that call `UIResponder`'s overridable methods, and a name-only
/// `Selector("copy:")` resolves to them too.
///
/// A typed selector can be performed on any object of the method's type (or a
/// subclass, through normal dynamic dispatch) and on nothing else. Two selectors
/// are equal when their names are equal; a typed selector made without a name
/// is named after its call site, so give a name where equality across call
/// sites matters (`removeTarget(_:action:for:)` with a selector made elsewhere).
// @unchecked Sendable: the closures are built here from method references
// (`sending`: the caller keeps no other reference to them), and `invoker`
// only ever runs on the main actor; `accepts` only tests the target's type.
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
    /// The selector's name, Objective-C style (`"copy:"`).
    public let name: String
    let invoker: (@MainActor (AnyObject, Any?, UIEvent?) -> Bool)?
    let accepts: ((AnyObject) -> Bool)?

    /// A name-only selector. It can be performed when it names a standard edit
    /// action, or a method registered for the target's class in `ObjCRegistry`.
    public init(_ name: String) {
        self.name = name
        let standard = StandardEditAction(selectorName: name)
        self.invoker = standard?.invoker
        self.accepts = standard.map { _ in { $0 is UIResponder } }
    }

    public init(stringLiteral value: String) { self.init(value) }

    init<Target: AnyObject>(
        name: String, target: Target.Type, invoker: sending @escaping @MainActor (Target, Any?, UIEvent?) -> Bool
    ) {
        self.name = name
        self.accepts = { $0 is Target }
        self.invoker = { target, sender, event in
            guard let target = target as? Target else { return false }
            return invoker(target, sender, event)
        }
    }

    /// Whether this selector can be performed on `target`: its method's type
    /// matches, or `target`'s class (or a superclass) has a method of this
    /// name in `ObjCRegistry.shared` (the ported sources' `@objc` methods).
    public func canBePerformed(on target: AnyObject) -> Bool {
        if accepts?(target) == true { return true }
        return ObjCRegistry.shared.method(name, respondedToBy: target) != nil
    }

    /// Performs the method on `target` with `sender` and `event`, UIKit's
    /// action arguments (a method taking one gets the sender, none gets
    /// neither). A name-only selector resolves through `ObjCRegistry.shared`.
    /// Returns false, doing nothing, when the target or sender is not of the method's types.
    @preconcurrency @MainActor @discardableResult
    public func perform(on target: AnyObject, sender: Any?, event: UIEvent? = nil) -> Bool {
        if let invoker, accepts?(target) == true { return invoker(target, sender, event) }
        guard let method = ObjCRegistry.shared.method(name, respondedToBy: target) else { return false }
        if case .performed = method.perform(on: target, arguments: [sender, event]) { return true }
        return false
    }

    /// Performs the method on `target` with `arguments` as `perform(_:with:with:)`
    /// passes them: the typed method's sender and event, or the registered
    /// method's parameters in order.
    @MainActor
    func invoke(on target: AnyObject, arguments: [Any?]) -> ObjCMethod.Result {
        if let invoker, accepts?(target) == true {
            let sender = arguments.first ?? nil
            let event = arguments.count > 1 ? arguments[1] as? UIEvent : nil
            return invoker(target, sender, event) ? .performed(returning: nil) : .mismatched
        }
        guard let method = ObjCRegistry.shared.method(name, respondedToBy: target) else { return .mismatched }
        return method.perform(on: target, arguments: arguments)
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    static func callSiteName(_ type: Any.Type, _ fileID: StaticString, _ line: UInt, _ column: UInt) -> String {
        "\(type)@\(fileID):\(line):\(column)"
    }
}
