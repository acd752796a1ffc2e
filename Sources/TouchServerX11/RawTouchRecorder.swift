import CX11
import CXShim
import TouchServer

/// Records the touches of every input device on an X display, from XI2 raw
/// touch events, as a `TouchScript` that replays them into a headless server.
///
/// Raw events reach the root window whatever the windows and grabs, so this
/// works on a desktop with a real touchscreen as well as on a headless server.
/// Positions are the device's position axes ("Abs MT Position X/Y", else
/// "Abs X/Y", else valuators 0/1) scaled onto the recorded display's screen
/// the way the server does; pressure is the pressure axis normalised to 0...1.
/// Touch ids are the X touch ids. Timing comes from the events' server
/// timestamps. A transformation matrix set on a device is not applied.
public final class RawTouchRecorder {
    public let display: XDisplay
    private let screen: ScreenSize
    private var axes: [Int32: DeviceAxes] = [:]
    private var events: [RecordedTouch] = []

    /// One raw touch event, in screen pixels.
    public struct RecordedTouch: Equatable, Sendable {
        public enum Phase: Sendable { case begin, update, end }
        public var phase: Phase
        public var id: UInt32
        public var x: Double
        public var y: Double
        public var pressure: Double?
        /// Server time in milliseconds.
        public var time: UInt
    }

    private struct DeviceAxes {
        var x: InputDeviceInfo.Valuator?
        var y: InputDeviceInfo.Valuator?
        var pressure: InputDeviceInfo.Valuator?
    }

    /// Connects to `displayName` (nil: `$DISPLAY`) and starts recording.
    public init(displayName: String?) throws {
        display = try XDisplay(name: displayName)
        screen = display.screenSize
        display.selectRootEvents([XI_RawTouchBegin, XI_RawTouchUpdate, XI_RawTouchEnd], deviceID: XIAllDevices)
    }

    /// Reads every raw touch event delivered so far (round-tripping first).
    /// Returns how many new events were recorded.
    @discardableResult
    public func drain() -> Int {
        let before = events.count
        display.drainXI2Events { evtype, data in
            let raw = data.assumingMemoryBound(to: XIRawEvent.self).pointee
            // Selecting XIAllDevices delivers each raw event for the slave and again for its master.
            guard raw.deviceid == raw.sourceid else { return }
            let phase: RecordedTouch.Phase
            switch evtype {
            case XI_RawTouchBegin: phase = .begin
            case XI_RawTouchUpdate: phase = .update
            case XI_RawTouchEnd: phase = .end
            default: return
            }
            record(raw, phase: phase)
        }
        return events.count - before
    }

    /// Everything recorded so far.
    public var recordedTouches: [RecordedTouch] { events }

    /// The recording as a script: waits from the event timestamps, down /
    /// move / up per touch, updates for touches that began before recording
    /// dropped, and an `up` added for every touch still down.
    public var script: TouchScript {
        var steps: [TouchScript.Step] = []
        var down = Set<UInt32>()
        var lastTime: UInt?
        for event in events {
            if event.phase != .begin && !down.contains(event.id) { continue }
            if let lastTime, event.time > lastTime { steps.append(.wait(milliseconds: Double(event.time - lastTime))) }
            lastTime = event.time
            switch event.phase {
            case .begin:
                if down.contains(event.id) { steps.append(.up(id: event.id)) }
                down.insert(event.id)
                steps.append(.down(id: event.id, x: event.x, y: event.y, pressure: event.pressure))
            case .update:
                steps.append(.move(id: event.id, x: event.x, y: event.y, pressure: event.pressure))
            case .end:
                down.remove(event.id)
                steps.append(.up(id: event.id))
            }
        }
        steps += down.sorted().map { .up(id: $0) }
        return TouchScript(steps)
    }

    private var lastPosition: [UInt32: (x: Double, y: Double, pressure: Double?)] = [:]

    private func record(_ raw: XIRawEvent, phase: RecordedTouch.Phase) {
        let axes = self.axes(for: raw.sourceid)
        let values = valuatorValues(raw.valuators)
        let id = UInt32(bitPattern: raw.detail)
        var position = lastPosition[id] ?? (0, 0, nil)
        if let x = axes.x, let value = values[x.number] {
            position.x = ScreenSize.pixels(axisValue: value, min: x.min, max: x.max, extent: screen.width)
        }
        if let y = axes.y, let value = values[y.number] {
            position.y = ScreenSize.pixels(axisValue: value, min: y.min, max: y.max, extent: screen.height)
        }
        if let p = axes.pressure, let value = values[p.number], p.max > p.min {
            position.pressure = min(max((value - p.min) / (p.max - p.min), 0), 1)
        }
        lastPosition[id] = phase == .end ? nil : position
        events.append(RecordedTouch(phase: phase, id: id, x: position.x, y: position.y,
                                    pressure: position.pressure, time: UInt(raw.time)))
    }

    private func axes(for deviceID: Int32) -> DeviceAxes {
        if let cached = axes[deviceID] { return cached }
        let device = display.inputDevices().first { $0.id == Int(deviceID) }
        let found = DeviceAxes(
            x: device?.valuator(labeled: ["Abs MT Position X", "Abs X"]) ?? device?.valuators.first { $0.number == 0 },
            y: device?.valuator(labeled: ["Abs MT Position Y", "Abs Y"]) ?? device?.valuators.first { $0.number == 1 },
            pressure: device?.valuator(labeled: ["Abs MT Pressure", "Abs Pressure"]))
        axes[deviceID] = found
        return found
    }

    /// The set valuators of a raw event by number (values are packed in mask order).
    private func valuatorValues(_ state: XIValuatorState) -> [Int: Double] {
        var result: [Int: Double] = [:]
        var next = 0
        for number in 0..<Int(state.mask_len) * 8 where cx_xi_mask_is_set(state.mask, Int32(number)) != 0 {
            result[number] = state.values[next]
            next += 1
        }
        return result
    }
}
