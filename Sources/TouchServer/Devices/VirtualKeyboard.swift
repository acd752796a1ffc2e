import Foundation

/// The server's keyboard (the core keyboard). Keys are X keycodes (the
/// driver posts them unchanged); with the server's evdev keymap an X keycode
/// is a Linux `KEY_*` code + 8, so 38 is `a`. `KeyNames` maps names to them.
/// Thread-safe.
// @unchecked Sendable: every send goes through `lock`; the rest is constant.
public final class VirtualKeyboard: @unchecked Sendable {
    public let connection: InputTestConnection
    private let lock = NSLock()

    public init(connection: InputTestConnection) {
        self.connection = connection
    }

    /// Presses or releases the key with X keycode `keycode`.
    public func key(keycode: Int, isPress: Bool) throws {
        try lock.withLock { try connection.send(.key(keycode: Int32(keycode), isPress: isPress)) }
    }

    /// Waits until the server has processed every key event sent so far.
    public func sync() throws {
        try lock.withLock { try connection.sync() }
    }
}
