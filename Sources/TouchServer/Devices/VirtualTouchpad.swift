import Foundation

/// The server's optional touchpad, as X shows a laptop touchpad driven by
/// libinput: a relative pointer ("Rel X"/"Rel Y", valuators 0 and 1) with
/// smooth-scrolling valuators (2 horizontal, 3 vertical; 120 units are one
/// wheel click) and buttons; its moves move the core pointer. Thread-safe.
// @unchecked Sendable: every send goes through `lock`; the rest is constant.
public final class VirtualTouchpad: @unchecked Sendable {
    public let connection: InputTestConnection
    private let lock = NSLock()

    public init(connection: InputTestConnection) {
        self.connection = connection
    }

    /// Moves the pointer by (dx, dy) pixels: XI_Motion with relative valuators.
    public func move(dx: Double, dy: Double) throws {
        try lock.withLock { try connection.send(.motion(isAbsolute: false, valuators: [.init(0, dx), .init(1, dy)])) }
    }

    /// Scrolls as two fingers on the pad do: relative motion of the scroll
    /// valuators (positive: right and down). The server emulates a click of
    /// button 4-7 for each 120 units it accumulates.
    public func scroll(horizontal: Double = 0, vertical: Double = 0) throws {
        var valuators: [InputTestMessage.Valuator] = []
        if horizontal != 0 { valuators.append(.init(2, horizontal)) }
        if vertical != 0 { valuators.append(.init(3, vertical)) }
        guard !valuators.isEmpty else { return }
        try lock.withLock { try connection.send(.motion(isAbsolute: false, valuators: valuators)) }
    }

    /// Presses or releases `button` (1 a tap or left click, 3 a two-finger tap) where the pointer is.
    public func button(_ button: Int, isPress: Bool) throws {
        try lock.withLock { try connection.send(.button(isAbsolute: false, button: Int32(button), isPress: isPress, valuators: [])) }
    }

    /// Waits until the server has processed every touchpad event sent so far.
    public func sync() throws {
        try lock.withLock { try connection.sync() }
    }
}
