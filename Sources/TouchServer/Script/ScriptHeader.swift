/// What a format-2 script says before its steps: where and when it was
/// recorded, and the input devices it was recorded from (`xuitouch record`).
///
/// Text (Docs/touch-script.md), before the first step:
///
///     format 2
///     recorded at 2026-11-26T11:20:00.125Z server-time 81234 display :0 screen 1920x1080
///     device 11 direct-touch 10 "ELAN9008:00 04F3:2C3B"
///     axis 11 0 0 3456 12 absolute "Abs MT Position X"
///
/// Playback ignores the header: it describes the recording, so that a
/// tester reading a recording from another machine knows the panel (and
/// the device units of its `contact` details) without that machine.
public struct ScriptHeader: Equatable, Sendable {
    /// The newest format this code reads and writes; scripts without a
    /// `format` line are format 1 (no header, no contact details).
    public static let currentFormat = 2

    /// The `recorded` line; nil for a script written by hand.
    public var origin: RecordingOrigin?
    /// The `device` lines (each with its `axis` lines), in order.
    public var devices: [RecordedDevice]

    public init(origin: RecordingOrigin? = nil, devices: [RecordedDevice] = []) {
        self.origin = origin
        self.devices = devices
    }
}

/// Where and when a recording was made: its absolute time base. Every
/// field is optional in the text; the recorder writes them all.
public struct RecordingOrigin: Equatable, Sendable {
    /// The wall-clock time (ISO 8601, UTC) of script time 0, the first
    /// recorded event: a step's absolute time is this plus its `at`.
    public var startedAt: String?
    /// The X server's timestamp (ms) of script time 0.
    public var serverTime: UInt32?
    /// The X display recorded, such as `:0`.
    public var display: String?
    /// That display's screen size in pixels.
    public var screen: ScreenSize?

    public init(startedAt: String? = nil, serverTime: UInt32? = nil, display: String? = nil, screen: ScreenSize? = nil) {
        self.startedAt = startedAt
        self.serverTime = serverTime
        self.display = display
        self.screen = screen
    }
}

/// One input device as the recorded X server described it.
public struct RecordedDevice: Equatable, Sendable {
    /// What kind of device it is, as XI2 reports it.
    public enum Kind: String, Equatable, Sendable, CaseIterable {
        /// A touchscreen: an XI direct touch device.
        case directTouch = "direct-touch"
        /// A touchpad: an XI dependent touch device.
        case touchpad
        /// A pointer without a touch class (mouse, pen, absolute pointer).
        case pointer
        case keyboard
    }

    /// The XI device id on the recorded server.
    public var id: Int
    public var kind: Kind
    /// Most touches tracked at once (0: no touch class, or not said).
    public var maxTouches: Int
    public var name: String
    /// Its valuators, by number.
    public var axes: [RecordedAxis]

    public init(id: Int, kind: Kind, maxTouches: Int, name: String, axes: [RecordedAxis] = []) {
        self.id = id
        self.kind = kind
        self.maxTouches = maxTouches
        self.name = name
        self.axes = axes
    }
}

/// One valuator of a recorded device.
public struct RecordedAxis: Equatable, Sendable {
    /// The XI valuator number.
    public var number: Int
    public var min: Double
    public var max: Double
    /// Units per metre; 0 when the device does not say.
    public var resolution: Int
    /// Absolute (a position, a size) or relative (motion, scrolling).
    public var isAbsolute: Bool
    /// The axis label, such as `Abs MT Touch Major`; "" when it has none.
    public var label: String

    public init(number: Int, min: Double, max: Double, resolution: Int, isAbsolute: Bool, label: String) {
        self.number = number
        self.min = min
        self.max = max
        self.resolution = resolution
        self.isAbsolute = isAbsolute
        self.label = label
    }
}

/// What a touch step does not carry itself: the device a contact came from
/// and its size and orientation, in that device's units (its `axis` lines
/// give their ranges). Written on its `down` or `move` line in format 2:
/// `move 3 120.5 80 0.4 device 11 major 310 minor 220 orientation -12`.
/// Playback sends major, minor and orientation to a touchscreen with those axes
/// (`xuitouch server start --contact-axes`, `ContactTouchDriver`); inputtest's
/// touchscreen has none, so playback leaves them out there.
public struct ContactDetail: Equatable, Sendable {
    /// The finger the detail belongs to (its latest `down` or `move`).
    public var id: UInt32
    /// The XI id of the device that reported it.
    public var device: Int?
    /// Touch major and minor axes (`Abs MT Touch Major/Minor`), device units.
    public var major: Double?
    public var minor: Double?
    /// `Abs MT Orientation`, device units (may be negative).
    public var orientation: Double?

    public init(id: UInt32, device: Int? = nil, major: Double? = nil, minor: Double? = nil, orientation: Double? = nil) {
        self.id = id
        self.device = device
        self.major = major
        self.minor = minor
        self.orientation = orientation
    }

    /// Whether it says anything beyond the finger.
    public var isEmpty: Bool { device == nil && major == nil && minor == nil && orientation == nil }
}
