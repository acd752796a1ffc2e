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
/// `#selector` → `Selector` with an explicit name: `Selector("onTap:", ViewController.onTap)`).
/// The standard edit actions have ready-made selectors (`Selector.copy`, ...)
/// that call `UIResponder`'s overridable methods, and a name-only
/// `Selector("copy:")` resolves to them too.
///
/// A typed selector can be performed on any object of the method's type (or a
/// subclass, through normal dynamic dispatch) and on nothing else. Two selectors
/// are equal when their names are equal; a typed selector made without a name
/// is named after its call site, so give a name where equality across call
/// sites matters (`removeTarget(_:action:for:)` with a selector made elsewhere).
public struct Selector: Hashable, CustomStringConvertible, ExpressibleByStringLiteral, @unchecked Sendable {
    /// The selector's name, Objective-C style (`"copy:"`).
    public let name: String
    let invoker: ((AnyObject, Any?, UIEvent?) -> Bool)?
    let accepts: ((AnyObject) -> Bool)?

    /// A name-only selector. It can be performed when it names a standard edit action.
    public init(_ name: String) {
        self.name = name
        let standard = StandardEditAction(selectorName: name)
        self.invoker = standard?.invoker
        self.accepts = standard.map { _ in { $0 is UIResponder } }
    }

    public init(stringLiteral value: String) { self.init(value) }

    /// A selector for a method taking no arguments (`@objc func refresh()`).
    public init<Target: AnyObject>(
        _ name: String? = nil, _ method: @escaping (Target) -> () -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.name = name ?? Selector.callSiteName(Target.self, fileID, line, column)
        self.accepts = { $0 is Target }
        self.invoker = { target, _, _ in
            guard let target = target as? Target else { return false }
            method(target)()
            return true
        }
    }

    /// A selector for a method taking the sender (`@objc func onTap(_ sender: UITapGestureRecognizer)`).
    /// The sender must be of the parameter's type for the action to be performed.
    public init<Target: AnyObject, Sender>(
        _ name: String? = nil, _ method: @escaping (Target) -> (Sender) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.name = name ?? Selector.callSiteName(Target.self, fileID, line, column)
        self.accepts = { $0 is Target }
        self.invoker = { target, sender, _ in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// A selector for a method taking the sender and the event (`@objc func tapped(_ sender: UIControl, forEvent event: UIEvent)`).
    public init<Target: AnyObject, Sender>(
        _ name: String? = nil, _ method: @escaping (Target) -> (Sender, UIEvent?) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.name = name ?? Selector.callSiteName(Target.self, fileID, line, column)
        self.accepts = { $0 is Target }
        self.invoker = { target, sender, event in
            guard let target = target as? Target, let sender = sender as? Sender else { return false }
            method(target)(sender, event)
            return true
        }
    }

    /// Whether this selector can be performed on `target` (its method's type matches).
    public func canBePerformed(on target: AnyObject) -> Bool {
        accepts?(target) ?? false
    }

    /// Performs the method on `target` with `sender` and `event`.
    /// Returns false, doing nothing, when the target or sender is not of the method's types.
    @discardableResult
    public func perform(on target: AnyObject, sender: Any?, event: UIEvent? = nil) -> Bool {
        invoker?(target, sender, event) ?? false
    }

    public var description: String { name }

    public static func == (lhs: Selector, rhs: Selector) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    private static func callSiteName(_ type: Any.Type, _ fileID: StaticString, _ line: UInt, _ column: UInt) -> String {
        "\(type)@\(fileID):\(line):\(column)"
    }

}
