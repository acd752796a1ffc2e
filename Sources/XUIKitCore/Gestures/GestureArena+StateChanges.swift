import Foundation

/// State changes: how a recognizer's request (its `state` setter) becomes a
/// transition, under UIKit's rules between recognizers.
///
///     state = next ─► verdict against what `state` reads now
///        redundant: nothing │ refused: debug log, nothing
///        advance ─► delivering touches? queue it, `state` reads `next`
///                   otherwise, or once delivery ends (in the order asked):
///        possible → began | recognized: attemptRecognition (may wait, fail,
///                   or win: the non-simultaneous others on its touches fail
///                   or are cancelled)
///        → failed: fail (waiting recognizers try again)
///        → changed | ended | cancelled: transition and action
///     then settle: views learn the outcome (claims, held deliveries)
extension GestureArena {
    typealias State = UIGestureRecognizer.State

    /// A state change asked for by a recognizer (its `state` setter).
    func request(_ recognizer: UIGestureRecognizer, to next: State) {
        let current = recognizer.state
        switch GestureStateMachine.verdict(from: current, to: next) {
        case .redundant:
            return
        case .refused:
            let error = GestureStateMachine.IllegalTransition(from: current, to: next)
            debugLog("\(type(of: recognizer)): \(error)")
            return
        case .advance:
            break
        }
        if isDelivering {
            recognizer.requestedState = next
            requests.append((recognizer, next))
            return
        }
        apply(recognizer, next)
    }

    /// Resolves the requests queued during delivery, in the order asked. Each
    /// is judged again against the recognizer's real state: one that an
    /// earlier resolution overtook (failed or cancelled it) is dropped.
    func resolveRequests() {
        guard !requests.isEmpty else { return }
        let queued = requests
        requests.removeAll()
        for (recognizer, _) in queued { recognizer.requestedState = nil }
        for (recognizer, next) in queued where recognizer.machine.allows(next) {
            apply(recognizer, next)
        }
    }

    /// Forgets `recognizer`'s queued requests (it is being reset or abandoned).
    func dropRequests(of recognizer: UIGestureRecognizer) {
        recognizer.requestedState = nil
        if requests.anySatisfies({ $0.recognizer === recognizer }) { requests.removeAll(satisfying: { $0.recognizer === recognizer }) }
    }

    /// Performs an advancing transition from the recognizer's real state.
    private func apply(_ recognizer: UIGestureRecognizer, _ next: State) {
        let current = recognizer.machine.state
        // Recognizers driven by other input than touches (hover, scroll) join
        // when they leave possible, so that they are reset once over.
        if current == .possible, !participants.containsIdentical(recognizer) {
            participants.append(recognizer)
        }
        switch (current, next) {
        case (.possible, .began), (.possible, .ended):
            attemptRecognition(recognizer, as: next)
        case (_, .failed):
            fail(recognizer)
        default:
            try? recognizer.machine.transition(to: next)
            recognizer.sendActions()
            settle()
        }
    }

    func attemptRecognition(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        let mayBegin = (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && controlsAllowBeginning(recognizer)
        guard mayBegin else { return fail(recognizer) }
        let requirements = failureRequirements(of: recognizer)
        if requirements.anySatisfies({ $0.machine.hasRecognized }) { return fail(recognizer) }
        if requirements.anySatisfies(isUnresolved) {
            recognizer.pendingState = target
            return
        }
        let prevented = participants.anySatisfies { other in
            other !== recognizer && other.machine.hasRecognized && sharesTouches(other, recognizer)
                && !simultaneous(other, recognizer) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }
        if prevented { return fail(recognizer) }

        try? recognizer.machine.transition(to: target)
        // Views hear of the outcome after the winner's action, however many others fail on the way.
        settlesHeld += 1
        defer {
            settlesHeld -= 1
            settle()
        }
        for other in participants where other !== recognizer && sharesTouches(other, recognizer)
            && !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
            if other.state == .possible {
                fail(other)
            } else if other.state == .began || other.state == .changed {
                try? other.machine.transition(to: .cancelled)
                other.sendActions()
            }
        }
        recognizer.sendActions()
        for waiting in participants where waiting.pendingState != nil
            && failureRequirements(of: waiting).containsIdentical(recognizer) {
            fail(waiting)
        }
    }

    /// Fails a possible recognizer; recognizers waiting for its failure try again.
    func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .possible else { return }
        try? recognizer.machine.transition(to: .failed)
        recognizer.pendingState = nil
        for waiting in participants where waiting !== recognizer && waiting.pendingState != nil
            && failureRequirements(of: waiting).containsIdentical(recognizer) {
            if let target = waiting.pendingState { attemptRecognition(waiting, as: target) }
        }
        settle()
    }

    /// Recognizers that must fail before `recognizer` may begin.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in participants where other !== recognizer && sharesTouches(other, recognizer)
            && !result.containsIdentical(other) {
            let required = (recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) ?? false)
                || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) ?? false)
                || recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer)
            if required { result.append(other) }
        }
        return result
    }

    /// A required recognizer that may still succeed: possible and engaged in a gesture.
    private func isUnresolved(_ other: UIGestureRecognizer) -> Bool {
        other.state == .possible && other.isEnabled && other.view != nil
            && (!other.trackedTouches.isEmpty || other.pendingState != nil)
    }

    private func simultaneous(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.anySatisfies { touch in b.trackedTouches.containsIdentical(touch) }
    }

    /// After any change: views learn what recognizers decided; outside an
    /// input frame (timers) finished recognizers are reset at once.
    func settle() {
        guard settlesHeld == 0 else { return }
        dispatcher?.recognizersChanged()
        if !inFrame { resetFinished() }
    }

    /// Resets every participant whose gesture is over and whose touches have all ended.
    func resetFinished() {
        for recognizer in participants {
            let idle = recognizer.activeTouches.isEmpty
            let over = recognizer.machine.isTerminal || (recognizer.state == .possible && recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil)
            guard idle, over else { continue }
            resetRecognizer(recognizer)
        }
    }

    /// Back to possible (its queued requests dropped), then the subclass's `reset()`.
    func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        participants.removeAll(satisfying: { $0 === recognizer })
        dropRequests(of: recognizer)
        recognizer.machine.reset()
        recognizer.pendingState = nil
        recognizer.trackedTouches = []
        recognizer.reset()
    }

    /// Standard error, in debug builds only.
    nonisolated static func standardErrorLog(_ message: String) {
        #if DEBUG
        FileHandle.standardError.write(Data("XUIKit: \(message)\n".utf8))
        #endif
    }
}
