import Foundation
import Testing
@testable import XUIKitX11
import XUIKit

@Suite("Media keys become remote-control events, one per press; seeking keys begin on press and end on release")
struct MediaKeyTranslatorTests {
    func record(_ keysym: UInt32, press: Bool, keycode: UInt32 = 171) -> InputRecord {
        .key(CoreKeyRecord(window: 1, isPress: press, keycode: keycode, state: 0, characters: "", charactersIgnoringModifiers: "",
                           timestamp: 1, keysym: keysym))
    }

    @Test("Next: one event for a press and its auto-repeats, nothing on release; Forward begins and ends seeking; other keys stay keys")
    func translate() {
        var translator = TranslatorFixtures.translator()
        var lines: [String] = []
        for input in [record(0x1008_FF17, press: true), record(0x1008_FF17, press: true), record(0x1008_FF17, press: false),
                      record(0x1008_FF97, press: true, keycode: 216), record(0x1008_FF97, press: false, keycode: 216),
                      record(0x1008_FF14, press: true, keycode: 172)] {
            lines += InputTrace.lines(translator.translate(input))
        }
        #expect(lines == ["w1 remote remoteControlNextTrack @1", "w1 remote remoteControlBeginSeekingForward @1",
                          "w1 remote remoteControlEndSeekingForward @1", "w1 remote remoteControlTogglePlayPause @1"])
        let a = InputTrace.lines(translator.translate(record(0x61, press: true, keycode: 38)))
        #expect(a.count == 1 && a[0].contains("key down 0x04"))
    }
}
