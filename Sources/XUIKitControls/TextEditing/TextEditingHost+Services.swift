import Foundation
import XUIKitCore

/// A run of typing that undoes as one step, as on iOS: consecutive
/// insertions at the caret extend it; moving the caret, deleting, pasting or
/// ending editing starts a new one.
final class TypingUndoRun {
    var inserted: NSRange
    let removed: String
    init(inserted: NSRange, removed: String) {
        self.inserted = inserted
        self.removed = removed
    }
}

/// The use of the system's text services: the edit actions with the
/// clipboard, undo through the responder chain's `undoManager`, and the
/// selection offered as PRIMARY.
extension TextEditingHost {
    func copySelection() {
        let selection = editing.selectedRange
        guard selection.length > 0, !protectsText else { return }
        UIPasteboard.general.string = editing.text(in: selection)
    }

    func cutSelection() {
        copySelection()
        breakTypingRun()
        deleteSelection()
        undoManager?.setActionName("Cut")
    }

    func pasteText() {
        guard let text = UIPasteboard.general.string else { return }
        breakTypingRun()
        let line = acceptedText(text)
        let range = editing.markedRange ?? editing.selectedRange
        guard askToChange(range, line) else { return }
        applyEdit(range, line)
        breakTypingRun()
        undoManager?.setActionName("Paste")
    }

    /// X's middle-click paste: `text` inserted at the offset nearest `point`
    /// (view coordinates) without replacing the selection, the caret left
    /// after it, as GTK's and Qt's entries do. A view not yet editing begins
    /// editing first; one that cannot (not editable, delegate refuses) takes nothing.
    func pastePrimary(_ text: String, at point: CGPoint) {
        if !isEditing, !becomeFirstResponder() || !isEditing { return }
        if editing.markedRange != nil { unmarkText() }
        breakTypingRun()
        let at = offset(closestTo: point)
        select(anchor: at, head: at)
        let line = acceptedText(text)
        let range = NSRange(location: at, length: 0)
        guard askToChange(range, line) else { return }
        applyEdit(range, line)
        breakTypingRun()
        undoManager?.setActionName("Paste")
    }

    /// Records how to put back `removed` where `inserted` now is; typing at
    /// the end of the current run extends it instead.
    func registerUndo(replacing inserted: NSRange, with removed: String) {
        guard let manager = undoManager, isEditing || manager.isUndoing || manager.isRedoing else { return }
        if !manager.isUndoing, !manager.isRedoing, removed.isEmpty, inserted.length > 0, let run = typingRun,
           run.inserted.location + run.inserted.length == inserted.location {
            run.inserted.length += inserted.length
            return
        }
        let run = TypingUndoRun(inserted: inserted, removed: removed)
        manager.registerUndo(withTarget: self) { host in
            host.breakTypingRun()
            let range = run.inserted
            host.applyEdit(range, run.removed)
            host.breakTypingRun()
            host.select(anchor: range.location, head: range.location + run.removed.utf16.count)
        }
        // Only plain typing coalesces; anything else stands alone.
        typingRun = removed.isEmpty && !manager.isUndoing && !manager.isRedoing ? run : nil
    }

    func breakTypingRun() { typingRun = nil }

    /// Offers the selected text as the PRIMARY selection (never a password).
    func offerSelectionAsPrimary() {
        let selection = editing.selectedRange
        guard isEditing, selection.length > 0, !protectsText else { return }
        UIPasteboard.system?.offerPrimary(editing.text(in: selection))
    }
}
