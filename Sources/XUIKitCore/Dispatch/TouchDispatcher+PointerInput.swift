import Foundation

/// Pointer input that is not a touch: scroll and hover go to gesture
/// recognizers only (views get no responder calls for them, as in UIKit).
extension TouchDispatcher {
    /// A scroll (wheel or touchpad) at `scroll.location`: to the scroll-aware
    /// recognizers of the view hit-tested there and its ancestors.
    func handleScroll(_ scroll: ScrollInput, timestamp: TimeInterval, in window: UIWindow) {
        let scrollEvent = UIEvent(type: .scroll, timestamp: timestamp)
        guard let view = window.hitTest(scroll.location, with: scrollEvent) else { return }
        arena.deliverScroll(scroll, to: view, in: window, event: scrollEvent)
    }

    /// Pointer motion with no button down (nil location: it left the window):
    /// to the hover recognizers under the pointer.
    func handleHover(_ hover: HoverInput, timestamp: TimeInterval, in window: UIWindow) {
        arena.pointerMoved(to: hover.location, in: window, timestamp: timestamp)
    }
}
