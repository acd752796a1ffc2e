/// Forwarders to the standard library's higher-order functions for the
/// per-touch path.
///
/// In Swift 6 mode the compiler starts every main-actor closure it hands to
/// the standard library (which it treats as not concurrency-checked) with a
/// dynamic isolation check, `swift_task_isCurrentExecutor`: about 200
/// instructions per call, nine per tap in `TouchDispatcher` alone (3.8k
/// instructions a tap, callgrind). A closure given to these forwarders,
/// compiled in this Swift 6 module, carries no check, and they pass the
/// standard library a plain nonisolated closure. Same results as the
/// functions they forward to.
extension Sequence {
    /// `contains(where:)` without the isolation check.
    func anySatisfies(_ predicate: (Element) throws -> Bool) rethrows -> Bool { try contains(where: predicate) }
    /// `allSatisfy(_:)` without the isolation check.
    func everySatisfies(_ predicate: (Element) throws -> Bool) rethrows -> Bool { try allSatisfy(predicate) }
    /// `filter(_:)` without the isolation check.
    func filtered(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element] { try filter(isIncluded) }
    /// `first(where:)` without the isolation check.
    func firstSatisfying(_ predicate: (Element) throws -> Bool) rethrows -> Element? { try first(where: predicate) }
}

extension Sequence where Element: AnyObject {
    /// Whether the sequence holds `object` itself (identity, `===`).
    func containsIdentical(_ object: Element) -> Bool {
        for element in self where element === object { return true }
        return false
    }
}

extension RangeReplaceableCollection {
    /// `removeAll(where:)` without the isolation check.
    mutating func removeAll(satisfying predicate: (Element) throws -> Bool) rethrows { try removeAll(where: predicate) }
}

extension Unmanaged {
    /// `_withUnsafeGuaranteedRef(_:)` without the isolation check: `body`
    /// borrows the instance, neither retained nor released. The caller keeps
    /// the instance alive for the call (hit-testing holds it in an array).
    func withBorrowedInstance<Result>(_ body: (Instance) -> Result) -> Result { _withUnsafeGuaranteedRef(body) }
}
