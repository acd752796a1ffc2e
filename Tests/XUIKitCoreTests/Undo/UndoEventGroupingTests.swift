import Foundation
import Testing
import XUIKitCore
import XUIKitTesting

/// A first responder that changes a counter on each key press, registering the undo.
final class CountingResponder: UIView {
    var counter: Counter?
    override var canBecomeFirstResponder: Bool { true }
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        guard let counter else { return }
        counter.set(counter.value + 1)
        counter.set(counter.value + 1)
    }
}

@MainActor
@Suite("UndoManager: event groups close at the end of the run-loop pass, as Foundation's do")
struct UndoEventGroupingTests {
    @Test("Two registrations while handling a key are one step, closed when the pass ends (groupingLevel 0 after the key)")
    func keyPassIsOneGroup() {
        let (window, input) = TestApplication.makeKeyWindow()
        let responder = CountingResponder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(responder)
        #expect(responder.becomeFirstResponder())
        let manager = window.undoManager!
        responder.counter = Counter(manager)
        input.keyDown(.keyboardA, characters: "a")
        #expect(responder.counter?.value == 2 && manager.groupingLevel == 0 && manager.canUndo)
        input.keyUp(.keyboardA, characters: "a")
        input.keyDown(.keyboardA, characters: "a")
        #expect(responder.counter?.value == 4 && manager.groupingLevel == 0)
        manager.undo()
        #expect(responder.counter?.value == 2)
        manager.undo()
        #expect(responder.counter?.value == 0 && !manager.canUndo)
    }

    @Test("endRunLoopPass closes only groups registrations opened, not an explicit group the app still holds open")
    func explicitGroupsStayOpen() {
        let (window, _) = TestApplication.makeKeyWindow()
        let manager = window.undoManager!
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        UIApplication.shared.endRunLoopPass()
        #expect(manager.groupingLevel == 1)
        counter.set(2)
        manager.endUndoGrouping()
        #expect(manager.groupingLevel == 0)
        manager.undo()
        #expect(counter.value == 0)
    }

    @Test("A registration inside a nested group clears the redo stack, as any registration outside undo and redo does")
    func nestedRegistrationClearsRedo() {
        let manager = UndoManager()
        manager.groupsByEvent = false
        let counter = Counter(manager)
        manager.beginUndoGrouping()
        counter.set(1)
        manager.endUndoGrouping()
        manager.undo()
        #expect(manager.canRedo && counter.value == 0)
        manager.beginUndoGrouping()
        manager.beginUndoGrouping()
        counter.set(5)
        #expect(!manager.canRedo)
        manager.endUndoGrouping()
        manager.endUndoGrouping()
        manager.undo()
        #expect(counter.value == 0 && manager.canRedo)
    }
}
