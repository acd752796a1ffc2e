import Foundation

/// The server's 10-finger direct touchscreen, driven in screen pixels.
///
/// Touch ids are the driver's ids (any UInt32); the X server assigns its own
/// XI2 touch ids (`detail`) to each new sequence. Positions are clamped to the
/// screen. Pressure is 0...1 and maps to valuator 4 (0...2047); nil leaves
/// the pressure axis out of the event. With `hasContactAxes` (XUIKit's own
/// driver, `ContactTouchDriver`) a `.contact` change sends a finger's touch
/// major, minor and orientation, in device units (clamped to the axes'
/// ranges); on inputtest's touchscreen, which has no such axes, it sends
/// nothing. Thread-safe.
///
/// Fingers that land, move or lift together (one frame of a real digitizer,
/// one script instant) go through `send(frame:)`: one write, which the server
/// posts and processes as a unit. Separate `down`/`move`/`up` calls are
/// separate writes, which the server may process, and deliver to clients,
/// one at a time.
// @unchecked Sendable: every send and `lastPosition` go through `lock`; the rest is constant.
public final class VirtualTouchscreen: @unchecked Sendable {
    /// The device connection, for sync and for tests.
    public let connection: InputTestConnection
    public let screen: ScreenSize
    /// Whether the device has contact size and orientation axes (`ContactTouchDriver.Axis`).
    public let hasContactAxes: Bool
    private let lock = NSLock()
    private var lastPosition: [UInt32: (x: Double, y: Double)] = [:]

    public init(connection: InputTestConnection, screen: ScreenSize, hasContactAxes: Bool = false) {
        self.connection = connection
        self.screen = screen
        self.hasContactAxes = hasContactAxes
    }

    /// One finger's change within a frame.
    public enum Change: Equatable, Sendable {
        /// Touch `id` starts at (x, y): XI_TouchBegin.
        case down(id: UInt32, x: Double, y: Double, pressure: Double? = nil)
        /// Touch `id` moves to (x, y): XI_TouchUpdate.
        case move(id: UInt32, x: Double, y: Double, pressure: Double? = nil)
        /// Touch `id` lifts where it was last: XI_TouchEnd.
        case up(id: UInt32)
        /// The contact size and orientation of finger `detail.id` (its `device` is not sent): added to
        /// the finger's down or move earlier in the frame, else sent as an XI_TouchUpdate where the finger
        /// is. Sends nothing without `hasContactAxes`, or for a finger that is not down.
        case contact(ContactDetail)
    }

    /// Starts touch `id` at (x, y): XI_TouchBegin.
    public func down(id: UInt32, x: Double, y: Double, pressure: Double? = nil) throws {
        try send(frame: [.down(id: id, x: x, y: y, pressure: pressure)])
    }

    /// Moves touch `id` to (x, y): XI_TouchUpdate.
    public func move(id: UInt32, x: Double, y: Double, pressure: Double? = nil) throws {
        try send(frame: [.move(id: id, x: x, y: y, pressure: pressure)])
    }

    /// Lifts touch `id`, at (x, y) if given, else where it was last: XI_TouchEnd.
    public func up(id: UInt32, x: Double? = nil, y: Double? = nil) throws {
        guard x != nil || y != nil else { return try send(frame: [.up(id: id)]) }
        let last = lock.withLock { lastPosition[id] } ?? (x: 0, y: 0)
        try send(frame: [.up(id: id)], overriding: [id: (x ?? last.x, y ?? last.y)])
    }

    /// Sends the changes of one frame, in order, in one write: the driver
    /// posts them in one pass and the server processes them as one batch of
    /// input (see `InputTestConnection.send(_:)`), as it does an evdev
    /// frame (a `SYN_REPORT`) of a real touchscreen. A lift is where the
    /// finger was last (earlier in the frame, or in an earlier one).
    public func send(frame changes: [Change]) throws {
        try send(frame: changes, overriding: [:])
    }

    /// Waits until the server has processed every touch event sent so far.
    public func sync() throws {
        try lock.withLock { try connection.sync() }
    }

    /// The message for one touch event, in device units; `contact`'s size and
    /// orientation are included when the device has those axes.
    public func message(id: UInt32, type: InputTestProtocol.TouchType, x: Double, y: Double,
                        pressure: Double?, contact: ContactDetail? = nil) -> InputTestMessage {
        typealias Axis = InputTestProtocol.TouchAxis
        var valuators = [
            InputTestMessage.Valuator(Axis.x, screen.axisValue(x: x)),
            InputTestMessage.Valuator(Axis.y, screen.axisValue(y: y)),
        ]
        if let pressure {
            let clamped = min(max(pressure, 0), 1)
            valuators.append(.init(Axis.pressure, (clamped * InputTestProtocol.pressureAxisMax).rounded()))
        }
        if hasContactAxes, let contact {
            typealias Contact = ContactTouchDriver
            let size = { (value: Double) in min(max(value, 0), Contact.contactSizeMax) }
            if let major = contact.major { valuators.append(.init(Contact.Axis.major, size(major))) }
            if let minor = contact.minor { valuators.append(.init(Contact.Axis.minor, size(minor))) }
            if let orientation = contact.orientation {
                valuators.append(.init(Contact.Axis.orientation, min(max(orientation, -Contact.orientationMax), Contact.orientationMax)))
            }
        }
        return .touch(id: id, type: type, valuators: valuators.sorted { $0.number < $1.number })
    }

    /// One touch event of a frame being assembled.
    private struct Event {
        var id: UInt32
        var type: InputTestProtocol.TouchType
        var x: Double
        var y: Double
        var pressure: Double?
        var contact: ContactDetail?
    }

    /// `overrides`: positions that replace the fingers' last ones (where `up` lifts them).
    private func send(frame changes: [Change], overriding overrides: [UInt32: (x: Double, y: Double)]) throws {
        try lock.withLock {
            var positions = lastPosition
            for (id, position) in overrides { positions[id] = position }
            var events: [Event] = []
            for change in changes {
                switch change {
                case .down(let id, let x, let y, let pressure):
                    positions[id] = (x, y)
                    events.append(Event(id: id, type: .begin, x: x, y: y, pressure: pressure))
                case .move(let id, let x, let y, let pressure):
                    positions[id] = (x, y)
                    events.append(Event(id: id, type: .update, x: x, y: y, pressure: pressure))
                case .up(let id):
                    let last = positions.removeValue(forKey: id) ?? (x: 0, y: 0)
                    events.append(Event(id: id, type: .end, x: last.x, y: last.y))
                case .contact(let detail):
                    guard hasContactAxes, let position = positions[detail.id] else { break }
                    if let index = events.lastIndex(where: { $0.id == detail.id }), events[index].type != .end {
                        events[index].contact = detail
                    } else {
                        events.append(Event(id: detail.id, type: .update, x: position.x, y: position.y, contact: detail))
                    }
                }
            }
            let messages = events.map { message(id: $0.id, type: $0.type, x: $0.x, y: $0.y, pressure: $0.pressure, contact: $0.contact) }
            if messages.isEmpty {
                lastPosition = positions
                return
            }
            if messages.count == 1 { try connection.send(messages[0]) } else { try connection.send(messages) }
            lastPosition = positions
        }
    }
}
