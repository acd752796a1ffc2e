import Foundation

/// Turns touch input into `UITouch` objects and delivers them.
///
///     handle(changes) ─► update UITouch objects in place (began: hit-test once,
///        │               collect recognizers; unchanged live touches: stationary)
///        ▼
///     UIApplication.sendEvent ─► UIWindow.sendEvent ─► deliver(event, in:)
///        1. gesture recognizers get the frame's touches (GestureArena)
///        2. hit-tested views get theirs, grouped by view and phase, unless a
///           recognizer delays them (held) or has claimed them (cancelled)
///        ▼
///     frame end: ended touches forgotten, finished recognizers reset
///
/// Every touch that begins for a view ends for it exactly once; a touch whose
/// view leaves the window mid-touch is cancelled for everyone who saw it.
@MainActor
final class TouchDispatcher {
    // The frame state skips runtime exclusivity checks (they were a fifth of a
    // frame's cost). Sound: the dispatcher runs on the main thread, and no
    // mutation of these properties calls into app code (appends, removals by
    // identity), so re-entrant reads from handlers never overlap a write.
    /// Live touches plus finished ones a recognizer still holds, in begin order.
    /// The live ones are those whose input is not over (a handful at most, so
    /// a scan finds a touch's record faster than hashing its id would).
    @exclusivity(unchecked) private var records: [TouchRecord] = []
    /// The records changed by the frame being handled; storage reused frame to frame.
    @exclusivity(unchecked) private var frameChanges: [TouchRecord] = []
    /// The window the frame was handled in, when every one of `frameChanges`
    /// is a touch of that window (the usual case): delivery then need not sort them out.
    @exclusivity(unchecked) private var frameChangesWindow: ObjectIdentifier?
    @exclusivity(unchecked) private var tapCounter = TapCounter()
    /// The touch sets view deliveries reuse (see `send(_:with:)`).
    @exclusivity(unchecked) private var touchSets = TouchSets()
    /// An empty batch whose storage each frame's view deliveries reuse (see `deliver(_:in:)`).
    @exclusivity(unchecked) private var spareBatch = ViewDeliveryBatch()
    let event = UIEvent(type: .touches)
    let arena = GestureArena()
    /// How many reasons the application has to ignore touches that begin (a
    /// transition under way, `beginIgnoringInteractionEvents()`): while it is
    /// above zero a new touch hits no view, so no view or recognizer hears of
    /// it; touches already down go on to their end.
    var ignoringDepth = 0
    /// Checks every touch call views get (`XUIKIT_TOUCH_AUDIT=1`; nil: no check, no cost but a load).
    package var phaseAudit: TouchPhaseAudit?

    init() { arena.dispatcher = self }

    func record(for touch: UITouch) -> TouchRecord? { records.firstSatisfying { $0.touch === touch } }

    func forEachRecord(_ body: (TouchRecord) -> Void) { records.forEach(body) }

    /// The record of the live touch with input identity `id`, if any.
    private func liveRecord(_ id: TouchInput.ID) -> TouchRecord? {
        for record in records where !record.inputIsOver && record.touch.identity == id { return record }
        return nil
    }

    // MARK: Input

    func handle(_ changes: [TouchInput], timestamp: TimeInterval, in window: UIWindow) {
        // A finger landing after another lifted, read in one batch, is hit-tested
        // once the lift has been delivered, as the two reports would be on iOS:
        // what the lift did (a button presenting a screen) decides where it lands.
        if changes.count > 1, let split = Self.firstBeganAfterLift(in: changes) {
            handle(Array(changes[..<split]), timestamp: timestamp, in: window)
            handle(Array(changes[split...]), timestamp: timestamp, in: window)
            return
        }
        clearFrameChanges()
        // Touches lifting in this frame no longer occupy their views: a finger
        // landing as another lifts is accepted by a single-touch view. (A lone
        // change cannot be both, so single-change frames skip the scan.)
        var endingRecords: [TouchRecord] = []
        if changes.count > 1 {
            for change in changes where change.phase == .ended || change.phase == .cancelled {
                if let record = liveRecord(change.id) { endingRecords.append(record) }
            }
        }
        for change in changes {
            switch change.phase {
            case .began:
                if let old = liveRecord(change.id) { cancelForEveryone(old, timestamp: timestamp) }
                let record = begin(change, timestamp: timestamp, in: window, ignoring: endingRecords)
                records.append(record)
                frameChanges.append(record)
            case .moved, .ended, .cancelled:
                guard let record = liveRecord(change.id), !frameChanges.containsIdentical(record) else { continue }
                update(record.touch, with: change, timestamp: timestamp)
                record.touch.storedPhase = change.phase == .moved ? .moved : (change.phase == .ended ? .ended : .cancelled)
                frameChanges.append(record)
            }
        }
        guard !frameChanges.isEmpty else { return }
        frameChangesWindow = ObjectIdentifier(window)
        for record in frameChanges where record.touch.storedWindow !== window {
            frameChangesWindow = nil
            break
        }
        // The event's touches are the live ones, in begin order; the list is
        // rebuilt only when a touch came or went, in place (its storage is
        // the event's alone: app code only ever gets copies of its elements),
        // so no local copy of it may be held here.
        var liveCount = 0
        var touchStoreIsCurrent = true
        let storedCount = event.touchStore.count
        for record in records where !record.inputIsOver {
            if !frameChanges.containsIdentical(record) { record.touch.storedPhase = .stationary }
            if touchStoreIsCurrent {
                touchStoreIsCurrent = liveCount < storedCount && event.touchStore[liveCount] === record.touch
            }
            liveCount += 1
        }
        if !touchStoreIsCurrent || liveCount != storedCount {
            while event.touchStore.popLast() != nil {}
            for record in records where !record.inputIsOver { event.touchStore.append(record.touch) }
        }
        event.timestamp = timestamp
        arena.beginFrame()
        UIApplication.shared.sendEvent(event)
        if let observer = UIApplication.debugTouchObserver { observer(event, window) }
        endFrame(in: window)
    }

