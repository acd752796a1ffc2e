import Foundation
import Testing
@testable import XUIKitCore
import XUIKitTesting

@MainActor
@Suite("Motion and remote-control events reach the first responder and go up the chain, as UIKit delivers them")
struct MotionAndRemoteControlTests {
    final class Listener: UIView {
        var log: [String] = []
        var handles = true
        override var canBecomeFirstResponder: Bool { true }
        override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
            log.append("began \(motion) \(event?.type == .motion)")
        }
        override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("ended \(motion)") }
        override func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { log.append("cancelled \(motion)") }
        override func remoteControlReceived(with event: UIEvent?) {
            guard handles else { return super.remoteControlReceived(with: event) }
            log.append("remote \(event!.subtype) \(event!.type == .remoteControl)")
        }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("press") }
    }

    func scene() -> (UIWindow, InputSimulator, Listener, Listener) {
        let (window, input) = TestApplication.makeKeyWindow(width: 200, height: 200)
        let outer = Listener(frame: window.bounds), inner = Listener(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)
        _ = inner.becomeFirstResponder()
        return (window, input, outer, inner)
    }

    @Test("Media keys reach remoteControlReceived only after beginReceivingRemoteControlEvents, and not after end")
    func remoteControlGate() {
        let (window, _, _, inner) = scene()
        UIApplication.shared.handle(.remoteControl(.remoteControlNextTrack, timestamp: 0), in: window)
        #expect(inner.log.isEmpty)
        UIApplication.shared.beginReceivingRemoteControlEvents()
        UIApplication.shared.handle(.remoteControl(.remoteControlNextTrack, timestamp: 0), in: window)
        UIApplication.shared.handle(.remoteControl(.remoteControlTogglePlayPause, timestamp: 0), in: window)
        UIApplication.shared.endReceivingRemoteControlEvents()
        UIApplication.shared.handle(.remoteControl(.remoteControlPause, timestamp: 0), in: window)
        #expect(inner.log == ["remote remoteControlNextTrack true", "remote remoteControlTogglePlayPause true"])
    }

    @Test("A responder that passes a remote-control event to super hands it to the next responder")
    func upTheChain() {
        let (window, _, outer, inner) = scene()
        inner.handles = false
        UIApplication.shared.beginReceivingRemoteControlEvents()
        UIApplication.shared.handle(.remoteControl(.remoteControlStop, timestamp: 0), in: window)
        #expect(inner.log.isEmpty && outer.log == ["remote remoteControlStop true"])
    }

    @Test("A shake from the device: motionBegan, then motionEnded, with a motion event")
    func deviceShake() {
        let (window, _, _, inner) = scene()
        UIApplication.shared.handle(.motion(MotionInput(phase: .began), timestamp: 0), in: window)
        UIApplication.shared.handle(.motion(MotionInput(phase: .ended), timestamp: 0.4), in: window)
        UIApplication.shared.handle(.motion(MotionInput(phase: .cancelled), timestamp: 0.5), in: window)
        #expect(inner.log == ["began motionShake true", "ended motionShake", "cancelled motionShake"])
    }

    @Test("Ctrl+Alt+Z (and Ctrl+Super+Z) shakes: began on the key's press, ended on its release, and no press reaches anyone")
    func shakeChord() {
        let (_, input, _, inner) = scene()
        input.keyDown(.keyboardZ, characters: "z", modifiers: [.control, .alternate])
        #expect(inner.log == ["began motionShake true"])
        input.keyUp(.keyboardZ, characters: "z", modifiers: [.control, .alternate])
        input.key(.keyboardZ, characters: "z", modifiers: [.control, .command])
        #expect(inner.log == ["began motionShake true", "ended motionShake", "began motionShake true", "ended motionShake"])
        input.key(.keyboardZ, characters: "z", modifiers: .control)
        #expect(inner.log.last == "press", "Ctrl+Z alone is an ordinary key")
    }
}
