import Foundation
import XUIKitCore

/// Turns decoded X input records into routed `InputEvent`s: the backend's
/// one translator. Pure: no Xlib calls, no clock reads; fed `InputRecord`s by
/// `X11InputSystem` and by tests.
///
///     XEvent ─X11InputDecoder─► InputRecord ─XI2Translator─► [RoutedInput]
///                                               │ touches: TouchFrameBuilder (one frame per window per batch)
///                                               │ keys: KeyTranslator
///
/// Touches (XI 2.2, DirectTouch devices only): id = (sourceid, detail as
/// UInt32); Begin -> began (a Begin for a live id first cancels the old
/// touch), Update that changes something -> moved, End -> ended;
/// Update/End for unknown ids are ignored. X has no cancel: `cancelled` is
/// synthesized when the touch's device is removed or disabled (hierarchy
/// change or a device registry without it), or its window is detached. The
/// server ends a disabled device's touches with plain XI_TouchEnd just before
/// the hierarchy event; the backend reads that event into the same batch (a
/// round trip before closing any batch that ends a touch: `X11Backend`), and
/// ends still waiting in the open frame then become `cancelled` (see
/// `TouchFrameBuilder.cancelEnded`). A Begin that would put
/// more touches down than the device's touch class allows cancels its
/// oldest touches first (stale-touch watchdog).
///
/// Pointer: button 1 of a master pointer is a touch of type `.indirectPointer`
/// with id (master deviceid, 0); motion with no button is `.hover`, leaving
/// the window `.hover(nil)`. Button/motion events flagged XIPointerEmulated
/// are dropped: the pointer emulation of a touch (a touch-selecting client
/// still gets the emulated Motion to the touch's first point) and the
/// scroll-valuator Motion the server emulates for a wheel button. Buttons 4-7
/// are scroll clicks of `scrollPointsPerClick` each. A device with XI 2.1
/// smooth-scroll axes (a touchpad) scrolls by its valuators' motion instead,
/// one axis increment to a click, in fractions of a click; the server's
/// emulated clicks of such a device, and the emulated valuator motion of a
/// wheel's real clicks, are dropped, so each scroll counts once.
///
/// Touch changes (and hover, compressed to the batch's last position) wait
/// in the frame builder until `flush()` (end of a drained batch) or until a
/// later event needs them out first; every other input closes them before
/// it, so order is preserved.
struct XI2Translator {
    /// Full-scale pressure maps to this force (see `TouchInput.standardMaximumPossibleForce`).
    static let maximumPossibleForce = TouchInput.standardMaximumPossibleForce
    /// Points scrolled per wheel click. Button 4 (wheel up) scrolls by
    /// (0, +40), like a finger dragging content down; 5 is (0, -40); 6
    /// (left) is (+40, 0); 7 is (-40, 0).
    static let scrollPointsPerClick: CGFloat = 40

    var devices: InputDeviceRegistry
    /// Pixels per point.
    var scale: CGFloat
    /// The screen's width in pixels: touch-major values are converted to
    /// pixels through the X position axis, which spans the screen.
    var screenWidth: Double

    // Internal, not private, for XI2Translator+Pointer.swift only.
    var touches = TouchTable()
    var frames = TouchFrameBuilder()
    /// The last value of each smooth-scroll valuator, by source device (see `smoothScrollDelta`).
    var scrollValuatorValues: [ScrollValuatorKey: Double] = [:]
    var keys = KeyTranslator()
    /// Media keys, which become remote-control events instead of key presses.
    var media = MediaKeyTranslator()
    /// Touches begun so far: orders live touches by age.
    var beginCount = 0

    init(devices: InputDeviceRegistry, scale: CGFloat, screenWidth: Double) {
        self.devices = devices
        self.scale = scale
        self.screenWidth = screenWidth
    }

    /// The ids of the touches alive now.
    var liveTouchIDs: Set<TouchInput.ID> { touches.ids }

    /// Translates one record; touch changes may wait for `flush()`.
    mutating func translate(_ record: InputRecord) -> [RoutedInput] {
        switch record {
        case .device(let event): return translate(device: event)
        case .hierarchy(let change): return translate(change)
        case .key(let key):
            if MediaKeyTranslator.isMediaKey(key.keysym) {
                guard let subtype = media.translate(key) else { return [] }
                return frames.flush() + [RoutedInput(window: key.window, event: .remoteControl(subtype, timestamp: key.timestamp))]
            }
            guard let input = keys.translate(key) else { return [] }
            return frames.flush() + [RoutedInput(window: key.window, event: .key(input, timestamp: key.timestamp))]
        case .focus(let window, let isFocused, let timestamp):
            guard !isFocused else { return [] }
            let released = keys.releaseAll(in: window)
            guard !released.isEmpty else { return [] }
            return frames.flush() + released.map { RoutedInput(window: window, event: .key($0, timestamp: timestamp)) }
        }
    }

    /// Closes the touch frames still being grouped (end of a drained batch).
    mutating func flush() -> [RoutedInput] { frames.flush() }

    /// Whether a touch frame still being grouped ends a touchscreen touch (see `TouchFrameBuilder.holdsEndedTouch`).
    var holdsEndedTouch: Bool { frames.holdsEndedTouch }

    /// The window is gone: its touches are cancelled, and keys held in it released.
    mutating func detach(window: UInt, timestamp: TimeInterval) -> [RoutedInput] {
        var out = cancelTouches(timestamp: timestamp) { $0.window == window }
        out += frames.flush()
        out += keys.releaseAll(in: window).map { RoutedInput(window: window, event: .key($0, timestamp: timestamp)) }
        return out
    }

