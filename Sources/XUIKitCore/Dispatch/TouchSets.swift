import Foundation

/// The touch sets view deliveries hand to `touchesBegan` ... `touchesCancelled`,
/// kept from call to call.
///
/// Building a `Set<UITouch>` hashes every touch (a `Hasher` run each, about a
/// third of a moved call's cost at ten fingers). Fingers moving together send
/// the same view the same touches frame after frame, so a moved group's set is
/// kept (`movedGroups`, one per view, up to `keptGroups`) and handed out again
/// while the view gets the very same touches in the same order; any other group
/// is built in `spare`, an empty set whose storage is reused.
///
/// A kept set holds its touches (and, through them, their views and windows):
/// `forgetMovedGroups()` drops them once a touch is over.
@MainActor
struct TouchSets {
    /// The smallest capacity of the sets built: at ten fingers in a set sized
    /// for twelve most insertions probed occupied buckets, each probe an
    /// `isEqual(_:)` through `Any?`; 64 buckets keep a few fingers' set
    /// nearly free of them (and iterating it still reads one word of bits).
    static let capacity = 48
    /// How many views' moved sets are kept.
    static let keptGroups = 4

    /// A moved group's set, with its view and its touches in the order added.
    private struct MovedGroup {
        let view: ObjectIdentifier
        let touches: [ObjectIdentifier]
        let set: Set<UITouch>
    }

    private var spare: Set<UITouch> = []
    private var movedGroups: [MovedGroup] = []

    /// The kept set of `view`'s moved touches if `first` then `others` are
    /// exactly its members, in the order they were added; else nil.
    func keptMovedSet(for view: UIView, first: UITouch, others: [UITouch]) -> Set<UITouch>? {
        let viewID = ObjectIdentifier(view)
        for group in movedGroups where group.view == viewID {
            guard group.touches.count == others.count + 1, group.touches[0] == ObjectIdentifier(first) else { return nil }
            for index in others.indices where ObjectIdentifier(others[index]) != group.touches[index + 1] { return nil }
            return group.set
        }
        return nil
    }

    /// An empty set to build a group in (reusing storage).
    mutating func takeEmpty() -> Set<UITouch> {
        var set: Set<UITouch> = []
        swap(&set, &spare)
        if set.capacity < Self.capacity { set.reserveCapacity(Self.capacity) }
        return set
    }

    /// Takes back a set built with `takeEmpty()` once the call is done: a
    /// moved group's is kept for `view` (replacing the one kept for it, or the
    /// oldest), any other emptied for reuse.
    mutating func giveBack(_ set: Set<UITouch>, movedTo view: UIView?, first: UITouch, others: [UITouch]) {
        guard let view else {
            recycle(set)
            return
        }
        let viewID = ObjectIdentifier(view)
        var ids: [ObjectIdentifier] = []
        ids.reserveCapacity(others.count + 1)
        ids.append(ObjectIdentifier(first))
        for touch in others { ids.append(ObjectIdentifier(touch)) }
        var replaced = false
        for index in movedGroups.indices where movedGroups[index].view == viewID {
            recycle(movedGroups.remove(at: index).set)
            replaced = true
            break
        }
        if !replaced, movedGroups.count == Self.keptGroups { recycle(movedGroups.removeFirst().set) }
        movedGroups.append(MovedGroup(view: viewID, touches: ids, set: set))
    }

    /// Drops the kept moved sets (and so their touches).
    mutating func forgetMovedGroups() {
        while let group = movedGroups.popLast() { recycle(group.set) }
    }

    private mutating func recycle(_ set: Set<UITouch>) {
        var set = set
        set.removeAll(keepingCapacity: true)
        if set.capacity > spare.capacity { spare = set }
    }
}
