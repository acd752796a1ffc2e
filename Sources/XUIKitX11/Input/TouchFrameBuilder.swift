import Foundation
import XUIKitCore

/// Groups the touch changes of one drained batch of X events into input
/// frames, one `.touches` event per window, so that fingers landing, moving
/// or lifting together are delivered together.
///
/// What a frame is, and why. A touchscreen reports its fingers in frames (an
/// evdev `SYN_REPORT`), and its X driver posts a frame's changes to the
/// server's input queue in one pass, stamped with the server's millisecond
/// clock at posting. XI2 carries no frame marker, and the server writes each
/// event to a local client on its own as it processes them (Xorg's
/// `WriteToClient` flushes at once when the client's buffer is empty), a few
/// to a few tens of microseconds apart. So the client cannot know that a
/// frame is complete without asking the server (a round trip, 50-90 µs) or
/// waiting; it does neither, to add no latency. A frame is what the backend
/// has read when it closes the batch: it reads until Xlib's queue and the
/// socket are both empty (`X11Backend`), then calls `flush()`. Every change
/// the server has written by then is in the batch; a client that reads
/// while the server is still writing a frame delivers that frame in two
/// parts. Within a batch, only touch ids split frames:
///
/// - Changes join the open frame of their window, in arrival order.
/// - A `moved` for a touch whose entry in the open frame is also `moved`
///   replaces that entry (consecutive updates compressed, the last kept,
///   the frame's timestamp becomes the newer one).
/// - Any other second change of a touch already in an open frame (moved
///   after began, ended after moved...) first closes every open frame, so
///   each frame holds at most one change per touch and frames stay in order.
///   So does a change of a touch id found in another window's open frame
///   (a Begin reusing the id of a touch just cancelled in another window).
/// - `flush()` closes every open frame, in the order they were opened.
///
/// A frame's timestamp is that of its latest change. Server time does not
/// split frames: the server stamps each change when the driver posts it, and
/// when it is preempted while posting a frame (a loaded machine), that
/// frame's stamps spread over milliseconds (measured: a 5-finger frame split
/// by a 2 ms rule once in 1350 under a full test run). Changes of other
/// fingers from two frames read together are merged, as moves are.
///
/// Hover is batched too: a hover to a location waits, and a later hover to
/// a location in the same window replaces it (pointer motion compressed to
/// the last position of the batch). Anything else closes it first; a hover
/// exit (nil location) is never compressed away.
struct TouchFrameBuilder {
    private struct OpenFrame {
        var window: UInt
        var touches: [TouchInput]
        var timestamp: TimeInterval

        /// Takes `touch` in: appended, or replacing a `moved` of the same touch
        /// when it is `moved` too. False (frame unchanged) for any other second
        /// change of a touch already in the frame.
        mutating func absorb(_ touch: TouchInput, timestamp: TimeInterval) -> Bool {
            if let t = touches.firstIndex(where: { $0.id == touch.id }) {
                guard touches[t].phase == .moved && touch.phase == .moved else { return false }
                touches[t] = touch
            } else {
                touches.append(touch)
            }
            self.timestamp = max(self.timestamp, timestamp)
            return true
        }

        var routed: RoutedInput { RoutedInput(window: window, event: .touches(touches, timestamp: timestamp)) }
    }

    // Open frames in the order they were opened: the oldest apart (nearly
    // always the only one, one window touched per batch), so that opening and
    // closing it costs no array work beyond its touches.
    private var oldest: OpenFrame?
    private var newer: [OpenFrame] = []
    /// A hover to a location waiting to be replaced by a later one (plain
    /// values: checking for it on every touch change costs nothing).
    private var pendingHover: (window: UInt, location: CGPoint, timestamp: TimeInterval)?

    /// Whether an open frame holds an `ended` touchscreen touch: the backend
    /// then makes one round trip before closing the batch (see `X11Backend`),
    /// since that end may be the server ending the touch as it disables the
    /// device, with the device change not read yet.
    private(set) var holdsEndedTouch = false

    /// The storage of the last frame closed and of the array it was returned
    /// in, kept for the next frame and the next close: once the backend has
    /// delivered them and let them go, they are reused in place, so a
    /// frame of moves costs no allocation (a frame's array used to grow from
    /// one touch: five allocations for ten fingers). A consumer that keeps
    /// them keeps them intact: reusing shared storage copies it first.
    private var spareTouches: [TouchInput] = []
    private var spareClosed: [RoutedInput] = []

