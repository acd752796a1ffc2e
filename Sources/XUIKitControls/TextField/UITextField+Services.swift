import Foundation
import XUIKitCore

/// The field's use of the system's text services: undo, the clipboard and PRIMARY.
extension UITextField {
    func canPerformEditAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case .selectAll: return isEditing && editing.length > 0 && editing.selectedRange.length < editing.length
        case .delete: return isEditing && editing.selectedRange.length > 0
        default: return super.canPerformAction(action, withSender: sender)
        }
    }

    /// Records how to put back `removed` where `inserted` now is.
    func registerUndo(replacing inserted: NSRange, with removed: String) {}

    /// Offers the selected text as the PRIMARY selection.
    func offerSelectionAsPrimary() {}
}
