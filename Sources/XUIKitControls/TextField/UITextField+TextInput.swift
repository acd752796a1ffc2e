import Foundation
import XUIKitCore
import XUIKitGraphics

/// `UIKeyInput` and `UITextInput` for the field: every change goes through
/// `applyEdit`, which keeps the attributed text, layout, caret, delegate,
/// control events and notifications in step.
extension UITextField {
    var protectsText: Bool { isSecureTextEntry }
    func acceptedText(_ text: String) -> String { UITextField.oneLine(text) }
    func setNeedsTextDisplay() { setNeedsDisplay() }

    /// Text typed or pasted into one line: line breaks become spaces.
    static func oneLine(_ text: String) -> String {
        guard text.contains(where: { $0.isNewline }) else { return text }
        return String(text.map { $0.isNewline ? " " : $0 })
    }

    func setTextProgrammatically(_ text: String, attributed: NSAttributedString?) {
        let hadMarked = editing.markedRange != nil
        editing.setText(text)
        storedAttributedText = attributed
        if hadMarked { inputDelegate?.textDidChange(self) }
        textChanged()
    }

    /// Typing: Return ends editing (see `handleReturn`), other text replaces the marked text or selection.
    func insertTyped(_ text: String) {
        if text == "\n" || text == "\r" || text == "\r\n" {
            handleReturn()
            return
        }
        let line = UITextField.oneLine(text)
        let range = editing.markedRange ?? editing.selectedRange
        guard askToChange(range, line) else { return }
        applyEdit(range, line)
    }

    /// Backspace or Delete (by character, or by word with Ctrl).
    func deleteTyped(forward: Bool, byWord: Bool) {
        let target = editing.markedRange ?? (forward ? editing.rangeForDeleteForward(byWord: byWord)
                                                     : editing.rangeForDeleteBackward(byWord: byWord))
        guard let range = target, askToChange(range, "") else { return }
        breakTypingRun()
        applyEdit(range, "")
        breakTypingRun()
    }

    /// Asks the delegate whether `range` may become `string`.
    func askToChange(_ range: NSRange, _ string: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true
    }

    /// Replaces `range` with `string`, then tells everyone: selection, `.editingChanged`, the notification.
    func applyEdit(_ range: NSRange, _ string: String) {
        let clamped = editing.clamp(range)
        // Committing marked text undoes to the text before composing began.
        let removed = clamped == editing.markedRange ? "" : editing.text(in: clamped)
        if let stored = storedAttributedText {
            let updated = NSMutableAttributedString(attributedString: stored)
            let attributes = clamped.location > 0 && clamped.location <= updated.length
                ? updated.attributes(at: clamped.location - 1, effectiveRange: nil) : (typingAttributes ?? [:])
            updated.replaceCharacters(in: clamped, with: NSAttributedString(string: string, attributes: attributes))
            storedAttributedText = updated
        }
        editing.replace(clamped, with: string)
        registerUndo(replacing: NSRange(location: clamped.location, length: string.utf16.count), with: removed)
        textChanged()
        caretBlink.holdSolid(for: self)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func textIn(_ range: UITextRange) -> String? {
        guard let range = range as? TextOffsetRange else { return nil }
        return editing.text(in: range.range)
    }

    func replaceRange(_ range: UITextRange, withText text: String) {
        guard let range = range as? TextOffsetRange else { return }
        applyEdit(range.range, UITextField.oneLine(text))
    }

    func setSelectedTextRange(_ range: UITextRange?) {
        guard let range = range as? TextOffsetRange else { return }
        let old = editing.selectedRange
        editing.select(range.range)
        selectionChanged(from: old)
    }

    /// After the selection moved: caret shown solid, scrolled into view, PRIMARY offered, delegate told.
    func selectionChanged(from old: NSRange) {
        guard editing.selectedRange != old else { return }
        breakTypingRun()
        caretBlink.holdSolid(for: self)
        scrollCaretIntoView()
        setNeedsDisplay()
        offerSelectionAsPrimary()
        delegate?.textFieldDidChangeSelection(self)
    }

    func setMarked(_ text: String?, selectedRange: NSRange) {
        let marked = UITextField.oneLine(text ?? "")
        let range = editing.markedRange ?? editing.selectedRange
        guard askToChange(range, marked) else { return }
        editing.setMarkedText(marked, selectedRange: selectedRange)
        textChanged()
        caretBlink.holdSolid(for: self)
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    func unmark() {
        guard editing.markedRange != nil else { return }
        editing.unmarkText()
        textChanged()
    }

    /// Left and right move by characters; up and down leave the only line, for its start or end.
    func positionFrom(_ position: UITextPosition, in direction: UITextLayoutDirection, offset count: Int) -> UITextPosition? {
        var current = offset(of: position)
        switch direction {
        case .left, .right:
            let bounds = editing.boundaries
            let forward = (direction == .right) == (count >= 0)
            for _ in 0..<abs(count) {
                current = forward ? bounds.characterBoundary(after: current) : bounds.characterBoundary(before: current)
            }
        case .up: current = count == 0 ? current : 0
        case .down: current = count == 0 ? current : editing.length
        }
        return TextOffsetPosition(current)
    }
}
