import Foundation

/// Tab and Shift+Tab between text inputs, as iPadOS does with a hardware
/// keyboard: the order is the window's view order (depth first, subviews
/// back to front), and a candidate is any visible, enabled-for-touch view
/// that adopts `UIKeyInput` and can become first responder. The order wraps.
extension UIView {
    /// The text inputs of this view's window in focus order.
    package var textInputsInFocusOrder: [UIView] {
        guard let window else { return [] }
        var found: [UIView] = []
        func visit(_ view: UIView) {
            guard !view.isHidden, view.alpha > 0.01, view.isUserInteractionEnabled else { return }
            if view is UIKeyInput, view.canBecomeFirstResponder { found.append(view) }
            for subview in view.subviews { visit(subview) }
        }
        visit(window)
        return found
    }

    /// Makes the next (or previous) text input first responder; false when there is no other.
    @discardableResult
    package func moveFocusToNextTextInput(forward: Bool) -> Bool {
        let inputs = textInputsInFocusOrder
        guard inputs.count > 1 else { return false }
        let current = inputs.firstIndex { $0 === self }
        var index = current ?? (forward ? -1 : inputs.count)
        for _ in 0..<inputs.count {
            index = (index + (forward ? 1 : -1) + inputs.count) % inputs.count
            if inputs[index] === self { return false }
            if inputs[index].becomeFirstResponder() { return true }
        }
        return false
    }
}

extension UIResponder {
    /// Set while `endEditing(true)` makes a responder resign: text inputs
    /// resign without asking their delegates (UIKit's forced end of editing).
    package static var isForcingResignation = false
}

extension UIView {
    /// UIKit's `endEditing(_:)`: the first responder in this view's subtree resigns.
    /// With `force`, it resigns without asking its delegate and, should it still
    /// refuse, is dropped as first responder. Returns whether none is left here.
    func endEditingDefault(_ force: Bool) -> Bool {
        guard let window, let responder = window.storedFirstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        let wasForcing = UIResponder.isForcingResignation
        UIResponder.isForcingResignation = force
        defer { UIResponder.isForcingResignation = wasForcing }
        if responder.resignFirstResponder() { return true }
        if force, window.storedFirstResponder === responder { window.storedFirstResponder = nil }
        return force
    }
}
