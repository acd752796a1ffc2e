import Foundation

/// Attaching and detaching gesture recognizers.
extension UIView {
    func attach(_ recognizer: UIGestureRecognizer) {
        if recognizer.view === self { return }
        recognizer.view?.detach(recognizer)
        attachedGestureRecognizers.append(recognizer)
        recognizer.view = self
        if let hover = recognizer as? UIHoverGestureRecognizer { UIHoverGestureRecognizer.noteAttached(hover) }
    }

    func detach(_ recognizer: UIGestureRecognizer) {
        guard recognizer.view === self else { return }
        UIApplication.shared.touchDispatcher.arena.abandon(recognizer)
        attachedGestureRecognizers.removeAll { $0 === recognizer }
        recognizer.view = nil
    }
}
