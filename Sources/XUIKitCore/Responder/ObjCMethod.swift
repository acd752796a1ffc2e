import Foundation

/// One method of a class exposed to Objective-C (`@objc`, `@IBAction`, a
/// member of an `@objcMembers` class, or an `@objc` property's getter or
/// setter), as the porting rewrite lists it in the class's `ObjCClassTable`.
///
/// It is what Objective-C's method lists give UIKit: a selector name that
/// resolves on an instance (`perform(_:)`, `responds(to:)`, a string
/// selector `"save:"` as a control's action) and the types a storyboard
/// loader checks before it connects an action.
public struct ObjCMethod: Sendable {
    /// What kind of member the method is.
    public enum Kind: Sendable, Equatable {
        /// An `@objc` method (or one exposed by `@objcMembers`).
        case method
        /// An `@IBAction` method: what Interface Builder connects to a control's event.
        case action
        /// The getter of an `@objc` property (selector `name`).
        case getter
        /// The setter of an `@objc` property (selector `setName:`).
        case setter
    }

    /// How performing the method went.
    public enum Result {
        /// The method ran; `value` is what it returned (nil for `Void`).
        case performed(returning: Any?)
        /// The target or an argument was not of the method's types: nothing ran.
        case mismatched
    }

    /// The Objective-C selector name, as Swift derives it (`"save:with:"`,
    /// `"tapWithSender:"`) or as `@objc(name)` gives it.
    public let selector: String
    /// The Swift name (`"save(_:with:)"`).
    public let swiftName: String
    /// The parameters' types as written in the source (`["UIButton", "UIEvent?"]`).
    public let parameterTypes: [String]
    /// The return type as written, nil for `Void`.
    public let returnType: String?
    /// Method, action, getter or setter.
    public let kind: Kind
    let body: @MainActor @Sendable (AnyObject, [Any?]) -> Result

    /// A method entry; `perform` casts the target and the arguments to the
    /// method's types and calls it, or returns `.mismatched`.
    public init(
        selector: String, swiftName: String, parameterTypes: [String], returnType: String? = nil, kind: Kind = .method,
        perform: @escaping @MainActor @Sendable (AnyObject, [Any?]) -> Result
    ) {
        self.selector = selector
        self.swiftName = swiftName
        self.parameterTypes = parameterTypes
        self.returnType = returnType
        self.kind = kind
        self.body = perform
    }

    /// The number of arguments the method takes (colons in its selector).
    public var argumentCount: Int { parameterTypes.count }

    /// Calls the method on `target` with `arguments` (missing ones are nil,
    /// extra ones ignored: UIKit's action conventions pass sender and event
    /// to whichever of them the method takes).
    @preconcurrency @MainActor
    public func perform(on target: AnyObject, arguments: [Any?]) -> Result {
        body(target, arguments)
    }

    /// The argument at `index` cast to a parameter's type: what generated
    /// `perform` closures use. A missing argument is nil, which only an
    /// optional parameter accepts (the outer optional is then `.some(nil)`).
    public static func argument<T>(_ arguments: [Any?], _ index: Int, as type: T.Type) -> T? {
        let value: Any? = index < arguments.count ? arguments[index] : nil
        return value as? T
    }
}