    /// Installs a fresh device registry; touches of devices now missing or
    /// disabled are cancelled (none is left to go stale).
    mutating func replaceDevices(_ registry: InputDeviceRegistry, timestamp: TimeInterval) -> [RoutedInput] {
        devices = registry
        scrollValuatorValues = [:]  // a device change (a slave switch among them) may reset the values: start again
        frames.cancelEnded { !registry.isLive($0.device) }
        return cancelTouches(timestamp: timestamp) { track in
            track.last.type == .direct && !registry.isLive(track.last.id.device)
        }
    }

    // MARK: - Hierarchy

    private mutating func translate(_ change: XI2HierarchyRecord) -> [RoutedInput] {
        let gone = Set(change.changes.filter { $0.flags & XI2HierarchyRecord.endsTouches != 0 }.map(\.deviceID))
        frames.cancelEnded { gone.contains($0.device) }
        return cancelTouches(timestamp: change.timestamp) { gone.contains($0.last.id.device) }
    }

    /// Cancels the live touches matching `predicate`, in id order (deterministic).
    mutating func cancelTouches(timestamp: TimeInterval, where predicate: (TouchTrack) -> Bool) -> [RoutedInput] {
        let doomed = touches.tracks.filter(predicate).sorted {
            ($0.last.id.device, $0.last.id.touch) < ($1.last.id.device, $1.last.id.touch)
        }
        var out: [RoutedInput] = []
        for track in doomed {
            touches[track.last.id] = nil
            out += frames.add(track.cancellation(), window: track.window, timestamp: timestamp)
        }
        return out
    }

    // MARK: - Device events

    /// Translates a device event: `translate(.device(event))` without the
    /// record's trip through `InputRecord` (the backend's per-event path).
    mutating func translate(device event: XI2DeviceEventRecord) -> [RoutedInput] {
        switch event.kind {
        case .touchBegin, .touchUpdate, .touchEnd: return translateTouch(event)
        case .buttonPress, .buttonRelease, .motion, .enter, .leave: return translatePointer(event)
        }
    }

    func point(_ event: XI2DeviceEventRecord) -> CGPoint {
        CGPoint(x: CGFloat(event.x) / scale, y: CGFloat(event.y) / scale)
    }

    private mutating func translateTouch(_ event: XI2DeviceEventRecord) -> [RoutedInput] {
        guard let device = devices.touchProfile(of: event.sourceID), device.isDirectTouch else { return [] }
        let id = TouchInput.ID(device: event.sourceID, touch: UInt32(bitPattern: event.detail))
        let (force, radius) = axes(of: event, device: device)
        switch event.kind {
        case .touchBegin:
            // Appending an empty array is not free: the common Begin cancels nothing and appends nothing.
            var out = touches.contains(id) ? cancelTouches(timestamp: event.timestamp) { $0.last.id == id } : []
            let stale = cancelStaleTouches(device: event.sourceID, limit: device.maxTouches, timestamp: event.timestamp)
            if !stale.isEmpty { out += stale }
            let input = TouchInput(
                id: id, phase: .began, location: point(event), force: force,
                maximumPossibleForce: force == nil ? 0 : Self.maximumPossibleForce, majorRadius: radius, type: .direct)
            beginCount += 1
            touches[id] = TouchTrack(window: event.window, last: input, order: beginCount)
            let added = frames.add(input, window: event.window, timestamp: event.timestamp)
            return out.isEmpty ? added : out + added
        case .touchUpdate, .touchEnd:
            guard var track = touches[id] else { return [] }
            let phase: TouchInput.Phase = event.kind == .touchEnd ? .ended : .moved
            guard let input = track.change(to: phase, location: point(event), force: force, majorRadius: radius) else {
                return []
            }
            touches[id] = phase == .ended ? nil : track
            return frames.add(input, window: track.window, timestamp: event.timestamp)
        default:
            return []
        }
    }

    /// Stale-touch watchdog: a device cannot have more touches down than its
    /// touch class allows (`limit`; 0 is unknown), so when a Begin would
    /// exceed that, the device's oldest touches never got their End (the
    /// xserver #1016 class of bugs) and are cancelled.
    private mutating func cancelStaleTouches(device: Int, limit: Int, timestamp: TimeInterval) -> [RoutedInput] {
        guard limit > 0 else { return [] }
        let isOwn = { (track: TouchTrack) in track.last.id.device == device && track.last.type == .direct }
        var ownCount = 0
        for track in touches.tracks where isOwn(track) { ownCount += 1 }
        guard ownCount >= limit else { return [] }
        let own = touches.tracks.filter(isOwn)
        let stale = Set(own.sorted { $0.order < $1.order }.prefix(own.count - limit + 1).map(\.last.id))
        return cancelTouches(timestamp: timestamp) { stale.contains($0.last.id) }
    }

    /// Force and radius from the event's labelled valuators, when the device has them and the event carries them.
    private func axes(of event: XI2DeviceEventRecord, device: TouchProfile) -> (force: CGFloat?, radius: CGFloat?) {
        var force: CGFloat?, radius: CGFloat?
        if let axis = device.pressure, let value = event.valuators[axis.number], let unit = axis.normalized(value) {
            force = CGFloat(unit) * Self.maximumPossibleForce
        }
        if let axis = device.touchMajor, let value = event.valuators[axis.number], let span = device.positionXSpan {
            let pixels = value * screenWidth / span
            radius = CGFloat(pixels) / scale / 2
        }
        return (force, radius)
    }
}

/// A smooth-scroll valuator of one source device.
struct ScrollValuatorKey: Hashable {
    var source: Int
    var number: Int
}
