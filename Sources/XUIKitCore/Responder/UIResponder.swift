import Foundation

/// An object that responds to and handles events: UIKit's `UIResponder`.
///
/// Every event-handling method's default implementation forwards the call to
/// `next`, so an unhandled touch, press or motion travels up the responder
/// chain: view → its view controller → superview → … → window → application →
/// application delegate. Override a method and don't call `super` to stop it.
@preconcurrency @MainActor
open class UIResponder: NSObject {
    public override init() { super.init() }

    // MARK: The responder chain

    /// The next responder in the chain, or nil. `UIResponder` returns nil;
    /// `UIView`, `UIViewController`, `UIWindow` and `UIApplication` return their link.
    open var next: UIResponder? { nil }

    // MARK: First responder

    /// Whether this object may become first responder. Default false.
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object may give up first-responder status. Default true.
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool { responderWindow?.storedFirstResponder === self }

    /// Asks to become the first responder of this object's window.
    ///
    /// Returns false, changing nothing, when `canBecomeFirstResponder` is false,
    /// the object is in no window, or the current first responder refuses to
    /// resign (its `resignFirstResponder()` is called and returns false).
    @discardableResult
    open func becomeFirstResponder() -> Bool { becomeFirstResponderDefault() }

    /// Gives up first-responder status. Returns false, changing nothing, when
    /// `canResignFirstResponder` is false; true otherwise (also when this
    /// object was not the first responder).
    @discardableResult
    open func resignFirstResponder() -> Bool { resignFirstResponderDefault() }

    /// The window this responder belongs to, for first-responder bookkeeping:
    /// a view's window, a view controller's view's window, nil otherwise.
    var responderWindow: UIWindow? { nil }

    // MARK: Touches (default: forward to `next`)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesBegan(touches, with: event)
    }
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesMoved(touches, with: event)
    }
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesEnded(touches, with: event)
    }
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
    /// Updated estimated properties; XUIKit never estimates, so this is never called by the system.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    // MARK: Presses (default: forward to `next`)

    /// Passes the presses to the next responder; at the end of the chain,
    /// unhandled keys become text for a first responder that adopts `UIKeyInput`.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if let next { next.pressesBegan(presses, with: event) } else { UIApplication.shared.pressRouter.pressesReachedEndOfChain(presses) }
    }
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    // MARK: Motion and remote control (default: forward to `next`)

    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }
    open func remoteControlReceived(with event: UIEvent?) {
        next?.remoteControlReceived(with: event)
    }

    // MARK: Actions

    /// Whether this responder performs `action`. The default is true when the
    /// selector's method can be called on this object; for the standard edit
    /// actions that is every responder, whose base implementation passes the
    /// action on up the chain (see `Selector`).
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action.canBePerformed(on: self)
    }

    /// The responder that will perform `action`: this one when
    /// `canPerformAction(_:withSender:)` says yes, else the first up the chain that does.
    open func target(forAction action: Selector, withSender sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let candidate = responder {
            if candidate.canPerformAction(action, withSender: sender) { return candidate }
            responder = candidate.next
        }
        return nil
    }

    /// The undo manager for this responder: the next responder's (a window
    /// provides one), so every view in a window shares its window's.
    open var undoManager: UndoManager? { next?.undoManager }

    /// Key commands this responder offers; matched against key presses before
    /// they are delivered, from the first responder up the chain. Default nil.
    open var keyCommands: [UIKeyCommand]? { nil }

    // MARK: Input views (KeyboardPresenter.swift)

    /// The view shown in place of the keyboard while this responder is first
    /// responder (nil: the system's on-screen keyboard, for text input). Default nil.
    open var inputView: UIView? { nil }
    /// A view shown above the keyboard or `inputView`. Default nil.
    open var inputAccessoryView: UIView? { nil }
    /// Shows this first responder's current `inputView` and `inputAccessoryView` in place of the shown ones.
    open func reloadInputViews() { KeyboardPresenter.reload(for: self) }

    // MARK: Standard edit actions (UIResponderStandardEditActions)

    open func cut(_ sender: Any?) { forwardStandardEditAction(.cut, sender: sender) }
    open func copy(_ sender: Any?) { forwardStandardEditAction(.copy, sender: sender) }
    open func paste(_ sender: Any?) { forwardStandardEditAction(.paste, sender: sender) }
    open func select(_ sender: Any?) { forwardStandardEditAction(.select, sender: sender) }
    open func selectAll(_ sender: Any?) { forwardStandardEditAction(.selectAll, sender: sender) }
    open func delete(_ sender: Any?) { forwardStandardEditAction(.delete, sender: sender) }
    open func toggleBoldface(_ sender: Any?) { forwardStandardEditAction(.toggleBoldface, sender: sender) }
    open func toggleItalics(_ sender: Any?) { forwardStandardEditAction(.toggleItalics, sender: sender) }
    open func toggleUnderline(_ sender: Any?) { forwardStandardEditAction(.toggleUnderline, sender: sender) }
    open func increaseSize(_ sender: Any?) { forwardStandardEditAction(.increaseSize, sender: sender) }
    open func decreaseSize(_ sender: Any?) { forwardStandardEditAction(.decreaseSize, sender: sender) }
}
