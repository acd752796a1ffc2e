import Foundation

/// Foundation's selector-based observers (`addObserver(_:selector:name:object:)`),
/// which Linux's Foundation lacks, on XUIKit's `Selector`: what iOS code
/// writes for keyboard and app-state notifications.
///
/// The selector resolves as an action does (typed, or by name through
/// `ObjCRegistry`), with the `Notification` as its one argument. The
/// observer is held weakly: once it is freed nothing is sent to it (iOS 9's
/// behaviour). Linux difference: the method runs on the main actor, so a
/// notification posted on another thread reaches it asynchronously on the
/// main queue; one posted on the main thread, synchronously as on iOS.
extension NotificationCenter {
    /// Adds `observer` for notifications named `aName` (nil: all) from
    /// `anObject` (nil: any sender), to be sent `aSelector`.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let box = WeakObserver(observer as AnyObject)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { notification in
            // Handed over whole: the poster keeps no use of it after posting.
            nonisolated(unsafe) let handed = notification
            let deliver: @MainActor @Sendable () -> Void = {
                guard let target = box.object else { return }
                _ = aSelector.invoke(on: target, arguments: [handed])
            }
            if MainQueue.isCurrent { MainActor.assumeIsolated(deliver) } else { DispatchQueue.main.async(execute: deliver) }
        }
        SelectorObservations.shared.add(token, observer: box, name: aName, sender: anObject.map { $0 as AnyObject }, in: self)
    }

    /// Removes every observation of `observer`: its selector-based ones and
    /// (through Foundation's `removeObserver(_:)`) any other.
    public func removeObserver(_ observer: NSObject) {
        for token in SelectorObservations.shared.remove(observer: observer, name: nil, sender: nil, matchAll: true, in: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any)
    }

    /// Removes the observations of `observer` for `aName` (nil: every name)
    /// from `anObject` (nil: every sender).
    public func removeObserver(_ observer: NSObject, name aName: NSNotification.Name?, object anObject: Any?) {
        let sender = anObject.map { $0 as AnyObject }
        for token in SelectorObservations.shared.remove(observer: observer, name: aName, sender: sender, matchAll: false, in: self) {
            removeObserver(token as Any)
        }
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// Whether code runs on the main queue (the main actor's executor), which
/// need not be the main thread: a test runner may drain the main queue on another.
enum MainQueue {
    // nonisolated(unsafe): set once, before any read, by `marked`'s one-time initialisation.
    nonisolated(unsafe) private static let key = DispatchSpecificKey<Bool>()
    private static let marked: Void = DispatchQueue.main.setSpecific(key: key, value: true)

    static var isCurrent: Bool {
        _ = marked
        return DispatchQueue.getSpecific(key: key) == true
    }
}

/// A weak reference a notification block can carry across threads.
final class WeakObserver: @unchecked Sendable {
    // @unchecked Sendable: a weak reference is read atomically by the runtime;
    // the object is only used on the main actor.
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The selector-based observations by center, so `removeObserver(_:)` can
/// find the Foundation tokens behind them. Locked: centers are used from any thread.
final class SelectorObservations: @unchecked Sendable {
    static let shared = SelectorObservations()

    private struct Entry {
        let token: NSObjectProtocol
        let center: ObjectIdentifier
        let observer: WeakObserver
        let name: NSNotification.Name?
        weak var sender: AnyObject?
        let hadSender: Bool
    }

    // @unchecked Sendable: `entries` is only touched under `lock`.
    private let lock = NSLock()
    private var entries: [Entry] = []

    func add(_ token: NSObjectProtocol, observer: WeakObserver, name: NSNotification.Name?, sender: AnyObject?, in center: NotificationCenter) {
        lock.withLock {
            entries.removeAll { $0.observer.object == nil }
            entries.append(Entry(token: token, center: ObjectIdentifier(center), observer: observer, name: name, sender: sender, hadSender: sender != nil))
        }
    }

    /// Removes and returns the tokens of `observer`'s observations in `center`
    /// matching `name` and `sender` (nil matches any), or all of them with `matchAll`.
    func remove(observer: AnyObject, name: NSNotification.Name?, sender: AnyObject?, matchAll: Bool, in center: NotificationCenter) -> [NSObjectProtocol] {
        lock.withLock {
            var removed: [NSObjectProtocol] = []
            entries.removeAll { entry in
                guard entry.center == ObjectIdentifier(center), entry.observer.object === observer else { return false }
                if !matchAll {
                    if let name, entry.name != name { return false }
                    if let sender, entry.sender !== sender { return false }
                }
                removed.append(entry.token)
                return true
            }
            return removed
        }
    }
}
