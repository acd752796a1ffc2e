import CX11
import CXShim
import Foundation
import TouchServer

/// Records the touches of every input device on an X display, from XI2 raw
/// touch events, as a format-2 `TouchScript` that replays them into a
/// headless server and says what they came from; with them the keys
/// (`key NAME down|up`), the buttons (`button N down|up`) and the moves of
/// absolute pointers such as a pen or a tablet (`pointer X Y`), from raw key,
/// button and motion events. Events X emulates (a touch's pointer, smooth
/// scrolling's wheel clicks) are left out, and so are the moves of relative
/// pointers (a mouse, a touchpad), which a script cannot say.
///
/// Raw events reach the root window whatever the windows and grabs, so this
/// works on a desktop with a real touchscreen as well as on a headless server.
/// `RecordedTouchAxes` says which valuators are read and how. Touch ids are
/// the X touch ids. Times come from the events' server timestamps: script
/// time 0 is the first event, whose server time and wall-clock time (the
/// moment it was read, less the server time that had passed since it, so
/// within the read's latency) are the header's `recorded` line.
public final class RawTouchRecorder {
    public let display: XDisplay
    private let screen: ScreenSize
    private let decoder: RawTouchDecoder
    /// Touch devices present when recording began, then devices as they send their first event.
    private var recordedDeviceIDs: [Int] = []
    private var entries: [Entry] = []
    private var startedAt: Date?

    /// One raw touch event, in screen pixels.
    public struct RecordedTouch: Equatable, Sendable {
        public enum Phase: Sendable { case begin, update, end }
        public var phase: Phase
        public var id: UInt32
        /// The XI id of the device that sent it.
        public var device: Int
        public var sample: RecordedTouchAxes.Sample
        /// Server time in milliseconds.
        public var time: UInt32

        public var x: Double { sample.x }
        public var y: Double { sample.y }
        public var pressure: Double? { sample.pressure }
    }

    /// A recorded event: a touch, or a key, button or absolute pointer step.
    private enum Entry {
        case touch(RecordedTouch)
        case input(time: UInt32, step: TouchScript.Step)

        var time: UInt32 {
            switch self {
            case .touch(let touch): return touch.time
            case .input(let time, _): return time
            }
        }
    }

    /// Connects to `displayName` (nil: `$DISPLAY`) and starts recording.
    public init(displayName: String?) throws {
        display = try XDisplay(name: displayName)
        display.selectRootEvents([XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd, XI_RawKeyPress, XI_RawKeyRelease,
                                  XI_RawButtonPress, XI_RawButtonRelease, XI_RawMotion], deviceID: XIAllDevices)
        decoder = RawTouchDecoder(display: display)
        screen = decoder.screen
        recordedDeviceIDs = decoder.initialDevices.filter { $0.touch != nil && $0.use != "master pointer" }.map(\.id)
    }

    /// Reads every raw touch event delivered so far (round-tripping first).
    /// Returns how many new events were recorded.
    @discardableResult
    public func drain() -> Int {
        let before = entries.count
        display.drainXI2Events { evtype, data in
            let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
            // Selecting XIAllDevices delivers each raw event for the slave and again for its master.
            guard raw.deviceid == raw.sourceid else { return }
            // XIPointerEmulated marks a touch's pointer and smooth scrolling's wheel clicks (on touch events the bit means
            // something else: XITouchPendingEnd).
            let isTouch = evtype == XI_RawTouchBegin || evtype == XI_RawTouchUpdate || evtype == XI_RawTouchEnd
            guard isTouch || raw.flags & XIPointerEmulated == 0 else { return }
            switch evtype {
            case XI_RawTouchBegin: record(raw, phase: .begin)
            case XI_RawTouchUpdate: record(raw, phase: .update)
            case XI_RawTouchEnd: record(raw, phase: .end)
            case XI_RawKeyPress, XI_RawKeyRelease:
                input(raw, .key(keycode: Int(raw.detail), action: evtype == XI_RawKeyPress ? .down : .up))
            case XI_RawButtonPress, XI_RawButtonRelease:
                input(raw, .button(Int(raw.detail), action: evtype == XI_RawButtonPress ? .down : .up))
            case XI_RawMotion:
                recordPointer(raw)
            default:
                return
            }
        }
        if before == 0, let first = entries.first, let last = entries.last {
            startedAt = Date().addingTimeInterval(-Double(last.time &- first.time) / 1000)
        }
        return entries.count - before
    }

    /// The touches recorded so far.
    public var recordedTouches: [RecordedTouch] {
        entries.compactMap { if case .touch(let touch) = $0 { return touch } else { return nil } }
    }

    /// Events less than this many milliseconds after the first of an instant
    /// belong to it: the server stamps the events of one frame as it posts
    /// them, a millisecond apart at most, while a panel's frames are 4 ms
    /// apart or more. Keeping them one instant replays them as one frame.
    public static let frameWindow: UInt32 = 2

