/// The edge and corner grid: targets at every corner and edge (2% in from
/// it, where panels lose touches) and at the centre; the tester taps each,
/// and each tap's miss is measured, in points and in the touchscreen's units.
///
/// A tap farther than `missLimit` points from its target is a miss: a dead
/// zone or a bad mapping there.
public struct EdgeGrid: TargetSequence, Equatable, Sendable {
    /// How far in from the edges the outer targets are (a fraction of the screen).
    public static let inset = 0.02
    /// Points from its target beyond which a tap is a miss.
    public static let missLimit = 10.0

    /// Top row left to right, then the middle row, then the bottom row.
    public let targets: [Calibration.Point]
    public private(set) var touches: [Calibration.Point] = []

    public init() {
        let stops = [Self.inset, 0.5, 1 - Self.inset]
        targets = stops.flatMap { y in stops.map { x in Calibration.Point(x: x, y: y) } }
    }

    public var currentTarget: Calibration.Point? { touches.count < targets.count ? targets[touches.count] : nil }
    public var targetCount: Int { targets.count }
    public var tapCount: Int { touches.count }

    public mutating func record(_ touch: Calibration.Point) {
        guard !isDone else { return }
        touches.append(touch)
    }

    /// One target's outcome, in points on a screen of the given size.
    public struct Result: Codable, Equatable, Sendable {
        public var target: InspectorReport.Point
        public var tap: InspectorReport.Point
        /// The distance from target to tap, in points.
        public var miss: Double
        /// The tap minus the target in the touchscreen's units (x, y); nil without a touchscreen.
        public var missDeviceUnits: InspectorReport.Point?
        /// Whether `miss` is over `EdgeGrid.missLimit`.
        public var isMiss: Bool
    }

    /// The outcome of every target tapped so far, on a screen of `width` x `height` points.
    public func results(width: Double, height: Double, units: DeviceUnits?) -> [Result] {
        zip(targets, touches).map { target, touch in
            let t = InspectorReport.Point(x: target.x * width, y: target.y * height)
            let p = InspectorReport.Point(x: touch.x * width, y: touch.y * height)
            let miss = ((p.x - t.x) * (p.x - t.x) + (p.y - t.y) * (p.y - t.y)).squareRoot()
            let inUnits = units.map { units -> InspectorReport.Point in
                let (a, b) = (units.convert(x: t.x, y: t.y), units.convert(x: p.x, y: p.y))
                return InspectorReport.Point(x: b.x - a.x, y: b.y - a.y)
            }
            return Result(target: t, tap: p, miss: miss, missDeviceUnits: inUnits, isMiss: miss > Self.missLimit)
        }
    }

    /// The grid's part of the report.
    public struct Report: Codable, Equatable, Sendable {
        /// `EdgeGrid.missLimit`, in points.
        public var missLimit: Double
        /// One per target tapped, in the order shown.
        public var targets: [Result]
        /// How many taps were misses.
        public var misses: Int
    }

    /// The report of the targets tapped so far.
    public func report(width: Double, height: Double, units: DeviceUnits?) -> Report {
        let results = results(width: width, height: height, units: units)
        return Report(missLimit: Self.missLimit, targets: results, misses: results.filter(\.isMiss).count)
    }
}
