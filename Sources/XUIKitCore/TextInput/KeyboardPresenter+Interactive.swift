import Foundation

/// Interactive keyboard dismissal (`UIScrollView.KeyboardDismissMode.interactive`):
/// a drag in a scroll view whose finger goes down over the keyboard pulls the
/// keyboard down with it; on release the keyboard goes (the first responder
/// resigns) when it was pulled more than half way or the finger was still
/// moving down, else it slides back.
extension KeyboardPresenter {
    /// The keyboard's resting top in its window, if one is shown in `window`.
    static func restingTop(in window: UIWindow) -> CGFloat? {
        guard let current = shown, current.window === window else { return nil }
        return window.bounds.height - current.container.frame.height
    }

    /// Follows a finger at `y` (window coordinates) in `window`: the keyboard
    /// moves down by how far the finger is below its resting top. Returns that distance.
    @discardableResult
    static func follow(fingerAt y: CGFloat, in window: UIWindow) -> CGFloat {
        guard let current = shown, current.window === window, let top = restingTop(in: window) else { return 0 }
        let pulled = min(max(y - top, 0), current.container.frame.height)
        current.container.frame.origin.y = top + pulled
        return pulled
    }

    /// The finger let go: dismisses (the first responder resigns) or slides the keyboard back.
    static func endFollowing(in window: UIWindow, movingDown: Bool) {
        guard let current = shown, current.window === window, let top = restingTop(in: window) else { return }
        let pulled = current.container.frame.minY - top
        guard pulled > 0 else { return }
        if pulled > current.container.frame.height / 2 || movingDown {
            _ = window.endEditing(true)
        } else {
            let container = current.container
            UIView.animate(withDuration: 0.25) { container.frame.origin.y = top }
        }
    }
}
