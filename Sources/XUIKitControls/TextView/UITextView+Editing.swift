import Foundation
import XUIKitCore

/// The editing session and every change to the text, with UIKit's delegate
/// questions and notifications.
extension UITextView {
    /// The delegate as a text view's (`delegate` is the scroll view's property).
    var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }
    var isEditing: Bool { isInEditingSession }
    var protectsText: Bool { isSecureTextEntry }
    func acceptedText(_ text: String) -> String { text }
    /// The caret or selection appeared, moved or blinked: redraws it as drawn and as now (UITextView+Redraw.swift).
    func setNeedsTextDisplay() { setNeedsDecorationsDisplay() }

    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        guard isEditable else { return super.becomeFirstResponder() }
        if let textDelegate, !textDelegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isInEditingSession = true
        caretBlink.start(for: self)
        // The text did not change: the caret shows and comes into view, nothing is laid out again.
        scrollCaretIntoView()
        setNeedsTextDisplay()
        textDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        if isInEditingSession, !UIResponder.isForcingResignation, let textDelegate, !textDelegate.textViewShouldEndEditing(self) {
            return false
        }
        guard super.resignFirstResponder() else { return false }
        finishEditing()
        return true
    }

    /// Ends the session (also when the view left the window or stopped being editable).
    func finishEditing() {
        guard isInEditingSession else { return }
        let hadMarked = editing.markedRange != nil
        if hadMarked { editing.unmarkText() }
        isInEditingSession = false
        selectionDrag = nil
        typingRun = nil
        goalColumn = nil
        caretBlink.stop()
        if hadMarked { textChanged() } else { setNeedsTextDisplay() }
        textDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
    }

    func setTextProgrammatically(_ text: String, attributed: NSAttributedString?) {
        let hadMarked = editing.markedRange != nil
        editing.setText(text)
        storedAttributedText = attributed
        if hadMarked { inputDelegate?.textDidChange(self) }
        textChanged()
    }

    /// Typing (Return included: a line break) replaces the marked text or the selection.
    func insertTyped(_ text: String) {
        guard isEditable else { return }
        let range = editing.markedRange ?? editing.selectedRange
        let typed = text == "\r" || text == "\r\n" ? "\n" : text
        guard askToChange(range, typed) else { return }
        applyEdit(range, typed)
    }

    /// Backspace or Delete (by character, or by word with Ctrl).
    func deleteTyped(forward: Bool, byWord: Bool) {
        guard isEditable else { return }
        let target = editing.markedRange ?? (forward ? editing.rangeForDeleteForward(byWord: byWord)
                                                     : editing.rangeForDeleteBackward(byWord: byWord))
        guard let range = target, askToChange(range, "") else { return }
        breakTypingRun()
        applyEdit(range, "")
        breakTypingRun()
    }

    func askToChange(_ range: NSRange, _ string: String) -> Bool {
        textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// Replaces `range` with `string`, then: selection, `textViewDidChange`, the notification.
    func applyEdit(_ range: NSRange, _ string: String) {
        let clamped = editing.clamp(range)
        let removed = clamped == editing.markedRange ? "" : editing.text(in: clamped)
        if let stored = storedAttributedText {
            let updated = NSMutableAttributedString(attributedString: stored)
            let attributes = clamped.location > 0 && clamped.location <= updated.length
                ? updated.attributes(at: clamped.location - 1, effectiveRange: nil) : typingAttributes
            updated.replaceCharacters(in: clamped, with: NSAttributedString(string: string, attributes: attributes))
            storedAttributedText = updated
        }
        let hadMarked = editing.markedRange != nil
        editing.replace(clamped, with: string)
        goalColumn = nil
        registerUndo(replacing: NSRange(location: clamped.location, length: string.utf16.count), with: removed)
        // Only characters changed: the layout is updated around them (marked text restyles: whole).
        if hadMarked { textChanged() } else { textChanged(editedRange: clamped, changeInLength: string.utf16.count - clamped.length) }
        caretBlink.holdSolid(for: self)
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// After the selection moved: caret solid, scrolled into view, PRIMARY offered, delegate told.
    func selectionChanged(from old: NSRange) {
        guard editing.selectedRange != old else { return }
        breakTypingRun()
        caretBlink.holdSolid(for: self)
        if isInEditingSession { scrollCaretIntoView() }
        textContentView.setNeedsDisplay()
        offerSelectionAsPrimary()
        textDelegate?.textViewDidChangeSelection(self)
    }

    func setMarked(_ text: String?, selectedRange: NSRange) {
        let marked = text ?? ""
        let range = editing.markedRange ?? editing.selectedRange
        guard askToChange(range, marked) else { return }
        editing.setMarkedText(marked, selectedRange: selectedRange)
        textChanged()
        caretBlink.holdSolid(for: self)
        textDelegate?.textViewDidChangeSelection(self)
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    func unmark() {
        guard editing.markedRange != nil else { return }
        editing.unmarkText()
        textChanged()
    }
}
