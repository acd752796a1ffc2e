import Foundation

/// Routes key input to responders as `UIPress`es.
///
/// A key going down first looks for a matching `UIKeyCommand` from the key
/// window's first responder up the chain; a match consumes the press (its
/// down and its up) and sends the command's action. Otherwise the press goes
/// to the first responder (the window when there is none) with
/// `pressesBegan`, and the key's release to the same responder with
/// `pressesEnded`, even if focus moved meanwhile.
///
/// Auto-repeat (a down for a key already down; the backend flags it
/// `isRepeat`) is presented as UIKit presents it: responders get nothing
/// more for a held key, neither `pressesBegan` again nor `pressesChanged`
/// (iPad apps that want repeat run their own timer), while a key command the
/// press triggered fires again on each repeat, the way UIKit repeats key
/// commands. A repeat of a key this router never saw go down (focus arrived
/// while it was held) is ignored.
///
/// Text input: a press whose `pressesBegan` runs off the end of the chain,
/// for a first responder that adopts `UIKeyInput`, becomes text
/// (`KeyTextAction`), and each auto-repeat of it applies the text again to
/// that responder while it stays first responder (a held Backspace deletes
/// on, as on iOS).
@MainActor
final class PressRouter {
    private struct LivePress {
        let press: UIPress
        let consumedByKeyCommand: Bool
        /// The shake chord's key: its release ends the shake.
        var isShake = false
    }

    private var live: [UIKeyboardHIDUsage: LivePress] = [:]
    /// Presses that became text, with the action their repeats apply again.
    private var textPresses: [ObjectIdentifier: KeyTextAction] = [:]
    private let event = UIPressesEvent(timestamp: 0)

    func handle(_ input: KeyInput, timestamp: TimeInterval, in window: UIWindow) {
        let key = UIKey(
            characters: input.characters, charactersIgnoringModifiers: input.charactersIgnoringModifiers,
            modifierFlags: input.modifierFlags, keyCode: input.keyCode)
        if input.isDown {
            if let existing = live[input.keyCode] {
                if existing.consumedByKeyCommand {
                    _ = performKeyCommand(for: key, from: window.storedFirstResponder ?? window)
                } else if input.isRepeat, let action = textPresses[ObjectIdentifier(existing.press)],
                          let target = existing.press.responder as? UIKeyInput, window.storedFirstResponder === target {
                    action.apply(to: target)
                }
                return
            }
            guard !input.isRepeat else { return }
            if UIApplication.handleDebugChord(input, in: window) {
                live[input.keyCode] = LivePress(press: UIPress(), consumedByKeyCommand: true)
                return
            }
            if UIApplication.isShakeChord(input) {
                live[input.keyCode] = LivePress(press: UIPress(), consumedByKeyCommand: true, isShake: true)
                return UIApplication.shared.deliverMotion(.began, .motionShake, timestamp: timestamp, in: window)
            }
            let firstResponder = window.storedFirstResponder ?? window
            if performKeyCommand(for: key, from: firstResponder) {
                live[input.keyCode] = LivePress(press: UIPress(), consumedByKeyCommand: true)
                return
            }
            let press = UIPress()
            press.window = window
            press.responder = firstResponder
            live[input.keyCode] = LivePress(press: press, consumedByKeyCommand: false)
            update(press, phase: .began, key: key, timestamp: timestamp)
        } else {
            guard let existing = live.removeValue(forKey: input.keyCode) else { return }
            if existing.isShake { return UIApplication.shared.deliverMotion(.ended, .motionShake, timestamp: timestamp, in: window) }
            textPresses[ObjectIdentifier(existing.press)] = nil
            guard !existing.consumedByKeyCommand else { return }
            existing.press.force = 0
            update(existing.press, phase: .ended, key: key, timestamp: timestamp)
        }
    }

    private func update(_ press: UIPress, phase: UIPress.Phase, key: UIKey, timestamp: TimeInterval) {
        press.phase = phase
        press.key = key
        press.timestamp = timestamp
        event.timestamp = timestamp
        event.pressStore = [press]
        UIApplication.shared.sendEvent(event)
    }

    /// Sends the event's presses to the responder each press belongs to.
    func deliver(_ event: UIPressesEvent) {
        for press in event.pressStore {
            guard let responder = press.responder else { continue }
            let presses: Set<UIPress> = [press]
            switch press.phase {
            case .began: responder.pressesBegan(presses, with: event)
            case .changed: responder.pressesChanged(presses, with: event)
            case .ended: responder.pressesEnded(presses, with: event)
            case .cancelled: responder.pressesCancelled(presses, with: event)
            case .stationary: break
            }
        }
    }

    /// The first key command matching `key` along the chain from `responder`; performs it.
    private func performKeyCommand(for key: UIKey, from responder: UIResponder) -> Bool {
        var current: UIResponder? = responder
        while let candidate = current {
            for command in candidate.keyCommands ?? [] where command.matches(key) {
                guard let action = command.action else { continue }
                if let target = candidate.target(forAction: action, withSender: command) {
                    return action.perform(on: target as AnyObject, sender: command)
                }
            }
            current = candidate.next
        }
        return SystemEditCommand(key)?.perform(from: responder) ?? false
    }

    /// Presses whose `pressesBegan` no responder handled: text for a `UIKeyInput` first responder.
    func pressesReachedEndOfChain(_ presses: Set<UIPress>) {
        for press in presses where press.phase == .began {
            guard let input = press.responder as? UIKeyInput, let key = press.key,
                  let action = KeyTextAction(characters: key.characters, modifierFlags: key.modifierFlags) else { continue }
            textPresses[ObjectIdentifier(press)] = action
            action.apply(to: input)
        }
    }

    /// Cancels every live press (its responder gets `pressesCancelled`).
    func cancelAll(timestamp: TimeInterval) {
        let presses = live.values.filter { !$0.consumedByKeyCommand }.map(\.press)
        live.removeAll()
        textPresses.removeAll()
        for press in presses { update(press, phase: .cancelled, key: press.key!, timestamp: timestamp) }
    }

    func reset() {
        live.removeAll()
        textPresses.removeAll()
        // The last event's presses hold their windows and responders.
        event.pressStore.removeAll()
    }
}
