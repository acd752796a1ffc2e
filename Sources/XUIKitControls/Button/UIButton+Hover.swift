import Foundation
import XUIKitCore
import XUIKitGraphics

/// Pointer hover: the highlight iPadOS shows under the pointer and Mac
/// Catalyst under the mouse, here for a mouse or touchpad moving with no
/// button down.
///
/// Only a button with `isPointerInteractionEnabled` (UIKit's default false)
/// installs a `UIHoverGestureRecognizer`, and so only then does the backend
/// select pointer motion on the window: motion stays off in windows with no
/// hover recognizer (a touchscreen's pointer emulation would otherwise send a
/// motion ahead of every touch). Catalyst's always-on button hover is
/// therefore opt-in here, as on iPadOS.
///
///     pointer enters  -> recognizer began   -> hovered: setNeedsUpdateConfiguration, redraw
///     pointer leaves  -> recognizer ended   -> not hovered: likewise
///
/// The look: a configured button's background gets a 10 % black wash (a
/// plain one a `tertiarySystemFill` platter), a classic button a
/// `tertiarySystemFill` platter with 8 pt corners behind its content; a
/// disabled button shows none. The configuration update handler runs on
/// hover changes as on other state changes.
extension UIButton {
    /// Whether the button shows a hover effect under the pointer (UIKit's default false).
    public var isPointerInteractionEnabled: Bool {
        get { hoverRecognizer != nil }
        set {
            guard newValue != (hoverRecognizer != nil) else { return }
            if newValue {
                let hover = UIHoverGestureRecognizer { [weak self] recognizer in self?.hoverStateChanged(recognizer.state) }
                addGestureRecognizer(hover)
                hoverRecognizer = hover
            } else if let hover = hoverRecognizer {
                removeGestureRecognizer(hover)
                hoverRecognizer = nil
                setHoveredByPointer(false)
            }
        }
    }

    /// The corner radius of a classic button's hover platter.
    static let hoverPlatterCornerRadius: CGFloat = 8

    private func hoverStateChanged(_ state: UIGestureRecognizer.State) {
        switch state {
        case .began, .changed: setHoveredByPointer(true)
        default: setHoveredByPointer(false)
        }
    }

    private func setHoveredByPointer(_ hovered: Bool) {
        guard hovered != isHoveredByPointer else { return }
        isHoveredByPointer = hovered
        stateDidChange()
        setNeedsDisplay()
    }

    /// A classic button's platter, drawn first while hovered and enabled.
    func drawClassicHoverPlatter() {
        guard isHoveredByPointer, isEnabled else { return }
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: min(UIButton.hoverPlatterCornerRadius, min(bounds.width, bounds.height) / 2)).fill()
    }
}
