import Foundation
import XUIKitCore
import XUIKitGraphics

/// Whether a field is in an editing session (between becoming and resigning first responder).
struct EditingSessionFlags {
    var isEditing = false
}

/// The editing session: becoming first responder begins it, resigning ends
/// it, each with UIKit's delegate questions, control events and notifications.
extension UITextField {
    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        editingSession.isEditing = true
        if clearsOnBeginEditing, editing.length > 0 {
            editing.setText("")
            storedAttributedText = nil
        }
        caretBlink.start(for: self)
        textChanged()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if !UIResponder.isForcingResignation, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        finishEditing(reason: .committed)
        return true
    }

    /// Ends the session (also when the field left the window without resigning).
    func finishEditing(reason: DidEndEditingReason) {
        guard editingSession.isEditing else { return }
        if editing.markedRange != nil { editing.unmarkText() }
        editingSession.isEditing = false
        selectionDrag = nil
        typingRun = nil
        caretBlink.stop()
        scrollOffset = 0
        textChanged()
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
    }

    /// Return: `textFieldShouldReturn`, then `.editingDidEndOnExit`; the field
    /// resigns only when that event has a target, as UIKit does (a delegate
    /// that wants Return to dismiss calls `resignFirstResponder()` itself).
    func handleReturn() {
        if editing.markedRange != nil {
            unmark()
            return
        }
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        let hasExitTargets = allControlEvents.contains(.editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        if hasExitTargets, isFirstResponder { resignFirstResponder() }
    }

    /// The clear button was tapped: `textFieldShouldClear`, then the text empties.
    func clearButtonTapped() {
        guard editing.length > 0, delegate?.textFieldShouldClear(self) ?? true else { return }
        guard askToChange(NSRange(location: 0, length: editing.length), "") else { return }
        applyEdit(NSRange(location: 0, length: editing.length), "")
    }
}
