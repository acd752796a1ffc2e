import Foundation
import XUIKitCore

/// The X input devices as `XIQueryDevice(XIAllDevices)` last reported them,
/// keyed by device id.
///
/// Rebuilt on XI_HierarchyChanged and XI_DeviceChanged. Touches are only
/// taken from devices the registry lists as enabled direct-touch devices.
struct InputDeviceRegistry: Equatable {
    /// One device: its role, touch class and valuators.
    struct Device: Equatable {
        enum Use: Equatable { case masterPointer, masterKeyboard, slavePointer, slaveKeyboard, floatingSlave }
        /// XI2 touch modes: direct (touchscreen) or dependent (touchpad).
        enum TouchMode: Equatable { case direct, dependent }

        /// One valuator (axis).
        struct Valuator: Equatable {
            var number: Int
            /// The label atom's name, such as "Abs MT Pressure"; "" when unlabelled.
            var label: String
            var min: Double
            var max: Double

            /// `value` mapped to 0...1 by the axis range (clamped); nil for an empty range.
            func normalized(_ value: Double) -> Double? { Self.normalized(value, min: min, max: max) }

            /// `value` mapped to 0...1 by the range `min...max` (clamped); nil for an empty range.
            static func normalized(_ value: Double, min: Double, max: Double) -> Double? {
                guard max > min else { return nil }
                return Swift.min(Swift.max((value - min) / (max - min), 0), 1)
            }
        }

        var id: Int
        var name: String
        var use: Use
        /// The master a slave is attached to (for a master, its paired master).
        var attachment: Int
        var isEnabled: Bool
        /// The touch class's mode, nil when the device has no touch class.
        var touchMode: TouchMode?
        /// Simultaneous touches; 0 means unknown (or no touch class).
        var maxTouches: Int
        var valuators: [Valuator]
        /// The valuators XI 2.1 marks as smooth-scroll axes (a touchpad's, a wheel's).
        var scrollAxes: [ScrollAxis] = []

        /// A smooth-scroll axis: valuator `number` moves by `increment` per wheel click's worth of scrolling.
        struct ScrollAxis: Equatable {
            var number: Int
            var isVertical: Bool
            var increment: Double
            /// The valuator's value when the device was queried: where scrolling starts counting from.
            var startValue: Double = 0
        }

        func valuator(labeled label: String) -> Valuator? { valuators.first { $0.label == label } }
    }

    /// Axis labels the translator reads (the evdev/libinput names).
    enum AxisLabel {
        static let pressure = "Abs MT Pressure"
        static let touchMajor = "Abs MT Touch Major"
        static let positionX = "Abs MT Position X"
    }

    private(set) var devices: [Int: Device] = [:]
    /// `touchProfile(of:)` for ids below `profileTableSize`, indexed by id:
    /// per-event lookups without hashing, copies of names or label compares.
    private var profiles: [TouchProfile?] = []

    /// Device ids the profile table covers: the X server's MAXDEVICES, so every id in practice.
    private static let profileTableSize = 256

    init(_ devices: [Device] = []) {
        for device in devices { self.devices[device.id] = device }
        let tableCount = min((devices.map(\.id).max() ?? -1) + 1, Self.profileTableSize)
        if tableCount > 0 {
            profiles = Array(repeating: nil, count: tableCount)
            for device in self.devices.values where device.id >= 0 && device.id < tableCount {
                profiles[device.id] = TouchProfile(device)
            }
        }
    }

    subscript(id: Int) -> Device? { devices[id] }

    /// What touch translation reads of device `id`, nil when it is not listed.
    func touchProfile(of id: Int) -> TouchProfile? {
        if id >= 0 && id < profiles.count { return profiles[id] }
        return devices[id].map(TouchProfile.init)
    }

    /// Whether touches from `id` are screen touches: an enabled device with a direct touch class.
    func isDirectTouchDevice(_ id: Int) -> Bool { touchProfile(of: id)?.isDirectTouch ?? false }

    /// Whether `id` is present and enabled (touches of other devices are stale).
    func isLive(_ id: Int) -> Bool { touchProfile(of: id)?.isEnabled ?? false }
}