    /// The index of the first began change that follows an ended or cancelled one, if any.
    private static func firstBeganAfterLift(in changes: [TouchInput]) -> Int? {
        var lifted = false
        for index in changes.indices {
            switch changes[index].phase {
            case .ended, .cancelled: lifted = true
            case .began: if lifted { return index }
            case .moved: break
            }
        }
        return nil
    }

    private func begin(_ change: TouchInput, timestamp: TimeInterval, in window: UIWindow, ignoring ending: [TouchRecord]) -> TouchRecord {
        let touch = UITouch(identity: change.id)
        touch.storedWindow = window
        update(touch, with: change, timestamp: timestamp)
        touch.previousWindowLocation = change.location
        touch.storedPhase = .began
        touch.type = change.type
        touch.tapCount = tapCounter.count(beginningAt: change.location, time: timestamp, in: window)
        event.timestamp = timestamp
        let view = ignoringDepth > 0 ? nil : window.hitTest(change.location, with: event)
        touch.storedView = view
        // `if let`, not Optional.map: a closure handed to the standard library
        // pays a dynamic isolation check (see HotPathClosures.swift).
        var recognizers: [UIGestureRecognizer] = []
        var accepted = false
        if let view {
            recognizers = arena.recognizers(for: touch, hitView: view, event: event)
            accepted = viewAccepts(view, in: window, ignoring: ending)
        }
        touch.gestureRecognizers = recognizers
        return TouchRecord(touch: touch, deliversToView: accepted, recognizers: recognizers)
    }

    private func update(_ touch: UITouch, with change: TouchInput, timestamp: TimeInterval) {
        touch.previousWindowLocation = touch.windowLocation
        touch.windowLocation = change.location
        touch.timestamp = timestamp
        if let force = change.force {
            touch.force = force
            touch.maximumPossibleForce = change.maximumPossibleForce
        }
        if let radius = change.majorRadius { touch.majorRadius = radius }
    }

    /// `isMultipleTouchEnabled` and `isExclusiveTouch`, decided once at began
    /// against the touches the window's views are receiving (less those
    /// ending in the same frame).
    private func viewAccepts(_ view: UIView, in window: UIWindow, ignoring ending: [TouchRecord]) -> Bool {
        let isMultipleTouchEnabled = view.isMultipleTouchEnabled
        let isExclusiveTouch = view.isExclusiveTouch
        for record in records where record.deliversToView && record.view != .finished && !record.inputIsOver
            && record.touch.storedWindow === window && !ending.containsIdentical(record) {
            let other = record.touch.storedView
            if other === view {
                if !isMultipleTouchEnabled { return false }
            } else if isExclusiveTouch || other?.isExclusiveTouch == true {
                return false
            }
        }
        return true
    }

    // MARK: Delivery (UIWindow.sendEvent)

    func deliver(_ event: UIEvent, in window: UIWindow) {
        var changed = frameChanges
        if frameChangesWindow != ObjectIdentifier(window) { changed.removeAll(satisfying: { $0.touch.storedWindow !== window }) }
        arena.deliver(changed, event: event)
        // The spare batch is taken out of the property for the frame, so a
        // nested delivery (a handler removing a view mid-touch) finds none
        // and makes its own; emptied after sending, its deliveries hold no
        // touch or view past the frame.
        var batch = spareBatch
        spareBatch = ViewDeliveryBatch()
        for record in changed { stageViewDelivery(record, into: &batch) }
        send(&batch, with: event)
        batch.removeAll()
        spareBatch = batch
    }

    private func stageViewDelivery(_ record: TouchRecord, into batch: inout ViewDeliveryBatch) {
        guard record.deliversToView, record.view != .finished, let view = record.touch.storedView else { return }
        if arena.hasClaimed(record) {
            claim(record, into: &batch)
            return
        }
        switch record.touch.storedPhase {
        case .began:
            if arena.delaysBegan(record) { record.heldBegan = true } else { record.view = .began; batch.add(record, .began, view) }
        case .moved, .stationary:
            if record.view == .began { batch.add(record, .moved, view) }
        case .ended, .cancelled:
            let phase = record.touch.storedPhase
            if record.heldBegan || (phase == .ended && record.view == .began && arena.delaysEnded(record)) {
                record.heldEnd = phase
            } else if record.view == .began {
                record.view = .finished
                batch.add(record, phase, view)
            } else {
                record.view = .finished
            }
        default:
            break
        }
    }

