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
