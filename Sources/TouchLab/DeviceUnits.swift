/// Screen points back to a touchscreen's own units, as the X server would
/// have had them: for finding dead zones and misses in the numbers a panel's
/// firmware speaks.
///
/// The server maps an absolute axis onto the screen as
/// `pixel = (value - min) * screenPixels / (max - min + 1)` (xserver's
/// `rescaleValuatorAxis`); this is its inverse. It is an estimate: it assumes
/// the identity Coordinate Transformation Matrix and the first enabled direct
/// touch device (a touch does not say which device it came from).
public struct DeviceUnits: Equatable, Sendable {
    /// The device whose units these are.
    public let device: Int
    public let xAxis: InspectedDevice.Axis
    public let yAxis: InspectedDevice.Axis
    /// The screen in pixels, and pixels per point.
    public let screenWidth: Double
    public let screenHeight: Double
    public let scale: Double

    /// The units of the first enabled direct touch device with position axes
    /// ("Abs MT Position X/Y", else "Abs X/Y"), on a screen of `width` x
    /// `height` points at `scale`; nil when there is none.
    public init?(devices: [InspectedDevice], width: Double, height: Double, scale: Double) {
        for device in devices where device.kind == .directTouch && device.isEnabled {
            func axis(_ labels: [String]) -> InspectedDevice.Axis? {
                labels.lazy.compactMap { label in device.axes.first { $0.label == label && $0.max > $0.min } }.first
            }
            guard let x = axis(["Abs MT Position X", "Abs X"]), let y = axis(["Abs MT Position Y", "Abs Y"]) else { continue }
            (self.device, xAxis, yAxis) = (device.id, x, y)
            (screenWidth, screenHeight, self.scale) = (width * scale, height * scale, scale)
            return
        }
        return nil
    }

    /// The device's (x, y) for a point at (`x`, `y`) points on the screen.
    public func convert(x: Double, y: Double) -> (x: Double, y: Double) {
        (xAxis.min + x * scale * (xAxis.max - xAxis.min + 1) / screenWidth,
         yAxis.min + y * scale * (yAxis.max - yAxis.min + 1) / screenHeight)
    }
}