    /// Adds one change; returns what it forced out (possibly nothing).
    mutating func add(_ touch: TouchInput, window: UInt, timestamp: TimeInterval) -> [RoutedInput] {
        if touch.phase == .ended && touch.type == .direct { holdsEndedTouch = true }
        // A waiting hover means no frame is open (each closes the other when added).
        var closed = takeHover()
        // The same touch id in another window's open frame (a cancel there, a Begin reusing
        // the id here): frames close in the order they were opened, which could put this
        // change first, so they close now. Only looked at when two windows have frames open.
        if let first = oldest, first.window != window || !newer.isEmpty, isOpen(touch.id, outside: window) {
            closed += closeFrames()
        }
        if oldest?.window == window {
            if oldest!.absorb(touch, timestamp: timestamp) { return closed }
            closed += closeFrames()
        } else if let f = newer.firstIndex(where: { $0.window == window }) {
            if newer[f].absorb(touch, timestamp: timestamp) { return closed }
            closed += closeFrames()
        }
        let frame = OpenFrame(window: window, touches: reusedTouches(startingWith: touch), timestamp: timestamp)
        if oldest == nil { oldest = frame } else { newer.append(frame) }
        return closed
    }

    /// A new frame's touches, `touch` first, in the last closed frame's storage when nothing else holds it.
    private mutating func reusedTouches(startingWith touch: TouchInput) -> [TouchInput] {
        // The last close's array holds that frame's touches too: it lets them go first.
        spareClosed.removeAll(keepingCapacity: true)
        var touches: [TouchInput] = []
        swap(&touches, &spareTouches)
        touches.removeAll(keepingCapacity: true)
        touches.append(touch)
        return touches
    }

    /// Whether an open frame of a window other than `window` holds `id`.
    private func isOpen(_ id: TouchInput.ID, outside window: UInt) -> Bool {
        func holds(_ frame: OpenFrame) -> Bool {
            guard frame.window != window else { return false }
            for touch in frame.touches where touch.id == id { return true }
            return false
        }
        if let oldest, holds(oldest) { return true }
        for frame in newer where holds(frame) { return true }
        return false
    }

    /// Turns the `ended` changes still in open frames whose touch matches
    /// `predicate` into `cancelled` ones (same place and time).
    ///
    /// The X server ends a device's touches with ordinary XI_TouchEnd events
    /// just before it reports the device disabled or removed, in the same
    /// output flush; the translator calls this on that hierarchy change so
    /// those touches read as cancelled.
    mutating func cancelEnded(where predicate: (TouchInput.ID) -> Bool) {
        func cancelEnded(in frame: inout OpenFrame) {
            for t in frame.touches.indices where frame.touches[t].phase == .ended && predicate(frame.touches[t].id) {
                frame.touches[t].phase = .cancelled
            }
        }
        if oldest != nil { cancelEnded(in: &oldest!) }
        for f in newer.indices { cancelEnded(in: &newer[f]) }
    }

    /// Adds a hover (nil location: the pointer left `window`); returns what it forced out.
    mutating func addHover(_ location: CGPoint?, window: UInt, timestamp: TimeInterval) -> [RoutedInput] {
        var out = closeFrames()
        if let location, let pending = pendingHover, pending.window == window {
            pendingHover = (window, location, timestamp)
            return out
        }
        // Appending an empty array is not free: only a waiting hover is appended.
        if pendingHover != nil { out += takeHover() }
        if let location {
            pendingHover = (window, location, timestamp)
            return out
        }
        let exit = RoutedInput(window: window, event: .hover(HoverInput(location: nil), timestamp: timestamp))
        if out.isEmpty { return [exit] }
        out.append(exit)
        return out
    }

    /// Closes every open frame, oldest first, and the waiting hover.
    mutating func flush() -> [RoutedInput] {
        // At most one of the two waits: each closes the other when added.
        pendingHover == nil ? closeFrames() : takeHover() + closeFrames()
    }

    private mutating func closeFrames() -> [RoutedInput] {
        holdsEndedTouch = false
        guard let first = oldest.take() else { return [] }
        var closed: [RoutedInput] = []
        swap(&closed, &spareClosed)
        closed.removeAll(keepingCapacity: true)
        closed.append(first.routed)
        if !newer.isEmpty {
            for frame in newer { closed.append(frame.routed) }
            newer.removeAll()
        }
        spareTouches = first.touches
        spareClosed = closed
        return closed
    }

    private mutating func takeHover() -> [RoutedInput] {
        guard let hover = pendingHover else { return [] }
        pendingHover = nil
        return [RoutedInput(window: hover.window, event: .hover(HoverInput(location: hover.location), timestamp: hover.timestamp))]
    }
}
