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

    /// Scrolls smoothly, as a touchpad does: relative motion of the device's
    /// XI 2.1 scroll valuators (2 horizontal, 3 vertical; 120 units are one
    /// wheel click, positive down and right). The server emulates a click of
    /// button 4-7 for each 120 units it accumulates.
    public func scroll(horizontal: Double = 0, vertical: Double = 0) throws {
        var valuators: [InputTestMessage.Valuator] = []
        if horizontal != 0 { valuators.append(.init(2, horizontal)) }
        if vertical != 0 { valuators.append(.init(3, vertical)) }
        guard !valuators.isEmpty else { return }
        try lock.withLock { try connection.send(.motion(isAbsolute: false, valuators: valuators)) }
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
