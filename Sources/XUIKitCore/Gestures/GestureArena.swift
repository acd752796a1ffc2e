import Foundation

/// UIKit's rules between gesture recognizers, and between recognizers and views.
///
/// - Delivery: each frame's touches go to the recognizers on each touch
///   (deepest view first, then the order added), before any view. A new touch
///   goes to enabled recognizers that allow its type, whose delegate lets them
///   receive it, and, with `requiresExclusiveTouchType`, whose gesture under
///   way has touches of that type only. Every one of them is tied to the touch
///   at touch-down, before any hears of it.
/// - Resolution: states set inside the `touches…` hooks are queued and
///   resolved, in the order set, once the frame has reached every recognizer
///   (`GestureArena+StateChanges.swift`). A recognizer beginning in its
///   `touchesBegan` thus fails the others tied to that touch, also those
///   delivered after it. States set elsewhere (timers, actions, app code)
///   resolve at once.
/// - Beginning (possible → began or recognized) needs, in order: the
///   delegate's and the view's `gestureRecognizerShouldBegin`, and that of controls
///   under its touches (GestureArena+Controls.swift) (else failed);
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
    @exclusivity(unchecked) var participants: [UIGestureRecognizer] = []
    @exclusivity(unchecked) var inFrame = false
    /// Hover recognizers the pointer is over (see `GestureArena+Hover.swift`).
    var hovering: [UIHoverGestureRecognizer] = []
    /// While above 0, `settle()` waits: a recognition in progress settles once, at its end.
    @exclusivity(unchecked) var settlesHeld = 0
    /// Whether touches are being delivered to recognizers: state changes queue.
    @exclusivity(unchecked) var isDelivering = false
    /// State changes asked for during delivery, in the order asked.
    @exclusivity(unchecked) var requests: [(recognizer: UIGestureRecognizer, state: UIGestureRecognizer.State)] = []
    /// Where refused state changes are reported; standard error in debug builds.
    var debugLog: (String) -> Void = GestureArena.standardErrorLog

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
              recognizer.allowedTouchTypes.anySatisfies({ $0.intValue == touch.type.rawValue })
        else { return false }
        // requiresExclusiveTouchType: a gesture under way takes touches of its first touch's type only.
        if recognizer.requiresExclusiveTouchType, let first = recognizer.trackedTouches.first, first.type != touch.type {
            return false
        }
        return recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true
    }

    func beginFrame() { inFrame = true }

    /// Delivers a frame's touches to their recognizers: new touches are tied
    /// to every recognizer on their paths, each recognizer gets its touches,
    /// then the state changes they asked for are resolved.
    func deliver(_ records: [TouchRecord], event: UIEvent) {
        var ordered: [UIGestureRecognizer] = []
        for record in records {
            for recognizer in record.recognizers where !ordered.containsIdentical(recognizer) {
                ordered.append(recognizer)
            }
            if record.touch.storedPhase == .began {
                for recognizer in record.recognizers { tie(record.touch, to: recognizer) }
            }
        }
        let wasDelivering = isDelivering
        isDelivering = true
        for recognizer in ordered {
            let mine = records.filtered { $0.recognizers.containsIdentical(recognizer) }.map(\.touch)
            deliver(mine, to: recognizer, event: event)
        }
        isDelivering = wasDelivering
        if !wasDelivering { resolveRequests() }
    }

    /// A new touch joins `recognizer`'s gesture before anyone hears of it.
    private func tie(_ touch: UITouch, to recognizer: UIGestureRecognizer) {
        guard !recognizer.trackedTouches.containsIdentical(touch) else { return }
        recognizer.trackedTouches.append(touch)
        recognizer.lastWindow = touch.window
        if !participants.containsIdentical(recognizer) { participants.append(recognizer) }
    }

    private func deliver(_ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        for phase in [UITouch.Phase.began, .moved, .ended, .cancelled] {
            // A gesture over, or asked to be over during this delivery, hears no more.
            guard recognizer.isEnabled, recognizer.view != nil, !GestureStateMachine.isTerminal(recognizer.state) else { return }
            let batch = touches.filtered { $0.storedPhase == phase }
            guard !batch.isEmpty else { continue }
            let set = Set(batch)
            switch phase {
            case .began:
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
        record.recognizers.anySatisfies { $0.cancelsTouchesInView && $0.machine.hasRecognized && tracks($0, record.touch) }
    }

    /// Whether a possible recognizer with `delaysTouchesBegan` holds the touch's began.
    func delaysBegan(_ record: TouchRecord) -> Bool {
        record.recognizers.anySatisfies { $0.delaysTouchesBegan && $0.state == .possible && tracks($0, record.touch) }
    }

    /// Whether a possible recognizer with `delaysTouchesEnded` holds the touch's ended.
    func delaysEnded(_ record: TouchRecord) -> Bool {
        record.recognizers.anySatisfies { $0.delaysTouchesEnded && $0.state == .possible && tracks($0, record.touch) }
    }

    private func tracks(_ recognizer: UIGestureRecognizer, _ touch: UITouch) -> Bool {
        recognizer.trackedTouches.containsIdentical(touch)
    }

    // MARK: Removal, disabling, cancellation

    /// A recognizer removed from its view or disabled: its gesture is
    /// cancelled (began/changed, with an action) or failed (possible), and it is reset.
    func abandon(_ recognizer: UIGestureRecognizer) {
        // What it asked for during this delivery never happens.
        dropRequests(of: recognizer)
        let state = recognizer.machine.state
        if state == .began || state == .changed {
            try? recognizer.machine.transition(to: .cancelled)
            recognizer.sendActions()
        } else if state == .possible, !recognizer.trackedTouches.isEmpty || recognizer.pendingState != nil {
            fail(recognizer)
        }
        hovering.removeAll(satisfying: { $0 === recognizer })
        dispatcher?.forEachRecord { $0.recognizers.removeAll(satisfying: { $0 === recognizer }) }
        if participants.containsIdentical(recognizer) { resetRecognizer(recognizer) }
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
        dispatcher?.record(for: touch)?.recognizers.removeAll(satisfying: { $0 === recognizer })
        touch.gestureRecognizers?.removeAll(satisfying: { $0 === recognizer })
    }

    func reset() {
        participants.removeAll()
        hovering.removeAll()
        inFrame = false
        settlesHeld = 0
        isDelivering = false
        requests.removeAll()
        debugLog = GestureArena.standardErrorLog
    }
}
