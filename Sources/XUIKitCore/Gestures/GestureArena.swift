import Foundation

/// UIKit's rules between gesture recognizers, and between recognizers and views.
///
/// - Delivery: each frame's touches go to the recognizers on each touch
///   (deepest view first, then the order added), before any view. A new touch
///   goes to enabled recognizers that allow its type, whose delegate lets them
///   receive it, and, with `requiresExclusiveTouchType`, whose gesture under
///   way has touches of that type only.
/// - Beginning (possible → began or recognized) needs, in order: the
///   delegate's and the view's `gestureRecognizerShouldBegin` (else failed);
///   no required-to-fail recognizer already recognized (else failed); every
///   required-to-fail recognizer still tracking must fail first (the
///   transition waits, `pendingState`); no recognizer already recognized on a
///   shared touch that prevents it (else failed). Then recognizers sharing a
///   touch that it prevents fail (possible) or are cancelled (began/changed),
///   unless either delegate allows simultaneous recognition.
/// - Views: a recognized recognizer with `cancelsTouchesInView` claims its
///   touches (views get `touchesCancelled`); `delaysTouchesBegan` and
///   `delaysTouchesEnded` hold view deliveries while the recognizer is possible.
/// - A recognizer whose gesture is over and whose touches have ended is reset.
@MainActor
final class GestureArena {
    weak var dispatcher: TouchDispatcher?
    // Touched every frame; no runtime exclusivity checks. Sound: main thread
    // only, and no mutation of these properties calls into app code.
    /// Recognizers engaged in a gesture, until they are reset.
    @exclusivity(unchecked) private var participants: [UIGestureRecognizer] = []
    @exclusivity(unchecked) private var inFrame = false
    /// Hover recognizers the pointer is over (see `GestureArena+Hover.swift`).
    var hovering: [UIHoverGestureRecognizer] = []
    /// While above 0, `settle()` waits: a recognition in progress settles once, at its end.
    @exclusivity(unchecked) private var settlesHeld = 0

    // MARK: Collecting and delivering

