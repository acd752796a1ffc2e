import Foundation

/// Foundation's `NSObject` selector methods (`perform(_:)`, `responds(to:)`,
/// `perform(_:with:afterDelay:)`, `cancelPreviousPerformRequests`), which
/// Linux's Foundation lacks, on XUIKit's `Selector`.
///
/// A selector resolves as an action does: a typed one (`Selector(ported:_:)`,
/// `Selector("name", Type.method)`) calls its method, a name-only one
/// (`"save:"`) the method registered under that name for the receiver's class
/// in `ObjCRegistry` (the ported sources' `@objc` methods), or a standard
/// edit action. Linux differences: the methods are main-actor isolated (they
/// run the main-actor methods UIKit apps expose), and performing a selector
/// the receiver does not respond to does nothing and returns nil where
/// Objective-C raises `doesNotRecognizeSelector:`.
extension NSObject {
    /// Whether the receiver implements the selector's method (Foundation's `responds(to:)`).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return aSelector.canBePerformed(on: self)
    }

    /// Whether instances of this class implement the selector's method (a registered one).
    public class func instancesRespond(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        return ObjCRegistry.shared.tables(for: self).contains { $0.methods.contains { $0.selector == aSelector.name } }
    }

    /// Sends the selector's message with no argument; returns its object result, unretained (see `SelectorResults`).
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        SelectorResults.shared.perform(aSelector, on: self, arguments: [])
    }

    /// Sends the selector's message with one argument.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        SelectorResults.shared.perform(aSelector, on: self, arguments: [object])
    }

    /// Sends the selector's message with two arguments.
    @preconcurrency @MainActor @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        SelectorResults.shared.perform(aSelector, on: self, arguments: [object1, object2])
    }

    /// Performs the selector with `anArgument` after `delay` seconds, on a
    /// timer of the application's run loop (`UIApplication.inputClock`); the
    /// receiver and argument are kept alive until then. A delay of 0 still
    /// waits for the run loop's next timer pass.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        DelayedPerformRequests.shared.schedule(aSelector, on: self, argument: anArgument, delay: delay)
    }

    /// Performs the selector after `delay` seconds. XUIKit's run loop has one
    /// mode for timers (tracking a touch does not hold them back), so `modes`
    /// only needs to be non-empty, as Foundation requires: an empty list schedules nothing.
    @preconcurrency @MainActor
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval, inModes modes: [RunLoop.Mode]) {
        guard !modes.isEmpty else { return }
        DelayedPerformRequests.shared.schedule(aSelector, on: self, argument: anArgument, delay: delay)
    }

    /// Cancels every request made with `perform(_:with:afterDelay:)` on `aTarget`.
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any) {
        DelayedPerformRequests.shared.cancel(target: aTarget as AnyObject, matching: nil)
    }

    /// Cancels the requests on `aTarget` for `aSelector` whose argument is
    /// equal (`isEqual(_:)`) to `anArgument` (both nil counts as equal).
    @preconcurrency @MainActor
    public class func cancelPreviousPerformRequests(withTarget aTarget: Any, selector aSelector: Selector, object anArgument: Any?) {
        DelayedPerformRequests.shared.cancel(target: aTarget as AnyObject, matching: (aSelector, anArgument))
    }
}

/// Performs selectors for `NSObject.perform(_:)` and keeps the last object
/// result alive until the next perform, as an autorelease pool would keep
/// Objective-C's +0 result alive long enough for `takeUnretainedValue()`.
@preconcurrency @MainActor
final class SelectorResults {
    static let shared = SelectorResults()
    private var lastResult: AnyObject?

    func perform(_ selector: Selector?, on target: AnyObject, arguments: [Any?]) -> Unmanaged<AnyObject>? {
        guard let selector, case .performed(let value) = selector.invoke(on: target, arguments: arguments) else { return nil }
        guard let value, let object = Self.object(value) else { return nil }
        lastResult = object
        return Unmanaged.passUnretained(object)
    }

    /// A class instance result (values such as `Bool` have no object form, as in Objective-C).
    private static func object(_ value: Any) -> AnyObject? {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return nil }
            return object(wrapped)
        }
        return type(of: value) is AnyClass ? value as AnyObject : nil
    }
}
