/// What a calibration came to, for the screen, the report and the tester's
/// configuration files: the taps, the matrix, and whether it was applied.
public struct CalibrationResult: Codable, Equatable, Sendable {
    /// The touchscreen calibrated (its X device id); nil when there was none.
    public var device: Int?
    /// The crosshairs and where the taps arrived, in normalized screen coordinates.
    public var targets: [Calibration.Point]
    public var touches: [Calibration.Point]
    /// The device's matrix before, and the corrected one (nil: the taps were degenerate).
    public var previousMatrix: [Double]?
    public var matrix: [Double]?
    /// Whether the corrected matrix was set on the device (for this X session).
    public var applied: Bool
    /// The commands that make it permanent: an `xinput set-prop` line and an xorg.conf.d section.
    public var xinputCommand: String?
    public var xorgConfSection: String?

    public init(device: Int?, targets: [Calibration.Point], touches: [Calibration.Point], previousMatrix: [Double]?, matrix: [Double]?,
                applied: Bool, xinputCommand: String? = nil, xorgConfSection: String? = nil) {
        (self.device, self.targets, self.touches, self.previousMatrix, self.matrix) = (device, targets, touches, previousMatrix, matrix)
        (self.applied, self.xinputCommand, self.xorgConfSection) = (applied, xinputCommand, xorgConfSection)
    }

    /// The matrix as `xinput` and xorg.conf write it: nine numbers, six decimals.
    public static func text(of matrix: [Double]) -> String {
        matrix.map { ContactSummary.fixed($0, 6) }.joined(separator: " ")
    }

    /// The `xinput set-prop` line and the xorg.conf.d section for `matrix` on the device named `name`.
    public static func commands(deviceName name: String, matrix: [Double]) -> (xinput: String, xorgConf: String) {
        let numbers = text(of: matrix)
        return ("xinput set-prop \"\(name)\" \"Coordinate Transformation Matrix\" \(numbers)",
                """
                Section "InputClass"
                    Identifier "xuitouch calibration"
                    MatchProduct "\(name)"
                    Option "TransformationMatrix" "\(numbers)"
                EndSection
                """)
    }
}
