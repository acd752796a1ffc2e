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
/// same. Keys and buttons with no action are pressed and released. Waits
/// of any length (a script allows up to a day) sleep on a `PlaybackStop`,
/// which can also end playback early.
public struct TouchScriptPlayer {
    /// Whether waits take real time.
    public enum Timing: Sendable {
        case realTime
        case fast
    }

    public var timing: Timing
    /// Ends playback early when it fires (nil: never); see `play(_:on:)`.
    public var stop: PlaybackStop?

    public init(timing: Timing = .realTime, stop: PlaybackStop? = nil) {
        self.timing = timing
        self.stop = stop
    }

    /// What playback sends, in order: each run of consecutive touch steps
    /// (`down`, `move`, `up`) as one frame, every other step as it is.
    /// `contact` details never end a frame; with `contactAxes` (a touchscreen
    /// with contact size and orientation axes, `ContactTouchDriver`) they are
    /// sent in it as `.contact` changes, else dropped (inputtest's touchscreen
    /// has no such axes).
    public enum Action: Equatable, Sendable {
        /// One frame of the touchscreen, sent in one write.
        case frame([VirtualTouchscreen.Change])
        /// Any step that is not a touch change.
        case step(TouchScript.Step)
    }

    /// The actions `play` performs for `steps`.
    public static func actions(for steps: [TouchScript.Step], contactAxes: Bool = false) -> [Action] {
        var actions: [Action] = []
        var frame: [VirtualTouchscreen.Change] = []
        for step in steps {
            if case .contact(let detail) = step {
                if contactAxes { frame.append(.contact(detail)) }
                continue
            }
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
    /// sync. Throws `TouchScriptError` for an invalid sequence, or a step the
    /// server cannot play (`PlaybackTarget`: a position off its screen, more
    /// fingers than its touch slots, a touchpad or pen it lacks), before
    /// sending anything (the error names the step's index + 1 as its line),
    /// and `InputTestError` if a device fails.
    ///
    /// When `stop` fires, playback ends before its next action (a wait is
    /// cut short): the fingers still down are lifted in one frame, keys and
    /// buttons still held are released, the devices are synced, and
    /// `PlaybackStoppedError` is thrown.
    public func play(_ script: TouchScript, on server: HeadlessTouchServer) throws {
        try TouchScript.validate(script.steps, for: server.playbackTarget)
        let start = monotonicSeconds()
        var now = 0.0
        var held = HeldInput()
        for action in Self.actions(for: script.steps, contactAxes: server.touchscreen.hasContactAxes) {
            if stop?.isStopped == true { try release(held, on: server) }
            switch action {
            case .frame(let changes):
                try server.touchscreen.send(frame: changes)
                held.note(changes)
            case .step(let step):
                held.note(step)
                if try perform(step, on: server, start: start, now: &now) { try release(held, on: server) }
            }
        }
        try server.sync()
    }

    /// Lifts and releases what playback left down, syncs, and throws `PlaybackStoppedError`.
    private func release(_ held: HeldInput, on server: HeadlessTouchServer) throws -> Never {
        if !held.fingers.isEmpty { try server.touchscreen.send(frame: held.fingers.sorted().map { .up(id: $0) }) }
        for keycode in held.keys.sorted() { try server.keyboard.key(keycode: keycode, isPress: false) }
        for button in held.buttons.sorted() { try server.pointer.button(button, isPress: false) }
        for button in held.touchpadButtons.sorted() { try server.touchpad?.button(button, isPress: false) }
        for button in held.penButtons.sorted() { try server.pen?.button(button, isPress: false) }
        try server.sync()
        throw PlaybackStoppedError()
    }

    /// Performs a step that is not a touch change; `now` is the script time (ms) reached.
    /// Returns true when a wait was cut short by `stop`.
    private func perform(_ step: TouchScript.Step, on server: HeadlessTouchServer, start: Double, now: inout Double) throws -> Bool {
        switch step {
        case .down, .move, .up, .contact:
            break  // sent in frames (contact details only to a touchscreen with those axes)
        case .wait(let ms):
            try server.sync()
            now += ms
            return sleep(until: start + now / 1000)
        case .at(let ms):
            try server.sync()
            now = max(now, ms)
            return sleep(until: start + now / 1000)
        case .key(let keycode, let action):
            for isPress in action.presses { try server.keyboard.key(keycode: keycode, isPress: isPress) }
        case .pointer(let x, let y):
            try server.pointer.move(x: x, y: y)
        case .button(let button, let action):
            for isPress in action.presses { try server.pointer.button(button, isPress: isPress) }
        case .sync:
            try server.sync()
        case .touchpad(let action):
            guard let touchpad = server.touchpad else { break }  // refused by validation
            switch action {
            case .move(let dx, let dy): try touchpad.move(dx: dx, dy: dy)
            case .scroll(let dx, let dy): try touchpad.scroll(horizontal: dx, vertical: dy)
            case .button(let button, let action): for isPress in action.presses { try touchpad.button(button, isPress: isPress) }
            }
        case .pen(let action):
            guard let pen = server.pen else { break }  // refused by validation
            switch action {
            case .enter(let x, let y): try pen.proximity(isIn: true, x: x, y: y)
            case .move(let x, let y, let pressure): try pen.move(x: x, y: y, pressure: pressure)
            case .button(let button, let action): for isPress in action.presses { try pen.button(button, isPress: isPress) }
            case .leave: try pen.leave()
            }
        }
        return false
    }

    /// Sleeps (in `.realTime`) until `deadline` on the monotonic clock; true if `stop` fired.
    private func sleep(until deadline: Double) -> Bool {
        guard timing == .realTime else { return stop?.isStopped == true }
        return (stop ?? PlaybackStop()).sleep(untilMonotonic: deadline)
    }
}

/// The fingers, keys and buttons a playback has down, so a stopped one can let go of them.
private struct HeldInput {
    var fingers = Set<UInt32>()
    var keys = Set<Int>()
    var buttons = Set<Int>()
    var touchpadButtons = Set<Int>()
    var penButtons = Set<Int>()

    mutating func note(_ changes: [VirtualTouchscreen.Change]) {
        for change in changes {
            switch change {
            case .down(let id, _, _, _): fingers.insert(id)
            case .up(let id): fingers.remove(id)
            case .move, .contact: break
            }
        }
    }

    mutating func note(_ step: TouchScript.Step) {
        switch step {
        case .key(let keycode, let action) where action != .click:
            if action == .down { keys.insert(keycode) } else { keys.remove(keycode) }
        case .button(let button, let action) where action != .click:
            if action == .down { buttons.insert(button) } else { buttons.remove(button) }
        case .touchpad(.button(let button, let action)) where action != .click:
            if action == .down { touchpadButtons.insert(button) } else { touchpadButtons.remove(button) }
        case .pen(.button(let button, let action)) where action != .click:
            if action == .down { penButtons.insert(button) } else { penButtons.remove(button) }
        default: break
        }
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
