import XUIKitCore
/// What touch translation reads of one input device on every event,
/// computed once from its `InputDeviceRegistry.Device` when the registry is
/// built: a plain value, so a lookup copies no strings or arrays and
/// compares no axis labels.
///
/// Axes are found by label (`InputDeviceRegistry.AxisLabel`), the first
/// valuator with the label winning, as `Device.valuator(labeled:)` does.
struct TouchProfile: Equatable {
    /// A valuator's number and range.
    struct Axis: Equatable {
        var number: Int
        var min: Double
        var max: Double

        /// `value` mapped to 0...1 by the range (clamped); nil for an empty range.
        func normalized(_ value: Double) -> Double? {
            InputDeviceRegistry.Device.Valuator.normalized(value, min: min, max: max)
        }
    }

    /// Whether the device is enabled.
    var isEnabled: Bool
    /// Whether touches from it are screen touches: enabled, with a direct touch class.
    var isDirectTouch: Bool
    /// Simultaneous touches; 0 means unknown (or no touch class).
    var maxTouches: Int
    /// The pressure axis ("Abs MT Pressure"), if the device has one.
    var pressure: Axis?
    /// The touch-major axis ("Abs MT Touch Major"), if the device has one.
    var touchMajor: Axis?
    /// The X position axis's `max - min` ("Abs MT Position X"), nil without
    /// that axis or when its range is empty: touch-major values are scaled by it.
    var positionXSpan: Double?

    init(_ device: InputDeviceRegistry.Device) {
        isEnabled = device.isEnabled
        isDirectTouch = device.isEnabled && device.touchMode == .direct
        maxTouches = device.maxTouches
        func axis(_ label: String) -> Axis? {
            device.valuator(labeled: label).map { Axis(number: $0.number, min: $0.min, max: $0.max) }
        }
        pressure = axis(InputDeviceRegistry.AxisLabel.pressure)
        touchMajor = axis(InputDeviceRegistry.AxisLabel.touchMajor)
        if let x = axis(InputDeviceRegistry.AxisLabel.positionX), x.max > x.min {
            positionXSpan = x.max - x.min
        }
    }
}
