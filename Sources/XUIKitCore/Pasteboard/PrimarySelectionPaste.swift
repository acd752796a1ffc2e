import Foundation

/// A view that takes X's middle-click paste: the primary selection's text
/// inserted where the pointer is (XUIKitControls' text fields and text views).
@MainActor
package protocol PrimarySelectionPasting: UIView {
    /// Inserts `text` at the text position nearest `point` (this view's
    /// coordinates), becoming first responder first if it can; does nothing
    /// when the view does not edit. One undo step.
    func pastePrimarySelection(_ text: String, at point: CGPoint)
}

extension UIApplication {
    /// A middle click at `location` in `window`: the nearest view at that point
    /// (or up its superview chain) that takes a primary paste gets the primary
    /// selection's text. Nothing happens without a primary selection (no
    /// backend, or no owner), or over a view that takes none, as in GTK and Qt.
    func pastePrimarySelection(at location: CGPoint, in window: UIWindow) {
        guard location.x.isFinite, location.y.isFinite else { return }
        var view = window.hitTest(location, with: nil)
        while let candidate = view, !(candidate is PrimarySelectionPasting) { view = candidate.superview }
        guard let target = view as? PrimarySelectionPasting,
              let text = UIPasteboard.system?.readPrimary(), !text.isEmpty else { return }
        target.pastePrimarySelection(text, at: window.convert(location, to: target))
    }
}
