import TouchServer

/// Which valuators of one device a recording reads, and how their raw
/// values become a recorded touch sample: pure, testable with no X server.
///
/// Positions come from "Abs MT Position X/Y" (else "Abs X/Y", else
/// valuators 0 and 1), scaled onto the screen as the X server scales them;
/// pressure from "Abs MT Pressure" (else "Abs Pressure"), normalised to
/// 0...1; contact size and orientation from "Abs MT Touch Major/Minor" and
/// "Abs MT Orientation", kept in device units (the recording's `axis` lines
/// give their ranges). A transformation matrix set on the device is not
/// applied. The position is also kept as the device sent it (`deviceX`,
/// `deviceY`: the raw event's raw values, before the server applied that
/// matrix). A value a raw event leaves out keeps the touch's previous one.
public struct RecordedTouchAxes: Equatable, Sendable {
    public var x: InputDeviceInfo.Valuator?
    public var y: InputDeviceInfo.Valuator?
    public var pressure: InputDeviceInfo.Valuator?
    public var major: InputDeviceInfo.Valuator?
    public var minor: InputDeviceInfo.Valuator?
    public var orientation: InputDeviceInfo.Valuator?

    /// The axes of `device` (nil: a device that has gone; positions then stay 0).
    public init(device: InputDeviceInfo?) {
        x = device?.valuator(labeled: ["Abs MT Position X", "Abs X"]) ?? device?.valuators.first { $0.number == 0 }
        y = device?.valuator(labeled: ["Abs MT Position Y", "Abs Y"]) ?? device?.valuators.first { $0.number == 1 }
        pressure = device?.valuator(labeled: ["Abs MT Pressure", "Abs Pressure"])
        major = device?.valuator(labeled: ["Abs MT Touch Major"])
        minor = device?.valuator(labeled: ["Abs MT Touch Minor"])
        orientation = device?.valuator(labeled: ["Abs MT Orientation"])
    }

    /// One touch's state as recorded: screen position, pressure, contact size.
    public struct Sample: Equatable, Sendable {
        public var x = 0.0
        public var y = 0.0
        /// The position in device units as the device reported it (before the
        /// transformation matrix); nil until a raw value for it was given.
        public var deviceX: Double?
        public var deviceY: Double?
        /// 0...1; nil when the device has no pressure axis or has not sent it.
        public var pressure: Double?
        public var major: Double?
        public var minor: Double?
        public var orientation: Double?

        public init(x: Double = 0, y: Double = 0, pressure: Double? = nil,
                    major: Double? = nil, minor: Double? = nil, orientation: Double? = nil) {
            self.x = x
            self.y = y
            self.pressure = pressure
            self.major = major
            self.minor = minor
            self.orientation = orientation
        }
    }

    /// `previous` updated with the valuator `values` (by number) of one event
    /// on `screen`, and with its untransformed `rawValues` (by number) for
    /// `deviceX`/`deviceY`.
    public func sample(_ values: [Int: Double], rawValues: [Int: Double] = [:], after previous: Sample, screen: ScreenSize) -> Sample {
        var sample = previous
        if let x, let value = rawValues[x.number] { sample.deviceX = value }
        if let y, let value = rawValues[y.number] { sample.deviceY = value }
        if let x, let value = values[x.number] {
            sample.x = ScreenSize.pixels(axisValue: value, min: x.min, max: x.max, extent: screen.width)
        }
        if let y, let value = values[y.number] {
            sample.y = ScreenSize.pixels(axisValue: value, min: y.min, max: y.max, extent: screen.height)
        }
        if let pressure, let value = values[pressure.number], pressure.max > pressure.min {
            sample.pressure = Swift.min(Swift.max((value - pressure.min) / (pressure.max - pressure.min), 0), 1)
        }
        if let major, let value = values[major.number] { sample.major = value }
        if let minor, let value = values[minor.number] { sample.minor = value }
        if let orientation, let value = values[orientation.number] { sample.orientation = value }
        return sample
    }
}

extension InputDeviceInfo {
    /// This device as a recording's header describes it.
    public var recorded: RecordedDevice {
        let kind: RecordedDevice.Kind
        if let touch {
            kind = touch.mode == "direct" ? .directTouch : .touchpad
        } else {
            kind = use.hasSuffix("keyboard") ? .keyboard : .pointer
        }
        let axes = valuators.map {
            RecordedAxis(number: $0.number, min: $0.min, max: $0.max, resolution: $0.resolution,
                         isAbsolute: $0.mode == "absolute", label: $0.label)
        }
        return RecordedDevice(id: id, kind: kind, maxTouches: touch?.maxTouches ?? 0, name: name, axes: axes)
    }
}
