import SwiftSyntax

/// Finds the Objective-C-facing declarations of all the ported files: the
/// classes (for their superclasses and `@objcMembers`), their `@objc`
/// methods and actions, outlets, inspectables and `@objc` properties.
final class DeclarationCollector: SyntaxVisitor {
    private(set) var types: [String: PortedType] = [:]
    private(set) var order: [String] = []
    /// The protocols declared (an extension of one has no concrete type for unqualified selectors).
    var protocols: Set<String> = []
    /// The `@objcMembers` classes of all the files (their extensions' members are exposed too).
    var exposingClasses: Set<String> = []
    private let fileIndex: Int
    private var context: [TypeContext] = []

    struct TypeContext {
        var name: String
        var exposesAll: Bool
        var isNameable: Bool
        var isProtocol: Bool
    }

    init(fileIndex: Int, types: [String: PortedType], order: [String]) {
        self.fileIndex = fileIndex
        self.types = types
        self.order = order
        super.init(viewMode: .sourceAccurate)
    }

    private func qualified(_ name: String) -> String {
        context.last.map { $0.name + "." + name } ?? name
    }

    private func update(_ name: String, _ change: (inout PortedType) -> Void) {
        if types[name] == nil { types[name] = PortedType(name: name); order.append(name) }
        change(&types[name]!)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = qualified(node.name.text)
        let nameable = (context.last?.isNameable ?? true) && node.genericParameterClause == nil && !isLocal(node)
        update(name) { type in
            type.isClass = true
            type.superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
            type.isNameable = nameable
            type.declarationFile = fileIndex
            if node.attributes.has("IBDesignable") { type.isDesignable = true }
        }
        context.append(TypeContext(name: name, exposesAll: node.attributes.has("objcMembers") || exposingClasses.contains(name), isNameable: nameable, isProtocol: false))
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { context.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.trimmedDescription
        context.append(TypeContext(name: name, exposesAll: node.attributes.has("objcMembers") || exposingClasses.contains(name), isNameable: node.genericWhereClause == nil, isProtocol: false))
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { context.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, protocol: false) }
    override func visitPost(_ node: StructDeclSyntax) { context.removeLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, protocol: false) }
    override func visitPost(_ node: EnumDeclSyntax) { context.removeLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { push(node.name.text, protocol: false) }
    override func visitPost(_ node: ActorDeclSyntax) { context.removeLast() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(qualified(node.name.text))
        return push(node.name.text, protocol: true)
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { context.removeLast() }

    private func push(_ name: String, protocol isProtocol: Bool) -> SyntaxVisitorContinueKind {
        context.append(TypeContext(name: qualified(name), exposesAll: false, isNameable: false, isProtocol: isProtocol))
        return .visitChildren
    }

    /// Function bodies hold no members: skip them (local types get no table).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = context.last, !type.isProtocol, type.isNameable else { return .skipChildren }
        let attributes = node.attributes
        let isAction = attributes.has("IBAction") || attributes.has("IBSegueAction")
        let explicit = attributes.has("objc") || isAction
        guard explicit || (type.exposesAll && !attributes.has("nonobjc")) else { return .skipChildren }
        guard !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }),
              node.genericParameterClause == nil, node.signature.effectSpecifiers?.asyncSpecifier == nil else { return .skipChildren }
        let parameters = node.signature.parameterClause.parameters.map { parameter in
            PortedParameter(label: parameter.firstName.text, type: parameter.type.trimmedDescription)
        }
        let returnType = node.signature.returnClause?.type.trimmedDescription
        let method = PortedMethod(
            baseName: node.name.text, parameters: parameters, returnType: returnType == "Void" || returnType == "()" ? nil : returnType,
            isThrowing: node.signature.effectSpecifiers?.throwsClause != nil, isAction: isAction,
            customSelector: attributes.objcName, fileIndex: fileIndex
        )
        update(type.name) { $0.methods.append(method) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = context.last, !type.isProtocol, type.isNameable,
              !node.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { return .skipChildren }
        let attributes = node.attributes
        let kind: PortedProperty.Kind?
        if attributes.has("IBOutlet") { kind = .outlet }
        else if attributes.has("IBInspectable") || attributes.has("GKInspectable") { kind = .inspectable }
        else if attributes.has("objc") || (type.exposesAll && !attributes.has("nonobjc")) { kind = .property }
        else { kind = nil }
        guard var kind else { return .skipChildren }
        let isVar = node.bindingSpecifier.text == "var"
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let typeText = binding.typeAnnotation?.type.trimmedDescription ?? Self.inferredType(binding.initializer?.value) else { continue }
            if kind == .outlet && (typeText.hasPrefix("[") || typeText.hasPrefix("Array<")) { kind = .outletCollection }
            let settable = isVar && Self.hasSetter(binding.accessorBlock)
            let property = PortedProperty(
                name: name, type: typeText, kind: kind, isSettable: settable, customName: attributes.objcName, fileIndex: fileIndex
            )
            update(type.name) { $0.properties.append(property) }
        }
        return .skipChildren
    }

    /// The type of a property written without one, from a literal or a
    /// `Type(...)` initializer (`false`, `0`, `""`, `UIView()`); nil otherwise.
    static func inferredType(_ value: ExprSyntax?) -> String? {
        guard let value else { return nil }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if let call = value.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression.trimmedDescription
            if let first = callee.split(separator: ".").last?.first, first.isUppercase, !callee.contains("(") { return callee }
        }
        return nil
    }

    /// Stored properties and computed ones with a `set` can be set.
    static func hasSetter(_ accessors: AccessorBlockSyntax?) -> Bool {
        guard let accessors else { return true }
        switch accessors.accessors {
        case .getter: return false
        case .accessors(let list):
            return list.contains { ["set", "willSet", "didSet", "_modify", "modify"].contains($0.accessorSpecifier.text) }
        }
    }

    private func isLocal(_ node: some SyntaxProtocol) -> Bool {
        var parent = node.parent
        while let current = parent {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) { return true }
            parent = current.parent
        }
        return false
    }
}

extension AttributeListSyntax {
    /// The attribute named `name` (`objc`, `IBAction`), if present.
    func attribute(_ name: String) -> AttributeSyntax? {
        for element in self {
            if case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == name { return attribute }
        }
        return nil
    }

    func has(_ name: String) -> Bool { attribute(name) != nil }

    /// The selector given by `@objc(name)` (`"doThing:"`).
    var objcName: String? {
        guard let attribute = attribute("objc"), let arguments = attribute.arguments else { return nil }
        let text = arguments.trimmedDescription.filter { !$0.isWhitespace }
        return text.isEmpty ? nil : text
    }
}

/// Finds the `@objcMembers` classes before the members are collected (an
/// extension may come before its class).
final class ObjCMembersFinder: SyntaxVisitor {
    private(set) var classes: Set<String> = []
    private var context: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = context.last.map { $0 + "." + node.name.text } ?? node.name.text
        if node.attributes.has("objcMembers") { classes.insert(name) }
        context.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { context.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        context.append(node.extendedType.trimmedDescription)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { context.removeLast() }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
