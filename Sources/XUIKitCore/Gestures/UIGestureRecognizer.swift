import Foundation

/// The base class of gesture recognizers: UIKit's `UIGestureRecognizer`.
///
/// Recognizers attached to a touch's hit-tested view and its ancestors
/// receive the touch before the view does (deepest view first). Subclasses
/// override the `touches…` methods and set `state`; the `GestureArena` applies
/// UIKit's rules to each change: `gestureRecognizerShouldBegin`, failure
/// requirements (waiting), exclusion of other recognizers on the same touches
/// unless simultaneous recognition is allowed, `cancelsTouchesInView`,
/// `delaysTouchesBegan`, `delaysTouchesEnded`, and actions for began, changed,
/// ended (recognized) and cancelled. After the gesture's touches have ended
/// and it is over, the recognizer is `reset()` to `.possible`.
///
/// Actions: `init(target:action:)` with a `Selector` (the project's form of
/// `#selector`, see `Selector`), or `init(handler:)`/`addTarget(handler:)` with a closure.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The states of a recognizer; see `GestureStateMachine` for the legal transitions.
    public enum State: Int, Sendable, CustomStringConvertible {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's success: the same as `.ended`.
        public static var recognized: State { .ended }
        public var description: String { ["possible", "began", "changed", "ended", "cancelled", "failed"][rawValue] }
    }

    var machine = GestureStateMachine()
    /// A transition to began or recognized that waits for other recognizers to fail.
    var pendingState: State?
    private var targets: [(target: WeakTarget?, action: Selector?, handler: ((UIGestureRecognizer) -> Void)?)] = []
    var failureRequirements: [WeakRecognizer] = []
    /// Touches received since the last reset (ended ones included), in arrival order.
    var trackedTouches: [UITouch] = []
    /// The last centroid of the gesture's touches, in window space.
    var lastCentroid: CGPoint?
    weak var lastWindow: UIWindow?

    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    /// The delegate.
    open weak var delegate: UIGestureRecognizerDelegate?
    /// A name for debugging.
    open var name: String?
    /// Whether the recognizer receives touches. Default true; disabling it mid-gesture cancels the gesture.
    open var isEnabled = true {
        didSet { if oldValue && !isEnabled { UIApplication.shared.touchDispatcher.arena.abandon(self) } }
    }
    /// Whether the view's touches are cancelled once the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether the view's began is held until the gesture fails. Default false.
    open var delaysTouchesBegan = false
    /// Whether the view's ended is held while the gesture may still be recognized. Default true.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes touches of one type only for a gesture. Default true.
    open var requiresExclusiveTouchType = true
    /// The touch types the recognizer receives (`UITouch.TouchType` raw values). Default all.
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }
    /// The press types the recognizer receives.
    open var allowedPressTypes: [NSNumber] = []

    /// A recognizer sending `action` to `target` on each state change that has an action.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// A recognizer with no target.
    public convenience override init() { self.init(target: nil, action: nil) }

    /// A recognizer calling `handler` (the closure form of an action).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(handler: handler)
    }

    // MARK: State

    /// The current state. Subclasses set it (`UIGestureRecognizerSubclass`);
    /// an illegal transition is a programming error and stops the program
    /// with a message naming it.
    open var state: State {
        get { machine.state }
        set { UIApplication.shared.touchDispatcher.arena.request(self, to: newValue) }
    }

    // MARK: Targets and actions

    /// Adds a target-action pair; the action receives the recognizer as sender.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append((WeakTarget(target as AnyObject), action, nil))
    }

    /// Adds a closure called with the recognizer (the project's closure form of an action).
    open func addTarget(handler: @escaping (UIGestureRecognizer) -> Void) {
        targets.append((nil, nil, handler))
    }

    /// Removes target-action pairs: nil target means every target, nil action every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targets.removeAll { entry in
            guard entry.handler == nil else { return object == nil && action == nil }
            let targetMatches = object == nil || entry.target?.object === object
            let actionMatches = action == nil || entry.action == action
            return targetMatches && actionMatches
        }
    }

    func sendActions() {
        for entry in targets {
            if let handler = entry.handler { handler(self); continue }
            guard let target = entry.target?.object, let action = entry.action else { continue }
            action.perform(on: target, sender: self)
        }
    }

    // MARK: Failure requirements

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before
    /// it can leave `.possible`; if the other is recognized, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    // MARK: Location

    /// The centroid of the gesture's touches in `view`'s space (nil: the window's).
    open func location(in view: UIView?) -> CGPoint {
        let active = activeTouches
        let windowPoint = active.isEmpty ? (lastCentroid ?? .zero) : Self.windowCentroid(of: active)
        guard let view, let window = active.first?.window ?? lastWindow else { return windowPoint }
        return view.convert(windowPoint, from: window)
    }

    /// The location of the touch at `touchIndex` (0 ..< numberOfTouches) in `view`'s space.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let active = activeTouches
        precondition(active.indices.contains(touchIndex), "UIGestureRecognizer.location(ofTouch:in:): index \(touchIndex) beyond bounds (\(active.count) touches)")
        return active[touchIndex].location(in: view)
    }

    /// How many touches the gesture involves now.
    open var numberOfTouches: Int { activeTouches.count }

    /// Touches of the gesture not yet ended or cancelled (those ending in the current frame included).
    var activeTouches: [UITouch] {
        trackedTouches.filter { touch in
            guard let record = UIApplication.shared.touchDispatcher.record(for: touch) else { return false }
            return !record.inputIsOver
        }
    }

    // MARK: Subclass hooks (UIGestureRecognizerSubclass)

    /// New touches of the gesture, before the view sees them. Subclasses
    /// set `state` here and in the other hooks; the default does nothing.
    /// Hooks stop being called once the gesture is over (recognized, failed,
    /// cancelled) until `reset()`.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture that moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture that lifted. A recognizer still possible when
    /// its last touch lifts should fail, or recognize, here: a possible
    /// recognizer holds the view's delayed ended.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches of the gesture cancelled by the device or the system.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Presses (keys, remote buttons) of the gesture. XUIKit does not deliver presses to recognizers yet.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses whose value changed.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses that ended.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
    /// Presses that were cancelled.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Clears gesture state; called after the gesture is over, before the recognizer is `.possible` again.
    open func reset() {}

    /// Stops sending `touch` to this recognizer for the rest of its life.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        UIApplication.shared.touchDispatcher.arena.ignore(touch, by: self)
    }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer must wait for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` must wait for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Scroll input over the recognizer's view (XUIKit hook; pan recognizers use it).
    func handleScroll(_ scroll: ScrollInput, in window: UIWindow, event: UIEvent) {}

    nonisolated open override var description: String {
        mainActorDescription { "<\(type(of: self)): state = \(state)\(name.map { "; name = \($0)" } ?? "")\(view.map { "; view = \($0)" } ?? "")>" }
    }
}

/// A weak reference to an action target.
@MainActor
final class WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// A weak reference to a recognizer (failure requirements must not keep it alive).
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
