import Foundation

/// The classes' Objective-C tables (`ObjCClassTable`): what lets a
/// name-only selector (`"save:"`, `Selector("save:")`, a selector read from a
/// storyboard) be performed on an instance, and what a storyboard loader
/// reads to connect outlets and actions.
///
/// Ported sources register their module's tables themselves (the
/// `XUIKitPort` plugin's generated code does it when the first instance of
/// one of the module's classes is made, and at `@UIApplicationMain`); code
/// written for XUIKit can register a table by hand. Lookups walk the
/// instance's class and its superclasses, most derived first, so an
/// override's table entry wins and inherited actions resolve.
///
/// It is the process's one table of classes, as Objective-C's runtime is;
/// reads and writes are locked and may come from any thread.
public final class ObjCRegistry: @unchecked Sendable {
    /// The process's registry.
    public static let shared = ObjCRegistry()

    // @unchecked Sendable: `tables` is only read or written under `lock`.
    private let lock = NSLock()
    private var tables: [ObjectIdentifier: ObjCClassTable] = [:]

    /// An empty registry (tests; apps use `shared`).
    public init() {}

    /// Adds `table`; a second table for the same class adds its members to the first's.
    public func register(_ table: ObjCClassTable) {
        lock.withLock {
            let key = ObjectIdentifier(table.type)
            tables[key] = tables[key].map { $0.merged(with: table) } ?? table
        }
    }

    /// The table registered for exactly `type` (not its superclasses).
    public func table(for type: AnyClass) -> ObjCClassTable? {
        lock.withLock { tables[ObjectIdentifier(type)] }
    }

    /// The tables of `type` and its superclasses, most derived first.
    public func tables(for type: AnyClass) -> [ObjCClassTable] {
        lock.withLock {
            var found: [ObjCClassTable] = []
            var current: AnyClass? = type
            while let type = current {
                if let table = tables[ObjectIdentifier(type)] { found.append(table) }
                current = _getSuperclass(type)
            }
            return found
        }
    }

    /// The registered table of the class named `className` (`"App.ViewController"`,
    /// or the bare `"ViewController"` when one registered class has that name).
    public func table(named className: String) -> ObjCClassTable? {
        let all = lock.withLock { Array(tables.values) }
        if let exact = all.first(where: { $0.className == className }) { return exact }
        let bare = all.filter { $0.className.split(separator: ".").last.map(String.init) == className }
        return bare.count == 1 ? bare[0] : nil
    }

    /// The method whose selector is `selector` that `object` responds to:
    /// the most derived class's entry.
    public func method(_ selector: String, respondedToBy object: AnyObject) -> ObjCMethod? {
        for table in tables(for: type(of: object)) {
            if let method = table.methods.first(where: { $0.selector == selector }) { return method }
        }
        return nil
    }

    /// The outlets (and collections) of `type` and its superclasses, the class's own first.
    public func outlets(of type: AnyClass) -> [ObjCProperty] { tables(for: type).flatMap(\.outlets) }

    /// The `@IBAction` methods of `type` and its superclasses, the class's own first.
    public func actions(of type: AnyClass) -> [ObjCMethod] { tables(for: type).flatMap(\.actions) }

    /// The property (outlet or inspectable) named `name` of `type` or a superclass.
    public func property(_ name: String, of type: AnyClass) -> ObjCProperty? {
        for table in tables(for: type) {
            if let property = table.properties.first(where: { $0.name == name }) { return property }
        }
        return nil
    }
}
