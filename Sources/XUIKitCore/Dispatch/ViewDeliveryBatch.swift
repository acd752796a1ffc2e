import Foundation

/// Touches bound for views, grouped so that each view gets one call per phase
/// with all of its touches of that phase (two fingers landing together: one
/// `touchesBegan` with both). Calls go out phase by phase (began, moved,
/// ended, cancelled), views in the order their first touch was added.
struct ViewDeliveryBatch {
    private var groups: [(phase: UITouch.Phase, view: UIView, touches: [UITouch])] = []

    mutating func add(_ touch: UITouch, _ phase: UITouch.Phase, _ view: UIView) {
        if let index = groups.firstIndex(where: { $0.phase == phase && $0.view === view }) {
            groups[index].touches.append(touch)
        } else {
            groups.append((phase, view, [touch]))
        }
    }

    /// Calls the views. While a call is made, its touches read the phase being delivered.
    func send(with event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            for group in groups where group.phase == phase {
                let saved = group.touches.map(\.phase)
                for touch in group.touches { touch.phase = phase }
                let touches = Set(group.touches)
                switch phase {
                case .began: group.view.touchesBegan(touches, with: event)
                case .moved: group.view.touchesMoved(touches, with: event)
                case .ended: group.view.touchesEnded(touches, with: event)
                default: group.view.touchesCancelled(touches, with: event)
                }
                for (touch, phase) in zip(group.touches, saved) { touch.phase = phase }
            }
        }
    }
}
