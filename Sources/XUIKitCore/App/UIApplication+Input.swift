import Foundation

extension UIApplication {
    /// Delivers raw input that arrived for `window`: the one way backends,
    /// tests and replays feed the app. A manual clock is first advanced to the
    /// input's timestamp (firing timers due before it).
    public func handle(_ input: InputEvent, in window: UIWindow) {
        let clock = inputClock
        if clock.mode == .manual, input.timestamp > clock.now { clock.advance(to: input.timestamp) }
        // Undo groups opened before this event close now, if no pass end closed them (groupsByEvent).
        UndoManager.closeEventGroups()
        KeyboardPresenter.noteInput(input)
        switch input {
        case let .touches(changes, timestamp):
            touchDispatcher.handle(changes, timestamp: timestamp, in: window)
        case let .key(key, timestamp):
            pressRouter.handle(key, timestamp: timestamp, in: keyWindow ?? window)
        case let .scroll(scroll, timestamp):
            touchDispatcher.handleScroll(scroll, timestamp: timestamp, in: window)
        case let .hover(hover, timestamp):
            touchDispatcher.handleHover(hover, timestamp: timestamp, in: window)
        case let .composition(composition, _):
            guard let input = (keyWindow ?? window).storedFirstResponder as? UITextInput else { return }
            if composition.text.isEmpty {
                if input.markedTextRange != nil { input.setMarkedText("", selectedRange: NSRange(location: 0, length: 0)) }
            } else {
                input.setMarkedText(composition.text, selectedRange: composition.selectedRange)
            }
        case let .motion(motion, timestamp):
            deliverMotion(motion.phase, motion.subtype, timestamp: timestamp, in: keyWindow ?? window)
        case let .remoteControl(subtype, timestamp):
            deliverRemoteControl(subtype, timestamp: timestamp, in: keyWindow ?? window)
        case let .middleClick(location, _):
            pastePrimarySelection(at: location, in: window)
        }
    }

    /// Where the first responder's caret is, in `window`'s coordinates, when it
    /// is a `UITextInput` in that window: where an input method puts its
    /// candidate window.
    package func textInputCaretRect(in window: UIWindow) -> CGRect? {
        guard let input = window.storedFirstResponder as? UITextInput, let range = input.selectedTextRange else { return nil }
        let caret = input.caretRect(for: range.end)
        guard caret.origin.x.isFinite, caret.origin.y.isFinite else { return nil }
        return input.textInputView.convert(caret, to: window)
    }
}
