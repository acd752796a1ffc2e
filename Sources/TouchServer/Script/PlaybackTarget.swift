/// What a script is checked against before anything of it is played: the
/// devices it goes to (a headless server, or a uinput touchscreen). A step
/// the target cannot play is an error naming its line, never dropped or
/// clamped without a word.
public struct PlaybackTarget: Equatable, Sendable {
    /// Positions must be on this screen (nil: not known; X's coordinate range only).
    public var screen: ScreenSize?
    /// The most fingers down at once.
    public var touchSlots: Int
    /// Whether `touchpad` steps can be played.
    public var hasTouchpad: Bool
    /// Whether `pen` steps can be played.
    public var hasPen: Bool
    /// Whether `key`, `pointer` and `button` steps can be played (a uinput touchscreen has no keys).
    public var hasKeyboardAndPointer: Bool
    /// Whether the touchscreen has contact size and orientation axes (`ContactTouchDriver`): a
    /// `contact` detail is then played, so its major, minor and orientation must be in the axes' ranges.
    public var hasContactAxes: Bool

    public init(screen: ScreenSize?, touchSlots: Int = TouchScript.maxFingers, hasTouchpad: Bool = false, hasPen: Bool = false,
                hasKeyboardAndPointer: Bool = true, hasContactAxes: Bool = false) {
        self.screen = screen
        self.touchSlots = touchSlots
        self.hasTouchpad = hasTouchpad
        self.hasPen = hasPen
        self.hasKeyboardAndPointer = hasKeyboardAndPointer
        self.hasContactAxes = hasContactAxes
    }

    /// A target not known yet: the default server's 10 fingers, any device.
    public static let unknown = PlaybackTarget(screen: nil, hasTouchpad: true, hasPen: true)
    /// The widest a headless server can be: its most touch slots, any device (for checks before the server is known).
    public static let anyServer = PlaybackTarget(screen: nil, touchSlots: VirtualDeviceOptions.maxTouchSlots, hasTouchpad: true, hasPen: true)

    /// Why `step` cannot be played on this target (a position off the
    /// screen, a device it lacks); nil when it can. The finger count is
    /// checked along the sequence by `TouchScript.validate`.
    func problem(with step: TouchScript.Step) -> String? {
        if let screen, let reason = step.offScreen(screen) { return reason }
        switch step {
        // A `where` binds to one pattern only: each says it.
        case .key where !hasKeyboardAndPointer, .pointer where !hasKeyboardAndPointer, .button where !hasKeyboardAndPointer:
            return "a uinput replay plays touches only; keys, the pointer and buttons need the headless server"
        case .touchpad where !hasKeyboardAndPointer, .pen where !hasKeyboardAndPointer:
            return "a uinput replay plays touches only; the touchpad and the pen need the headless server"
        case .touchpad where !hasTouchpad:
            return "this server has no touchpad (start it with `xuitouch server start --touchpad`)"
        case .pen where !hasPen:
            return "this server has no pen (start it with `xuitouch server start --pen`)"
        case .contact(let detail) where hasContactAxes:
            return Self.contactProblem(detail)
        default:
            return nil
        }
    }
}

extension PlaybackTarget {
    /// Why `detail` is out of the contact axes' ranges (`ContactTouchDriver`); nil when it is in them.
    static func contactProblem(_ detail: ContactDetail) -> String? {
        let sizeMax = ContactTouchDriver.contactSizeMax, turn = ContactTouchDriver.orientationMax
        for (name, value) in [("major", detail.major), ("minor", detail.minor)] {
            if let value, value > sizeMax {
                return "\(name) \(formatNumber(value)) is beyond the touchscreen's contact size axis (0...\(formatNumber(sizeMax)))"
            }
        }
        if let orientation = detail.orientation, abs(orientation) > turn {
            return "orientation \(formatNumber(orientation)) is beyond the touchscreen's orientation axis "
                + "(-\(formatNumber(turn))...\(formatNumber(turn)) degrees)"
        }
        return nil
    }
}

extension HeadlessTouchServer {
    /// This server as scripts are checked against it.
    public var playbackTarget: PlaybackTarget {
        PlaybackTarget(screen: screen, touchSlots: touchSlots, hasTouchpad: touchpad != nil, hasPen: pen != nil,
                       hasContactAxes: touchscreen.hasContactAxes)
    }
}
