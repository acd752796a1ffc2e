import Foundation

/// The server's optional pen: an absolute pointer with proximity and
/// pressure ("Abs X"/"Abs Y" 0...65535 over the screen, "Abs Pressure"
/// 0...1000 on valuator 4), driven in screen pixels. Its moves move the core
/// pointer; the tip is button 1, pressed where the pen last was. It has no
/// tilt and no eraser (the inputtest driver has none). Positions are clamped
/// to the screen. Thread-safe.
// @unchecked Sendable: every send and `lastPosition` go through `lock`; the rest is constant.
public final class VirtualPen: @unchecked Sendable {
    public let connection: InputTestConnection
    public let screen: ScreenSize
    private let lock = NSLock()
    private var lastPosition = (x: 0.0, y: 0.0)

    /// The pressure axis's maximum (the driver's fixed range).
    public static let pressureAxisMax = 1000.0
    /// The pressure axis's valuator number.
    public static let pressureAxis = 4

    public init(connection: InputTestConnection, screen: ScreenSize) {
        self.connection = connection
        self.screen = screen
    }

    /// The pen comes into (true) or goes out of range of the tablet at (x, y): XI proximity.
    public func proximity(isIn: Bool, x: Double, y: Double) throws {
        try lock.withLock {
            try connection.send(.proximity(isIn: isIn, valuators: valuators(x: x, y: y, pressure: nil)))
            lastPosition = (x, y)
        }
    }

    /// The pen goes out of range where it last was.
    public func leave() throws {
        let last = lock.withLock { lastPosition }
        try proximity(isIn: false, x: last.x, y: last.y)
    }

    /// Moves the pen to (x, y), with `pressure` 0...1 (nil: unchanged): XI_Motion.
    public func move(x: Double, y: Double, pressure: Double? = nil) throws {
        try lock.withLock {
            try connection.send(.motion(isAbsolute: true, valuators: valuators(x: x, y: y, pressure: pressure)))
            lastPosition = (x, y)
        }
    }

    /// Presses or releases `button` (1 the tip, 2 and 3 the barrel buttons) where the pen last was.
    public func button(_ button: Int, isPress: Bool) throws {
        try lock.withLock {
            try connection.send(.button(isAbsolute: true, button: Int32(button), isPress: isPress,
                                        valuators: valuators(x: lastPosition.x, y: lastPosition.y, pressure: nil)))
        }
    }

    /// Waits until the server has processed every pen event sent so far.
    public func sync() throws {
        try lock.withLock { try connection.sync() }
    }

    private func valuators(x: Double, y: Double, pressure: Double?) -> [InputTestMessage.Valuator] {
        var valuators: [InputTestMessage.Valuator] = [.init(0, screen.axisValue(x: x)), .init(1, screen.axisValue(y: y))]
        if let pressure { valuators.append(.init(Self.pressureAxis, (min(max(pressure, 0), 1) * Self.pressureAxisMax).rounded())) }
        return valuators
    }
}