    /// Sends a batch, lending it the kept touch sets. They are taken out of
    /// the property for the call, so a nested send (a handler removing a view
    /// mid-touch) finds none and makes its own.
    private func send(_ batch: inout ViewDeliveryBatch, with event: UIEvent) {
        var sets = TouchSets()
        swap(&sets, &touchSets)
        batch.send(with: event, reusing: &sets, audit: phaseAudit)
        swap(&sets, &touchSets)
    }

    /// A recognizer with `cancelsTouchesInView` recognized: the view loses the touch.
    private func claim(_ record: TouchRecord, into batch: inout ViewDeliveryBatch) {
        if record.viewHasBegan, let view = record.touch.storedView { batch.add(record, .cancelled, view) }
        record.finishViewSilently()
        record.heldBegan = false
        record.heldEnd = nil
    }

    /// Called by the arena whenever recognizer states changed: cancels claimed
    /// touches and releases held deliveries no recognizer delays any more.
    func recognizersChanged() {
        var batch = ViewDeliveryBatch()
        for record in records where record.deliversToView && record.view != .finished {
            if arena.hasClaimed(record) {
                claim(record, into: &batch)
                continue
            }
            guard let view = record.touch.storedView else { continue }
            if record.heldBegan, !arena.delaysBegan(record) {
                record.heldBegan = false
                record.view = .began
                batch.add(record, .began, view)
            }
            if let end = record.heldEnd, record.view == .began, !record.heldBegan,
               !(end == .ended && arena.delaysEnded(record)) {
                record.heldEnd = nil
                record.view = .finished
                batch.add(record, end, view)
            }
        }
        send(&batch, with: event)
        forgetFinishedRecords()
    }

    private func endFrame(in window: UIWindow) {
        for record in frameChanges {
            let phase = record.touch.storedPhase
            guard phase == .ended || phase == .cancelled else { continue }
            record.inputIsOver = true
            if phase == .ended { tapCounter.recordEnd(of: record.touch, in: window) }
        }
        clearFrameChanges()
        arena.endFrame()
        forgetFinishedRecords()
    }

    /// Empties `frameChanges`, keeping its storage: popping a frame's one or
    /// two records costs less than `removeAll(keepingCapacity:)`'s generic path.
    private func clearFrameChanges() {
        while frameChanges.popLast() != nil {}
    }

    private func forgetFinishedRecords() {
        // Checked first so that the common nothing-to-forget case does not write.
        guard records.anySatisfies({ $0.inputIsOver && !$0.hasPendingViewWork }) else { return }
        records.removeAll(satisfying: { $0.inputIsOver && !$0.hasPendingViewWork })
        // Kept moved sets hold touches: none outlives its record.
        touchSets.forgetMovedGroups()
    }

    // MARK: System cancellation

    /// Cancels, for its view and its recognizers, every touch whose view is in
    /// the subtree rooted at `root` that just left `window`.
    func cancelTouches(inSubtreeOf root: UIView, leaving window: UIWindow) {
        arena.viewsLeftWindow(root)
        for record in records where !record.inputIsOver && record.touch.storedWindow === window {
            if let view = record.touch.storedView, view.isDescendant(of: root) {
                cancelForEveryone(record, timestamp: UIApplication.shared.inputClock.now)
            }
        }
    }

    /// Cancels every live touch (device gone, window unmapped).
    func cancelAllTouches(in window: UIWindow? = nil) {
        for record in records where !record.inputIsOver && (window == nil || record.touch.storedWindow === window) {
            cancelForEveryone(record, timestamp: UIApplication.shared.inputClock.now)
        }
    }

    private func cancelForEveryone(_ record: TouchRecord, timestamp: TimeInterval) {
        guard !record.inputIsOver else { return }
        record.inputIsOver = true
        record.touch.storedPhase = .cancelled
        record.touch.timestamp = timestamp
        event.timestamp = timestamp
        arena.cancel(record.touch, event: event)
        var batch = ViewDeliveryBatch()
        if record.deliversToView, record.viewHasBegan, let view = record.touch.storedView {
            batch.add(record, .cancelled, view)
        }
        record.finishViewSilently()
        record.heldBegan = false
        record.heldEnd = nil
        send(&batch, with: event)
        arena.endFrame()
        forgetFinishedRecords()
    }

    func reset() {
        records.removeAll()
        touchSets = TouchSets()
        // The last frame's touches hold their windows and views.
        event.touchStore.removeAll()
        frameChanges.removeAll()
        tapCounter.reset()
        arena.reset()
        ignoringDepth = 0
    }
}
