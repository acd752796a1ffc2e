import Foundation

/// An event: a set of touches, presses, motion or remote-control input at one
/// instant. UIKit's `UIEvent`.
///
/// As in UIKit, one touches event object is reused for the application's whole
/// life; during delivery `allTouches` holds every live touch, the unchanged
/// ones with phase `.stationary`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
    /// The kind of event.
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses, scroll, hover, transform
    }

    /// The event's subtype (motion and remote-control events).
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    /// The kind of event.
    open var type: EventType { storedType }
    /// The event's subtype.
    open var subtype: EventSubtype { storedSubtype }
    // Read for every frame, so stored properties skip the runtime exclusivity
    // check. Sound: only the dispatcher writes them, on the main thread, and no
    // write spans a call into app code.
    /// When the event happened, in seconds on the input clock.
    @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval = 0

    @exclusivity(unchecked) var storedType: EventType
    @exclusivity(unchecked) var storedSubtype: EventSubtype
    @exclusivity(unchecked) var touchStore: [UITouch] = []

    /// An event made by hand (test code passes one to `touchesBegan(_:with:)`):
    /// type `.touches`, subtype `.none`, timestamp 0, no touches.
    public override convenience init() { self.init(type: .touches) }

    init(type: EventType, subtype: EventSubtype = .none, timestamp: TimeInterval = 0) {
        self.storedType = type
        self.storedSubtype = subtype
        self.timestamp = timestamp
        super.init()
    }

    /// Every touch of the event, or nil for events without touches.
    open var allTouches: Set<UITouch>? {
        storedType == .touches ? Set(touchStore) : nil
    }

    /// The touches whose hit-tested view is `view`.
    open func touches(for view: UIView) -> Set<UITouch>? {
        if let window = view as? UIWindow { return touches(for: window) }
        guard storedType == .touches else { return nil }
        return Set(touchStore.filter { $0.view === view })
    }

    /// The touches that began in `window`.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        guard storedType == .touches else { return nil }
        return Set(touchStore.filter { $0.window === window })
    }

    /// The touches being delivered to `gestureRecognizer`.
    open func touches(for gestureRecognizer: UIGestureRecognizer) -> Set<UITouch>? {
        guard storedType == .touches else { return nil }
        return Set(touchStore.filter { $0.gestureRecognizers?.contains { $0 === gestureRecognizer } ?? false })
    }

    /// The samples coalesced into `touch`'s latest change; XUIKit reports the touch itself.
    open func coalescedTouches(for touch: UITouch) -> [UITouch]? {
        touchStore.contains { $0 === touch } ? [touch] : nil
    }

    /// Predicted future touches; XUIKit predicts none.
    open func predictedTouches(for touch: UITouch) -> [UITouch]? {
        touchStore.contains { $0 === touch } ? [] : nil
    }

    nonisolated open override var description: String {
        mainActorDescription { "<UIEvent: type: \(storedType) timestamp: \(timestamp) touches: \(touchStore.count)>" }
    }
}
