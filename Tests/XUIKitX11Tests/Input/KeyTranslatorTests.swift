import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("Key translation")
struct KeyTranslatorTests {
    typealias F = TranslatorFixtures

    @Test("X keycodes map to HID usages across the keyboard", arguments: [
        (38, 0x04), (56, 0x05), (52, 0x1D), (10, 0x1E), (19, 0x27), (36, 0x28), (9, 0x29), (22, 0x2A), (23, 0x2B),
        (65, 0x2C), (20, 0x2D), (21, 0x2E), (34, 0x2F), (35, 0x30), (51, 0x31), (47, 0x33), (48, 0x34), (49, 0x35),
        (59, 0x36), (60, 0x37), (61, 0x38), (66, 0x39), (67, 0x3A), (76, 0x43), (95, 0x44), (96, 0x45), (107, 0x46),
        (78, 0x47), (127, 0x48), (118, 0x49), (110, 0x4A), (112, 0x4B), (119, 0x4C), (115, 0x4D), (117, 0x4E),
        (114, 0x4F), (113, 0x50), (116, 0x51), (111, 0x52), (77, 0x53), (106, 0x54), (63, 0x55), (82, 0x56),
        (86, 0x57), (104, 0x58), (87, 0x59), (81, 0x61), (90, 0x62), (91, 0x63), (94, 0x64), (135, 0x65),
        (125, 0x67), (191, 0x68), (202, 0x73), (121, 0x7F), (37, 0xE0), (50, 0xE1), (64, 0xE2), (133, 0xE3),
        (105, 0xE4), (62, 0xE5), (108, 0xE6), (134, 0xE7),
    ])
    func keycodeTable(keycode: Int, usage: Int) {
        #expect(EvdevKeyTable.usage(forXKeycode: UInt32(keycode))?.rawValue == usage)
    }

    @Test("The table maps 148 keys to 147 usages (Props and Menu share one); keycodes below 8 map to nothing")
    func tableShape() {
        let usages = (8..<256).compactMap { EvdevKeyTable.usage(forXKeycode: UInt32($0))?.rawValue }
        #expect(usages.count == 148)
        #expect(Set(usages).count == 147)
        #expect(usages.filter { $0 == 0x76 }.count == 2)
        #expect((0..<8).allSatisfy { EvdevKeyTable.usage(forXKeycode: UInt32($0)) == nil })
        #expect(EvdevKeyTable.usage(forXKeycode: 255) == nil)
    }

    @Test("Core modifier state maps to UIKit flags; a modifier key's own press sets its flag, its release clears it")
    func modifiers() {
        typealias K = KeyTranslator
        #expect(K.modifierFlags(state: 0x01 | 0x02 | 0x04 | 0x08 | 0x40 | 0x10, keyCode: .keyboardA, isPress: true)
            == [.shift, .alphaShift, .control, .alternate, .command])
        #expect(K.modifierFlags(state: 0, keyCode: .keyboardLeftShift, isPress: true) == .shift)
        #expect(K.modifierFlags(state: 0x01, keyCode: .keyboardRightShift, isPress: false) == [])
        #expect(K.modifierFlags(state: 0x04, keyCode: .keyboardLeftAlt, isPress: true) == [.control, .alternate])
        #expect(K.modifierFlags(state: 0, keyCode: .keyboardRightGUI, isPress: true) == .command)
        #expect(K.modifierFlags(state: 0x10, keyCode: .keypad5, isPress: true) == .numericPad)
        #expect(K.modifierFlags(state: 0, keyCode: .keypadEnter, isPress: false) == .numericPad)
        #expect(K.modifierFlags(state: 0, keyCode: .keyboardUpArrow, isPress: true) == [])
    }

    @Test("A press of a held key is a repeat; the release carries the press's characters")
    func repeats() {
        var translator = F.translator()
        #expect(translator.batch([
            F.key(50, press: true, base: "", t: 1),
            F.key(38, press: true, state: 1, text: "A", base: "a", t: 2),
            F.key(38, press: true, state: 1, text: "A", base: "a", t: 2.5),
            F.key(38, press: false, state: 1, t: 3),
            F.key(50, press: false, state: 1, t: 4),
            F.key(38, press: false, t: 5),
        ]) == [
            "w1 key down 0xE1 \"\"/\"\" [shift] @1",
            "w1 key down 0x04 \"A\"/\"a\" [shift] @2",
            "w1 key down 0x04 \"A\"/\"a\" [shift] repeat @2.5",
            "w1 key up 0x04 \"A\"/\"a\" [shift] @3",
            "w1 key up 0xE1 \"\"/\"\" [] @4",
        ])
    }

    @Test("Losing focus releases the keys held in that window only; keys with no usage are dropped")
    func focusOutReleases() {
        var translator = F.translator()
        _ = translator.batch([
            F.key(38, press: true, text: "a", base: "a", window: 1), F.key(56, press: true, text: "b", base: "b", window: 2),
            F.key(3, press: true, window: 1),
        ])
        #expect(translator.batch([.focus(window: 1, isFocused: false, timestamp: 9)]) == ["w1 key up 0x04 \"a\"/\"a\" [] @9"])
        #expect(translator.batch([F.key(38, press: true, text: "a", base: "a", window: 1)]) == ["w1 key down 0x04 \"a\"/\"a\" [] @0"])
    }

    @Test("Keysyms give UIKit's text: Latin-1, Unicode keysyms, named inputs for arrows and function keys")
    func keysymText() {
        #expect(KeysymText.text(0x61) == "a")
        #expect(KeysymText.text(0xE4) == "ä")
        #expect(KeysymText.text(0x0100_20AC) == "€")
        #expect(KeysymText.text(0xFF52) == "UIKeyInputUpArrow")
        #expect(KeysymText.text(0xFF1B) == "UIKeyInputEscape")
        #expect(KeysymText.text(0xFFBE) == "UIKeyInputF1")
        #expect(KeysymText.text(0xFFC9) == "UIKeyInputF12")
        #expect(KeysymText.text(0xFF0D) == "\r")
        #expect(KeysymText.text(0xFFB7) == "7")
        #expect(KeysymText.text(0xFFE1) == "")
        #expect(KeysymText.special(0x61) == nil)
    }
}

