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

    private var open: [OpenFrame] = []
    /// A hover to a location waiting to be replaced by a later one.
    private var pendingHover: RoutedInput?

    /// Adds one change; returns what it forced out (possibly nothing).
    mutating func add(_ touch: TouchInput, window: UInt, timestamp: TimeInterval) -> [RoutedInput] {
        var closed = takeHover()
        if let f = open.firstIndex(where: { $0.window == window }),
           let t = open[f].touches.firstIndex(where: { $0.id == touch.id }) {
            if open[f].touches[t].phase == .moved && touch.phase == .moved {
                open[f].touches[t] = touch
                open[f].timestamp = max(open[f].timestamp, timestamp)
                return []
            }
            closed += flush()
        }
        if let f = open.firstIndex(where: { $0.window == window }) {
            open[f].touches.append(touch)
            open[f].timestamp = max(open[f].timestamp, timestamp)
        } else {
            open.append(OpenFrame(window: window, touches: [touch], timestamp: timestamp))
        }
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
        let hover = RoutedInput(window: window, event: .hover(HoverInput(location: location), timestamp: timestamp))
        var out = closeFrames()
        if let pending = pendingHover, pending.window == window, location != nil {
            pendingHover = hover
            return out
        }
        out += takeHover()
        if location == nil { out.append(hover) } else { pendingHover = hover }
        return out
    }

    /// Closes every open frame, oldest first, and the waiting hover.
    mutating func flush() -> [RoutedInput] {
        // At most one of the two waits: each closes the other when added.
        takeHover() + closeFrames()
    }

    private mutating func closeFrames() -> [RoutedInput] {
        defer { open.removeAll() }
        return open.map { RoutedInput(window: $0.window, event: .touches($0.touches, timestamp: $0.timestamp)) }
    }

    private mutating func takeHover() -> [RoutedInput] {
        defer { pendingHover = nil }
        return pendingHover.map { [$0] } ?? []
    }
}
