import Foundation

/// Foundation's `UndoManager`, which swift-corelibs-foundation does not have:
/// a stack of undo groups and one of redo groups, with Foundation's rules.
///
/// - Registrations go to the open group. With `groupsByEvent` (the default)
///   the first registration outside a group opens one, and it closes at the
///   end of the run-loop pass (`UIApplication.endRunLoopPass()`: a batch of
///   the backend's loop, or one simulated input), when the next input event
///   arrives, or when `undo()` is asked for.
/// - Undoing a group runs its actions in reverse order; what they register
///   meanwhile becomes the redo group, and redoing registers onto the undo
///   stack again. A registration outside undo and redo clears the redo stack.
/// - Targets are held weakly (Foundation keeps an unowned reference); an
///   action whose target is gone does nothing.
/// - Unbalanced `endUndoGrouping()` and `undo()` inside an explicit group are
///   programmer errors: Foundation raises, XUIKit stops with a message.
///
/// `prepare(withInvocationTarget:)` (Objective-C forwarding) has no Swift form here.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    struct Action {
        weak var target: AnyObject?
        let run: @MainActor (AnyObject) -> Void
    }

    final class Group {
        var actions: [Action] = []
        var name = ""
        var isDiscardable = false
    }

    var undoStack: [Group] = []
    var redoStack: [Group] = []
    /// Groups being built, innermost last.
    var openGroups: [Group] = []
    /// Whether the outermost open group was opened by a registration (groupsByEvent).
    var openedByEvent = false
    var disableCount = 0
    enum Activity { case idle, undoing, redoing }
    var activity = Activity.idle

    public override init() {
        super.init()
        UndoManager.live.append(WeakManager(self))
    }

    // MARK: Registering

    /// Records `handler` to run on `target` when this step is undone.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        record(Action(target: target) { object in
            if let typed = object as? TargetType { handler(typed) }
        })
    }

    /// Records `selector` to be performed on `target` with `object` when this step is undone.
    open func registerUndo(withTarget target: AnyObject, selector: Selector, object anObject: Any?) {
        record(Action(target: target) { object in selector.perform(on: object, sender: anObject) })
    }

    open var isUndoRegistrationEnabled: Bool { disableCount == 0 }
    open func disableUndoRegistration() { disableCount += 1 }
    open func enableUndoRegistration() {
        precondition(disableCount > 0, "UndoManager: enableUndoRegistration() without disableUndoRegistration()")
        disableCount -= 1
    }

    // MARK: Grouping

    open var groupsByEvent = true
    open var groupingLevel: Int { openGroups.count }
    open var levelsOfUndo = 0 { didSet { trimUndoStack() } }
    open var runLoopModes: [RunLoop.Mode] = [.default]

    open func beginUndoGrouping() { beginGroup(byEvent: false) }

    open func endUndoGrouping() {
        precondition(!openGroups.isEmpty, "UndoManager: endUndoGrouping() without beginUndoGrouping()")
        post(.NSUndoManagerWillCloseUndoGroup)
        let group = openGroups.removeLast()
        if openGroups.isEmpty {
            openedByEvent = false
            if !group.actions.isEmpty { push(group) }
        } else if !group.actions.isEmpty {
            // A nested group becomes one action of its parent.
            openGroups[openGroups.count - 1].actions.append(Action(target: self) { manager in
                (manager as? UndoManager)?.run(group)
            })
        }
        post(.NSUndoManagerDidCloseUndoGroup)
    }

    // MARK: Undoing and redoing

    open var canUndo: Bool { !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true }
    open var canRedo: Bool { !redoStack.isEmpty }
    open var isUndoing: Bool { activity == .undoing }
    open var isRedoing: Bool { activity == .redoing }

    /// Closes an event's open group, then undoes the last group.
    open func undo() {
        if openedByEvent, openGroups.count == 1 { endUndoGrouping() }
        precondition(openGroups.isEmpty, "UndoManager: undo() while a group is open; call endUndoGrouping() first")
        undoNestedGroup()
    }

    /// Undoes the last group, registering its inverse as the redo group.
    open func undoNestedGroup() {
        guard let group = undoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillUndoChange)
        perform(group, as: .undoing)
        post(.NSUndoManagerDidUndoChange)
    }

    /// Redoes the last undone group.
    open func redo() {
        guard let group = redoStack.popLast() else { return }
        post(.NSUndoManagerCheckpoint)
        post(.NSUndoManagerWillRedoChange)
        perform(group, as: .redoing)
        post(.NSUndoManagerDidRedoChange)
    }

    // MARK: Names and clearing

    open var undoActionName: String { undoStack.last?.name ?? "" }
    open var redoActionName: String { redoStack.last?.name ?? "" }
    open var undoActionIsDiscardable: Bool { undoStack.last?.isDiscardable ?? false }
    open var redoActionIsDiscardable: Bool { redoStack.last?.isDiscardable ?? false }
    open func setActionName(_ actionName: String) { currentNamedGroup?.name = actionName }
    open func setActionIsDiscardable(_ discardable: Bool) { currentNamedGroup?.isDiscardable = discardable }
    open var undoMenuItemTitle: String { undoMenuTitle(forUndoActionName: undoActionName) }
    open var redoMenuItemTitle: String { redoMenuTitle(forUndoActionName: redoActionName) }
    open func undoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Undo" : "Undo \(actionName)" }
    open func redoMenuTitle(forUndoActionName actionName: String) -> String { actionName.isEmpty ? "Redo" : "Redo \(actionName)" }

    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
        openGroups.removeAll()
        openedByEvent = false
    }

    open func removeAllActions(withTarget target: AnyObject) {
        func strip(_ groups: inout [Group]) {
            for group in groups { group.actions.removeAll { $0.target == nil || $0.target === target } }
            groups.removeAll { $0.actions.isEmpty }
        }
        strip(&undoStack)
        strip(&redoStack)
        for group in openGroups { group.actions.removeAll { $0.target === target } }
    }
}

extension NSNotification.Name {
    public static let NSUndoManagerCheckpoint = Notification.Name("NSUndoManagerCheckpointNotification")
    public static let NSUndoManagerWillUndoChange = Notification.Name("NSUndoManagerWillUndoChangeNotification")
    public static let NSUndoManagerDidUndoChange = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    public static let NSUndoManagerWillRedoChange = Notification.Name("NSUndoManagerWillRedoChangeNotification")
    public static let NSUndoManagerDidRedoChange = Notification.Name("NSUndoManagerDidRedoChangeNotification")
    public static let NSUndoManagerDidOpenUndoGroup = Notification.Name("NSUndoManagerDidOpenUndoGroupNotification")
    public static let NSUndoManagerWillCloseUndoGroup = Notification.Name("NSUndoManagerWillCloseUndoGroupNotification")
    public static let NSUndoManagerDidCloseUndoGroup = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
}
