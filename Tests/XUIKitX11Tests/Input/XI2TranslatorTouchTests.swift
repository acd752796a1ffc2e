import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("XI2 translator: direct touches")
struct XI2TranslatorTouchTests {
    typealias F = TranslatorFixtures

    @Test("One finger begins, moves and ends at points, pixels divided by the scale")
    func oneFingerAtScaleTwo() {
        var translator = F.translator(scale: 2)
        #expect(translator.batch([F.touch(.touchBegin, 7, x: 20, y: 40, t: 1)]) == ["w1 touches 10:7 began (10,20) @1"])
        #expect(translator.batch([F.touch(.touchUpdate, 7, x: 21, y: 45, t: 2)]) == ["w1 touches 10:7 moved (10.5,22.5) @2"])
        #expect(translator.batch([F.touch(.touchEnd, 7, x: 21, y: 45, t: 3)]) == ["w1 touches 10:7 ended (10.5,22.5) @3"])
        #expect(translator.liveTouchIDs.isEmpty)
    }

    @Test("Two fingers landing in one batch, stamped across one millisecond tick, arrive as one frame")
    func twoFingersOneFrame() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, x: 10, y: 10, t: 1),
            F.touch(.touchBegin, 2, x: 50, y: 60, t: 1.001),
        ]) == ["w1 touches 10:1 began (10,10) | 10:2 began (50,60) @1.001"])
    }

    @Test("A finger that does not change is absent from the frame (it is stationary)")
    func stationaryAbsent() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 10, y: 10), F.touch(.touchBegin, 2, x: 50, y: 60)])
        #expect(translator.batch([F.touch(.touchUpdate, 2, x: 55, y: 60, t: 1)]) == ["w1 touches 10:2 moved (55,60) @1"])
        #expect(translator.liveTouchIDs == [TouchInput.ID(device: 10, touch: 1), TouchInput.ID(device: 10, touch: 2)])
    }

    @Test("Consecutive updates of one touch in a batch compress to the last")
    func compression() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 0, y: 0), F.touch(.touchBegin, 2, x: 100, y: 0)])
        #expect(translator.batch([
            F.touch(.touchUpdate, 1, x: 1, y: 1, t: 1),
            F.touch(.touchUpdate, 2, x: 101, y: 1, t: 1),
            F.touch(.touchUpdate, 1, x: 2, y: 2, t: 2),
            F.touch(.touchUpdate, 1, x: 3, y: 3, t: 3),
        ]) == ["w1 touches 10:1 moved (3,3) | 10:2 moved (101,1) @3"])
    }

    @Test("A touch changing again after a non-move change in the batch starts a new frame")
    func secondChangeNewFrame() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, x: 0, y: 0, t: 1),
            F.touch(.touchBegin, 2, x: 9, y: 9, t: 1),
            F.touch(.touchUpdate, 1, x: 5, y: 0, t: 2),
            F.touch(.touchUpdate, 1, x: 6, y: 0, t: 3),
            F.touch(.touchEnd, 1, x: 6, y: 0, t: 4),
        ]) == [
            "w1 touches 10:1 began (0,0) | 10:2 began (9,9) @1",
            "w1 touches 10:1 moved (6,0) @3",
            "w1 touches 10:1 ended (6,0) @4",
        ])
    }

    @Test("Touches in two windows in one batch give one frame per window")
    func framePerWindow() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, window: 1, x: 1, y: 1),
            F.touch(.touchBegin, 2, window: 2, x: 2, y: 2),
            F.touch(.touchBegin, 3, window: 1, x: 3, y: 3),
        ]) == ["w1 touches 10:1 began (1,1) | 10:3 began (3,3) @0", "w2 touches 10:2 began (2,2) @0"])
    }

    @Test("A second change in the newer window's frame closes both frames in order; its moves then compress")
    func secondChangeInNewerFrame() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, window: 1, x: 1, y: 1),
            F.touch(.touchBegin, 2, window: 2, x: 2, y: 2),
            F.touch(.touchUpdate, 2, window: 2, x: 5, y: 5),
            F.touch(.touchUpdate, 2, window: 2, x: 6, y: 6),
        ]) == ["w1 touches 10:1 began (1,1) @0", "w2 touches 10:2 began (2,2) @0", "w2 touches 10:2 moved (6,6) @0"])
    }

    @Test("Two devices reporting the same touch id are two touches")
    func sameIDTwoDevices() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 5, device: 10, x: 1, y: 1),
            F.touch(.touchBegin, 5, device: 11, x: 2, y: 2),
        ]) == ["w1 touches 10:5 began (1,1) | 11:5 began (2,2) @0"])
        #expect(translator.batch([F.touch(.touchEnd, 5, device: 11, x: 3, y: 3)]) == ["w1 touches 11:5 ended (3,3) @0"])
        #expect(translator.liveTouchIDs == [TouchInput.ID(device: 10, touch: 5)])
    }

    @Test("Touch ids are unsigned: a detail with the sign bit set keeps its value")
    func unsignedIDs() {
        var translator = F.translator()
        #expect(translator.batch([F.touch(.touchBegin, 0xFFFF_FFFE, x: 1, y: 1)]) == ["w1 touches 10:4294967294 began (1,1) @0"])
    }

    @Test("Update and End for unknown ids are ignored")
    func unknownIDs() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchUpdate, 9, x: 1, y: 1), F.touch(.touchEnd, 9, x: 1, y: 1),
        ]) == [])
    }

    @Test("Begin for a live id cancels the old touch first")
    func beginForLiveID() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 1, y: 1)])
        #expect(translator.batch([F.touch(.touchBegin, 1, x: 7, y: 7, t: 2)]) == [
            "w1 touches 10:1 cancelled (1,1) @2", "w1 touches 10:1 began (7,7) @2",
        ])
    }

    @Test("An update that changes nothing is not reported")
    func unchangedUpdate() {
        var translator = F.translator()
        _ = translator.batch([F.touch(.touchBegin, 1, x: 1, y: 1)])
        #expect(translator.batch([F.touch(.touchUpdate, 1, x: 1, y: 1, t: 1)]) == [])
    }

    @Test("Touches of dependent (touchpad) and unknown devices are ignored")
    func nonDirectIgnored() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, device: 12, x: 1, y: 1), F.touch(.touchBegin, 1, device: 99, x: 1, y: 1),
        ]) == [])
    }

    @Test("Pressure becomes force on UIKit's scale, touch major a radius in points, kept when absent")
    func pressureAndMajor() {
        var translator = F.translator(scale: 2)
        // 2047 = full pressure = 20/3; 65535 units of major = the 1000-pixel screen: 500 px wide = 250 pt, radius 125.
        #expect(translator.batch([
            F.touch(.touchBegin, 1, x: 0, y: 0, valuators: [0: 0, 1: 0, 4: 2047, 5: 32767.5]),
        ]) == ["w1 touches 10:1 began (0,0) f=6.6667/6.6667 r=125 @0"])
        #expect(translator.batch([F.touch(.touchUpdate, 1, x: 2, y: 0, valuators: [4: 307.05])])
            == ["w1 touches 10:1 moved (1,0) f=1/6.6667 r=125 @0"])
        #expect(translator.batch([F.touch(.touchUpdate, 1, x: 2, y: 0, valuators: [4: 0])]) == ["w1 touches 10:1 moved (1,0) f=0/6.6667 r=125 @0"])
        #expect(translator.batch([F.touch(.touchBegin, 2, device: 11, x: 0, y: 0, valuators: [4: 2047])]) == ["w1 touches 11:2 began (0,0) @0"])
    }
}
