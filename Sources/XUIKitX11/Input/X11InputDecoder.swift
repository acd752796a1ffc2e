internal import CX11
internal import CXShim
import Foundation
import XUIKitCore

/// Decodes XI2 cookie data into `InputRecord`s: the thin layer between Xlib
/// structures and the pure translator. No state, no requests to the server.
enum X11InputDecoder {
    /// The record for XI2 event `evtype` whose cookie data is `data`
    /// (valid only during the call), nil for events translation ignores.
    /// `time` maps a server timestamp onto the input clock.
    static func decode(
        evtype: Int32, data: UnsafeMutableRawPointer, time: (UInt32) -> TimeInterval
    ) -> InputRecord? {
        if let device = decodeDevice(evtype: evtype, data: data, time: time) { return .device(device) }
        guard evtype == XI_HierarchyChanged else { return nil }
        let event = data.assumingMemoryBound(to: XIHierarchyEvent.self).pointee
        let changes = (0..<Int(event.num_info)).map { i in
            XI2HierarchyRecord.Change(deviceID: Int(event.info[i].deviceid), flags: event.info[i].flags)
        }.filter { $0.flags != 0 }
        return .hierarchy(XI2HierarchyRecord(changes: changes, timestamp: time(UInt32(truncatingIfNeeded: event.time))))
    }

    /// The device record for XI2 event `evtype` (touch, button, motion,
    /// enter, leave) whose cookie data is `data`; nil for any other event.
    /// The same record `decode` wraps in `.device`, without the enum around
    /// it: the per-touch path hands it to the translator as is.
    static func decodeDevice(
        evtype: Int32, data: UnsafeMutableRawPointer, time: (UInt32) -> TimeInterval
    ) -> XI2DeviceEventRecord? {
        switch evtype {
        case XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_ButtonPress, XI_ButtonRelease, XI_Motion:
            return deviceEvent(evtype, data.assumingMemoryBound(to: XIDeviceEvent.self), time: time)
        case XI_Enter, XI_Leave:
            let event = data.assumingMemoryBound(to: XIEnterEvent.self).pointee
            return XI2DeviceEventRecord(
                kind: evtype == XI_Enter ? .enter : .leave, deviceID: Int(event.deviceid), sourceID: Int(event.sourceid),
                detail: event.detail, window: UInt(event.event), x: event.event_x, y: event.event_y,
                buttons: buttons(event.buttons), timestamp: time(UInt32(truncatingIfNeeded: event.time)))
        default:
            return nil
        }
    }

    private static func deviceEvent(
        _ evtype: Int32, _ event: UnsafePointer<XIDeviceEvent>, time: (UInt32) -> TimeInterval
    ) -> XI2DeviceEventRecord {
        // Field by field through the pointer: the C struct is ~200 bytes, and only part of it is read.
        let kind: XI2DeviceEventRecord.Kind
        switch evtype {
        case XI_TouchBegin: kind = .touchBegin
        case XI_TouchUpdate: kind = .touchUpdate
        case XI_TouchEnd: kind = .touchEnd
        case XI_ButtonPress: kind = .buttonPress
        case XI_ButtonRelease: kind = .buttonRelease
        default: kind = .motion
        }
        return XI2DeviceEventRecord(
            kind: kind, deviceID: Int(event.pointee.deviceid), sourceID: Int(event.pointee.sourceid),
            detail: event.pointee.detail, window: UInt(event.pointee.event), x: event.pointee.event_x,
            y: event.pointee.event_y, flags: UInt32(bitPattern: event.pointee.flags),
            buttons: buttons(event.pointee.buttons), valuators: valuators(event.pointee.valuators),
            timestamp: time(UInt32(truncatingIfNeeded: event.pointee.time)))
    }

    /// The buttons set in an XI2 button mask (bit n = button n).
    static func buttons(_ state: XIButtonState) -> XI2ButtonSet {
        var result = XI2ButtonSet()
        guard state.mask_len > 0, let mask = state.mask else { return result }
        // The server always sends room for 256 buttons (32 bytes), nearly all zero: read it a word at a time.
        let length = Int(state.mask_len)
        let raw = UnsafeRawPointer(mask)
        var offset = 0
        while offset + 8 <= length {
            var bits = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            while bits != 0 {
                result.insert(offset * 8 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
            offset += 8
        }
        for byteIndex in offset..<length where mask[byteIndex] != 0 {
            var bits = mask[byteIndex]
            while bits != 0 {
                result.insert(byteIndex * 8 + bits.trailingZeroBitCount)
                bits &= bits - 1
            }
        }
        return result
    }

    /// The valuators present in an event: the values array is packed, one entry per set mask bit.
    static func valuators(_ state: XIValuatorState) -> XI2ValuatorValues {
        guard state.mask_len > 0, let mask = state.mask, let values = state.values else { return XI2ValuatorValues() }
        let length = Int(state.mask_len)
        // The usual case, a few valuators numbered below 64: XI2's own layout is the inline one.
        var low: UInt64 = 0
        for byteIndex in 0..<min(length, 8) { low |= UInt64(mask[byteIndex]) << UInt64(byteIndex * 8) }
        if low.nonzeroBitCount <= XI2ValuatorValues.inlineCapacity,
           !(8..<max(length, 8)).contains(where: { mask[$0] != 0 }) {
            return XI2ValuatorValues(packedMask: low, values: values)
        }
        var result = XI2ValuatorValues()
        var next = 0
        for byteIndex in 0..<length where mask[byteIndex] != 0 {
            var bits = mask[byteIndex]
            while bits != 0 {
                result[byteIndex * 8 + bits.trailingZeroBitCount] = values[next]
                next += 1
                bits &= bits - 1
            }
        }
        return result
    }
}
