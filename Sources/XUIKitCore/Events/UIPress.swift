import Foundation

/// A button press (here: a hardware key) for its whole life: UIKit's `UIPress`.
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable, CustomStringConvertible {
        case began, changed, stationary, ended, cancelled
        public var description: String { ["began", "changed", "stationary", "ended", "cancelled"][rawValue] }
    }

    /// The physical button of a press (Apple TV remote buttons in UIKit; keys use `key`).
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31
        /// Not a remote button: a keyboard key (XUIKit's value for `key` presses).
        case keyboardKey = -1
    }

    /// The press's current phase.
    open internal(set) var phase: Phase = .began
    /// When the press began or last changed, in seconds on the input clock.
    open internal(set) var timestamp: TimeInterval = 0
    /// The kind of button; `.keyboardKey` for keyboard keys.
    open internal(set) var type: PressType = .keyboardKey
    /// The window the press is delivered in. Strong, as UIKit's header
    /// declares it (a weak reference would give the window a side table: see
    /// `UITouch.window`).
    open internal(set) var window: UIWindow?
    /// The responder the press was first delivered to (strong, as UIKit's).
    open internal(set) var responder: UIResponder?
    /// Gesture recognizers receiving the press.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []
    /// The force of the press: 1 while down, 0 once up.
    open internal(set) var force: CGFloat = 1
    /// The keyboard key, for key presses.
    open internal(set) var key: UIKey?

    /// A press made by hand, as test code makes one: phase `.began`, no key.
    public override init() { super.init() }

    nonisolated open override var description: String {
        mainActorDescription { "<UIPress: phase: \(phase) key: \(key.map { "\($0)" } ?? "nil")>" }
    }
}

/// An event carrying presses: UIKit's `UIPressesEvent`.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
    var pressStore: [UIPress] = []

    init(timestamp: TimeInterval) { super.init(type: .presses, timestamp: timestamp) }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressStore) }

    /// The presses delivered to `gestureRecognizer`.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressStore.filter { $0.gestureRecognizers?.contains { $0 === gesture } ?? false })
    }
}
