import Foundation

// MARK: - Making a selector from a method

// Each method shape comes twice: for a method of a main-actor class
// (`(Target) -> @MainActor (Sender) -> Void`, what every UIKit subclass has)
// and for a method of a nonisolated class. Swift 6 keeps the two apart, and
// a Swift 5 client's nonisolated method converts to either. Named forms take
// the name first (`Selector("onTap:", ViewController.onTap)`); unnamed ones
// are named after their call site, which is why they are separate overloads
// (a defaulted leading name would swallow the method argument).
extension Selector {
    /// A selector for a method taking no arguments (`@objc func refresh()`).
    public init<Target: AnyObject>(
        _ method: sending @escaping (Target) -> @MainActor () -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init(Selector.callSiteName(Target.self, fileID, line, column), method)
    }

    /// A named selector for a method taking no arguments.
    public init<Target: AnyObject>(_ name: String, _ method: sending @escaping (Target) -> @MainActor () -> Void) {
        self.init(name: name, target: Target.self) { target, _, _ in
            method(target)()
            return true
        }
    }

    /// A selector for a method taking the sender (`@objc func onTap(_ sender: UITapGestureRecognizer)`).
    /// The sender must be of the parameter's type for the action to be performed.
    public init<Target: AnyObject, Sender>(
        _ method: sending @escaping (Target) -> @MainActor (Sender) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init(Selector.callSiteName(Target.self, fileID, line, column), method)
    }

    /// A named selector for a method taking the sender.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: sending @escaping (Target) -> @MainActor (Sender) -> Void) {
        self.init(name: name, target: Target.self) { target, sender, _ in
            guard let sender = sender as? Sender else { return false }
            method(target)(sender)
            return true
        }
    }

    /// A selector for a method taking the sender and the event
    /// (`@objc func tapped(_ sender: UIControl, forEvent event: UIEvent)`).
    public init<Target: AnyObject, Sender>(
        _ method: sending @escaping (Target) -> @MainActor (Sender, UIEvent?) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init(Selector.callSiteName(Target.self, fileID, line, column), method)
    }

    /// A named selector for a method taking the sender and the event.
    public init<Target: AnyObject, Sender>(
        _ name: String, _ method: sending @escaping (Target) -> @MainActor (Sender, UIEvent?) -> Void
    ) {
        self.init(name: name, target: Target.self) { target, sender, event in
            guard let sender = sender as? Sender else { return false }
            method(target)(sender, event)
            return true
        }
    }
}

// MARK: - Methods of nonisolated classes

// A nonisolated method runs on the main actor like any other action; these
// forms wrap it in a main-actor call and take the path above.
extension Selector {
    /// A selector for a nonisolated class's method taking no arguments.
    public init<Target: AnyObject>(
        _ method: sending @escaping (Target) -> () -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init(Selector.callSiteName(Target.self, fileID, line, column), method)
    }

    /// A named selector for a nonisolated class's method taking no arguments.
    public init<Target: AnyObject>(_ name: String, _ method: sending @escaping (Target) -> () -> Void) {
        self.init(name: name, target: Target.self) { target, _, _ in
            method(target)()
            return true
        }
    }

    /// A selector for a nonisolated class's method taking the sender.
    public init<Target: AnyObject, Sender>(
        _ method: sending @escaping (Target) -> (Sender) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init(Selector.callSiteName(Target.self, fileID, line, column), method)
    }

    /// A named selector for a nonisolated class's method taking the sender.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: sending @escaping (Target) -> (Sender) -> Void) {
        self.init(name, { (target: Target) in { (sender: Sender, _: UIEvent?) in method(target)(sender) } })
    }

    /// A selector for a nonisolated class's method taking the sender and the event.
    public init<Target: AnyObject, Sender>(
        _ method: sending @escaping (Target) -> (Sender, UIEvent?) -> Void,
        fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
    ) {
        self.init(Selector.callSiteName(Target.self, fileID, line, column), method)
    }

    /// A named selector for a nonisolated class's method taking the sender and the event.
    public init<Target: AnyObject, Sender>(_ name: String, _ method: sending @escaping (Target) -> (Sender, UIEvent?) -> Void) {
        self.init(name: name, target: Target.self) { target, sender, event in
            guard let sender = sender as? Sender else { return false }
            method(target)(sender, event)
            return true
        }
    }
}
