/// What a touchscreen itself reported for one contact at one moment, in its
/// own units: the raw valuator values, before the X server mapped them onto
/// the screen (and before the device's transformation matrix).
///
/// `x`/`y` come from "Abs MT Position X/Y" (else "Abs X/Y"); `major`,
/// `minor` and `orientation` from "Abs MT Touch Major", "Abs MT Touch Minor"
/// and "Abs MT Orientation", nil when the device has no such axis (or has
/// not sent a value for it yet). Units and ranges are the device's: its axes
/// in the device table say them.
public struct RawContactAxes: Codable, Equatable, Sendable {
    /// The XI id of the device that reported the contact.
    public var device: Int
    /// The position in device units.
    public var x: Double
    public var y: Double
    /// The contact's major and minor axes (its size), device units.
    public var major: Double?
    public var minor: Double?
    /// The contact's orientation, device units (may be negative).
    public var orientation: Double?

    public init(device: Int, x: Double, y: Double, major: Double? = nil, minor: Double? = nil, orientation: Double? = nil) {
        self.device = device
        self.x = x
        self.y = y
        self.major = major
        self.minor = minor
        self.orientation = orientation
    }
}

/// One raw touch event of a device, as a `RawContactSource` hands it over.
public struct RawContactEvent: Equatable, Sendable {
    public enum Phase: String, Sendable { case begin, update, end }
    public var phase: Phase
    /// The touch's id on its device (the X touch id): unique among the device's touches down.
    public var touch: UInt32
    /// Where the server put the contact on the screen, in pixels (after the
    /// transformation matrix): what the application's touch is matched by.
    public var screenX: Double
    public var screenY: Double
    /// The device's own values.
    public var axes: RawContactAxes

    public init(phase: Phase, touch: UInt32, screenX: Double, screenY: Double, axes: RawContactAxes) {
        self.phase = phase
        self.touch = touch
        self.screenX = screenX
        self.screenY = screenY
        self.axes = axes
    }
}

/// Where the inspector reads what the devices themselves reported: a raw
/// event feed beside the application's own touches (the `xuitouch` tool's is
/// built on XI2 raw events; tests give a scripted one).
@MainActor
public protocol RawContactSource: AnyObject {
    /// The raw touch events since the last call, in the order the devices sent
    /// them. When the inspector receives a touch, every raw event that led
    /// to it must already be readable here (the tool's feed round-trips).
    func drainRawContacts() -> [RawContactEvent]
}
