import Foundation

/// Motion and remote-control events, delivered as UIKit delivers them: to
/// the key window's first responder (the window when there is none), which
/// passes them up the responder chain by default.
///
/// Remote-control events (media keys) reach responders only between
/// `beginReceivingRemoteControlEvents()` and `endReceivingRemoteControlEvents()`,
/// as with UIKit's original API. A shake comes from a device motion
/// (`InputEvent.motion`) or from the key chord Ctrl+Alt+Z or Ctrl+Super+Z,
/// XUIKit's stand-in for the iOS Simulator's Ctrl+Cmd+Z: `motionBegan` when the
/// chord's key goes down, `motionEnded` when it comes up.
extension UIApplication {
    func deliverRemoteControl(_ subtype: UIEvent.EventSubtype, timestamp: TimeInterval, in window: UIWindow) {
        guard isReceivingRemoteControlEvents, (100...109).contains(subtype.rawValue) else { return }
        let event = UIEvent(type: .remoteControl, subtype: subtype, timestamp: timestamp)
        (window.storedFirstResponder ?? window).remoteControlReceived(with: event)
    }

    func deliverMotion(_ phase: MotionInput.Phase, _ subtype: UIEvent.EventSubtype, timestamp: TimeInterval, in window: UIWindow) {
        guard subtype == .motionShake else { return }
        let event = UIEvent(type: .motion, subtype: subtype, timestamp: timestamp)
        let responder = window.storedFirstResponder ?? window
        switch phase {
        case .began: responder.motionBegan(subtype, with: event)
        case .ended: responder.motionEnded(subtype, with: event)
        case .cancelled: responder.motionCancelled(subtype, with: event)
        }
    }

    /// Whether `key` is the shake chord's key (Z with Control and Alt or Super).
    static func isShakeChord(_ key: KeyInput) -> Bool {
        key.keyCode == .keyboardZ && key.modifierFlags.contains(.control)
            && (key.modifierFlags.contains(.alternate) || key.modifierFlags.contains(.command))
    }
}
