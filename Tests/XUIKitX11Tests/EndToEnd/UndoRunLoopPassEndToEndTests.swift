import Foundation
import Testing
import XUIKitTesting
@testable import XUIKitX11
import XUIKit

/// A value whose changes register their undo (Foundation's pattern).
private final class Setting {
    var value = 0
    let manager: UndoManager
    init(_ manager: UndoManager) { self.manager = manager }
    func set(_ newValue: Int) {
        let old = value
        manager.registerUndo(withTarget: self) { $0.set(old) }
        value = newValue
    }
}

@MainActor
@Suite("End to end: the backend's loop ends run-loop passes for undo grouping")
struct UndoRunLoopPassEndToEndTests {
    @Test("Changes made by two timers in different passes are two undo steps; the group is closed before the next pass draws")
    func timersInSeparatePassesAreSeparateSteps() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        try harness.show(window)
        let manager = try #require(window.undoManager)
        let setting = Setting(manager)
        let clock = UIApplication.shared.inputClock
        var levels: [Int] = []
        _ = clock.schedule(after: 0.02) { setting.set(1); setting.set(2) }
        _ = clock.schedule(after: 0.2) { levels.append(manager.groupingLevel); setting.set(3) }
        #expect(harness.pump(timeout: 5) { setting.value == 3 })
        harness.pump(timeout: 0.05) { false }
        #expect(levels == [0] && manager.groupingLevel == 0)
        manager.undo()
        #expect(setting.value == 2)
        manager.undo()
        #expect(setting.value == 0 && !manager.canUndo)
    }
}
