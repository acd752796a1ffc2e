import Foundation

/// Plays a `TouchScript` into a headless server's devices.
///
/// Steps between two timing steps are sent back to back. At every `wait`,
/// `at` and `sync` step, and at the end, the player syncs every device that
/// has been sent events, so the server has processed everything before time
/// moves on (and its input queue never overflows). In `.realTime` the player
/// then sleeps until the step's time since the start of playback; in `.fast`
/// it does not sleep, which keeps tests quick while the sequence stays the
/// same. Keys and buttons with no action are pressed and released.
public struct TouchScriptPlayer {
    /// Whether waits take real time.
    public enum Timing: Sendable {
        case realTime
        case fast
    }

    public var timing: Timing

    public init(timing: Timing = .realTime) {
        self.timing = timing
    }

    /// Validates and plays `script` on `server`; returns after the final
    /// sync. Throws `TouchScriptError` for an invalid sequence (before
    /// sending anything) and `InputTestError` if a device fails.
    public func play(_ script: TouchScript, on server: HeadlessTouchServer) throws {
        try TouchScript.validate(script.steps)
        let start = monotonicSeconds()
        var now = 0.0
        for step in script.steps {
            switch step {
            case .down(let id, let x, let y, let pressure):
                try server.touchscreen.down(id: id, x: x, y: y, pressure: pressure)
            case .move(let id, let x, let y, let pressure):
                try server.touchscreen.move(id: id, x: x, y: y, pressure: pressure)
            case .up(let id):
                try server.touchscreen.up(id: id)
            case .wait(let ms):
                try server.sync()
                now += ms
                sleep(until: start + now / 1000)
            case .at(let ms):
                try server.sync()
                now = max(now, ms)
                sleep(until: start + now / 1000)
            case .key(let keycode, let action):
                for isPress in action.presses { try server.keyboard.key(keycode: keycode, isPress: isPress) }
            case .pointer(let x, let y):
                try server.pointer.move(x: x, y: y)
            case .button(let button, let action):
                for isPress in action.presses { try server.pointer.button(button, isPress: isPress) }
            case .sync:
                try server.sync()
            }
        }
        try server.sync()
    }

    private func sleep(until deadline: Double) {
        guard timing == .realTime else { return }
        let remaining = deadline - monotonicSeconds()
        if remaining > 0 { usleep(UInt32(remaining * 1_000_000)) }
    }
}

extension TouchScript.PressAction {
    /// The press (true) and release (false) events this action sends.
    var presses: [Bool] {
        switch self {
        case .click: return [true, false]
        case .down: return [true]
        case .up: return [false]
        }
    }
}
