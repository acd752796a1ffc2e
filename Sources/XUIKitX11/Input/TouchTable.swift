import XUIKitCore

/// The live touches by id, as the translator tracks them.
///
/// A handful of touches are alive at once (one per finger, one per pointer
/// button 1), so they sit in one array searched linearly: no hashing per
/// event, and no allocation once the array has grown to the most touches
/// seen (ending a touch keeps the capacity). At most one track per id;
/// order of the tracks means nothing (callers that need an order sort).
struct TouchTable {
    /// Every live touch, in no particular order.
    private(set) var tracks: [TouchTrack] = []

    /// The track of touch `id`, nil when it is not alive; setting nil forgets it.
    subscript(id: TouchInput.ID) -> TouchTrack? {
        get { index(of: id).map { tracks[$0] } }
        set {
            switch (index(of: id), newValue) {
            case (let i?, let track?): tracks[i] = track
            case (let i?, nil): tracks.remove(at: i)
            case (nil, let track?): tracks.append(track)
            case (nil, nil): break
            }
        }
    }

    /// Whether touch `id` is alive.
    func contains(_ id: TouchInput.ID) -> Bool { index(of: id) != nil }

    /// The ids of the live touches.
    var ids: Set<TouchInput.ID> { Set(tracks.map(\.last.id)) }

    private func index(of id: TouchInput.ID) -> Int? {
        for i in tracks.indices where tracks[i].last.id == id { return i }
        return nil
    }
}
