import Foundation

/// The legal life of a gesture recognizer's state, as a value type.
///
///     discrete:   possible ─► recognized (= ended) | failed
///     continuous: possible ─► began ─► changed* ─► ended | cancelled
///                 possible ─► failed
///     any terminal state ─reset─► possible (only through `reset()`)
///
/// `changed → changed` is how continuous gestures report progress. Asking a
/// failed recognizer to fail again is allowed and does nothing: arbitration
/// may fail a recognizer before its own logic reaches the same conclusion.
struct GestureStateMachine: Equatable {
    /// An attempted transition the state machine does not allow.
    struct IllegalTransition: Error, CustomStringConvertible, Equatable {
        let from: UIGestureRecognizer.State
        let to: UIGestureRecognizer.State
        var description: String {
            "UIGestureRecognizer: illegal state transition \(from) -> \(to) (legal: possible -> began | recognized | failed; began | changed -> changed | ended | cancelled)"
        }
    }

    private(set) var state: UIGestureRecognizer.State = .possible

    /// Whether moving to `next` is legal from the current state.
    func allows(_ next: UIGestureRecognizer.State) -> Bool {
        switch (state, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return true
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return true
        case (.failed, .failed): return true
        default: return false
        }
    }

    /// Moves to `next`, or throws when that is illegal.
    mutating func transition(to next: UIGestureRecognizer.State) throws(IllegalTransition) {
        guard allows(next) else { throw IllegalTransition(from: state, to: next) }
        state = next
    }

    /// Back to possible, from any state.
    mutating func reset() { state = .possible }

    /// Whether the gesture is over (recognized, ended, cancelled or failed).
    var isTerminal: Bool { state == .ended || state == .cancelled || state == .failed }
    /// Whether the gesture has been recognized and not yet reset.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }
}
