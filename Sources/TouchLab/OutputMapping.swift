/// A monitor output (XRandR) as the inspector reports it.
public struct InspectedOutput: Codable, Equatable, Sendable {
    /// The output's name, such as "eDP-1" or "HDMI-1".
    public var name: String
    /// Its area on the X screen, in pixels.
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int
    public var isPrimary: Bool

    public init(name: String, x: Int, y: Int, width: Int, height: Int, isPrimary: Bool) {
        (self.name, self.x, self.y, self.width, self.height, self.isPrimary) = (name, x, y, width, height, isPrimary)
    }
}

/// Which output a device's transformation matrix maps it to, as `xinput
/// map-to-output` sets it: the matrix sends the device's whole area (the unit
/// square) onto a rectangle of the screen; the output with that rectangle
/// (within 1 pixel) is the one it is mapped to.
public enum OutputMapping {
    /// The screen rectangle (pixels) the matrix maps the device onto: the
    /// bounds of the unit square's corners after the matrix (identity: the whole screen).
    public static func area(of matrix: [Double]?, screenWidth: Int, screenHeight: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        let m = matrix.flatMap { $0.count == 9 ? $0 : nil } ?? [1, 0, 0, 0, 1, 0, 0, 0, 1]
        let corners = [(0.0, 0.0), (1.0, 0.0), (0.0, 1.0), (1.0, 1.0)].map { x, y in
            (m[0] * x + m[1] * y + m[2], m[3] * x + m[4] * y + m[5])
        }
        let xs = corners.map(\.0), ys = corners.map(\.1)
        let (w, h) = (Double(screenWidth), Double(screenHeight))
        return (xs.min()! * w, ys.min()! * h, (xs.max()! - xs.min()!) * w, (ys.max()! - ys.min()!) * h)
    }

    /// The panel's and report's words for where the device goes: "output NAME"
    /// when an output's area matches, else "screen X,Y WxH" (the whole screen
    /// spanning several outputs, or an area that is no output: a mistake
    /// `xinput_calibrator` users know).
    public static func describe(matrix: [Double]?, outputs: [InspectedOutput], screenWidth: Int, screenHeight: Int) -> String {
        let area = area(of: matrix, screenWidth: screenWidth, screenHeight: screenHeight)
        if let output = outputs.first(where: {
            abs(Double($0.x) - area.x) <= 1 && abs(Double($0.y) - area.y) <= 1
                && abs(Double($0.width) - area.width) <= 1 && abs(Double($0.height) - area.height) <= 1
        }) {
            return "output \(output.name)"
        }
        return "screen \(Int(area.x.rounded())),\(Int(area.y.rounded())) \(Int(area.width.rounded()))x\(Int(area.height.rounded()))"
    }
}
