import Testing
import Foundation
@testable import XUIKitCore

@Suite("Gesture state machine")
struct GestureStateMachineTests {
    typealias State = UIGestureRecognizer.State
    private static let all: [State] = [.possible, .began, .changed, .ended, .cancelled, .failed]
    private static let legal: Set<String> = [
        "possible>began", "possible>ended", "possible>failed",
        "began>changed", "began>ended", "began>cancelled",
        "changed>changed", "changed>ended", "changed>cancelled",
    ]
    /// The same state again (changed → changed is progress, an arrow).
    private static let redundant: Set<String> = [
        "possible>possible", "began>began", "ended>ended", "cancelled>cancelled", "failed>failed",
    ]

    /// A machine in `state`, reached through legal transitions.
    private func machine(in state: State) throws -> GestureStateMachine {
        var machine = GestureStateMachine()
        let path: [State] = switch state {
        case .possible: []
        case .began: [.began]
        case .changed: [.began, .changed]
        case .ended: [.began, .ended]
        case .cancelled: [.began, .cancelled]
        case .failed: [.failed]
        }
        for next in path { try machine.transition(to: next) }
        return machine
    }

    @Test("Every pair of states: arrows advance and move, the same state again is redundant, the rest refused; only arrows move")
    func everyTransition() throws {
        for from in Self.all {
            for to in Self.all {
                var machine = try machine(in: from)
                let isLegal = Self.legal.contains("\(from)>\(to)")
                let verdict: GestureStateMachine.Verdict = isLegal ? .advance : Self.redundant.contains("\(from)>\(to)") ? .redundant : .refused
                #expect(machine.verdict(on: to) == verdict, "\(from) -> \(to)")
                #expect(machine.allows(to) == isLegal, "\(from) -> \(to)")
                do {
                    try machine.transition(to: to)
                    #expect(isLegal, "\(from) -> \(to) should throw")
                    #expect(machine.state == to)
                } catch {
                    #expect(!isLegal, "\(from) -> \(to) should be legal")
                    #expect(error == GestureStateMachine.IllegalTransition(from: from, to: to))
                    #expect(error.description.contains("\(from) -> \(to)"))
                    #expect(machine.state == from)
                }
            }
        }
    }

    @Test("Reset returns any state to possible; terminal and recognized states are classified")
    func resetAndClassification() throws {
        for state in Self.all {
            var machine = try machine(in: state)
            #expect(machine.isTerminal == [.ended, .cancelled, .failed].contains(state))
            #expect(machine.hasRecognized == [.began, .changed, .ended].contains(state))
            machine.reset()
            #expect(machine.state == .possible)
        }
    }
}
