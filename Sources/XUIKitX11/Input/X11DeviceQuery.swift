internal import CX11
import Foundation
import XUIKitCore

/// Builds the `InputDeviceRegistry` from `XIQueryDevice(XIAllDevices)`.
enum X11DeviceQuery {
    static func registry(display: OpaquePointer) -> InputDeviceRegistry {
        var count: Int32 = 0
        guard let infos = XIQueryDevice(display, XIAllDevices, &count) else { return InputDeviceRegistry() }
        defer { XIFreeDeviceInfo(infos) }
        return InputDeviceRegistry((0..<Int(count)).map { device(infos[$0], display: display) })
    }

    private static func device(_ info: XIDeviceInfo, display: OpaquePointer) -> InputDeviceRegistry.Device {
        let uses: [Int32: InputDeviceRegistry.Device.Use] = [
            XIMasterPointer: .masterPointer, XIMasterKeyboard: .masterKeyboard, XISlavePointer: .slavePointer,
            XISlaveKeyboard: .slaveKeyboard, XIFloatingSlave: .floatingSlave,
        ]
        var device = InputDeviceRegistry.Device(
            id: Int(info.deviceid), name: String(cString: info.name), use: uses[info.use] ?? .floatingSlave,
            attachment: Int(info.attachment), isEnabled: info.enabled != 0, touchMode: nil, maxTouches: 0, valuators: [])
        var currentValues: [Int: Double] = [:]
        for i in 0..<Int(info.num_classes) {
            guard let anyClass = info.classes[i] else { continue }
            switch anyClass.pointee.type {
            case XITouchClass:
                let touch = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XITouchClassInfo.self).pointee
                device.touchMode = touch.mode == XIDirectTouch ? .direct : .dependent
                device.maxTouches = Int(touch.num_touches)
            case XIValuatorClass:
                let v = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XIValuatorClassInfo.self).pointee
                device.valuators.append(.init(number: Int(v.number), label: atomName(v.label, display: display),
                                              min: v.min, max: v.max))
                currentValues[Int(v.number)] = v.value
            case XIScrollClass:
                let scroll = UnsafeRawPointer(anyClass).assumingMemoryBound(to: XIScrollClassInfo.self).pointee
                guard scroll.increment.isFinite, scroll.increment != 0 else { break }
                device.scrollAxes.append(.init(number: Int(scroll.number), isVertical: scroll.scroll_type == XIScrollTypeVertical,
                                               increment: scroll.increment))
            default:
                break
            }
        }
        device.valuators.sort { $0.number < $1.number }
        for index in device.scrollAxes.indices {
            device.scrollAxes[index].startValue = currentValues[device.scrollAxes[index].number] ?? 0
        }
        return device
    }

    private static func atomName(_ atom: Atom, display: OpaquePointer) -> String {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return "" }
        defer { XFree(name) }
        return String(cString: name)
    }
}
