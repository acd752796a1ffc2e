import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("XI2 translator: synthesized cancellation")
struct XI2TranslatorCancelTests {
    typealias F = TranslatorFixtures

    /// XI2.h hierarchy flags.
    static let slaveRemoved: Int32 = 1 << 3, deviceDisabled: Int32 = 1 << 7, deviceEnabled: Int32 = 1 << 6

    static func hierarchy(_ device: Int, _ flags: Int32, t: TimeInterval = 5) -> InputRecord {
        .hierarchy(XI2HierarchyRecord(changes: [.init(deviceID: device, flags: flags)], timestamp: t))
    }

    @Test("Removing a device mid-touch cancels its touches exactly once; its later events are ignored")
    func removalCancelsOnce() {
        var translator = F.translator()
        _ = translator.batch([
            F.touch(.touchBegin, 1, x: 1, y: 1), F.touch(.touchBegin, 2, x: 2, y: 2),
            F.touch(.touchBegin, 3, device: 11, x: 3, y: 3),
        ])
        var trace = translator.batch([Self.hierarchy(10, Self.slaveRemoved)])
        trace += InputTrace.lines(translator.replaceDevices(F.registry(without: 10), timestamp: 6) + translator.flush())
        trace += translator.batch([F.touch(.touchUpdate, 1, x: 9, y: 9), F.touch(.touchEnd, 2, x: 2, y: 2)])
        #expect(trace == ["w1 touches 10:1 cancelled (1,1) | 10:2 cancelled (2,2) @5"])
        #expect(translator.liveTouchIDs == [TouchInput.ID(device: 11, touch: 3)])
    }

    @Test("Disabling a device cancels its touches; enabling one cancels nothing")
    func disableCancels() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 1, y: 1), F.touch(.touchBegin, 2, device: 11, x: 2, y: 2)])
        #expect(translator.batch([Self.hierarchy(11, Self.deviceEnabled)]) == [])
        #expect(translator.batch([Self.hierarchy(11, Self.deviceDisabled)]) == ["w1 touches 11:2 cancelled (2,2) @5"])
    }

    @Test("A registry refresh without a device cancels its stale touches even with no hierarchy flag")
    func staleTouchesNeverLeak() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 4, y: 4)])
        var disabled = F.registry.devicesSorted
        disabled[disabled.firstIndex { $0.id == 10 }!].isEnabled = false
        let trace = InputTrace.lines(translator.replaceDevices(InputDeviceRegistry(disabled), timestamp: 7) + translator.flush())
        #expect(trace == ["w1 touches 10:1 cancelled (4,4) @7"])
        #expect(translator.batch([F.touch(.touchBegin, 2, x: 1, y: 1)]) == [])
    }

    @Test("Detaching a window cancels its touches, pointer touch included, and no other window's")
    func detachCancelsWindow() {
        var translator = F.translator()
        _ = translator.batch([
            F.touch(.touchBegin, 1, window: 1, x: 1, y: 1), F.touch(.touchBegin, 2, window: 2, x: 2, y: 2),
            F.pointer(.buttonPress, button: 1, window: 1, x: 5, y: 5),
        ])
        #expect(InputTrace.lines(translator.detach(window: 1, timestamp: 3)) == [
            "w1 touches 2:0 cancelled (5,5) ptr | 10:1 cancelled (1,1) @3",
        ])
        #expect(translator.liveTouchIDs == [TouchInput.ID(device: 10, touch: 2)])
    }

    @Test("A cancellation after a change in the same batch comes in the next frame")
    func cancelAfterChange() {
        var translator = F.translator()
        #expect(translator.batch([F.touch(.touchBegin, 1, x: 1, y: 1), Self.hierarchy(10, Self.slaveRemoved)]) == [
            "w1 touches 10:1 began (1,1) @0", "w1 touches 10:1 cancelled (1,1) @5",
        ])
    }

    @Test("The server's own TouchEnd just before the device is disabled, in the same batch, reads as cancelled once")
    func serverEndBeforeDisable() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 1, y: 1), F.touch(.touchBegin, 2, device: 11, x: 2, y: 2)])
        #expect(translator.batch([
            F.touch(.touchEnd, 1, x: 1, y: 1, t: 4), F.touch(.touchEnd, 2, device: 11, x: 2, y: 2, t: 4),
            Self.hierarchy(10, Self.deviceDisabled),
        ]) == ["w1 touches 10:1 cancelled (1,1) | 11:2 ended (2,2) @4"])
    }

    @Test("A Begin reusing the id of a touch live in another window comes after that touch's cancel (found by fuzzing)")
    func reusedIDAcrossWindows() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, window: 1, x: 1, y: 1)])
        #expect(translator.batch([
            F.touch(.touchBegin, 2, window: 2, x: 2, y: 2, t: 1), F.touch(.touchBegin, 1, window: 2, x: 4, y: 4, t: 2),
        ]) == [
            "w2 touches 10:2 began (2,2) @1", "w1 touches 10:1 cancelled (1,1) @2", "w2 touches 10:1 began (4,4) @2",
        ])
    }

    @Test("A TouchEnd in an earlier batch stays ended when the device goes later")
    func endInEarlierBatchStays() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 1, y: 1)])
        #expect(translator.batch([F.touch(.touchEnd, 1, x: 1, y: 1, t: 4)]) == ["w1 touches 10:1 ended (1,1) @4"])
        #expect(translator.batch([Self.hierarchy(10, Self.slaveRemoved)]) == [])
    }

    @Test("A Begin beyond the device's touch count cancels its oldest touch first (stale-touch watchdog)")
    func staleTouchWatchdog() {
        var devices = F.registry.devicesSorted
        devices[devices.firstIndex { $0.id == 10 }!].maxTouches = 2
        var translator = XI2Translator(devices: InputDeviceRegistry(devices), scale: 1, screenWidth: 1000)
        _ = translator.batch([F.touch(.touchBegin, 1, x: 1, y: 1), F.touch(.touchBegin, 2, x: 2, y: 2),
                              F.touch(.touchBegin, 9, device: 11, x: 9, y: 9)])
        _ = translator.batch([F.touch(.touchEnd, 1, x: 1, y: 1)])
        #expect(translator.batch([F.touch(.touchBegin, 3, x: 3, y: 3, t: 1)]) == ["w1 touches 10:3 began (3,3) @1"])
        #expect(translator.batch([F.touch(.touchBegin, 4, x: 4, y: 4, t: 2)]) == [
            "w1 touches 10:2 cancelled (2,2) | 10:4 began (4,4) @2",
        ])
        #expect(translator.liveTouchIDs == [
            TouchInput.ID(device: 10, touch: 3), TouchInput.ID(device: 10, touch: 4), TouchInput.ID(device: 11, touch: 9),
        ])
    }
}
