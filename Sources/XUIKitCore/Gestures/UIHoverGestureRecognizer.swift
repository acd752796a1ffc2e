import Foundation

/// A continuous recognizer for a pointer moving over a view with no button
/// down: UIKit's `UIHoverGestureRecognizer`.
///
///     pointer enters the view (or a subview) -> began
///     pointer moves over it                  -> changed
///     pointer leaves it (or the window)      -> ended
///
/// `location(in:)` is the pointer's location. A recognizer the delegate
/// refuses on entry fails and does not begin again until the pointer leaves
/// and re-enters. Touches are ignored (`ignore(_:for:)`), so the recognizer
/// neither delays nor cancels a view's touches.
///
/// Input: button-less pointer motion arrives through the funnel's `.hover`
/// input (the X11 backend sends it for XI2 motion with no button down);
/// touches never reach a hover recognizer.
@preconcurrency @MainActor
open class UIHoverGestureRecognizer: UIGestureRecognizer {
    /// The pointer's last location in window space.
    private var pointerLocation: CGPoint = .zero

    /// The pointer's location in `view`'s space (nil: the window's).
    open override func location(in view: UIView?) -> CGPoint {
        guard let view, let window = lastWindow else { return pointerLocation }
        return view.convert(pointerLocation, from: window)
    }

    /// Hover involves no touches.
    open override var numberOfTouches: Int { 0 }

    /// The pointer entered the view: began.
    func pointerEntered(at location: CGPoint, in window: UIWindow) {
        pointerLocation = location
        lastWindow = window
        if state == .possible { state = .began }
    }

    /// The pointer moved over the view: changed.
    func pointerMoved(to location: CGPoint) {
        pointerLocation = location
        if isInProgress { state = .changed }
    }

    /// The pointer left the view for `location` (nil: it left the window): ended.
    func pointerExited(to location: CGPoint?) {
        if let location { pointerLocation = location }
        if isInProgress { state = .ended }
    }

    /// Declines every touch (`ignore(_:for:)`): hover is pointer motion only.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        for touch in touches { ignore(touch, for: event) }
    }
}

/// Whether anything wants pointer hover: backends select pointer motion only
/// then (a touchscreen's pointer emulation moves the pointer before every
/// touch, and that motion would otherwise be delivered ahead of each touch).
extension UIHoverGestureRecognizer {
    private final class WeakHover {
        weak var recognizer: UIHoverGestureRecognizer?
        init(_ recognizer: UIHoverGestureRecognizer) { self.recognizer = recognizer }
    }

    /// Hover recognizers ever attached to a view, weakly held.
    // Read by the backend on every loop pass, so no runtime exclusivity
    // checks. Sound: used on the main thread only, and its mutations (an
    // append, a removal comparing identities) call no app code.
    @exclusivity(unchecked) private static var attached: [WeakHover] = []

    static func noteAttached(_ recognizer: UIHoverGestureRecognizer) {
        attached.removeAll { $0.recognizer == nil || $0.recognizer === recognizer }
        attached.append(WeakHover(recognizer))
    }

    /// Whether an enabled hover recognizer is attached to a view in a shown window.
    package static var isAnyInWindow: Bool {
        attached.contains { entry in
            guard let recognizer = entry.recognizer else { return false }
            return recognizer.isEnabled && recognizer.view?.window?.isShownByApplication == true
        }
    }
}
