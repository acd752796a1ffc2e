import TouchLab
import TouchServerX11

/// The inspector's `RawContactSource` on X: a `RawTouchFeed` (XI2 raw touch
/// events on a connection of its own), each event handed over with the
/// screen position the server computed and the device's own values.
///
/// `close()` must come before the server goes away.
@MainActor
final class InspectorRawContacts: RawContactSource {
    private let feed: RawTouchFeed
    private var isClosed = false

    init(displayName: String?) throws {
        feed = try RawTouchFeed(displayName: displayName)
    }

    func drainRawContacts() -> [RawContactEvent] {
        guard !isClosed else { return [] }
        return feed.drain().map(Self.event)
    }

    /// `touch` as the inspector takes it; a position the device never sent reads 0.
    static func event(_ touch: RawTouchRecorder.RecordedTouch) -> RawContactEvent {
        let phase: RawContactEvent.Phase = switch touch.phase {
        case .begin: .begin
        case .update: .update
        case .end: .end
        }
        let sample = touch.sample
        return RawContactEvent(
            phase: phase, touch: touch.id, screenX: sample.x, screenY: sample.y,
            axes: RawContactAxes(device: touch.device, x: sample.deviceX ?? 0, y: sample.deviceY ?? 0,
                                 major: sample.major, minor: sample.minor, orientation: sample.orientation))
    }

    /// Closes the feed's connection; later drains give nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        feed.close()
    }
}
