/// Pairs the inspector's contacts (the application's touches, in points) with
/// the raw touches the devices reported (`RawContactEvent`s, in screen
/// pixels), so each sample can show the device's own values.
///
/// The two arrive on different connections with no shared id, so they are
/// paired by place and order:
/// - a contact's first sample claims the unclaimed raw touch whose landing
///   lies nearest to it (at most `landingTolerance` pixels away; the
///   earlier-landed wins a tie), and keeps it until the contact ends; the
///   offset between the two (a window not at the screen's origin) is kept;
/// - each later sample takes the next raw event of that touch, after the one
///   the previous sample took, whose position (less the offset) is within
///   `sampleTolerance` pixels of it: an application drops events that change
///   nothing it shows (orientation alone), so raw events may be skipped, never
///   reordered. An `ended`/`cancelled` sample takes the touch's end when it
///   has one. When nothing matches, the latest raw event is taken.
///
/// Raw touches no contact claimed (they landed outside the inspector's window
/// or before it was on screen) are forgotten once a touch that landed after
/// they ended is claimed: the application received its touches in the
/// server's order, so they can no longer be claimed. Raw updates of a touch
/// whose begin was never seen are ignored.
public struct RawContactMatcher: Sendable {
    /// Pixels between a contact's landing and its raw touch's landing, at most.
    public static let landingTolerance = 32.0
    /// Pixels between a later sample and its raw event, at most (both come from the same server computation).
    public static let sampleTolerance = 1.0
    /// Raw events kept per touch not yet claimed (a long touch outside the window).
    static let unclaimedHistory = 256

    private struct RawTouch: Sendable {
        var landing: RawContactEvent
        /// Events not yet taken by a sample, the first the one taken last (once claimed).
        var events: [RawContactEvent]
        /// Arrival order of its begin and (once ended) its end.
        var landedAt: Int
        var endedAt: Int?
        var contact: Int?
        /// The raw position less the contact's, in pixels, as at the landing.
        var offset = (x: 0.0, y: 0.0)
    }

    private struct Key: Hashable, Sendable {
        var device: Int
        var touch: UInt32
    }

    /// Raw touches by serial (the arrival number of their begin).
    private var touches: [Int: RawTouch] = [:]
    /// Touches still down, by device and touch id.
    private var down: [Key: Int] = [:]
    /// The raw touch of each contact (by contact index), while the contact is live.
    private var claimed: [Int: Int] = [:]
    private var arrivals = 0

    public init() {}

    /// Raw touches seen and not yet forgotten (for tests).
    public var rawTouchCount: Int { touches.count }

    /// Takes in raw events, in the order the devices sent them.
    public mutating func receive(_ events: [RawContactEvent]) {
        for event in events {
            arrivals += 1
            let key = Key(device: event.axes.device, touch: event.touch)
            if event.phase == .begin {
                touches[arrivals] = RawTouch(landing: event, events: [event], landedAt: arrivals)
                down[key] = arrivals
                continue
            }
            guard let serial = down[key] else { continue }
            touches[serial]?.events.append(event)
            if event.phase == .end {
                touches[serial]?.endedAt = arrivals
                down[key] = nil
            }
            if let touch = touches[serial], touch.contact == nil, touch.events.count > Self.unclaimedHistory {
                touches[serial]?.events.removeFirst(touch.events.count - Self.unclaimedHistory)
            }
        }
    }

    /// The device's values for `sample`, the latest sample of the contact at
    /// index `contact` of the log, at `scale` pixels per point; nil when no
    /// raw touch is paired with it.
    public mutating func axes(forContact contact: Int, sample: ContactRecord.Sample, scale: Double) -> RawContactAxes? {
        let (x, y) = (sample.x * scale, sample.y * scale)
        let ends = sample.phase == "ended" || sample.phase == "cancelled"
        guard let serial = claimed[contact] ?? claim(for: contact, x: x, y: y), var touch = touches[serial] else { return nil }
        defer {
            if ends {
                touches[serial] = nil
                claimed[contact] = nil
            } else {
                touches[serial] = touch
            }
        }
        let isFirst = touch.contact == nil
        touch.contact = contact
        let start = isFirst ? 0 : 1
        var taken: Int?
        if ends, let end = touch.events.lastIndex(where: { $0.phase == .end }) {
            taken = end
        } else if start < touch.events.count {
            taken = touch.events[start...].firstIndex {
                abs($0.screenX - touch.offset.x - x) <= Self.sampleTolerance && abs($0.screenY - touch.offset.y - y) <= Self.sampleTolerance
            }
        }
        let index = taken ?? touch.events.count - 1
        touch.events.removeFirst(index)
        return touch.events.first?.axes
    }

    /// Claims the nearest unclaimed raw touch for `contact` landing at (`x`, `y`) pixels.
    private mutating func claim(for contact: Int, x: Double, y: Double) -> Int? {
        func distance(_ touch: RawTouch) -> Double {
            ((touch.landing.screenX - x) * (touch.landing.screenX - x) + (touch.landing.screenY - y) * (touch.landing.screenY - y)).squareRoot()
        }
        let candidates = touches.values.filter { $0.contact == nil && distance($0) <= Self.landingTolerance }
        guard let best = candidates.min(by: { (distance($0), $0.landedAt) < (distance($1), $1.landedAt) }) else { return nil }
        claimed[contact] = best.landedAt
        touches[best.landedAt]?.offset = (best.landing.screenX - x, best.landing.screenY - y)
        // Unclaimed touches that ended before this one landed were never the application's.
        for (serial, touch) in touches where touch.contact == nil && (touch.endedAt ?? .max) < best.landedAt {
            touches[serial] = nil
        }
        return best.landedAt
    }
}
