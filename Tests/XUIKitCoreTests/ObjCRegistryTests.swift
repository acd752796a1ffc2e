import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitCore

/// A class with a hand-written table, as the porting rewrite generates one.
private class Base: UIResponder {
    var log: [String] = []
    func greet() { log.append("base greet") }
    func save(_ a: String, with b: Int) { log.append("save \(a) \(b)") }
    func make() -> NSString { "made" as NSString }

    static let table = ObjCClassTable(type: Base.self, methods: [
        ObjCMethod(selector: "greet", swiftName: "greet()", parameterTypes: []) { target, _ in
            guard let target = target as? Base else { return .mismatched }
            target.greet()
            return .performed(returning: nil)
        },
        ObjCMethod(selector: "save:with:", swiftName: "save(_:with:)", parameterTypes: ["String", "Int"], kind: .action) { target, arguments in
            guard let target = target as? Base, let a0 = ObjCMethod.argument(arguments, 0, as: String.self),
                  let a1 = ObjCMethod.argument(arguments, 1, as: Int.self) else { return .mismatched }
            target.save(a0, with: a1)
            return .performed(returning: nil)
        },
        ObjCMethod(selector: "make", swiftName: "make()", parameterTypes: [], returnType: "NSString") { target, _ in
            guard let target = target as? Base else { return .mismatched }
            return .performed(returning: target.make())
        },
    ])
}

private final class Derived: Base {
    override func greet() { log.append("derived greet") }
}

private final class Unrelated: UIResponder {}

@MainActor
@Suite("Name-only selectors resolve through the registered Objective-C tables", .serialized)
struct ObjCRegistryTests {
    init() { ObjCRegistry.shared.register(Base.table) }

    @Test("A subclass instance finds its superclass's table; the call dispatches to its override")
    func inheritedLookup() {
        let derived = Derived()
        #expect(ObjCRegistry.shared.tables(for: Derived.self).map(\.className).last?.hasSuffix("Base") == true)
        #expect(derived.responds(to: "greet"))
        #expect(!Unrelated().responds(to: "greet"))
        derived.perform("greet")
        #expect(derived.log == ["derived greet"])
    }

    @Test("perform(_:with:with:) passes both arguments; wrong types perform nothing")
    func twoArguments() {
        let base = Base()
        base.perform("save:with:", with: "doc", with: 3)
        base.perform("save:with:", with: 3, with: "doc")
        base.perform("save:with:", with: "short")
        #expect(base.log == ["save doc 3"])
    }

    @Test("An object result comes back unretained and alive; an unknown selector gives nil")
    func results() {
        let base = Base()
        #expect(base.perform("make")?.takeUnretainedValue() as? NSString == "made")
        #expect(base.perform("nothing") == nil)
    }

    @Test("A string selector works as a control's action, with the control as the first argument")
    func controlAction() {
        let base = Base()
        let control = UIControl()
        control.addTarget(base, action: "greet", for: .touchUpInside)
        control.sendActions(for: .touchUpInside)
        #expect(base.log == ["base greet"])
        #expect(base.canPerformAction("greet", withSender: control))
        #expect(!base.canPerformAction("save:", withSender: control))
    }

    @Test("Selector(ported:_:) is typed for an action's shape and name-only for any other")
    func portedOverloads() {
        let typed = Selector(ported: "greet", Base.greet)
        let named = Selector(ported: "save:with:", Base.save(_:with:))
        #expect(typed.name == "greet" && named.name == "save:with:")
        let unrelated = Unrelated()
        #expect(!typed.canBePerformed(on: unrelated))
        let base = Base()
        #expect(typed.perform(on: base, sender: nil))
        #expect(named.canBePerformed(on: base), "resolved through the registry")
        #expect(NSStringFromSelector(named) == "save:with:")
    }

    @Test("Delayed performs fire on the application's clock and cancel by target, selector and argument")
    func delayedPerforms() {
        TestApplication.reset()
        let clock = UIApplication.shared.inputClock
        let base = Base()
        base.perform("save:with:", with: "a", afterDelay: 0.2)
        base.perform("greet", with: nil, afterDelay: 0.1)
        base.perform("greet", with: nil, afterDelay: 0.3, inModes: [.common])
        Base.cancelPreviousPerformRequests(withTarget: base, selector: "greet", object: nil)
        clock.advance(by: 0.5)
        #expect(base.log.isEmpty, "save:with: got one argument of two; both greets were cancelled")
        base.perform("greet", with: nil, afterDelay: 0.1)
        clock.advance(by: 0.05)
        #expect(base.log.isEmpty)
        clock.advance(by: 0.05)
        #expect(base.log == ["base greet"])
    }
}
