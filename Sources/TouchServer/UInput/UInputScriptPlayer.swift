/// Plays a script's touches through a `UInputTouchscreen`, keeping its
/// timing: each instant's fingers are one frame (one `SYN_REPORT`), and the
/// player sleeps from `wait` to `wait` and `at` to `at` (in `.realTime`) so
/// the frames come at the recorded boundaries. Contact details are dropped
/// (the device has no size axes); `sync` has nothing to wait for (the
/// kernel takes each write whole). Keys, the pointer, buttons, the touchpad
/// and the pen are not a touchscreen's: a script with them is refused before
/// the first frame (`target(screen:slots:)`).
public struct UInputScriptPlayer {
    public var timing: TouchScriptPlayer.Timing
    public var stop: PlaybackStop?

    public init(timing: TouchScriptPlayer.Timing = .realTime, stop: PlaybackStop? = nil) {
        self.timing = timing
        self.stop = stop
    }

    /// Checks `script` for `device` (positions on `screen`, at most `slots`
    /// fingers, touch steps only), then plays it; lifts the fingers still
    /// down and throws `PlaybackStoppedError` when `stop` fires.
    public func play(_ script: TouchScript, on device: UInputTouchscreen, screen: ScreenSize, slots: Int) throws {
        try TouchScript.validate(script.steps, for: Self.target(screen: screen, slots: slots))
        let start = monotonicSeconds()
        var now = 0.0
        var down = Set<UInt32>()
        for action in TouchScriptPlayer.actions(for: script.steps) {
            if stop?.isStopped == true { break }
            switch action {
            case .frame(let changes):
                try device.send(frame: changes)
                for change in changes {
                    switch change {
                    case .down(let id, _, _, _): down.insert(id)
                    case .up(let id): down.remove(id)
                    case .move, .contact: break
                    }
                }
            case .step(.wait(let ms)):
                now += ms
                sleep(until: start + now / 1000)  // cut short by `stop`, which the loop checks next
            case .step(.at(let ms)):
                now = max(now, ms)
                sleep(until: start + now / 1000)
            case .step:
                break  // sync: nothing to wait for; the rest was refused by `check`
            }
        }
        if stop?.isStopped == true {
            try device.send(frame: down.sorted().map { .up(id: $0) })
            throw PlaybackStoppedError()
        }
    }

    /// What a uinput touchscreen on `screen` with `slots` slots can play: touches only.
    public static func target(screen: ScreenSize, slots: Int) -> PlaybackTarget {
        PlaybackTarget(screen: screen, touchSlots: slots, hasKeyboardAndPointer: false)
    }

    /// Sleeps (in `.realTime`) until `deadline` on the monotonic clock, or until `stop` fires.
    private func sleep(until deadline: Double) {
        guard timing == .realTime else { return }
        _ = (stop ?? PlaybackStop()).sleep(untilMonotonic: deadline)
    }
}
