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
