/// Screen points back to a touchscreen's own units, as the X server would
/// have had them: for finding dead zones and misses in the numbers a panel's
/// firmware speaks.
///
/// The server first applies the device's Coordinate Transformation Matrix
/// to the position normalized over the axis ranges, then maps each axis onto
/// the screen as `pixel = (value - min) * screenPixels / (max - min + 1)`
/// (xserver's `rescaleValuatorAxis`); this is the inverse of both (the
/// matrix's affine part; a matrix that cannot be inverted gives no units).
/// It is the device of the first enabled direct touch device, as a touch
/// does not say which device it came from.
public struct DeviceUnits: Equatable, Sendable {
    /// The device whose units these are.
    public let device: Int
    public let xAxis: InspectedDevice.Axis
    public let yAxis: InspectedDevice.Axis
    /// The screen in pixels, and pixels per point.
    public let screenWidth: Double
    public let screenHeight: Double
    public let scale: Double
    /// The inverse of the device's transformation matrix's affine part: (a, b, c, d, e, f) for
    /// `x = a x' + b y' + c`, `y = d x' + e y' + f` in normalized coordinates.
    private let inverse: [Double]

    /// The units of the first enabled direct touch device with position axes
    /// ("Abs MT Position X/Y", else "Abs X/Y"), on a screen of `width` x
    /// `height` points at `scale`; nil when there is none.
    public init?(devices: [InspectedDevice], width: Double, height: Double, scale: Double) {
        for device in devices where device.kind == .directTouch && device.isEnabled {
            func axis(_ labels: [String]) -> InspectedDevice.Axis? {
                labels.lazy.compactMap { label in device.axes.first { $0.label == label && $0.max > $0.min } }.first
            }
            guard let x = axis(["Abs MT Position X", "Abs X"]), let y = axis(["Abs MT Position Y", "Abs Y"]) else { continue }
            let m = device.transformationMatrix.flatMap { $0.count == 9 ? $0 : nil } ?? [1, 0, 0, 0, 1, 0, 0, 0, 1]
            let determinant = m[0] * m[4] - m[1] * m[3]
            guard determinant != 0 else { continue }
            inverse = [m[4] / determinant, -m[1] / determinant, (m[1] * m[5] - m[4] * m[2]) / determinant,
                       -m[3] / determinant, m[0] / determinant, (m[3] * m[2] - m[0] * m[5]) / determinant]
            (self.device, xAxis, yAxis) = (device.id, x, y)
            (screenWidth, screenHeight, self.scale) = (width * scale, height * scale, scale)
            return
        }
        return nil
    }

    /// The device's (x, y) for a point at (`x`, `y`) points on the screen.
    public func convert(x: Double, y: Double) -> (x: Double, y: Double) {
        let (xRange, yRange) = (xAxis.max - xAxis.min, yAxis.max - yAxis.min)
        // Normalized where the matrix put it (the server's value after the matrix, over the axis range).
        let xn = x * scale * (xRange + 1) / screenWidth / xRange, yn = y * scale * (yRange + 1) / screenHeight / yRange
        let (a, b, c, d, e, f) = (inverse[0], inverse[1], inverse[2], inverse[3], inverse[4], inverse[5])
        return (xAxis.min + (a * xn + b * yn + c) * xRange, yAxis.min + (d * xn + e * yn + f) * yRange)
    }
}
