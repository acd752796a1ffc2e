import Testing
@testable import XUIKitPortRewriter

@Suite("The porting rewrite of @objc, @IB... and @UIApplicationMain")
struct AttributeRewriteTests {
    @Test("@objc, @objc(name), @objcMembers and @nonobjc are removed; dynamic stays")
    func objcAttributes() {
        #expect(rewritten("@objcMembers final class M {}") == " final class M {}\n")
        #expect(rewritten("struct S { @objc func a() {}; @objc(bee:) func b(_ x: Int) {}; @nonobjc func c() {} }")
            == "struct S {  func a() {};  func b(_ x: Int) {};  func c() {} }\n")
        #expect(rewritten("struct S { @objc dynamic var x = 1 }") == "struct S {  dynamic var x = 1 }\n")
        #expect(rewritten("@objc enum E: Int { case a }") == " enum E: Int { case a }\n")
    }

    @Test("@IBAction, @IBOutlet, @IBInspectable, @IBDesignable are removed in place")
    func interfaceBuilder() {
        #expect(rewritten("struct S {\n    @IBOutlet weak var label: UILabel!\n    @IBAction func go(_ sender: Any) {}\n}")
            == "struct S {\n     weak var label: UILabel!\n     func go(_ sender: Any) {}\n}\n")
        #expect(rewritten("@IBDesignable\nstruct S { @IBInspectable var r: CGFloat = 0 }") == "\nstruct S {  var r: CGFloat = 0 }\n")
    }

    @Test("@UIApplicationMain becomes @main, XUIKit's app delegate entry")
    func applicationMain() {
        let output = rewritten("@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {\n}")
        #expect(output.hasPrefix("@main\nclass AppDelegate: UIResponder, UIApplicationDelegate {"))
    }

    @Test("A UIKit subclass or a class with a table reads the module's registration; a plain class is left alone")
    func registrationMember() {
        #expect(rewritten("class V: UIView {\n}")
            == "class V: UIView { private let __xuikitObjC_V_1: Void = __XUIKitPortedModule.registered;\n}\n")
        #expect(rewritten("final class Model: Codable { var x = 1 }") == "final class Model: Codable { var x = 1 }\n")
        #expect(rewritten("class H { @objc func go() {} }").contains("private let __xuikitObjC_H_1: Void"))
    }

    @Test("The build form wraps the file in #sourceLocation naming the original file from line 1")
    func sourceLocation() {
        let output = PortRewrite.rewrite([PortedSource(path: "/app/iOS/A \"b\".swift", text: "let a = 1\n")]).files[0].text
        #expect(output.hasPrefix("#sourceLocation(file: \"/app/iOS/A \\\"b\\\".swift\", line: 1)\nlet a = 1\n#sourceLocation()\n"))
    }

    @Test("Copies are named after their path below the common folder, with a suffix; a top-level main.swift keeps its name")
    func copyNames() {
        let paths = ["/p/iOS/App.swift", "/p/iOS/Views/Card.swift"]
        #expect(PortedFileName.copyName(for: paths[0], among: paths) == "App+ported.swift")
        #expect(PortedFileName.copyName(for: paths[1], among: paths) == "Views_Card+ported.swift")
        let withMain = ["/p/iOS/main.swift", "/p/iOS/Views/main.swift"]
        #expect(PortedFileName.copyName(for: withMain[0], among: withMain) == "main.swift", "the entry file keeps its name")
        #expect(PortedFileName.copyName(for: withMain[1], among: withMain) == "Views_main+ported.swift")
    }
}
