import Foundation
import Testing
import XUIKitTesting
import TouchServer
@testable import XUIKitX11
import XUIKit

/// The virtual keyboard of a real Xorg: media keys and the shake chord reach the first responder.
@MainActor
@Suite("End to end: media keys and the shake chord")
struct MotionAndRemoteControlEndToEndTests {
    final class Listener: UIView {
        var log: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        override func remoteControlReceived(with event: UIEvent?) { log.append("remote \(event!.subtype)") }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("shake began") }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("shake ended") }
    }

    @Test("XF86AudioNext, XF86AudioPlay and Ctrl+Alt+Z give next track, play/pause, shake began and ended")
    func mediaKeysAndShake() throws {
        let harness = try BackendHarness()
        defer { harness.tearDown() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let listener = Listener(frame: window.bounds)
        window.addSubview(listener)
        try harness.show(window)
        #expect(listener.becomeFirstResponder())
        UIApplication.shared.beginReceivingRemoteControlEvents()
        let keyboard = harness.server.keyboard
        // X keycodes of the evdev keymap: 171 XF86AudioNext, 172 XF86AudioPlay, 37 Control_L, 64 Alt_L, 52 z.
        for (code, press) in [(171, true), (171, false), (172, true), (172, false), (37, true), (64, true), (52, true)] {
            try keyboard.key(keycode: code, isPress: press)
        }
        try keyboard.sync()
        #expect(harness.pump { listener.log.count >= 3 }, "got \(listener.log)")
        for (code, press) in [(52, false), (64, false), (37, false)] { try keyboard.key(keycode: code, isPress: press) }
        try keyboard.sync()
        #expect(harness.pump { listener.log.count >= 4 }, "got \(listener.log)")
        #expect(listener.log == ["remote remoteControlNextTrack", "remote remoteControlTogglePlayPause", "shake began", "shake ended"])
    }
}
