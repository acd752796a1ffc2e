import Foundation

/// Raw input, as any backend (the X11 event pump, a test, a replay) hands it
/// to the core: the public input funnel.
///
/// Feed it with `UIApplication.shared.handle(_:in:)`. All touch changes of one
/// input frame go in one `.touches` value so that they are delivered together
/// (two fingers landing at once give one `touchesBegan` with both).
/// Timestamps are seconds on `UIApplication.shared.inputClock`'s timeline.
public enum InputEvent: Sendable, Equatable {
    /// The touches that changed in one frame.
    case touches([TouchInput], timestamp: TimeInterval)
    /// A key went down or up.
    case key(KeyInput, timestamp: TimeInterval)
    /// A scroll (wheel or touchpad) at a window point.
    case scroll(ScrollInput, timestamp: TimeInterval)
    /// The pointer moved with no button down (nil location: it left the window).
    /// Drives `UIHoverGestureRecognizer`; views receive nothing.
    case hover(HoverInput, timestamp: TimeInterval)
    /// An input method's text being composed (its preedit) changed: becomes
    /// the first responder's marked text. The commit arrives as a key's text.
    case composition(CompositionInput, timestamp: TimeInterval)
    /// A motion of the device (a shake began, ended or was cancelled): the
    /// first responder's `motionBegan`/`motionEnded`/`motionCancelled`.
    case motion(MotionInput, timestamp: TimeInterval)
    /// A media key or remote command (`.remoteControlPlay` ... `.remoteControlEndSeekingForward`):
    /// the first responder's `remoteControlReceived(with:)` while the app receives them.
    case remoteControl(UIEvent.EventSubtype, timestamp: TimeInterval)
    /// The middle mouse button was pressed at a window point: X's convention
    /// for pasting the primary selection into the text input under the
    /// pointer (UIKit has no such event; views receive no touch for it).
    case middleClick(CGPoint, timestamp: TimeInterval)

    /// When the input happened.
    public var timestamp: TimeInterval {
        switch self {
        case .touches(_, let t), .key(_, let t), .scroll(_, let t), .hover(_, let t), .composition(_, let t),
             .motion(_, let t), .remoteControl(_, let t), .middleClick(_, let t): return t
        }
    }
}

/// A device motion: UIKit's only one is the shake.
public struct MotionInput: Sendable, Equatable {
    public enum Phase: Sendable, Equatable { case began, ended, cancelled }
    public var phase: Phase
    /// The motion (`.motionShake`).
    public var subtype: UIEvent.EventSubtype
    public init(phase: Phase, subtype: UIEvent.EventSubtype = .motionShake) {
        self.phase = phase
        self.subtype = subtype
    }
}

/// The text an input method is composing, with its caret: UIKit's marked text.
public struct CompositionInput: Sendable, Equatable {
    /// The whole composition ("" when it ended without committing).
    public var text: String
    /// The caret or selection inside it, in UTF-16 units.
    public var selectedRange: NSRange
    public init(text: String, selectedRange: NSRange) {
        self.text = text
        self.selectedRange = selectedRange
    }
}

/// One touch's change in an input frame.
public struct TouchInput: Sendable, Equatable {
    /// A touch's identity: the device's touch id, unique per device while the touch lives.
    public struct ID: Hashable, Sendable, CustomStringConvertible {
        /// The device reporting the touch (backend-defined; 0 for synthetic input).
        public var device: Int
        /// The device's id for this touch (X: the XI2 touch id, unsigned).
        public var touch: UInt32
        public init(device: Int = 0, touch: UInt32) { self.device = device; self.touch = touch }
        public var description: String { "\(device):\(touch)" }
    }

    /// What happened to the touch. Input has no `stationary`: unchanged touches are simply absent.
    public enum Phase: Sendable, Equatable { case began, moved, ended, cancelled }

    public var id: ID
    public var phase: Phase
    /// Where the touch is, in the window's coordinate space (points).
    public var location: CGPoint
    /// The pressure with 1.0 an average touch; nil when the device reports none.
    public var force: CGFloat?
    /// The device's largest possible `force`; ignored when `force` is nil.
    public var maximumPossibleForce: CGFloat

    /// UIKit's `maximumPossibleForce` on 3D Touch iPhones (20/3). Backends map a
    /// device's full-scale pressure to it linearly, so force 1.0 (UIKit's
    /// "average touch") is 15 % of the pressure axis.
    public static let standardMaximumPossibleForce: CGFloat = 20.0 / 3.0
    /// The contact's radius in points; nil when the device reports none.
    public var majorRadius: CGFloat?
    /// The device kind.
    public var type: UITouch.TouchType

    public init(
        id: ID, phase: Phase, location: CGPoint, force: CGFloat? = nil, maximumPossibleForce: CGFloat = 0,
        majorRadius: CGFloat? = nil, type: UITouch.TouchType = .direct
    ) {
        self.id = id; self.phase = phase; self.location = location; self.force = force
        self.maximumPossibleForce = maximumPossibleForce; self.majorRadius = majorRadius; self.type = type
    }
}

/// A key going down or up.
public struct KeyInput: Sendable, Equatable {
    public var isDown: Bool
    public var keyCode: UIKeyboardHIDUsage
    /// The text the key produces with modifiers and layout (empty for keys without text).
    public var characters: String
    /// The text without modifiers.
    public var charactersIgnoringModifiers: String
    public var modifierFlags: UIKeyModifierFlags
    /// Whether this is an auto-repeat of a key already down.
    public var isRepeat: Bool

    public init(
        isDown: Bool, keyCode: UIKeyboardHIDUsage, characters: String = "", charactersIgnoringModifiers: String? = nil,
        modifierFlags: UIKeyModifierFlags = [], isRepeat: Bool = false
    ) {
        self.isDown = isDown; self.keyCode = keyCode; self.characters = characters
        self.charactersIgnoringModifiers = charactersIgnoringModifiers ?? characters
        self.modifierFlags = modifierFlags; self.isRepeat = isRepeat
    }
}

/// A scroll by `delta` points at `location` (window space).
public struct ScrollInput: Sendable, Equatable {
    public var location: CGPoint
    public var delta: CGPoint
    public init(location: CGPoint, delta: CGPoint) { self.location = location; self.delta = delta }
}

/// A button-less pointer position in window space; nil when the pointer left the window.
public struct HoverInput: Sendable, Equatable {
    public var location: CGPoint?
    public init(location: CGPoint?) { self.location = location }
}
