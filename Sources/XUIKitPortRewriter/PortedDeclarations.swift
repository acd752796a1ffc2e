/// A parameter of an `@objc` method as written.
public struct PortedParameter: Equatable, Sendable {
    /// The argument label (`"_"` for none).
    public var label: String
    /// The type as written (`"UIButton"`, `"UIEvent?"`).
    public var type: String
}

/// An `@objc` method, `@IBAction` or member of an `@objcMembers` class.
public struct PortedMethod: Equatable, Sendable {
    public var baseName: String
    public var parameters: [PortedParameter]
    /// The return type as written, nil for none.
    public var returnType: String?
    public var isThrowing: Bool
    public var isAction: Bool
    /// The name given by `@objc(name)`, if any.
    public var customSelector: String?
    /// The index of the file that declares it (its table is emitted there: private members are visible).
    public var fileIndex: Int

    /// The Objective-C selector.
    public var selector: String {
        customSelector ?? ObjCSelectorName.method(baseName, labels: parameters.map(\.label), isThrowing: isThrowing)
    }

    /// The Swift name (`save(_:with:)`).
    public var swiftName: String {
        parameters.isEmpty ? baseName + "()" : baseName + "(" + parameters.map { $0.label + ":" }.joined() + ")"
    }
}

/// An `@IBOutlet`, `@IBInspectable` or `@objc` property.
public struct PortedProperty: Equatable, Sendable {
    public enum Kind: String, Equatable, Sendable { case outlet, outletCollection, inspectable, property }
    public var name: String
    /// The type as written (`"UILabel!"`).
    public var type: String
    public var kind: Kind
    /// Whether it can be set (a `var` with a setter).
    public var isSettable: Bool
    /// The getter's name given by `@objc(name)`, if any.
    public var customName: String?
    public var fileIndex: Int

    /// The type without its optional mark (`UILabel`).
    public var baseType: String {
        var type = type
        while type.hasSuffix("!") || type.hasSuffix("?") { type.removeLast() }
        if type.hasPrefix("(") && type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
        return type
    }

    /// Whether the type is optional (`?` or `!`).
    public var isOptional: Bool { type.hasSuffix("!") || type.hasSuffix("?") }
    public var getterSelector: String { customName ?? ObjCSelectorName.getter(name) }
    public var setterSelector: String { ObjCSelectorName.setter(customName ?? name) }
}

/// A type (class, or extension of one) that ported sources declare or extend.
public struct PortedType: Equatable, Sendable {
    /// The qualified name (`Outer.Inner`, or an extension's extended type).
    public var name: String
    /// The first inherited type of a class declaration (its superclass, or a protocol).
    public var superclass: String?
    /// Whether a declaration (not only extensions) of it was seen, and it is a class.
    public var isClass = false
    /// Generic types and types local to a function get no table (they cannot be named from the table's code).
    public var isNameable = true
    public var isDesignable = false
    /// The file that declares the class (its `@IBDesignable` is recorded there).
    public var declarationFile: Int?
    public var methods: [PortedMethod] = []
    public var properties: [PortedProperty] = []
}
