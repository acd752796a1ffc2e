/// The line-drawing linearity test: guide lines shown one at a time (a
/// horizontal, a vertical and both diagonals); the tester draws along each
/// in one stroke, with a ruler for a true test; each stroke's deviation from
/// its guide shows where the panel bends lines (`xuitouch inspect --lines`).
public struct LineTest: TargetSequence, Equatable, Sendable {
    /// A guide, normalized over the screen.
    public struct Guide: Equatable, Sendable {
        public var from: Calibration.Point
        public var to: Calibration.Point
    }

    /// Horizontal at 30% height, vertical at 30% width, then the diagonals, each 10% in from the edges.
    public let guides: [Guide] = [
        Guide(from: .init(x: 0.1, y: 0.3), to: .init(x: 0.9, y: 0.3)),
        Guide(from: .init(x: 0.3, y: 0.1), to: .init(x: 0.3, y: 0.9)),
        Guide(from: .init(x: 0.1, y: 0.1), to: .init(x: 0.9, y: 0.9)),
        Guide(from: .init(x: 0.1, y: 0.9), to: .init(x: 0.9, y: 0.1)),
    ]
    /// Each stroke drawn so far, its samples normalized over the screen.
    public private(set) var strokes: [[Calibration.Point]] = []

    public init() {}

    public var currentTarget: Calibration.Point? { strokes.count < guides.count ? guides[strokes.count].from : nil }
    public var currentGuide: (from: Calibration.Point, to: Calibration.Point)? {
        strokes.count < guides.count ? (guides[strokes.count].from, guides[strokes.count].to) : nil
    }
    public var targetCount: Int { guides.count }
    public var tapCount: Int { strokes.count }

    /// A tap alone is a stroke of one point.
    public mutating func record(_ touch: Calibration.Point) {
        guard !isDone else { return }
        strokes.append([touch])
    }

    public mutating func record(contact: ContactRecord, width: Double, height: Double) {
        guard !isDone else { return }
        strokes.append(contact.samples.map { Calibration.Point(x: $0.x / width, y: $0.y / height) })
    }

    /// One stroke against its guide, in points.
    public struct Result: Codable, Equatable, Sendable {
        /// The guide's ends, in points.
        public var from: InspectorReport.Point
        public var to: InspectorReport.Point
        /// The farthest and the mean distance of the stroke's samples from the guide's line.
        public var maxDeviation: Double
        public var meanDeviation: Double
        /// How much of the guide the stroke spans (its samples projected on the guide), 0...1.
        public var coverage: Double
    }

    /// Every stroke drawn so far against its guide, on a screen of `width` x `height` points.
    public func results(width: Double, height: Double) -> [Result] {
        zip(guides, strokes).map { guide, stroke in
            let (ax, ay) = (guide.from.x * width, guide.from.y * height)
            let (bx, by) = (guide.to.x * width, guide.to.y * height)
            let length = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
            let (ux, uy) = ((bx - ax) / length, (by - ay) / length)
            var distances: [Double] = [], along: [Double] = []
            for point in stroke {
                let (px, py) = (point.x * width - ax, point.y * height - ay)
                distances.append(abs(px * uy - py * ux))
                along.append(min(max(px * ux + py * uy, 0), length))
            }
            let coverage = ((along.max() ?? 0) - (along.min() ?? 0)) / length
            return Result(from: .init(x: ax, y: ay), to: .init(x: bx, y: by), maxDeviation: distances.max() ?? 0,
                          meanDeviation: distances.reduce(0, +) / Double(max(1, distances.count)), coverage: coverage)
        }
    }
}