@Suite("Keycodes by XKB key name")
struct KeycodeUsageMapTests {
    @Test("xfree86 and evdev keycodes both resolve through key names")
    func bothKeycodeSets() {
        let xfree86 = KeycodeUsageMap(keyNames: [98: "UP", 111: "PRSC", 38: "AC01", 115: "LWIN", 117: "MENU", 113: "RALT"])
        #expect(xfree86.usage(forXKeycode: 98) == .keyboardUpArrow)
        #expect(xfree86.usage(forXKeycode: 111) == .keyboardPrintScreen)
        #expect(xfree86.usage(forXKeycode: 38) == .keyboardA)
        #expect(xfree86.usage(forXKeycode: 115) == .keyboardLeftGUI)
        #expect(xfree86.usage(forXKeycode: 117) == .keyboardApplication)
        #expect(xfree86.usage(forXKeycode: 113) == .keyboardRightAlt)
        #expect(xfree86.usage(forXKeycode: 50) == nil)
        let evdev = KeycodeUsageMap(keyNames: [111: "UP", 107: "PRSC"])
        #expect(evdev.usage(forXKeycode: 111) == .keyboardUpArrow)
        #expect(evdev.usage(forXKeycode: 107) == .keyboardPrintScreen)
    }

    @Test("With no key names, keycode - 8 is the evdev code")
    func fallback() {
        #expect(KeycodeUsageMap().usage(forXKeycode: 111) == .keyboardUpArrow)
        #expect(KeycodeUsageMap(keyNames: [:]).usage(forXKeycode: 38) == .keyboardA)
    }

    @Test("Every named key maps to a usage; the rows run AE01-AE12, AD01-AD12, AC01-AC11, AB01-AB10")
    func namesComplete() {
        let all = KeycodeUsageMap.evdevKeycodes
        #expect(all.values.allSatisfy { EvdevKeyTable.usage(forXKeycode: $0) != nil })
        #expect(EvdevKeyTable.usage(forXKeycode: all["AE01"]!) == .keyboard1)
        #expect(EvdevKeyTable.usage(forXKeycode: all["AE12"]!) == .keyboardEqualSign)
        #expect(EvdevKeyTable.usage(forXKeycode: all["AD12"]!) == .keyboardCloseBracket)
        #expect(EvdevKeyTable.usage(forXKeycode: all["AC11"]!) == .keyboardQuote)
        #expect(EvdevKeyTable.usage(forXKeycode: all["AB10"]!) == .keyboardSlash)
        #expect(EvdevKeyTable.usage(forXKeycode: all["FK10"]!) == .keyboardF10)
        #expect(EvdevKeyTable.usage(forXKeycode: all["FK24"]!) == .keyboardF24)
        #expect(EvdevKeyTable.usage(forXKeycode: all["KPDL"]!) == .keypadPeriod)
    }
}