    /// The recording as a format-2 script: the header (origin, the devices
    /// with their axes), then per instant `at` (ms since the first event;
    /// see `frameWindow`) and its down / move / up steps, each down and move with its device and
    /// contact size where the device reports one, and the key, button and
    /// pointer steps. Updates of touches that began before recording are
    /// dropped, and an `up` is added for every touch, key and button still
    /// down.
    public var script: TouchScript {
        var steps: [TouchScript.Step] = []
        var down = Set<UInt32>()
        var instant: UInt32?
        let start = entries.first?.time ?? 0
        func at(_ time: UInt32) {
            if instant.map({ time &- $0 >= Self.frameWindow }) ?? true {
                steps.append(.at(milliseconds: Double(time &- start)))
                instant = time
            }
        }
        var heldKeys = Set<Int>(), heldButtons = Set<Int>()
        for entry in entries {
            guard case .touch(let event) = entry else {
                if case .input(let time, let step) = entry {
                    at(time)
                    steps.append(step)
                    switch step {
                    case .key(let code, let action): if action == .down { heldKeys.insert(code) } else { heldKeys.remove(code) }
                    case .button(let button, let action): if action == .down { heldButtons.insert(button) } else { heldButtons.remove(button) }
                    default: break
                    }
                }
                continue
            }
            if event.phase != .begin && !down.contains(event.id) { continue }
            at(event.time)
            let detail = ContactDetail(id: event.id, device: event.device, major: event.sample.major,
                                       minor: event.sample.minor, orientation: event.sample.orientation)
            switch event.phase {
            case .begin:
                if down.contains(event.id) { steps.append(.up(id: event.id)) }
                down.insert(event.id)
                steps += [.down(id: event.id, x: event.x, y: event.y, pressure: event.pressure), .contact(detail)]
            case .update:
                steps += [.move(id: event.id, x: event.x, y: event.y, pressure: event.pressure), .contact(detail)]
            case .end:
                down.remove(event.id)
                steps.append(.up(id: event.id))
            }
        }
        steps += down.sorted().map { .up(id: $0) }
        // Keys and buttons still held (say, the Ctrl of the Ctrl-C that ended `xuitouch record`) are released.
        steps += heldKeys.sorted().map { .key(keycode: $0, action: .up) } + heldButtons.sorted().map { .button($0, action: .up) }
        return TouchScript(steps, header: header)
    }

    /// The `recorded` line and the devices, as the script's header says them.
    public var header: ScriptHeader {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
        let origin = RecordingOrigin(startedAt: startedAt.map { formatter.string(from: $0) }, serverTime: entries.first?.time,
                                     display: display.name, screen: screen)
        return ScriptHeader(origin: origin, devices: recordedDeviceIDs.compactMap { decoder.devices[$0]?.recorded })
    }

    private func record(_ raw: XIRawEvent, phase: RecordedTouch.Phase) {
        _ = axes(for: Int(raw.sourceid))  // lists the device in the header
        entries.append(.touch(decoder.touch(raw, phase: phase)))
    }

    private func input(_ raw: XIRawEvent, _ step: TouchScript.Step) {
        _ = axes(for: Int(raw.sourceid))  // lists the device in the header
        switch step {  // a keycode or button a script cannot hold is left out
        case .key(let keycode, _) where !(8...255).contains(keycode): return
        case .button(let button, _) where !(1...255).contains(button): return
        default: break
        }
        entries.append(.input(time: UInt32(truncatingIfNeeded: raw.time), step: step))
    }

    private var pointerSample: [Int: RecordedTouchAxes.Sample] = [:]

    /// A raw motion of an absolute pointer without a touch class, as a `pointer X Y` step.
    private func recordPointer(_ raw: XIRawEvent) {
        let deviceID = Int(raw.sourceid)
        let axes = self.axes(for: deviceID)
        guard decoder.devices[deviceID]?.touch == nil, let x = axes.x, let y = axes.y, x.mode == "absolute", y.mode == "absolute" else { return }
        let values = RawTouchDecoder.values(raw.valuators, raw.valuators.values)
        guard values[x.number] != nil || values[y.number] != nil else { return }  // scrolling only
        let sample = axes.sample(values, after: pointerSample[deviceID] ?? .init(), screen: screen)
        pointerSample[deviceID] = sample
        entries.append(.input(time: UInt32(truncatingIfNeeded: raw.time), step: .pointer(x: sample.x, y: sample.y)))
    }

    /// The device's axes; the device is listed in the header from its first event.
    private func axes(for deviceID: Int) -> RecordedTouchAxes {
        if !recordedDeviceIDs.contains(deviceID) { recordedDeviceIDs.append(deviceID) }
        return decoder.axes(for: deviceID)
    }
}
