import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("Smooth scrolling: a touchpad's XI 2.1 scroll valuators scroll in fractions of a click, and every scroll counts once")
struct SmoothScrollTests {
    /// The fixtures' devices plus a touchpad (id 30) with scroll axes: 2 horizontal, 3 vertical, 120 a click.
    static func translator() -> XI2Translator {
        var devices = TranslatorFixtures.registry.devicesSorted
        devices.append(.init(id: 30, name: "touchpad", use: .slavePointer, attachment: 2, isEnabled: true, touchMode: nil,
                             maxTouches: 0, valuators: [], scrollAxes: [.init(number: 2, isVertical: false, increment: 120, startValue: 500),
                                                                        .init(number: 3, isVertical: true, increment: 120, startValue: 940)]))
        return XI2Translator(devices: InputDeviceRegistry(devices), scale: 1, screenWidth: 1000)
    }

    static func motion(source: Int = 30, _ valuators: XI2ValuatorValues, emulated: Bool = false) -> InputRecord {
        .device(XI2DeviceEventRecord(kind: .motion, deviceID: 2, sourceID: source, detail: 0, window: 1, x: 50, y: 60,
                                     flags: emulated ? 1 << 16 : 0, valuators: valuators, timestamp: 1))
    }

    static func wheel(_ button: Int32, source: Int = 30, emulated: Bool) -> InputRecord {
        .device(XI2DeviceEventRecord(kind: .buttonPress, deviceID: 2, sourceID: source, detail: button, window: 1, x: 50, y: 60,
                                     flags: emulated ? 1 << 16 : 0, timestamp: 1))
    }

    func scrolls(_ records: [InputRecord], _ translator: inout XI2Translator) -> [String] {
        records.flatMap { InputTrace.lines(translator.translate($0) + translator.flush()) }.filter { $0.contains("scroll") }
    }

    @Test("The first motion counts from the queried value; half a click down scrolls 20 pt; the server's emulated click of it is dropped")
    func fractions() {
        var translator = Self.translator()
        let lines = scrolls([Self.motion([3: 1000]), Self.motion([3: 1060]), Self.wheel(5, emulated: true),
                             Self.motion([2: 500, 3: 1000])], &translator)
        #expect(lines == ["w1 scroll (50,60) by (0,-20) @1", "w1 scroll (50,60) by (0,-20) @1", "w1 scroll (50,60) by (0,20) @1"],
                "\(lines)")
        let sideways = scrolls([Self.motion([2: 530])], &translator)
        #expect(sideways == ["w1 scroll (50,60) by (-10,0) @1"])
    }

    @Test("A real wheel click counts 40 pt and moves the start by one increment, so its emulated valuator motion never counts twice")
    func wheelOnce() {
        var translator = Self.translator()
        // From the queried 940: a real click (the server's emulated motion to 1060 is dropped unread), then 1120.
        let lines = scrolls([Self.wheel(5, emulated: false), Self.motion([3: 1120])], &translator)
        #expect(lines == ["w1 scroll (50,60) by (0,-40) @1", "w1 scroll (50,60) by (0,-20) @1"], "\(lines)")
    }

    @Test("A device with no scroll axes keeps the click rule: emulated clicks count (there is nothing else to count)")
    func noAxes() {
        var translator = Self.translator()
        let lines = scrolls([Self.wheel(4, source: 20, emulated: true), Self.motion(source: 20, [3: 50])], &translator)
        #expect(lines == ["w1 scroll (50,60) by (0,40) @1"])
    }
}
