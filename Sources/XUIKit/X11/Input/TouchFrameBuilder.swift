import Foundation
import XUIKitCore

/// Groups the touch changes of one drained batch of X events into input
/// frames, one `.touches` event per window, so that fingers moving together
/// are delivered together.
///
/// Contract:
/// - Changes join the open frame of their window, in arrival order.
/// - A `moved` for a touch whose entry in the open frame is also `moved`
///   replaces that entry (consecutive updates compressed, the last kept,
///   the frame's timestamp becomes the newer one).
/// - Any other second change of a touch already in an open frame (moved
///   after began, ended after moved...) first closes every open frame, so
///   each frame holds at most one change per touch and frames stay in order.
/// - `flush()` closes every open frame, in the order they were opened.
///
/// A frame's timestamp is that of its latest change.
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
    }

    /// Open frames, in the order they were opened; emptied without giving up
    /// its storage, so a steady stream of frames allocates only their touches.
    private var open: [OpenFrame] = []
    /// A hover to a location waiting to be replaced by a later one (plain
    /// values: checking for it on every touch change costs nothing).
    private var pendingHover: (window: UInt, location: CGPoint, timestamp: TimeInterval)?

    /// Adds one change; returns what it forced out (possibly nothing).
    mutating func add(_ touch: TouchInput, window: UInt, timestamp: TimeInterval) -> [RoutedInput] {
        // A waiting hover means no frame is open (each closes the other when added).
        var closed = takeHover()
        if let f = open.firstIndex(where: { $0.window == window }) {
            guard let t = open[f].touches.firstIndex(where: { $0.id == touch.id }) else {
                open[f].touches.append(touch)
                open[f].timestamp = max(open[f].timestamp, timestamp)
                return closed
            }
            if open[f].touches[t].phase == .moved && touch.phase == .moved {
                open[f].touches[t] = touch
                open[f].timestamp = max(open[f].timestamp, timestamp)
                return closed
            }
            closed += closeFrames()
        }
        open.append(OpenFrame(window: window, touches: [touch], timestamp: timestamp))
        return closed
    }

    /// Turns the `ended` changes still in open frames whose touch matches
    /// `predicate` into `cancelled` ones (same place and time).
    ///
    /// The X server ends a device's touches with ordinary XI_TouchEnd events
    /// just before it reports the device disabled or removed, in the same
    /// output flush; the translator calls this on that hierarchy change so
    /// those touches read as cancelled.
    mutating func cancelEnded(where predicate: (TouchInput.ID) -> Bool) {
        for f in open.indices {
            for t in open[f].touches.indices where open[f].touches[t].phase == .ended && predicate(open[f].touches[t].id) {
                open[f].touches[t].phase = .cancelled
            }
        }
    }

    /// Adds a hover (nil location: the pointer left `window`); returns what it forced out.
    mutating func addHover(_ location: CGPoint?, window: UInt, timestamp: TimeInterval) -> [RoutedInput] {
        var out = closeFrames()
        if let pending = pendingHover, pending.window == window, let location {
            pendingHover = (window, location, timestamp)
            return out
        }
        out += takeHover()
        if let location {
            pendingHover = (window, location, timestamp)
        } else {
            out.append(RoutedInput(window: window, event: .hover(HoverInput(location: nil), timestamp: timestamp)))
        }
        return out
    }

    /// Closes every open frame, oldest first, and the waiting hover.
    mutating func flush() -> [RoutedInput] {
        // At most one of the two waits: each closes the other when added.
        pendingHover == nil ? closeFrames() : takeHover() + closeFrames()
    }

    private mutating func closeFrames() -> [RoutedInput] {
        guard !open.isEmpty else { return [] }
        defer { open.removeAll(keepingCapacity: true) }
        return open.map { RoutedInput(window: $0.window, event: .touches($0.touches, timestamp: $0.timestamp)) }
    }

    private mutating func takeHover() -> [RoutedInput] {
        guard let hover = pendingHover else { return [] }
        pendingHover = nil
        return [RoutedInput(window: hover.window, event: .hover(HoverInput(location: hover.location), timestamp: hover.timestamp))]
    }
}
