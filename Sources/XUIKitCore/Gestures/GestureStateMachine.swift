import Foundation

/// The legal life of a gesture recognizer's state, as a value type.
///
///     discrete:   possible ─► recognized (= ended) | failed
///     continuous: possible ─► began ─► changed* ─► ended | cancelled
///                 possible ─► failed
///     any state ─reset─► possible (only through `reset()`)
///
/// Every request is judged (`verdict(from:to:)`) before anything moves:
/// - `advance`: one of the arrows above; `changed ─► changed` is how a
///   continuous gesture reports progress (one action each).
/// - `redundant`: the state it is in already; nothing happens. Published
///   recognizers set `.possible` in `touchesBegan` and `reset()`, and `.ended`
///   after `super.touchesEnded` ended the gesture, so these must be harmless.
///   Arbitration may also fail a recognizer before its own logic fails it.
/// - `refused`: any other request (leaving a terminal state, going back to
///   possible, changing before beginning). UIKit ignores these; the arena
///   drops them with a debug log and never traps.
struct GestureStateMachine: Equatable {
    typealias State = UIGestureRecognizer.State

    /// What a request to move from one state to another amounts to.
    enum Verdict: Equatable {
        case advance, redundant, refused
    }

    /// A refused request, for the debug log.
    struct IllegalTransition: Error, CustomStringConvertible, Equatable {
        let from: State
        let to: State
        var description: String {
            "illegal state transition \(from) -> \(to) ignored (legal: possible -> began | recognized | failed; began | changed -> changed | ended | cancelled)"
        }
    }

    private(set) var state: State = .possible

    /// The verdict on a request to move from `current` to `next`.
    static func verdict(from current: State, to next: State) -> Verdict {
        switch (current, next) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed): return .advance
        case (.began, .changed), (.began, .ended), (.began, .cancelled): return .advance
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled): return .advance
        case _ where current == next: return .redundant
        default: return .refused
        }
    }

    /// The verdict on moving from the current state to `next`.
    func verdict(on next: State) -> Verdict { Self.verdict(from: state, to: next) }

    /// Whether moving to `next` is one of the arrows.
    func allows(_ next: State) -> Bool { verdict(on: next) == .advance }

    /// Moves to `next` along an arrow, or throws (and stays) when that is not one.
    /// The arena judges requests first, so that only its own bugs could throw here.
    mutating func transition(to next: State) throws(IllegalTransition) {
        guard allows(next) else { throw IllegalTransition(from: state, to: next) }
        state = next
    }

    /// Back to possible, from any state.
    mutating func reset() { state = .possible }

    /// Whether `state` ends a gesture (recognized, ended, cancelled or failed).
    static func isTerminal(_ state: State) -> Bool { state == .ended || state == .cancelled || state == .failed }
    /// Whether the gesture is over (recognized, ended, cancelled or failed).
    var isTerminal: Bool { Self.isTerminal(state) }
    /// Whether the gesture has been recognized and not yet reset.
    var hasRecognized: Bool { state == .began || state == .changed || state == .ended }
}
