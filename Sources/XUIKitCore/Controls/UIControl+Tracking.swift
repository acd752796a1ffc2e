import Foundation

/// Tracking: the control's touch methods turned into control events, by UIKit's rules.
///
/// One touch is tracked, the first to go down; other touches (with
/// `isMultipleTouchEnabled`) are ignored. Per touch:
///
///     not tracking ─began: beginTracking true─► tracking ─moved: continueTracking true─► tracking
///     tracking ─moved: continueTracking false─► not tracking (no further events; highlight still follows)
///     tracking ─ended─► endTracking, touchUpInside|touchUpOutside ─► not tracking
///     tracking ─cancelled─► cancelTracking, touchCancel ─► not tracking
///
/// Events, each sent on its own to the handlers registered for it, in this order:
/// - began: `touchDown`, then `touchDownRepeat` when `tapCount > 1`;
/// - moved: `touchDragExit` or `touchDragEnter` when the touch crossed the
///   edge, then `touchDragInside` or `touchDragOutside`;
/// - ended: `touchUpInside` or `touchUpOutside` (then `primaryActionTriggered`
///   for controls that send it on a tap, as UIKit's buttons do).
///
/// UIKit sends a crossing and the drag event as one mask, so a handler added
/// for both hears it once; XUIKit sends them one after the other (exit before
/// outside, enter before inside), so such a handler hears both.
///
/// "Inside" during tracking is `point(inside:with:)` or the bounds grown by
/// `trackingSlop` (70 pt) beyond each edge. UIKit publishes no figure; 70 pt is
/// what iOS was measured to use (a button still gets `touchUpInside`, and
/// stays highlighted, up to about 70 pt outside its bounds).
/// `isHighlighted` is true from touch-down while the touch is inside, and
/// false once it lifts or is cancelled.
extension UIControl {
    /// How far beyond each edge a tracked touch still counts as inside, in points.
    public static let trackingSlop: CGFloat = 70

    /// Whether `point` (bounds space) counts as inside for a tracked touch.
    func isInsideForTracking(_ point: CGPoint, with event: UIEvent?) -> Bool {
        let area = bounds.insetBy(dx: -UIControl.trackingSlop, dy: -UIControl.trackingSlop)
        if point.x >= area.minX && point.x <= area.maxX && point.y >= area.minY && point.y <= area.maxY { return true }
        return self.point(inside: point, with: event)
    }

    /// The tracked touch among `touches`, or nil.
    private func tracked(in touches: Set<UITouch>) -> UITouch? {
        guard let trackedTouch else { return nil }
        return touches.contains(trackedTouch) ? trackedTouch : nil
    }

    func trackingTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard trackedTouch == nil, let touch = touches.first else { return }
        trackedTouch = touch
        touchInsideFlag = true
        trackingFlag = beginTracking(touch, with: event)
        isHighlighted = true
        guard trackingFlag else { return }
        dispatch(.touchDown, with: event)
        if touch.tapCount > 1 { dispatch(.touchDownRepeat, with: event) }
    }

    func trackingTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = tracked(in: touches) else { return }
        let wasInside = touchInsideFlag
        touchInsideFlag = isInsideForTracking(touch.location(in: self), with: event)
        isHighlighted = touchInsideFlag
        guard trackingFlag else { return }
        trackingFlag = continueTracking(touch, with: event)
        guard trackingFlag else { return }
        let inside = touchInsideFlag
        if inside != wasInside { dispatch(inside ? .touchDragEnter : .touchDragExit, with: event) }
        dispatch(inside ? .touchDragInside : .touchDragOutside, with: event)
    }

    func trackingTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = tracked(in: touches) else { return }
        let inside = isInsideForTracking(touch.location(in: self), with: event)
        touchInsideFlag = inside
        isHighlighted = false
        let wasTracking = trackingFlag
        if wasTracking {
            endTracking(touch, with: event)
            dispatch(inside ? .touchUpInside : .touchUpOutside, with: event)
            if inside && sendsPrimaryActionOnTouchUpInside { dispatch(.primaryActionTriggered, with: event) }
        }
        finishTracking()
    }

    func trackingTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard tracked(in: touches) != nil else { return }
        isHighlighted = false
        if trackingFlag {
            cancelTracking(with: event)
            dispatch(.touchCancel, with: event)
        }
        finishTracking()
    }

    private func finishTracking() {
        trackedTouch = nil
        trackingFlag = false
        touchInsideFlag = false
    }
}
