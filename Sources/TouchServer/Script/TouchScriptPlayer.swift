import Foundation

/// Plays a `TouchScript` into a headless server's devices.
///
/// Steps between two timing steps are sent back to back; consecutive touch
/// steps among them (`down`, `move`, `up`) are one frame, sent in one write
/// (`VirtualTouchscreen.send(frame:)`), so that the server posts and processes
/// the fingers of one instant in one pass, as it does a touchscreen's frame
/// (`actions(for:)` says what is sent). At every `wait`,
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

    /// What playback sends, in order: each run of consecutive touch steps
    /// (`down`, `move`, `up`) as one frame, every other step as it is.
    public enum Action: Equatable, Sendable {
        /// One frame of the touchscreen, sent in one write.
        case frame([VirtualTouchscreen.Change])
        /// Any step that is not a touch change.
        case step(TouchScript.Step)
    }

    /// The actions `play` performs for `steps`.
    public static func actions(for steps: [TouchScript.Step]) -> [Action] {
        var actions: [Action] = []
        var frame: [VirtualTouchscreen.Change] = []
        for step in steps {
            if let change = step.touchChange {
                frame.append(change)
                continue
            }
            if !frame.isEmpty { actions.append(.frame(frame)) }
            frame.removeAll()
            actions.append(.step(step))
        }
        if !frame.isEmpty { actions.append(.frame(frame)) }
        return actions
    }

    /// Validates and plays `script` on `server`; returns after the final
    /// sync. Throws `TouchScriptError` for an invalid sequence (before
    /// sending anything) and `InputTestError` if a device fails.
    public func play(_ script: TouchScript, on server: HeadlessTouchServer) throws {
        try TouchScript.validate(script.steps)
        let start = monotonicSeconds()
        var now = 0.0
        for action in Self.actions(for: script.steps) {
            switch action {
            case .frame(let changes): try server.touchscreen.send(frame: changes)
            case .step(let step): try perform(step, on: server, start: start, now: &now)
            }
        }
        try server.sync()
    }

    /// Performs a step that is not a touch change; `now` is the script time (ms) reached.
    private func perform(_ step: TouchScript.Step, on server: HeadlessTouchServer, start: Double, now: inout Double) throws {
        switch step {
        case .down, .move, .up:
            break  // sent in frames
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

    private func sleep(until deadline: Double) {
        guard timing == .realTime else { return }
        let remaining = deadline - monotonicSeconds()
        if remaining > 0 { usleep(UInt32(remaining * 1_000_000)) }
    }
}

extension TouchScript.Step {
    /// The touchscreen change of a `down`, `move` or `up` step; nil for the others.
    var touchChange: VirtualTouchscreen.Change? {
        switch self {
        case .down(let id, let x, let y, let pressure): return .down(id: id, x: x, y: y, pressure: pressure)
        case .move(let id, let x, let y, let pressure): return .move(id: id, x: x, y: y, pressure: pressure)
        case .up(let id): return .up(id: id)
        default: return nil
        }
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
