/// Touchscreen calibration as `xinput_calibrator` does it, but computing the
/// Coordinate Transformation Matrix: the tester taps crosshairs at known
/// places; the affine map that sends where the touches arrived to where the
/// crosshairs are (least squares over the taps) corrects the device's matrix.
///
///     collecting (target i of n) --tap--> collecting (i + 1) ... --last tap--> done(correction)
///
/// Everything is in normalized screen coordinates (0...1 across the X
/// screen), the space the server applies the matrix in: if the device's
/// matrix is `M`, the corrected one is `correction × M` (`corrected(_:)`).
public struct Calibration: Equatable, Sendable {
    public struct Point: Codable, Equatable, Sendable {
        public var x: Double
        public var y: Double
        public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
    }

    /// The crosshairs, in normalized screen coordinates, in the order they are shown.
    public let targets: [Point]
    /// Where each tap arrived, in the same coordinates; one per target tapped so far.
    public private(set) var touches: [Point] = []

    /// Crosshairs inset by `inset` (a fraction) from the corners of `area`
    /// (normalized; the whole screen by default), clockwise from the top left.
    public init(area: (x: Double, y: Double, width: Double, height: Double) = (0, 0, 1, 1), inset: Double = 0.1) {
        let (left, right) = (area.x + area.width * inset, area.x + area.width * (1 - inset))
        let (top, bottom) = (area.y + area.height * inset, area.y + area.height * (1 - inset))
        targets = [Point(x: left, y: top), Point(x: right, y: top), Point(x: right, y: bottom), Point(x: left, y: bottom)]
    }

    /// The crosshair to tap next; nil once every target has a tap.
    public var currentTarget: Point? { touches.count < targets.count ? targets[touches.count] : nil }

    /// Records where the tap for the current target arrived; ignored once done.
    public mutating func record(_ touch: Point) {
        guard !isDone else { return }
        touches.append(touch)
    }

    /// The affine correction (a row-major 3x3 matrix, last row 0 0 1) taking
    /// the touches to the targets by least squares; nil until done, or when
    /// the taps are degenerate (all on one line).
    public var correction: [Double]? {
        guard isDone else { return nil }
        guard let xRow = Self.fit(touches, targets.map(\.x)), let yRow = Self.fit(touches, targets.map(\.y)) else { return nil }
        return xRow + yRow + [0, 0, 1]
    }

    /// The device matrix after calibration: `correction × matrix` (nil: identity); nil until done.
    public func corrected(_ matrix: [Double]?) -> [Double]? {
        guard let c = correction else { return nil }
        let m = matrix.flatMap { $0.count == 9 ? $0 : nil } ?? [1, 0, 0, 0, 1, 0, 0, 0, 1]
        var product = [Double](repeating: 0, count: 9)
        for row in 0..<3 {
            for column in 0..<3 {
                for k in 0..<3 { product[row * 3 + column] += c[row * 3 + k] * m[k * 3 + column] }
            }
        }
        return product
    }

    /// (a, b, c) minimizing Σ (a x + b y + c - value)² over the points: the normal equations, by Cramer's rule.
    static func fit(_ points: [Point], _ values: [Double]) -> [Double]? {
        var n = [[Double]](repeating: [0, 0, 0], count: 3), r = [0.0, 0, 0]
        for (p, v) in zip(points, values) {
            let row = [p.x, p.y, 1]
            for i in 0..<3 {
                for j in 0..<3 { n[i][j] += row[i] * row[j] }
                r[i] += row[i] * v
            }
        }
        func det(_ m: [[Double]]) -> Double {
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
                + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        }
        let d = det(n)
        guard abs(d) > 1e-12 else { return nil }
        return (0..<3).map { column in
            var replaced = n
            for row in 0..<3 { replaced[row][column] = r[row] }
            return det(replaced) / d
        }
    }
}
