import Foundation

/// Pointer hover: which `UIHoverGestureRecognizer`s the pointer is over.
///
/// A hover recognizer is "inside" while the pointer, with no button down, is
/// over its view or a subview (hit-testing the window). Moving in calls
/// `pointerEntered` (began), moving within `pointerMoved` (changed), moving
/// out or leaving the window (`location` nil) `pointerExited` (ended).
extension GestureArena {
    /// Pointer motion without a button, in `window`'s space; nil when the
    /// pointer left the window. Reached through the funnel's `.hover` input.
    func pointerMoved(to location: CGPoint?, in window: UIWindow, timestamp: TimeInterval) {
        let event = UIEvent(type: .hover, timestamp: timestamp)
        var under: [UIHoverGestureRecognizer] = []
        var current = location.flatMap { window.hitTest($0, with: event) }
        while let view = current {
            for case let hover as UIHoverGestureRecognizer in view.attachedGestureRecognizers where hover.isEnabled {
                under.append(hover)
            }
            current = view.superview
        }
        let left = hovering.filtered { old in !under.containsIdentical(old) }
        hovering = hovering.filtered { old in under.containsIdentical(old) }
        for hover in left { hover.pointerExited(to: location) }
        guard let location else { return }
        for hover in under {
            if hovering.containsIdentical(hover) {
                hover.pointerMoved(to: location)
            } else {
                hovering.append(hover)
                hover.pointerEntered(at: location, in: window)
            }
        }
    }
}
