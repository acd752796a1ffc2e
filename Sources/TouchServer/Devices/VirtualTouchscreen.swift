import Foundation

/// The server's 10-finger direct touchscreen, driven in screen pixels.
///
/// Touch ids are the driver's ids (any UInt32); the X server assigns its own
/// XI2 touch ids (`detail`) to each new sequence. Positions are clamped to the
/// screen. Pressure is 0...1 and maps to valuator 4 (0...2047); nil leaves
/// the pressure axis out of the event. Thread-safe.
// @unchecked Sendable: every send goes through `lock`; the rest is constant.
public final class VirtualTouchscreen: @unchecked Sendable {
    /// The device connection, for sync and for tests.
    public let connection: InputTestConnection
    public let screen: ScreenSize
    private let lock = NSLock()
    private var lastPosition: [UInt32: (x: Double, y: Double)] = [:]

    public init(connection: InputTestConnection, screen: ScreenSize) {
        self.connection = connection
        self.screen = screen
    }

    /// Starts touch `id` at (x, y): XI_TouchBegin.
    public func down(id: UInt32, x: Double, y: Double, pressure: Double? = nil) throws {
        try send(id: id, type: .begin, x: x, y: y, pressure: pressure)
    }

    /// Moves touch `id` to (x, y): XI_TouchUpdate.
    public func move(id: UInt32, x: Double, y: Double, pressure: Double? = nil) throws {
        try send(id: id, type: .update, x: x, y: y, pressure: pressure)
    }

    /// Lifts touch `id`, at (x, y) if given, else where it was last: XI_TouchEnd.
    public func up(id: UInt32, x: Double? = nil, y: Double? = nil) throws {
        let last = lock.withLock { lastPosition[id] } ?? (x: 0, y: 0)
        try send(id: id, type: .end, x: x ?? last.x, y: y ?? last.y, pressure: nil)
        lock.withLock { _ = lastPosition.removeValue(forKey: id) }
    }

    /// Waits until the server has processed every touch event sent so far.
    public func sync() throws {
        try lock.withLock { try connection.sync() }
    }

    /// The message for one touch event, in device units.
    public func message(id: UInt32, type: InputTestProtocol.TouchType, x: Double, y: Double,
                        pressure: Double?) -> InputTestMessage {
        typealias Axis = InputTestProtocol.TouchAxis
        var valuators = [
            InputTestMessage.Valuator(Axis.x, screen.axisValue(x: x)),
            InputTestMessage.Valuator(Axis.y, screen.axisValue(y: y)),
        ]
        if let pressure {
            let clamped = min(max(pressure, 0), 1)
            valuators.append(.init(Axis.pressure, (clamped * InputTestProtocol.pressureAxisMax).rounded()))
        }
        return .touch(id: id, type: type, valuators: valuators)
    }

    private func send(id: UInt32, type: InputTestProtocol.TouchType, x: Double, y: Double, pressure: Double?) throws {
        let message = message(id: id, type: type, x: x, y: y, pressure: pressure)
        try lock.withLock {
            try connection.send(message)
            lastPosition[id] = (x, y)
        }
    }
}
