import Foundation
@testable import XUIKitX11
import XUIKit

/// Devices and record builders for translator tests.
///
/// Devices: 2 master pointer, 3 master keyboard, 10 and 11 direct
/// touchscreens (X and Y 0..65535 on valuators 0/1, pressure 0..2047 on 4,
/// touch major 0..65535 on 5; device 11 has no pressure or major axis), 12 a
/// touchpad (dependent touch).
enum TranslatorFixtures {
    typealias Device = InputDeviceRegistry.Device

    static func screen(id: Int, axes: Bool) -> Device {
        var valuators: [Device.Valuator] = [
            .init(number: 0, label: "Abs MT Position X", min: 0, max: 65535),
            .init(number: 1, label: "Abs MT Position Y", min: 0, max: 65535),
        ]
        if axes {
            valuators += [.init(number: 4, label: "Abs MT Pressure", min: 0, max: 2047),
                          .init(number: 5, label: "Abs MT Touch Major", min: 0, max: 65535)]
        }
        return Device(id: id, name: "screen \(id)", use: .slavePointer, attachment: 2, isEnabled: true,
                      touchMode: .direct, maxTouches: 10, valuators: valuators)
    }

    static let registry = InputDeviceRegistry([
        Device(id: 2, name: "Virtual core pointer", use: .masterPointer, attachment: 3, isEnabled: true,
               touchMode: nil, maxTouches: 0, valuators: []),
        Device(id: 3, name: "Virtual core keyboard", use: .masterKeyboard, attachment: 2, isEnabled: true,
               touchMode: nil, maxTouches: 0, valuators: []),
        screen(id: 10, axes: true),
        screen(id: 11, axes: false),
        Device(id: 12, name: "touchpad", use: .slavePointer, attachment: 2, isEnabled: true,
               touchMode: .dependent, maxTouches: 5, valuators: []),
    ])

    /// A translator at `scale` on a 1000-pixel-wide screen.
    static func translator(scale: CGFloat = 1) -> XI2Translator {
        XI2Translator(devices: registry, scale: scale, screenWidth: 1000)
    }

    /// The registry without `id` (as after the device was removed).
    static func registry(without id: Int) -> InputDeviceRegistry {
        InputDeviceRegistry(registry.devicesSorted.filter { $0.id != id })
    }

    static func touch(
        _ kind: XI2DeviceEventRecord.Kind, _ touch: UInt32, device: Int = 10, window: UInt = 1,
        x: Double, y: Double, t: TimeInterval = 0, valuators: XI2ValuatorValues = [:], flags: UInt32 = 0
    ) -> InputRecord {
        .device(XI2DeviceEventRecord(
            kind: kind, deviceID: 2, sourceID: device, detail: Int32(bitPattern: touch), window: window,
            x: x, y: y, flags: flags, valuators: valuators, timestamp: t))
    }

    static func pointer(
        _ kind: XI2DeviceEventRecord.Kind, button: Int32 = 0, master: Int = 2, window: UInt = 1,
        x: Double, y: Double, held: XI2ButtonSet = [], emulated: Bool = false, t: TimeInterval = 0
    ) -> InputRecord {
        .device(XI2DeviceEventRecord(
            kind: kind, deviceID: master, sourceID: 20, detail: button, window: window, x: x, y: y,
            flags: emulated ? 1 << 16 : 0, buttons: held, timestamp: t))
    }

    static func key(
        _ keycode: UInt32, press: Bool, state: UInt32 = 0, text: String = "", base: String = "",
        window: UInt = 1, t: TimeInterval = 0
    ) -> InputRecord {
        .key(CoreKeyRecord(window: window, isPress: press, keycode: keycode, state: state, characters: text,
                           charactersIgnoringModifiers: base, timestamp: t))
    }
}

extension InputDeviceRegistry {
    /// Every device, by id.
    var devicesSorted: [Device] { devices.values.sorted { $0.id < $1.id } }
}

extension XI2Translator {
    /// Translates each record in turn, then flushes: the trace of one drained batch.
    mutating func batch(_ records: [InputRecord]) -> [String] {
        InputTrace.lines(records.flatMap { translate($0) } + flush())
    }
}
