import CX11
import CXShim
import Foundation

/// The XI2 event types any client selected on `window` for all master
/// devices (XIGetSelectedEvents on the caller's connection: only that
/// client's selections, so pass the connection that selected them).
func selectedMasterXI2Events(display: OpaquePointer, window: UInt) -> Set<Int32> {
    var count: Int32 = 0
    guard let masks = XIGetSelectedEvents(display, Window(window), &count) else { return [] }
    defer { XFree(masks) }
    var events: Set<Int32> = []
    for index in 0..<Int(count) where masks[index].deviceid == XIAllMasterDevices {
        let mask = masks[index]
        for type in 0..<(mask.mask_len * 8) where mask.mask[Int(type >> 3)] & UInt8(1 << (type & 7)) != 0 {
            events.insert(type)
        }
    }
    return events
}
