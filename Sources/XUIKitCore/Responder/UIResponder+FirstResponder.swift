import Foundation

/// First-responder bookkeeping behind `UIResponder`'s public methods.
///
/// Each window has at most one first responder. A responder can become it
/// only when `canBecomeFirstResponder` is true and it is in a window; the
/// current first responder of that window is asked to resign first and may
/// refuse, in which case nothing changes. A first responder that leaves its
/// window is resigned (see `UIView`'s window-change handling).
extension UIResponder {
    func becomeFirstResponderDefault() -> Bool {
        guard canBecomeFirstResponder, let window = responderWindow else { return false }
        if window.storedFirstResponder === self { return true }
        if let current = window.storedFirstResponder {
            // The keyboard stays up while focus passes from one text input to the next.
            let resigned = KeyboardPresenter.handingOver { current.resignFirstResponder() }
            guard resigned else { return false }
        }
        window.storedFirstResponder = self
        return true
    }

    func resignFirstResponderDefault() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.storedFirstResponder === self {
            window.storedFirstResponder = nil
        }
        return true
    }
}
