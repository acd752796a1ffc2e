import Foundation

/// Touches bound for views, grouped so that each view gets one call per phase
/// with all of its touches of that phase (two fingers landing together: one
/// `touchesBegan` with both). Calls go out phase by phase (began, moved,
/// ended, cancelled), views in the order their first touch was added.
///
/// Deliveries are kept as one flat list in the order added and grouped when
/// sent, so that a frame's usual single delivery costs one small array.
///
/// A handler may change what is still due (removing a view cancels its
/// touches), so each group is checked when its turn comes: a began goes out
/// unless it was withdrawn (and is then marked sent), a moved only if the
/// view still has the touch; ends were settled when staged.
@MainActor
struct ViewDeliveryBatch {
    // A struct, not a tuple: tuple arrays need runtime metadata when freed.
    @MainActor private struct Delivery {
        let record: TouchRecord
        let phase: UITouch.Phase
        let view: UIView

        /// Whether the delivery is still due, now that earlier calls have run.
        var isDue: Bool {
            switch phase {
            case .began: return record.beganCall == .unsent
            case .moved, .stationary: return record.view == .began
            default: return true
            }
        }
    }

    private static let phaseOrder: [UITouch.Phase] = [.began, .moved, .ended, .cancelled]

    private var deliveries: [Delivery] = []

    mutating func add(_ record: TouchRecord, _ phase: UITouch.Phase, _ view: UIView) {
        deliveries.append(Delivery(record: record, phase: phase, view: view))
    }

    /// Drops every delivery (and so its touch and view) but keeps the
    /// storage, for a batch reused frame to frame. Popping a frame's one or
    /// two deliveries costs less than `removeAll(keepingCapacity:)`'s generic path.
    mutating func removeAll() {
        while deliveries.popLast() != nil {}
    }

    /// Calls the views. While a call is made, its touches read the phase being delivered.
    ///
    /// `spare` is an empty set whose storage the calls' touch sets reuse (a
    /// set's allocation and release cost more than the rest of a call); it is
    /// left empty. Views keeping a set they were given keep their own copy.
    func send(with event: UIEvent, reusing spare: inout Set<UITouch>) {
        guard !deliveries.isEmpty else { return }
        for phase in ViewDeliveryBatch.phaseOrder {
            for index in deliveries.indices where deliveries[index].phase == phase {
                let view = deliveries[index].view
                // A group is sent at its first delivery; later ones of the same view and phase ride along.
                if deliveries[..<index].contains(where: { $0.phase == phase && $0.view === view }) { continue }
                send(groupStartingAt: index, as: phase, to: view, with: event, reusing: &spare)
            }
        }
    }

    private func send(
        groupStartingAt start: Int, as phase: UITouch.Phase, to view: UIView, with event: UIEvent,
        reusing spare: inout Set<UITouch>
    ) {
        // The group's touches still due (in the common one-touch case, no array is made).
        var first: UITouch?
        var others: [UITouch] = []
        for delivery in deliveries[start...] where delivery.phase == phase && delivery.view === view && delivery.isDue {
            if phase == .began { delivery.record.beganCall = .sent }
            if first == nil { first = delivery.record.touch } else { others.append(delivery.record.touch) }
        }
        guard let first else { return }
        let savedFirst = first.phase
        let savedOthers = others.map(\.phase)
        var touches: Set<UITouch> = []
        swap(&touches, &spare)
        first.phase = phase
        touches.insert(first)
        for touch in others {
            touch.phase = phase
            touches.insert(touch)
        }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
        first.phase = savedFirst
        for (touch, saved) in zip(others, savedOthers) { touch.phase = saved }
        touches.removeAll(keepingCapacity: true)
        spare = touches
    }
}
