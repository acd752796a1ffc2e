import Foundation

/// The undo manager's stack work: recording into the open group, pushing
/// closed groups, running a group in reverse, and closing event groups.
extension UndoManager {
    struct WeakManager {
        weak var manager: UndoManager?
        init(_ manager: UndoManager) { self.manager = manager }
    }

    /// Every undo manager alive, for closing event groups at the end of a pass.
    static var live: [WeakManager] = []
    /// Whether a registration opened an event group since the last close (the
    /// common case, none, costs the end of a pass one load).
    static var mayHaveOpenEventGroup = false

    /// Closes the groups registrations opened during the run-loop pass
    /// (groupsByEvent): `UIApplication.endRunLoopPass()` calls it, and so does
    /// the delivery of each input event, for input fed in with no pass around it.
    package static func closeEventGroups() {
        guard mayHaveOpenEventGroup else { return }
        mayHaveOpenEventGroup = false
        live.removeAll { $0.manager == nil }
        for entry in live {
            guard let manager = entry.manager, manager.openedByEvent, manager.openGroups.count == 1 else { continue }
            manager.endUndoGrouping()
        }
    }

    func beginGroup(byEvent: Bool) {
        if openGroups.isEmpty { openedByEvent = byEvent }
        if byEvent { UndoManager.mayHaveOpenEventGroup = true }
        openGroups.append(Group())
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerDidOpenUndoGroup)
    }

    func record(_ action: Action) {
        guard isUndoRegistrationEnabled else { return }
        if openGroups.isEmpty {
            if activity != .idle {
                // Registrations while undoing or redoing collect into the inverse group.
                beginGroup(byEvent: false)
            } else {
                precondition(groupsByEvent, "UndoManager: registration outside a group while groupsByEvent is false")
                beginGroup(byEvent: true)
            }
        }
        // Foundation clears the redo stack on any registration outside undo and redo, nested groups included.
        if activity == .idle { redoStack.removeAll() }
        openGroups[openGroups.count - 1].actions.append(action)
    }

    func push(_ group: Group) {
        switch activity {
        case .undoing: redoStack.append(group)
        case .redoing, .idle: undoStack.append(group)
        }
        trimUndoStack()
    }

    func trimUndoStack() {
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    /// Runs `group` as an undo or a redo; what it registers becomes the opposite group, with the same name.
    func perform(_ group: Group, as kind: Activity) {
        let previous = activity
        activity = kind
        beginGroup(byEvent: false)
        run(group)
        openGroups.last?.name = group.name
        endUndoGrouping()
        activity = previous
    }

    /// Runs a group's actions, last registered first.
    func run(_ group: Group) {
        for action in group.actions.reversed() {
            if let target = action.target { action.run(target) }
        }
    }

    var currentNamedGroup: Group? { openGroups.first ?? undoStack.last }

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
