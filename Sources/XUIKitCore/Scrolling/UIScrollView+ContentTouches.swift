import Foundation

/// UIKit's rules for touches on a scroll view's content.
///
/// - `delaysContentTouches` (default true): a touch reaches the content only
///   after it has stayed put for `contentTouchDelay` (150 ms, UIKit's figure),
///   or when it lifts sooner (a quick tap reaches a button whole). A touch
///   that starts a scroll first is never seen by the content. UIKit does this
///   with a private recognizer that delays touches began; so does XUIKit
///   (`ScrollViewDelayedTouchesGestureRecognizer`).
/// - Once the content has a touch, the pan begins only if
///   `canCancelContentTouches` and `touchesShouldCancel(in:)` for the view it
///   went to (default: true except for `UIControl`s: after the delay, a drag
///   from a button does not scroll, as on iOS). The content then gets
///   `touchesCancelled` (a control, `touchCancel`).
/// - `touchesShouldBegin(_:with:in:)` (default true) may keep touches from the content.
final class ScrollViewDelayedTouchesGestureRecognizer: UIGestureRecognizer {
    static let contentTouchDelay: TimeInterval = 0.15
    weak var scrollView: UIScrollView?
    private var delay = GestureTimer()
    /// The touches held and their event, for `touchesShouldBegin(_:with:in:)`.
    private var held: (touches: Set<UITouch>, event: UIEvent)?

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
        super.init(target: nil, action: nil)
        delaysTouchesBegan = true
        // Claims the touches (the content sees none) only when touchesShouldBegin says no.
        cancelsTouchesInView = true
        delaysTouchesEnded = false
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        held = (touches.union(held?.touches ?? []), event)
        delay.start(after: Self.contentTouchDelay) { [weak self] in self?.releaseToContent() }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) { releaseToContent() }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) { releaseToContent() }

    /// Failing releases the held touches to the content (unless a pan already
    /// claimed them); recognizing keeps them from it, when the scroll view's
    /// `touchesShouldBegin(_:with:in:)` refuses them.
    private func releaseToContent() {
        delay.cancel()
        guard state == .possible, let scrollView else { return }
        if let (touches, event) = held, let view = touches.first?.view, view !== scrollView,
           !scrollView.touchesShouldBegin(touches, with: event, in: view) {
            state = .ended
            return
        }
        scrollView.contentHasTouches = true
        state = .failed
    }

    override func reset() {
        delay.cancel()
        held = nil
    }

    /// It only ever fails, and never stops anyone else.
    override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIScrollView {
    /// Whether the pan may begin now (see the file's comment).
    func panMayBegin() -> Bool {
        guard contentHasTouches || !delaysContentTouches else { return true }
        for touch in panGestureRecognizer.trackedTouches {
            guard let view = touch.view, view !== self, view.isDescendant(of: self) else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        return true
    }
}
