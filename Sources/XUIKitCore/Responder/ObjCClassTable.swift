import Foundation

/// What Objective-C's runtime would know of one class: its exposed methods
/// (actions among them) and the properties Interface Builder sets.
///
/// Linux has no Objective-C runtime, so the porting rewrite (the
/// `XUIKitPort` plugin) generates one table per class from the `@objc`,
/// `@IBAction`, `@IBOutlet` and `@IBInspectable` declarations of the ported
/// sources and registers it with `ObjCRegistry`. A table lists the members
/// the class itself declares (in its body and its extensions); inherited
/// ones come from the superclasses' tables (`ObjCRegistry.tables(for:)`).
public struct ObjCClassTable: Sendable {
    /// The class.
    public let type: AnyClass
    /// Its module-qualified name (`"App.ViewController"`, as `NSStringFromClass`
    /// gives it for a top-level class), what a storyboard's
    /// `customModule.customClass` names. Nested classes read `"App.Outer.Inner"`.
    public var className: String { String(reflecting: type) }
    /// Methods, actions and property accessors, in source order.
    public let methods: [ObjCMethod]
    /// Outlets, outlet collections and inspectables, in source order.
    public let properties: [ObjCProperty]
    /// Whether the class is `@IBDesignable`.
    public let isDesignable: Bool

    /// A table for `type`.
    public init(type: AnyClass, methods: [ObjCMethod] = [], properties: [ObjCProperty] = [], isDesignable: Bool = false) {
        self.type = type
        self.methods = methods
        self.properties = properties
        self.isDesignable = isDesignable
    }

    /// The `@IBAction` methods.
    public var actions: [ObjCMethod] { methods.filter { $0.kind == .action } }
    /// The `@IBOutlet` properties (single and collections).
    public var outlets: [ObjCProperty] { properties.filter { $0.kind != .inspectable } }
    /// The `@IBInspectable` properties.
    public var inspectables: [ObjCProperty] { properties.filter { $0.kind == .inspectable } }

    /// This table with `other`'s members added (two files each declaring
    /// some of a class's members, in an extension).
    func merged(with other: ObjCClassTable) -> ObjCClassTable {
        ObjCClassTable(
            type: type, methods: methods + other.methods, properties: properties + other.properties,
            isDesignable: isDesignable || other.isDesignable
        )
    }
}
