import Foundation

/// The server's absolute pointer (the core pointer), driven in screen pixels.
/// Thread-safe.
// @unchecked Sendable: every send goes through `lock`; the rest is constant.
public final class VirtualPointer: @unchecked Sendable {
    public let connection: InputTestConnection
    public let screen: ScreenSize
    private let lock = NSLock()

    public init(connection: InputTestConnection, screen: ScreenSize) {
        self.connection = connection
        self.screen = screen
    }

    /// Moves the pointer to (x, y): XI_Motion.
    public func move(x: Double, y: Double) throws {
        let valuators: [InputTestMessage.Valuator] = [
            .init(0, screen.axisValue(x: x)),
            .init(1, screen.axisValue(y: y)),
        ]
        try lock.withLock { try connection.send(.motion(isAbsolute: true, valuators: valuators)) }
    }

    /// Presses or releases `button` (1 left, 2 middle, 3 right, 4/5 wheel)
    /// where the pointer is.
    public func button(_ button: Int, isPress: Bool) throws {
        try lock.withLock {
            try connection.send(.button(isAbsolute: true, button: Int32(button), isPress: isPress, valuators: []))
        }
    }

    /// Waits until the server has processed every pointer event sent so far.
    public func sync() throws {
        try lock.withLock { try connection.sync() }
    }
}
