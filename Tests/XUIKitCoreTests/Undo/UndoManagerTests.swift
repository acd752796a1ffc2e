import Foundation
import Testing
import XUIKitCore
import XUIKitTesting

/// A counter whose changes register their own undo, the Foundation pattern.
final class Counter {
    var value = 0
    let manager: UndoManager
    init(_ manager: UndoManager) { self.manager = manager }
    func set(_ newValue: Int) {
        let old = value
        manager.registerUndo(withTarget: self) { $0.set(old) }
        value = newValue
    }
}

@Suite("UndoManager: Foundation's groups, undo and redo stacks, and event grouping")
struct UndoManagerTests {
    @Test("Changes in one explicit group undo together; undo registers the redo, and redo the undo again")
    func groupsUndoAndRedo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        counter.set(2)
        manager.endUndoGrouping()
        manager.beginUndoGrouping()
        counter.set(3)
        manager.setActionName("Three")
        manager.endUndoGrouping()
        #expect(manager.undoMenuItemTitle == "Undo Three")
        manager.undo()
        #expect(counter.value == 2 && manager.canRedo && manager.redoActionName == "Three")
        manager.undo()
        #expect(counter.value == 0 && !manager.canUndo)
        manager.redo()
        #expect(counter.value == 2)
        manager.redo()
        #expect(counter.value == 3 && !manager.canRedo)
        manager.undo()
        #expect(counter.value == 2)
    }

    @Test("A new change after undoing clears the redo stack")
    func newChangeClearsRedo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        for value in [1, 2] {
            manager.beginUndoGrouping()
            counter.set(value)
            manager.endUndoGrouping()
        }
        manager.undo()
        #expect(manager.canRedo)
        manager.beginUndoGrouping()
        counter.set(9)
        manager.endUndoGrouping()
        #expect(!manager.canRedo)
        manager.undo()
        #expect(counter.value == 1)
    }

    @Test("With groupsByEvent, each input event's registrations are one group, closed when the next event arrives")
    func eventGrouping() {
        let (window, input) = TestApplication.makeKeyWindow()
        let manager = window.undoManager!
        let counter = Counter(manager)
        counter.set(1)
        counter.set(2)
        #expect(manager.groupingLevel == 1)
        input.key(.keyboardA, characters: "a")
        #expect(manager.groupingLevel == 0)
        counter.set(3)
        // undo() closes the event's open group first, then undoes it.
        manager.undo()
        #expect(counter.value == 2)
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test("Nested groups undo as part of their parent; levelsOfUndo keeps only the newest groups")
    func nestingAndLevels() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.beginUndoGrouping()
        counter.set(2)
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 0)
        manager.removeAllActions()
        manager.levelsOfUndo = 2
        for value in [5, 6, 7] {
            manager.beginUndoGrouping()
            counter.set(value)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        #expect(counter.value == 5 && !manager.canUndo)
    }

    @Test("Disabled registration records nothing; a freed target's action does nothing; removeAllActions(withTarget:) drops its steps")
    func registrationAndTargets() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        var counter: Counter? = Counter(manager)
        manager.disableUndoRegistration()
        manager.beginUndoGrouping()
        counter?.set(1)
        manager.endUndoGrouping()
        manager.enableUndoRegistration()
        #expect(!manager.canUndo)
        manager.beginUndoGrouping()
        counter?.set(2)
        manager.endUndoGrouping()
        counter = nil
        manager.undo()
        let other = Counter(manager)
        manager.beginUndoGrouping()
        other.set(4)
        manager.endUndoGrouping()
        manager.removeAllActions(withTarget: other)
        #expect(!manager.canUndo)
    }

    @Test("Undo posts will/did-undo notifications around the change")
    func notifications() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.endUndoGrouping()
        let trace = CallTrace()
        let observers = [Notification.Name.NSUndoManagerWillUndoChange, .NSUndoManagerDidUndoChange].map { name in
            NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { note in
                let raw = note.name.rawValue
                MainActor.assumeIsolated { trace.log("\(raw) \(counter.value)") }
            }
        }
        manager.undo()
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
        #expect(trace.lines == ["NSUndoManagerWillUndoChangeNotification 1", "NSUndoManagerDidUndoChangeNotification 0"])
    }

    @Test("Views share their window's undo manager through the responder chain")
    func responderChain() {
        let (window, _) = TestApplication.makeKeyWindow()
        let view = UIView()
        window.addSubview(view)
        #expect(view.undoManager === window.undoManager)
        #expect(UIView().undoManager == nil)
    }
}
