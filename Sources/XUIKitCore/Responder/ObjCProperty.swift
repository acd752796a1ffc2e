import Foundation

/// One property of a class that Interface Builder sets: an `@IBOutlet`, an
/// outlet collection, or an `@IBInspectable`, as the porting rewrite lists it
/// in the class's `ObjCClassTable`.
///
/// A storyboard or nib loader uses it as UIKit's uses key-value coding:
/// `setValue(_:on:)` with the connected object (or the inspected value),
/// which is checked against the property's type first.
public struct ObjCProperty: Sendable {
    /// What Interface Builder does with the property.
    public enum Kind: Sendable, Equatable {
        /// `@IBOutlet var label: UILabel!`: one object.
        case outlet
        /// `@IBOutlet var buttons: [UIButton]!`: several, in order.
        case outletCollection
        /// `@IBInspectable var cornerRadius: CGFloat`: a value set from the inspector.
        case inspectable
    }

    /// The property's name (`"label"`), also its key.
    public let name: String
    /// Its type as written, without the optional mark (`"UILabel"`, `"[UIButton]"`).
    public let typeName: String
    /// Outlet, outlet collection or inspectable.
    public let kind: Kind
    let setter: @MainActor @Sendable (AnyObject, Any?) -> Bool
    let getter: @MainActor @Sendable (AnyObject) -> Any?

    /// A property entry. `set` returns false, changing nothing, when the
    /// target or the value is not of the property's types.
    public init(
        name: String, typeName: String, kind: Kind,
        get: @escaping @MainActor @Sendable (AnyObject) -> Any?,
        set: @escaping @MainActor @Sendable (AnyObject, Any?) -> Bool
    ) {
        self.name = name
        self.typeName = typeName
        self.kind = kind
        self.getter = get
        self.setter = set
    }

    /// Sets the property on `target` (a storyboard connection); false when
    /// the types do not match.
    @preconcurrency @MainActor @discardableResult
    public func setValue(_ value: Any?, on target: AnyObject) -> Bool { setter(target, value) }

    /// The property's current value on `target` (nil when unset or when `target` is not of the class).
    @preconcurrency @MainActor
    public func value(on target: AnyObject) -> Any? { getter(target) }
}
