import CX11
import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("XI2 decoding")
struct X11InputDecoderTests {
    @Test("Valuator values are packed: one value per set mask bit, in bit order")
    func packedValuators() {
        var mask: [UInt8] = [0b0001_0011, 0b0000_0010]  // valuators 0, 1, 4, 9
        var values: [Double] = [100, 200, 1024, 7]
        let decoded = mask.withUnsafeMutableBufferPointer { m in
            values.withUnsafeMutableBufferPointer { v in
                X11InputDecoder.valuators(XIValuatorState(mask_len: 2, mask: m.baseAddress, values: v.baseAddress))
            }
        }
        #expect(decoded == [0: 100, 1: 200, 4: 1024, 9: 7])
    }

    @Test("Button masks give button numbers; an empty mask gives none")
    func buttons() {
        var mask: [UInt8] = [0b0000_0010, 0b0000_0001, 0, 0]  // buttons 1 and 8
        let decoded = mask.withUnsafeMutableBufferPointer { X11InputDecoder.buttons(XIButtonState(mask_len: 4, mask: $0.baseAddress)) }
        #expect(decoded == [1, 8])
        #expect(X11InputDecoder.buttons(XIButtonState(mask_len: 0, mask: nil)) == [])
    }

    @Test("An XI_TouchUpdate decodes with its unsigned id bits, window, position, flags and mapped time")
    func touchEvent() throws {
        var event = XIDeviceEvent()
        event.deviceid = 2; event.sourceid = 6; event.detail = -2; event.event = 0x400001
        event.event_x = 10.5; event.event_y = 20.25; event.flags = 0x20000; event.time = 1234
        let record = withUnsafeMutablePointer(to: &event) {
            X11InputDecoder.decode(evtype: XI_TouchUpdate, data: UnsafeMutableRawPointer($0)) { Double($0) / 1000 }
        }
        #expect(record == .device(XI2DeviceEventRecord(
            kind: .touchUpdate, deviceID: 2, sourceID: 6, detail: -2, window: 0x400001, x: 10.5, y: 20.25,
            flags: 0x20000, timestamp: 1.234)))
        if case .device(let device) = record { #expect(UInt32(bitPattern: device.detail) == 0xFFFF_FFFE) }
    }
}
