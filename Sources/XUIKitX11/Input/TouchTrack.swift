import Foundation
import XUIKitCore

/// One live touch as the translator tracks it between X events.
///
/// Lifetime: created by XI_TouchBegin (direct touch) or a button-1 press
/// (pointer touch) -> updated by each change -> removed when it ends or is
/// cancelled. A removed touch is never reported again: later updates or ends
/// with its id are ignored, which is what makes cancellation happen once.
struct TouchTrack: Equatable {
    /// The top-level window the touch began in; all its changes go there.
    var window: UInt
    /// The last reported state (phase of the last change).
    var last: TouchInput
    /// When the touch began relative to others (larger is younger); 0 for pointer touches.
    var order = 0

    /// The touch's next change, or nil when nothing the app sees changed.
    mutating func change(
        to phase: TouchInput.Phase, location: CGPoint, force: CGFloat?, majorRadius: CGFloat?
    ) -> TouchInput? {
        var next = last
        next.phase = phase
        next.location = location
        if let force { next.force = force }
        if let majorRadius { next.majorRadius = majorRadius }
        if phase == .moved, next.location == last.location, next.force == last.force,
           next.majorRadius == last.majorRadius {
            return nil
        }
        last = next
        return next
    }

    /// The touch's cancellation, where it last was.
    func cancellation() -> TouchInput {
        var cancelled = last
        cancelled.phase = .cancelled
        return cancelled
    }
}
