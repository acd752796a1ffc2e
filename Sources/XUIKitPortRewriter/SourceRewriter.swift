import Foundation
import SwiftSyntax

/// Rewrites one ported file's Objective-C-isms in place, as edits:
///
///     @objc, @objc(name), @objcMembers, @nonobjc      removed (`dynamic` stays)
///     @IBAction, @IBOutlet, @IBInspectable,
///     @IBDesignable, @IBSegueAction, @GKInspectable    removed (recorded in the tables)
///     @UIApplicationMain                              @main (XUIKit's `UIApplicationDelegate.main()`)
///     #selector(m), #selector(m(_:)),
///     #selector(self.m), #selector(T.m(_:with:))       Selector(ported: "<objc name>", T.m(...))
///     #selector(getter: p), #selector(setter: T.p)     Selector("p"), Selector("setP:")
///     class C ... {                                   class C ... { <registration of the module's tables>
///
/// `T` of an unqualified reference is the innermost enclosing type.
final class SourceRewriter: SyntaxVisitor {
    static let removedAttributes: Set<String> = [
        "objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBInspectable", "IBDesignable", "IBSegueAction", "GKInspectable",
    ]

    private let declarations: [String: PortedType]
    private let protocols: Set<String>
    private let registration: (String) -> String
    private var context: [String?] = []
    private(set) var edits = SourceEdits()
    private var classCount = 0
    /// Whether class `name` gets the registration member.
    var shouldRegister: (String) -> Bool = { _ in true }

    /// `registration(name)` is the member inserted at the top of class `name`'s body.
    init(declarations: [String: PortedType], protocols: Set<String>, registration: @escaping (String) -> String) {
        self.declarations = declarations
        self.protocols = protocols
        self.registration = registration
        super.init(viewMode: .sourceAccurate)
    }

    private func qualified(_ name: String) -> String {
        if let outer = context.last, let outer { return outer + "." + name }
        return name
    }

    // MARK: Types

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = qualified(node.name.text)
        context.append(name)
        classCount += 1
        if shouldRegister(name) { edits.insert(registration(name + "_\(classCount)"), at: node.memberBlock.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset) }
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { context.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        context.append(protocols.contains(name) ? nil : name)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { context.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { context.append(qualified(node.name.text)); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { context.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { context.append(qualified(node.name.text)); return .visitChildren }
    override func visitPost(_ node: EnumDeclSyntax) { context.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { context.append(qualified(node.name.text)); return .visitChildren }
    override func visitPost(_ node: ActorDeclSyntax) { context.removeLast() }
    /// In a protocol (extension) `Self` is not a concrete type: unqualified selectors stay name-only.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { context.append(nil); return .visitChildren }
    override func visitPost(_ node: ProtocolDeclSyntax) { context.removeLast() }

    // MARK: Attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if name == "UIApplicationMain" || name == "NSApplicationMain" {
            edits.replace(node, with: "@main")
        } else if Self.removedAttributes.contains(name) {
            edits.replace(node, with: "")
        }
        return .skipChildren
    }

    // MARK: #selector

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", let argument = node.arguments.first else { return .visitChildren }
        edits.replace(node, with: selector(for: argument))
        return .skipChildren
    }

    private func selector(for argument: LabeledExprSyntax) -> String {
        let accessor = argument.label?.text
        var expression = ExprSyntax(argument.expression)
        while let inner = expression.as(TupleExprSyntax.self), inner.elements.count == 1, let only = inner.elements.first {
            expression = only.expression
        }
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
        if let cast = expression.as(SequenceExprSyntax.self), let first = cast.elements.first { expression = first }

        // The member's type (nil: unknown, or a protocol's Self) and its name.
        var typeName: String?
        let reference: DeclReferenceExprSyntax
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            let base = member.base?.trimmedDescription
            typeName = base == nil || base == "self" || base == "Self" ? (context.last ?? nil) : base
        } else if let plain = expression.as(DeclReferenceExprSyntax.self) {
            reference = plain
            typeName = context.last ?? nil
        } else {
            return "Selector(\(Self.literal(expression.trimmedDescription)))"
        }
        let baseName = reference.baseName.text

        if let accessor {
            let property = typeName.flatMap { lookupProperty(baseName, in: $0) }
            let name = accessor == "setter"
                ? property?.setterSelector ?? ObjCSelectorName.setter(baseName)
                : property?.getterSelector ?? ObjCSelectorName.getter(baseName)
            return "Selector(\(Self.literal(name)))"
        }

        let labels = reference.argumentNames.map { $0.arguments.map(\.name.text) }
        let name: String
        if let typeName, let method = lookupMethod(baseName, labels: labels, in: typeName) {
            name = method.selector
        } else if let labels {
            name = ObjCSelectorName.method(baseName, labels: labels)
        } else {
            name = ObjCSelectorName.getter(baseName)
        }
        guard let typeName else { return "Selector(\(Self.literal(name)))" }
        return "Selector(ported: \(Self.literal(name)), \(typeName).\(reference.trimmedDescription))"
    }

    /// The `@objc` method named so in `type` or its superclasses among the ported classes.
    private func lookupMethod(_ baseName: String, labels: [String]?, in type: String) -> PortedMethod? {
        var current: String? = type
        var seen: Set<String> = []
        while let name = current, !seen.contains(name), let found = declarations[name] {
            seen.insert(name)
            let matches = found.methods.filter { method in
                method.baseName == baseName && (labels == nil || labels == method.parameters.map(\.label))
            }
            if let first = matches.first { return first }
            current = found.superclass
        }
        return nil
    }

    private func lookupProperty(_ name: String, in type: String) -> PortedProperty? {
        var current: String? = type
        var seen: Set<String> = []
        while let typeName = current, !seen.contains(typeName), let found = declarations[typeName] {
            seen.insert(typeName)
            if let property = found.properties.first(where: { $0.name == name }) { return property }
            current = found.superclass
        }
        return nil
    }

    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
