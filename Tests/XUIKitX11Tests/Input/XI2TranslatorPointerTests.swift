import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("XI2 translator: pointer")
struct XI2TranslatorPointerTests {
    typealias F = TranslatorFixtures

    @Test("Button 1 is one indirect-pointer touch per master pointer: press, drag, release")
    func buttonOneIsTouch() {
        var translator = F.translator(scale: 2)
        #expect(translator.batch([F.pointer(.buttonPress, button: 1, x: 10, y: 20, t: 1)]) == ["w1 touches 2:0 began (5,10) ptr @1"])
        #expect(translator.batch([F.pointer(.motion, x: 12, y: 20, held: [1], t: 2)]) == ["w1 touches 2:0 moved (6,10) ptr @2"])
        #expect(translator.batch([F.pointer(.buttonRelease, button: 1, x: 12, y: 20, held: [1], t: 3)]) == ["w1 touches 2:0 ended (6,10) ptr @3"])
        #expect(translator.batch([F.pointer(.buttonPress, button: 1, master: 4, x: 0, y: 0)]) == ["w1 touches 4:0 began (0,0) ptr @0"])
    }

    @Test("Pointer events emulated from a touch are dropped; the touch arrives once")
    func emulatedDropped() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, x: 3, y: 3),
            F.pointer(.motion, x: 3, y: 3, emulated: true),
            F.pointer(.buttonPress, button: 1, x: 3, y: 3, emulated: true),
            F.touch(.touchEnd, 1, x: 3, y: 3),
            F.pointer(.buttonRelease, button: 1, x: 3, y: 3, held: [1], emulated: true),
        ]) == ["w1 touches 10:1 began (3,3) @0", "w1 touches 10:1 ended (3,3) @0"])
    }

    @Test("The emulated bit on a touch event (XITouchPendingEnd) does not drop it")
    func sameBitOnTouch() {
        var translator = F.translator()
        #expect(translator.batch([F.touch(.touchBegin, 1, x: 3, y: 3, flags: 1 << 16)]) == ["w1 touches 10:1 began (3,3) @0"])
    }

    @Test("Motion with no button is hover; leaving is hover(nil); motion with another button is nothing")
    func hover() {
        var translator = F.translator(scale: 2)
        #expect(translator.batch([
            F.pointer(.motion, x: 4, y: 6, t: 1),
            F.pointer(.motion, x: 8, y: 6, held: [3], t: 2),
            F.pointer(.leave, x: 700, y: 6, t: 3),
            F.pointer(.leave, button: 2, x: 700, y: 6, t: 4),
        ]) == ["w1 hover (2,3) @1", "w1 hover exit @3"])
    }

    @Test("Hover in one batch compresses to the last position per window; an exit and other input close it")
    func hoverCompression() {
        var translator = F.translator()
        #expect(translator.batch([
            F.pointer(.motion, x: 1, y: 1, t: 1), F.pointer(.motion, x: 2, y: 2, t: 2), F.pointer(.motion, x: 3, y: 3, t: 3),
            F.pointer(.motion, window: 2, x: 9, y: 9, t: 4),
            F.pointer(.motion, window: 2, x: 8, y: 8, t: 5), F.pointer(.leave, window: 2, x: 700, y: 8, t: 6),
            F.pointer(.motion, x: 4, y: 4, t: 7), F.key(38, press: true, text: "a", base: "a", t: 8),
            F.pointer(.motion, x: 5, y: 5, t: 9), F.pointer(.buttonPress, button: 1, x: 5, y: 5, t: 10),
        ]) == [
            "w1 hover (3,3) @3", "w2 hover (8,8) @5", "w2 hover exit @6", "w1 hover (4,4) @7",
            "w1 key down 0x04 \"a\"/\"a\" [] @8", "w1 hover (5,5) @9", "w1 touches 2:0 began (5,5) ptr @10",
        ])
    }

    @Test("Leaving the window while button 1 is down is not a hover exit; the drag goes on")
    func leaveDuringDrag() {
        var translator = F.translator()
        #expect(translator.batch([
            F.pointer(.buttonPress, button: 1, x: 1, y: 1),
            F.pointer(.leave, x: -5, y: 1, held: [1]),
            F.pointer(.motion, x: -5, y: 1, held: [1], t: 1),
        ]) == ["w1 touches 2:0 began (1,1) ptr @0", "w1 touches 2:0 moved (-5,1) ptr @1"])
    }

    @Test("Wheel buttons 4-7 scroll 40 points per click, emulated or not; releases and button 3 are nothing")
    func wheel() {
        var translator = F.translator(scale: 2)
        #expect(translator.batch([
            F.pointer(.buttonPress, button: 4, x: 10, y: 10),
            F.pointer(.buttonRelease, button: 4, x: 10, y: 10),
            F.pointer(.buttonPress, button: 5, x: 10, y: 10, emulated: true),
            F.pointer(.buttonPress, button: 6, x: 10, y: 10),
            F.pointer(.buttonPress, button: 7, x: 10, y: 10),
            F.pointer(.buttonPress, button: 3, x: 10, y: 10),
        ]) == [
            "w1 scroll (5,5) by (0,40) @0", "w1 scroll (5,5) by (0,-40) @0",
            "w1 scroll (5,5) by (40,0) @0", "w1 scroll (5,5) by (-40,0) @0",
        ])
    }

    @Test("A middle press is a middle click at its point, closing an open touch frame first; its release and an emulated one are nothing")
    func middleClick() {
        var translator = F.translator(scale: 2)
        #expect(translator.batch([
            F.touch(.touchBegin, 1, x: 2, y: 2),
            F.pointer(.buttonPress, button: 2, x: 30, y: 16, t: 1),
            F.pointer(.buttonRelease, button: 2, x: 30, y: 16, held: [2], t: 2),
            F.pointer(.buttonPress, button: 2, x: 8, y: 8, emulated: true, t: 3),
        ]) == ["w1 touches 10:1 began (1,1) @0", "w1 middle-click (15,8) @1"])
    }

    @Test("Input that is not a touch closes the open touch frame first, keeping order")
    func orderKept() {
        var translator = F.translator()
        #expect(translator.batch([
            F.touch(.touchBegin, 1, x: 1, y: 1),
            F.key(38, press: true, text: "a", base: "a", t: 1),
            F.touch(.touchUpdate, 1, x: 2, y: 2, t: 2),
            F.pointer(.buttonPress, button: 4, x: 0, y: 0, t: 3),
        ]) == [
            "w1 touches 10:1 began (1,1) @0", "w1 key down 0x04 \"a\"/\"a\" [] @1",
            "w1 touches 10:1 moved (2,2) @2", "w1 scroll (0,0) by (0,40) @3",
        ])
    }
}