    /// The recognizers a new touch goes to: enabled ones on the hit view and its ancestors.
    func recognizers(for touch: UITouch, hitView: UIView, event: UIEvent) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = hitView
        while let view = current {
            for recognizer in view.attachedGestureRecognizers where accepts(recognizer, touch) {
                result.append(recognizer)
            }
            current = view.superview
        }
        return result
    }

    private func accepts(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        guard recognizer.isEnabled, !recognizer.machine.isTerminal, recognizer.pendingState == nil,
              recognizer.allowedTouchTypes.contains(where: { $0.intValue == touch.type.rawValue })
        else { return false }
        // requiresExclusiveTouchType: a gesture under way takes touches of its first touch's type only.
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first, first.type != touch.type {
            return false
        }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    func beginFrame() { inFrame = true }

    func deliver(_ records: [TouchRecord], event: UIEvent) {
        var ordered: [UIGestureRecognizer] = []
        for record in records {
            for recognizer in record.recognizers where !ordered.contains(where: { $0 === recognizer }) {
                ordered.append(recognizer)
            }
        }
        for recognizer in ordered {
            let mine = records.filter { $0.recognizers.contains { $0 === recognizer } }.map(\.touch)
            deliver(mine, to: recognizer, event: event)
        }
    }

    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            guard recognizer.isEnabled, recognizer.view != nil, !recognizer.machine.isTerminal else { return }
            let batch = touches.filter { $0.phase == phase }
            guard !batch.isEmpty else { continue }
            let set = Set(batch)
            switch phase {
            case .began:
                guard recognizer.pendingState == nil else { continue }
                recognizer.trackedTouches.append(contentsOf: batch)
                recognizer.lastWindow = batch.first?.window
                if !participants.contains(where: { $0 === recognizer }) { participants.append(recognizer) }
                recognizer.touchesBegan(set, with: event)
            case .moved: recognizer.touchesMoved(set, with: event)
            case .ended: recognizer.touchesEnded(set, with: event)
            default: recognizer.touchesCancelled(set, with: event)
            }
            rememberCentroid(of: recognizer)
        }
    }

    private func rememberCentroid(of recognizer: UIGestureRecognizer) {
        let active = recognizer.activeTouches
        guard !active.isEmpty else { return }
        recognizer.lastCentroid = UIGestureRecognizer.windowCentroid(of: active)
    }

    func endFrame() {
        inFrame = false
        resetFinished()
    }

    func deliverScroll(_ scroll: ScrollInput, to hitView: UIView, in window: UIWindow, event: UIEvent) {
        var current: UIView? = hitView
        while let view = current {
            for recognizer in view.attachedGestureRecognizers where recognizer.isEnabled {
                recognizer.handleScroll(scroll, in: window, event: event)
            }
            current = view.superview
        }
    }

    // MARK: What views may see

    /// Whether a recognizer with `cancelsTouchesInView` has recognized with this touch.
    func hasClaimed(_ record: TouchRecord) -> Bool {
        record.recognizers.contains { $0.cancelsTouchesInView && $0.machine.hasRecognized && tracks($0, record.touch) }
    }

    /// Whether a possible recognizer with `delaysTouchesBegan` holds the touch's began.
    func delaysBegan(_ record: TouchRecord) -> Bool {
        record.recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible && tracks($0, record.touch) }
    }

    /// Whether a possible recognizer with `delaysTouchesEnded` holds the touch's ended.
    func delaysEnded(_ record: TouchRecord) -> Bool {
        record.recognizers.contains { $0.delaysTouchesEnded && $0.state == .possible && tracks($0, record.touch) }
    }

    private func tracks(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        recognizer.trackedTouches.contains { $0 === touch }
    }

    // MARK: State changes

    /// A state change asked for by a recognizer (its `state` setter).
    func request(_ recognizer: UIGestureRecognizer, to next: UIGestureRecognizer.State) {
        let machine = recognizer.machine
        guard machine.allows(next) else {
            preconditionFailure(GestureStateMachine.IllegalTransition(from: machine.state, to: next).description)
        }
        if machine.state == .failed { return }
        // Recognizers driven by other input than touches (hover, scroll) join
        // when they leave possible, so that they are reset once over.
        if machine.state == .possible, !participants.contains(where: { $0 === recognizer }) {
            participants.append(recognizer)
        }
        switch (machine.state, next) {
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

    private func attemptRecognition(_ recognizer: UIGestureRecognizer, as target: UIGestureRecognizer.State) {
        recognizer.pendingState = nil
        let mayBegin = (recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
            && (recognizer.view?.gestureRecognizerShouldBegin(recognizer) ?? true)
        guard mayBegin else { return fail(recognizer) }
        let requirements = failureRequirements(of: recognizer)
        if requirements.contains(where: { $0.machine.hasRecognized }) { return fail(recognizer) }
        if requirements.contains(where: isUnresolved) {
            recognizer.pendingState = target
            return
        }
        let prevented = participants.contains { other in
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
            && failureRequirements(of: waiting).contains(where: { $0 === recognizer }) {
            fail(waiting)
        }
    }

    private func fail(_ recognizer: UIGestureRecognizer) {
        guard recognizer.state == .possible else { return }
        try? recognizer.machine.transition(to: .failed)
        recognizer.pendingState = nil
        for waiting in participants where waiting !== recognizer && waiting.pendingState != nil
            && failureRequirements(of: waiting).contains(where: { $0 === recognizer }) {
            if let target = waiting.pendingState { attemptRecognition(waiting, as: target) }
        }
        settle()
    }

    /// Recognizers that must fail before `recognizer` may begin.
    private func failureRequirements(of recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result = recognizer.failureRequirements.compactMap(\.recognizer)
        for other in participants where other !== recognizer && sharesTouches(other, recognizer)
            && !result.contains(where: { $0 === other }) {
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

    private func sharesTouches(_ a: UIGestureRecognizer, _ b: UIGestureRecognizer) -> Bool {
        a.trackedTouches.contains { touch in b.trackedTouches.contains { $0 === touch } }
    }

    /// After any change: views learn what recognizers decided; outside an
    /// input frame (timers) finished recognizers are reset at once.
    private func settle() {
        guard settlesHeld == 0 else { return }
        dispatcher?.recognizersChanged()
        if !inFrame { resetFinished() }
    }

    private func resetFinished() {
        for recognizer in participants {
            let idle = recognizer.activeTouches.isEmpty
            let over = recognizer.machine.isTerminal || (recognizer.state == .possible && recognizer.trackedTouches.isEmpty && recognizer.pendingState == nil)
            guard idle, over else { continue }
            resetRecognizer(recognizer)
        }
    }

    private func resetRecognizer(_ recognizer: UIGestureRecognizer) {
        participants.removeAll { $0 === recognizer }
        recognizer.machine.reset()
        recognizer.pendingState = nil
        recognizer.trackedTouches = []
        recognizer.reset()
    }

    // MARK: Removal, disabling, cancellation

    /// A recognizer removed from its view or disabled: its gesture is
    /// cancelled (began/changed, with an action) or failed (possible), and it is reset.
    func abandon(_ recognizer: UIGestureRecognizer) {
        if recognizer.state == .began || recognizer.state == .changed {
            try? recognizer.machine.transition(to: .cancelled)
            recognizer.sendActions()
        } else if recognizer.state == .possible, !recognizer.trackedTouches.isEmpty || recognizer.pendingState != nil {
            fail(recognizer)
        }
        hovering.removeAll { $0 === recognizer }
        dispatcher?.forEachRecord { $0.recognizers.removeAll { $0 === recognizer } }
        if participants.contains(where: { $0 === recognizer }) { resetRecognizer(recognizer) }
        dispatcher?.recognizersChanged()
    }

    /// Recognizers attached to views that left their window are abandoned.
    func viewsLeftWindow(_ root: UIView) {
        for recognizer in participants where recognizer.view?.isDescendant(of: root) == true {
            abandon(recognizer)
        }
    }

    /// A touch cancelled by the system: its recognizers get `touchesCancelled`;
    /// a continuous gesture left with no touches is cancelled.
    func cancel(_ touch: UITouch, event: UIEvent) {
        for recognizer in participants where tracks(recognizer, touch) && !recognizer.machine.isTerminal {
            recognizer.touchesCancelled([touch], with: event)
            if (recognizer.state == .began || recognizer.state == .changed) && recognizer.activeTouches.isEmpty {
                request(recognizer, to: .cancelled)
            }
        }
    }

    func ignore(_ touch: UITouch, by recognizer: UIGestureRecognizer) {
        dispatcher?.record(for: touch)?.recognizers.removeAll { $0 === recognizer }
        touch.gestureRecognizers?.removeAll { $0 === recognizer }
    }

    func reset() {
        participants.removeAll()
        hovering.removeAll()
        inFrame = false
        settlesHeld = 0
    }
}
