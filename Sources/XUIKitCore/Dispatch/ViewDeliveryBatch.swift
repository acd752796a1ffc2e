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
    // Scratch storage for the group being sent, kept for the next group and
    // the next frame (the batch is reused): a group's second and later touches
    // and the phases they are restored to after the call.
    private var groupOthers: [UITouch] = []
    private var groupSavedPhases: [UITouch.Phase] = []

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
    /// `sets` lends the calls their touch sets (a set's allocation, release
    /// and hashing cost more than the rest of a call; see `TouchSets`). Views
    /// keeping a set they were given keep their own copy.
    mutating func send(with event: UIEvent, reusing sets: inout TouchSets, audit: TouchPhaseAudit?) {
        guard !deliveries.isEmpty else { return }
        for phase in ViewDeliveryBatch.phaseOrder {
            for index in deliveries.indices where deliveries[index].phase == phase {
                // A group is sent at its first delivery; later ones of the same view and phase ride along.
                if hasDelivery(before: index, as: phase, to: deliveries[index].view) { continue }
                send(groupStartingAt: index, as: phase, with: event, reusing: &sets, audit: audit)
            }
        }
    }

    /// Whether a delivery before `index` has `phase` and `view` (a loop, not
    /// `contains(where:)`: a main-actor closure handed to the standard library
    /// pays an isolation check per element, see HotPathClosures.swift).
    private func hasDelivery(before index: Int, as phase: UITouch.Phase, to view: UIView) -> Bool {
        for earlier in 0..<index where deliveries[earlier].phase == phase && deliveries[earlier].view === view { return true }
        return false
    }

    private mutating func send(
        groupStartingAt start: Int, as phase: UITouch.Phase, with event: UIEvent, reusing sets: inout TouchSets, audit: TouchPhaseAudit?
    ) {
        let view = deliveries[start].view
        // The group's touches still due (in the common one-touch case, the scratch arrays stay untouched).
        var first: UITouch?
        var others: [UITouch] = []
        swap(&others, &groupOthers)
        var savedOthers: [UITouch.Phase] = []
        swap(&savedOthers, &groupSavedPhases)
        defer {
            others.removeAll(keepingCapacity: true)
            savedOthers.removeAll(keepingCapacity: true)
            swap(&others, &groupOthers)
            swap(&savedOthers, &groupSavedPhases)
        }
        for index in start..<deliveries.count {
            let delivery = deliveries[index]
            guard delivery.phase == phase, delivery.view === view, delivery.isDue else { continue }
            if phase == .began { delivery.record.beganCall = .sent }
            if first == nil { first = delivery.record.touch } else { others.append(delivery.record.touch) }
        }
        guard let first else { return }
        let savedFirst = first.storedPhase
        for touch in others { savedOthers.append(touch.storedPhase) }
        first.storedPhase = phase
        for touch in others { touch.storedPhase = phase }
        let kept = phase == .moved ? sets.keptMovedSet(for: view, first: first, others: others) : nil
        var touches: Set<UITouch>
        if let kept {
            touches = kept
        } else {
            touches = sets.takeEmpty()
            touches.insert(first)
            for touch in others { touches.insert(touch) }
        }
        if let audit { audit.record(phase, touches, view: view) }
        switch phase {
        case .began: view.touchesBegan(touches, with: event)
        case .moved: view.touchesMoved(touches, with: event)
        case .ended: view.touchesEnded(touches, with: event)
        default: view.touchesCancelled(touches, with: event)
        }
        first.storedPhase = savedFirst
        for index in others.indices { others[index].storedPhase = savedOthers[index] }
        if kept == nil { sets.giveBack(touches, movedTo: phase == .moved ? view : nil, first: first, others: others) }
    }
}
