import Foundation

/// One finger (or the mouse button, or a touchpad contact) on the screen, for
/// the whole life of the touch: UIKit's `UITouch`.
///
/// The same object is updated in place from began to ended or cancelled.
/// `view` is the hit-tested view, fixed at began even when the touch moves
/// outside it. Locations are kept in window space and converted on request.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, moved, stationary, ended, cancelled
        case regionEntered, regionMoved, regionExited

        public var description: String {
            ["began", "moved", "stationary", "ended", "cancelled", "regionEntered", "regionMoved", "regionExited"][rawValue]
        }
    }

    /// The kind of device producing a touch.
    public enum TouchType: Int, Sendable {
        /// A finger on a touchscreen.
        case direct
        /// A touch not on the screen (a touchpad contact).
        case indirect
        /// A stylus.
        case pencil
        /// A mouse or trackpad pointer click.
        case indirectPointer
        public static let stylus = TouchType.pencil
    }

    // Read for every touch of every frame, so the stored properties skip the
    // runtime exclusivity check (about a hundred instructions per access).
    // Sound: only the dispatcher writes them, on the main thread, and no write
    // spans a call into app code, so no access can overlap a write.
    /// The touch's current phase.
    open internal(set) var phase: Phase {
        get { storedPhase }
        set { storedPhase = newValue }
    }
    /// How many taps in a row (close in time and place) this touch is part of; 1 for a lone tap.
    @exclusivity(unchecked) open internal(set) var tapCount = 1
    /// When the touch began or last changed, in seconds on the input clock.
    @exclusivity(unchecked) open internal(set) var timestamp: TimeInterval = 0
    /// The hit-tested view, fixed at began.
    open internal(set) var view: UIView? {
        get { storedView }
        set { storedView = newValue }
    }
    /// The window the touch began in.
    open internal(set) var window: UIWindow? {
        get { storedWindow }
        set { storedWindow = newValue }
    }
    /// The gesture recognizers receiving this touch (attached to `view` and its ancestors).
    @exclusivity(unchecked) open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// The kind of device.
    @exclusivity(unchecked) open internal(set) var type: TouchType = .direct
    /// The pressure, where the device reports it (1.0 is an average touch); 0 otherwise.
    @exclusivity(unchecked) open internal(set) var force: CGFloat = 0
    /// The largest possible `force`; 0 when the device reports no pressure.
    @exclusivity(unchecked) open internal(set) var maximumPossibleForce: CGFloat = 0
    /// The radius of the contact in points, where the device reports it; 0 otherwise.
    @exclusivity(unchecked) open internal(set) var majorRadius: CGFloat = 0
    /// The tolerance of `majorRadius`, in points.
    @exclusivity(unchecked) open internal(set) var majorRadiusTolerance: CGFloat = 0
    /// The altitude of a stylus; pi/2 for fingers.
    @exclusivity(unchecked) open internal(set) var altitudeAngle: CGFloat = .pi / 2

    // What `phase`, `view` and `window` read and write. The dispatcher reads
    // these, not the open properties: those are called through the class's
    // vtable (a subclass may override them), several times per touch per frame,
    // and a reference returned from a call is retained; the dispatcher's
    // comparisons of stored references need no retain. (UIKit's own code reads
    // its instance variables too.)
    @exclusivity(unchecked) final var storedPhase: Phase = .began
    @exclusivity(unchecked) final var storedView: UIView?
    /// Strong, as UIKit's header declares it (`@property(nullable, nonatomic,
    /// readonly, strong) UIWindow *window`): a weak reference would give every
    /// window a side table and send each of its retains and releases (several
    /// per touch per frame) down the runtime's slow path.
    @exclusivity(unchecked) final var storedWindow: UIWindow?

    /// Location and previous location in the window's space.
    @exclusivity(unchecked) var windowLocation: CGPoint = .zero
    @exclusivity(unchecked) var previousWindowLocation: CGPoint = .zero
    /// The device's identity of this touch.
    @exclusivity(unchecked) var identity: TouchInput.ID

    init(identity: TouchInput.ID) {
        self.identity = identity
        super.init()
    }

    /// A touch made by hand, as test code of custom recognizers makes one
    /// (`recognizer.touchesBegan([UITouch()], with: UIEvent())`): phase
    /// `.began`, no view or window, location zero. No device reported it, so
    /// no input ever updates it.
    public override convenience init() {
        UITouch.handMadeCount &+= 1
        self.init(identity: TouchInput.ID(device: -1, touch: UITouch.handMadeCount))
    }

    private static var handMadeCount: UInt32 = 0

    /// The touch's location in `view`'s bounds space (nil: the window's).
    open func location(in view: UIView?) -> CGPoint { convertFromWindow(windowLocation, to: view) }

    /// The previous location in `view`'s bounds space (nil: the window's).
    open func previousLocation(in view: UIView?) -> CGPoint { convertFromWindow(previousWindowLocation, to: view) }

    /// The precise location; XUIKit's locations are already precise.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    /// The precise previous location.
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }

    private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view, let window = storedWindow else { return point }
        return view.convert(point, from: window)
    }

    /// Identity hashing, as NSObject's: a touch equals only itself.
    ///
    /// NSObject's default hashes the object identifier through a `Hasher`, and
    /// `Set<UITouch>` then hashes that again; the address alone is already a
    /// good key, and touch sets are built for every view delivery.
    open override var hash: Int { Int(bitPattern: ObjectIdentifier(self)) }

    nonisolated open override var description: String {
        mainActorDescription { "<UITouch: phase: \(phase) tap count: \(tapCount) window location: (\(windowLocation.x), \(windowLocation.y)) view: \(view.map { "\($0)" } ?? "nil")>" }
    }
}
