import Testing
import XUIKit

/// The modules whose public declarations are UIKit's API.
private let uikitModules = ["XUIKitCore", "XUIKitGraphics", "XUIKitControls", "XUIKit"]

/// Public classes and protocols the iOS SDK does NOT isolate to the main actor
/// (their headers lack `NS_SWIFT_UI_ACTOR`), so they must not be here either:
/// code on any thread may use them, as on iOS. Read from the iOS 18 SDK's
/// headers (as objc2's header translation of them records: no
/// `MainThreadOnly`). A class added here needs its header checked.
private let sdkNonMainActor: Set<String> = [
    // UIKit's immutable value classes, `NS_SWIFT_SENDABLE` in the SDK.
    "UIColor", "UIFont", "UIImage", "NSParagraphStyle",
    // UIKit classes neither main-actor nor Sendable in the SDK.
    "NSMutableParagraphStyle", "NSStringDrawingContext", "UIBezierPath",
    "UIGraphicsRenderer", "UIGraphicsImageRenderer", "UIGraphicsRendererContext",
    "UIGraphicsImageRendererContext", "UIGraphicsRendererFormat", "UIGraphicsImageRendererFormat",
    // QuartzCore's action protocol (a plain protocol in the SDK).
    "CAAction",
    // Core Graphics types, re-exported by the core and graphics modules (CF types, not UIKit's).
    "CGColor", "CGContext", "CGMutablePath", "CGPath", "CGColorSpace", "CGGradient", "CGImage",
    // XUIKit's stand-in for the Objective-C runtime's class tables: locked, usable from any thread, as the runtime is.
    "ObjCRegistry",
    // Foundation's (not UIKit's) NSUserActivity, missing from swift-corelibs-foundation, declared with the scenes.
    "NSUserActivity",
]

/// Main-actor here though not in the SDK: documented differences, each kept
/// for a reason. They are `@preconcurrency`, so Swift 5 code (and Swift 6 code
/// on the main actor, where iOS apps use them) compiles as against the SDK;
/// Swift 6 code touching them off the main actor does not.
private let mainActorHereOnly: Set<String> = [
    // QuartzCore leaves layers and animations unannotated. Here the main-actor
    // renderer reads layer state directly on every composite and hit-test, and
    // the animation engine runs on the main run loop's frames.
    "CALayer", "CAGradientLayer", "CAShapeLayer", "CATextLayer", "CALayerDelegate", "CATransaction",
    "CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation", "CASpringAnimation",
    "CAAnimationGroup", "CAAnimationDelegate", "CAMediaTimingFunction", "CADisplayLink",
    // UIPasteboard is Sendable in the SDK; here it fronts the X selections,
    // which only the main-actor backend may touch.
    "UIPasteboard",
    // UIPress lacks the attribute in its header; its window, responder and
    // recognizers are main-actor objects here, as its UITouch sibling's are.
    "UIPress",
    // XUIKit's own types (not in the SDK): the input clock and on-screen keyboard views.
    "InputClock", "OnScreenKeyboard",
]

@Suite("Public declarations carry the SDK's isolation")
struct IsolationDeclarationTests {
    let declarations: [PublicDeclaration]

    init() throws {
        declarations = try uikitModules.flatMap { try PublicDeclarationScanner.declarations(inModule: $0) }
    }

    private var classesAndProtocols: [PublicDeclaration] {
        declarations.filter { $0.kind == "class" || $0.kind == "protocol" }
    }

    @Test("Every public class and protocol is @preconcurrency @MainActor unless the SDK leaves it unisolated")
    func everyUIKitTypeIsPreconcurrencyMainActor() {
        let types = classesAndProtocols
        #expect(types.count > 100, "the scanner found only \(types.count) classes and protocols")
        let wrong = types.filter { !sdkNonMainActor.contains($0.name) && !($0.isMainActor && $0.isPreconcurrency) }
        #expect(wrong.isEmpty, "not `@preconcurrency @MainActor`:\n\(wrong.map(\.description).joined(separator: "\n"))")
    }

    @Test("Every public @MainActor declaration is also @preconcurrency, as imported Objective-C API is")
    func everyMainActorDeclarationIsPreconcurrency() {
        let strict = declarations.filter { $0.isMainActor && !$0.isPreconcurrency }
        #expect(strict.isEmpty, "`@MainActor` without `@preconcurrency`:\n\(strict.map(\.description).joined(separator: "\n"))")
    }

    @Test("The SDK's unisolated classes are declared and not main-actor here")
    func sdkNonMainActorTypesStayUnisolated() {
        for name in sdkNonMainActor.sorted() {
            let found = classesAndProtocols.filter { $0.name == name }
            #expect(!found.isEmpty, "\(name) is allow-listed but not declared: drop it from the list")
            #expect(found.allSatisfy { !$0.isMainActor }, "\(name) is main-actor here, not in the SDK: \(found)")
        }
    }

    @Test("The documented main-actor-only differences are declared and still main-actor")
    func documentedDifferencesAreCurrent() {
        for name in mainActorHereOnly.sorted() {
            let found = classesAndProtocols.filter { $0.name == name }
            #expect(!found.isEmpty && found.allSatisfy(\.isMainActor), "\(name): \(found); update the list")
        }
    }

    @Test("The scanner reads attributes above a declaration and on its line, and skips class members")
    func scannerReadsDeclarationShapes() {
        let source = """
        /// Doc.
        @preconcurrency @MainActor
        open class A: NSObject {
            public class func make() -> A { A() }
            @MainActor public func strict() {}
        }
        @MainActor public final class B {}
        public protocol C: AnyObject {}
        extension A {
            @available(iOS 13, *)
            @preconcurrency @MainActor public class Nested {}
        }
        """
        let found = PublicDeclarationScanner.scan(source, module: "M", file: "f.swift")
        #expect(found.map { "\($0.kind) \($0.name) \($0.attributes.joined(separator: ","))" } == [
            "class A @preconcurrency,@MainActor",
            "other @MainActor public func strict() {} @MainActor",
            "class B @MainActor",
            "protocol C ",
            "class Nested @available,@preconcurrency,@MainActor",
        ])
    }
}
