import Foundation
import Testing
import TouchServer

/// The evdev events a uinput replay writes, checked with no `/dev/uinput`:
/// multitouch protocol B as a Linux touchscreen driver reports it, with the
/// kernel's own filtering of unchanged values.
@Suite("Evdev encoding of touch frames")
struct EvdevTouchEncoderTests {
    typealias E = EvdevEvent
    static let screen = ScreenSize(width: 1024, height: 768)

    static func abs(_ code: UInt16, _ value: Int32) -> E { E(E.absType, code, value) }
    static let syn = E(E.synType, E.synReport, 0)

    @Test("Two fingers landing together, one moving, both lifting: slots, tracking ids, BTN_TOUCH, the pointer axes, one SYN_REPORT a frame")
    func twoFingerSequence() throws {
        var encoder = EvdevTouchEncoder(screen: Self.screen, slots: 10)
        let land = try encoder.encode([.down(id: 7, x: 512, y: 384, pressure: 0.5), .down(id: 9, x: 256, y: 192)])
        #expect(land == [
            Self.abs(E.absMTTrackingID, 0), Self.abs(E.absMTPositionX, 32768), Self.abs(E.absMTPositionY, 32768), Self.abs(E.absMTPressure, 128),
            Self.abs(E.absMTSlot, 1), Self.abs(E.absMTTrackingID, 1), Self.abs(E.absMTPositionX, 16384), Self.abs(E.absMTPositionY, 16384),
            E(E.keyType, E.btnTouch, 1), Self.abs(E.absX, 32768), Self.abs(E.absY, 32768), Self.syn,
        ])
        // Finger 7 moves along x only: slot 0 is selected again, y and pressure are unchanged and left out.
        #expect(try encoder.encode([.move(id: 7, x: 768, y: 384, pressure: 0.5)]) == [
            Self.abs(E.absMTSlot, 0), Self.abs(E.absMTPositionX, 49152), Self.abs(E.absX, 49152), Self.syn,
        ])
        // A frame that changes nothing writes nothing, as the kernel passes nothing on.
        #expect(try encoder.encode([.move(id: 7, x: 768, y: 384)]) == [])
        // The pointer finger lifts: the other one becomes the pointer.
        #expect(try encoder.encode([.up(id: 7)]) == [Self.abs(E.absMTTrackingID, -1), Self.abs(E.absX, 16384), Self.abs(E.absY, 16384), Self.syn])
        #expect(try encoder.encode([.up(id: 9)]) == [Self.abs(E.absMTSlot, 1), Self.abs(E.absMTTrackingID, -1), E(E.keyType, E.btnTouch, 0), Self.syn])
        // A new finger takes the lowest free slot with a new tracking id; the slot keeps its old position values.
        #expect(try encoder.encode([.down(id: 1, x: 768, y: 384, pressure: 0.5)]) == [
            Self.abs(E.absMTSlot, 0), Self.abs(E.absMTTrackingID, 2), E(E.keyType, E.btnTouch, 1),
            Self.abs(E.absX, 49152), Self.abs(E.absY, 32768), Self.syn,
        ])
    }

    @Test("More fingers than slots, and lifting a finger that is not down, are errors")
    func errors() throws {
        var encoder = EvdevTouchEncoder(screen: Self.screen, slots: 2)
        _ = try encoder.encode([.down(id: 1, x: 1, y: 1), .down(id: 2, x: 2, y: 2)])
        #expect(throws: EvdevTouchEncoder.EncodingError(description: "no free slot for finger 3: the device has 2")) {
            try encoder.encode([.down(id: 3, x: 3, y: 3)])
        }
        #expect(throws: EvdevTouchEncoder.EncodingError(description: "finger 4 is not down")) { try encoder.encode([.up(id: 4)]) }
    }

    @Test("An event is struct input_event's 24 bytes: a zero time, then type, code and value, and reads back the same")
    func wireLayout() {
        let event = E(E.absType, E.absMTTrackingID, -1)
        let bytes = event.bytes
        #expect(bytes.count == 24)
        #expect(bytes[0..<16].allSatisfy { $0 == 0 })
        #expect(Array(bytes[16..<24]) == [3, 0, 0x39, 0, 0xff, 0xff, 0xff, 0xff])
        #expect(E(bytes: bytes[...]) == event)
        #expect(E(bytes: bytes[0..<23]) == nil)
    }

    @Test("A uinput replay refuses keys and the touchpad, naming the line, and positions off the screen, before making a device")
    func uinputTarget() throws {
        let target = UInputScriptPlayer.target(screen: Self.screen, slots: 10)
        #expect(throws: TouchScriptError(line: 4, text: "key a",
                                         reason: "a uinput replay plays touches only; keys, the pointer and buttons need the headless server")) {
            try TouchScript(parsing: "down 1 10 10\nup 1\n# a comment\nkey a", for: target)
        }
        #expect(throws: TouchScriptError(line: 1, text: "touchpad move 5 5",
                                         reason: "a uinput replay plays touches only; the touchpad and the pen need the headless server")) {
            try TouchScript(parsing: "touchpad move 5 5", for: target)
        }
        #expect(throws: TouchScriptError(line: 1, text: "down 1 2000 10", reason: "X 2000 is off the 1024x768 screen (X must be below 1024)")) {
            try TouchScript(parsing: "down 1 2000 10\nup 1", for: target)
        }
    }
}
