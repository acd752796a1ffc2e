import Testing
@testable import XUIKitPortRewriter

@Suite("The per-class tables of outlets and actions")
struct TableGenerationTests {
    let source = """
        @IBDesignable
        class Card: UIView {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet var stars: [UIImageView]!
            @IBInspectable var radius: CGFloat = 4
            @objc var count: Int { 3 }
            @IBAction func tap(_ sender: UIButton) {}
            @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            @objc private func refresh() {}
            @objc(loadNamed:) func load(name: String) throws -> Bool { true }
            func plain() {}
            static func make() {}
        }
        @objcMembers class All: NSObject {
            func one() {}
            @nonobjc func hidden() {}
            var value = 0
        }
        """

    @Test("Declarations give each class's actions, methods, outlets and inspectables with their types")
    func declarations() throws {
        let output = PortRewrite.rewrite([PortedSource(path: "/a.swift", text: source)])
        let card = try #require(output.types.first { $0.name == "Card" })
        #expect(card.isDesignable)
        #expect(card.superclass == "UIView")
        #expect(card.methods.map(\.selector) == ["tap:", "tapped:forEvent:", "refresh", "loadNamed:"])
        #expect(card.methods.map(\.swiftName) == ["tap(_:)", "tapped(_:forEvent:)", "refresh()", "load(name:)"])
        #expect(card.methods.map(\.isAction) == [true, true, false, false])
        #expect(card.methods[1].parameters.map(\.type) == ["UIButton", "UIEvent"])
        #expect(card.methods[3].returnType == "Bool" && card.methods[3].isThrowing)
        #expect(card.properties.map(\.name) == ["titleLabel", "stars", "radius", "count"])
        #expect(card.properties.map(\.kind) == [.outlet, .outletCollection, .inspectable, .property])
        #expect(card.properties.map(\.baseType) == ["UILabel", "[UIImageView]", "CGFloat", "Int"])
        #expect(card.properties.map(\.isSettable) == [true, true, true, false])

        let all = try #require(output.types.first { $0.name == "All" })
        #expect(all.methods.map(\.selector) == ["one"])
        #expect(all.properties.map(\.name) == ["value"])
        #expect(all.properties.first?.type == "Int", "inferred from the literal")
    }

    @Test("The generated code builds each table in the declaring file and registers it")
    func generatedCode() {
        let output = PortRewrite.rewrite([PortedSource(path: "/a.swift", text: source)])
        let text = output.files[0].text
        #expect(text.contains("extension Card {\n    nonisolated static func __xuikitObjCTable0() -> ObjCClassTable {"))
        #expect(text.contains("ObjCRegistry.shared.register(Card.__xuikitObjCTable0())"))
        #expect(text.contains("ObjCRegistry.shared.register(All.__xuikitObjCTable0())"))
        #expect(text.contains(#"selector: "tapped:forEvent:", swiftName: "tapped(_:forEvent:)","#))
        #expect(text.contains("let a1 = ObjCMethod.argument(arguments, 1, as: (UIEvent).self)"))
        #expect(text.contains("target.tapped(a0, forEvent: a1)"))
        #expect(text.contains("return .performed(returning: try? target.load(name: a0))"))
        #expect(text.contains(#"selector: "setTitleLabel:""#) && text.contains("as: (UILabel?).self"))
        #expect(text.contains(#"selector: "count""#) && !text.contains(#"selector: "setCount:""#), "a get-only property has no setter")
        #expect(text.contains(#"name: "stars", typeName: "[UIImageView]", kind: .outletCollection"#))
        #expect(text.contains("isDesignable: true"))
        #expect(output.registration.contains("__XUIKitPortedFile0.register()"))
        #expect(output.registration.contains("static let registered: Void = {"))
    }

    @Test("An @objcMembers class's extensions are exposed too, even in a file read before the class")
    func objcMembersExtensions() throws {
        let output = PortRewrite.rewrite([
            PortedSource(path: "/a.swift", text: "extension All { func two(_ x: Int) {} }"),
            PortedSource(path: "/b.swift", text: "@objcMembers class All: NSObject { func one() {} }"),
        ])
        let all = try #require(output.types.first { $0.name == "All" })
        #expect(all.methods.map(\.selector) == ["two:", "one"])
        #expect(all.methods.map(\.fileIndex) == [0, 1])
    }

    @Test("Generic classes and local types get no table (their code could not name them)")
    func unnameable() {
        let output = PortRewrite.rewrite([PortedSource(path: "/a.swift", text: "class Box<T>: NSObject { @objc func go() {} }\nfunc f() { class L: NSObject { @objc func go() {} } }")])
        #expect(!output.files[0].text.contains("extension Box"))
        #expect(!output.files[0].text.contains("extension L"))
    }
}
