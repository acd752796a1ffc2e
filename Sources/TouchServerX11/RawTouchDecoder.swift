import CX11
import CXShim
import TouchServer

/// Turns the XI2 raw touch events of one display into
/// `RawTouchRecorder.RecordedTouch`s: the device's axes looked up once per
/// device (`RecordedTouchAxes`), each touch's values carried from event to
/// event (an event leaves out the values that did not change).
///
/// Shared by `RawTouchRecorder` (a whole recording) and `RawTouchFeed` (live,
/// for the inspector). A device's axes are read the first time it sends an
/// event and kept: a device whose axes change afterwards keeps its old ones.
final class RawTouchDecoder {
    let display: XDisplay
    let screen: ScreenSize
    /// Every input device seen, by XI id.
    private(set) var devices: [Int: InputDeviceInfo] = [:]
    private var axes: [Int: RecordedTouchAxes] = [:]
    /// Each touch's latest sample, by X touch id, until its end.
    private var lastSample: [UInt32: RecordedTouchAxes.Sample] = [:]

    /// The devices present at the start, in the server's order.
    let initialDevices: [InputDeviceInfo]

    /// Reads `display`'s screen and its devices now.
    init(display: XDisplay) {
        self.display = display
        screen = display.screenSize
        initialDevices = display.inputDevices()
        for device in initialDevices { devices[device.id] = device }
    }

    /// The axes of `deviceID`, asking the server about a device not seen before.
    func axes(for deviceID: Int) -> RecordedTouchAxes {
        if let cached = axes[deviceID] { return cached }
        if devices[deviceID] == nil, let device = display.inputDevices().first(where: { $0.id == deviceID }) {
            devices[deviceID] = device
        }
        let found = RecordedTouchAxes(device: devices[deviceID])
        axes[deviceID] = found
        return found
    }

    /// The touch `raw` (a raw touch event of `phase`) says.
    func touch(_ raw: XIRawEvent, phase: RawTouchRecorder.RecordedTouch.Phase) -> RawTouchRecorder.RecordedTouch {
        let deviceID = Int(raw.sourceid)
        let id = UInt32(bitPattern: raw.detail)
        let sample = axes(for: deviceID).sample(Self.values(raw.valuators, raw.valuators.values), rawValues: Self.values(raw.valuators, raw.raw_values),
                                                after: lastSample[id] ?? .init(), screen: screen)
        lastSample[id] = phase == .end ? nil : sample
        return RawTouchRecorder.RecordedTouch(phase: phase, id: id, device: deviceID, sample: sample, time: UInt32(truncatingIfNeeded: raw.time))
    }

    /// The set valuators of `state` by number, their values taken from
    /// `values` (packed in mask order: the event's values or its raw values).
    static func values(_ state: XIValuatorState, _ values: UnsafeMutablePointer<Double>?) -> [Int: Double] {
        guard let values else { return [:] }
        var result: [Int: Double] = [:]
        var next = 0
        for number in 0..<Int(state.mask_len) * 8 where cx_xi_mask_is_set(state.mask, Int32(number)) != 0 {
            result[number] = values[next]
            next += 1
        }
        return result
    }
}
