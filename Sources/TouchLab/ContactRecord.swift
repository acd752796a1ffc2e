import XUIKit

/// The history of one contact (one `UITouch`, from its landing to its lift)
/// as the application received it.
///
/// Phases follow UIKit's sequence for one touch: `began -> moved* -> ended |
/// cancelled`. Every responder call that included the touch adds one sample;
/// `stationary` is never recorded (a touch that did not change is not in
/// `touchesMoved`'s set). Positions are in points in the inspector's space;
/// times are seconds since the inspector started.
public struct ContactRecord: Equatable, Sendable {
    /// One responder call's view of the contact.
    public struct Sample: Codable, Equatable, Sendable {
        /// Seconds since the inspector started (`UITouch.timestamp` minus the start time).
        public var time: Double
        /// "began", "moved", "ended" or "cancelled".
        public var phase: String
        public var x: Double
        public var y: Double
        /// `UITouch.force`; nil when the device reports no pressure (`maximumPossibleForce` 0).
        public var force: Double?
        /// `UITouch.majorRadius`; nil when the device reports no contact size (0).
        public var majorRadius: Double?
        /// What the device itself reported for this sample (position in its
        /// units, contact major/minor axes and orientation where it has those
        /// axes); nil when the inspector has no raw feed or found no raw
        /// event for the touch (`RawContactMatcher`).
        public var device: RawContactAxes?

        public init(time: Double, phase: String, x: Double, y: Double, force: Double? = nil, majorRadius: Double? = nil,
                    device: RawContactAxes? = nil) {
            self.time = time
            self.phase = phase
            self.x = x
            self.y = y
            self.force = force
            self.majorRadius = majorRadius
            self.device = device
        }
    }

    /// The contact's number in landing order, from 1.
    public let id: Int
    /// The samples in the order they arrived; never empty.
    public private(set) var samples: [Sample]
    /// `UITouch.tapCount` as last seen.
    public private(set) var tapCount: Int
    /// The sum of the distances between consecutive samples, in points.
    public private(set) var pathLength: Double = 0
    /// The largest distance between two consecutive samples, in points.
    public private(set) var largestJump: Double = 0

    /// A contact that landed with `first` (whose phase should be "began").
    public init(id: Int, first: Sample, tapCount: Int) {
        self.id = id
        self.samples = [first]
        self.tapCount = tapCount
    }

    /// Adds the next sample; a sample after the contact ended is ignored
    /// (UIKit sends nothing for a touch after its end).
    public mutating func append(_ sample: Sample, tapCount: Int) {
        guard !hasEnded, let last = samples.last else { return }
        let step = ((sample.x - last.x) * (sample.x - last.x) + (sample.y - last.y) * (sample.y - last.y)).squareRoot()
        pathLength += step
        largestJump = max(largestJump, step)
        samples.append(sample)
        self.tapCount = tapCount
    }

    /// Sets what the device reported for the latest sample.
    public mutating func setDeviceAxesOfLatestSample(_ axes: RawContactAxes?) {
        samples[samples.count - 1].device = axes
    }

    /// The landing sample.
    public var first: Sample { samples[0] }
    /// The latest sample.
    public var last: Sample { samples[samples.count - 1] }
    /// When the contact landed (seconds since the inspector started).
    public var beganAt: Double { first.time }
    /// When it lifted or was cancelled; nil while it is down.
    public var endedAt: Double? { hasEnded ? last.time : nil }
    /// Whether its last sample is `ended` or `cancelled`.
    public var hasEnded: Bool { last.phase == "ended" || last.phase == "cancelled" }
    /// The phases in order, one per sample.
    public var phases: [String] { samples.map(\.phase) }

    /// The farthest any sample lies from the straight line through the first
    /// and last samples, in points (from the first sample if they coincide):
    /// for a line drawn along a ruler, how far the panel bent it.
    public var lineDeviation: Double {
        let (ax, ay, bx, by) = (first.x, first.y, last.x, last.y)
        let length = ((bx - ax) * (bx - ax) + (by - ay) * (by - ay)).squareRoot()
        return samples.reduce(0) { farthest, p in
            let distance = length == 0
                ? ((p.x - ax) * (p.x - ax) + (p.y - ay) * (p.y - ay)).squareRoot()
                : abs((bx - ax) * (ay - p.y) - (ax - p.x) * (by - ay)) / length
            return max(farthest, distance)
        }
    }

    /// Seconds the contact has been (or was) down, at `time`.
    public func age(at time: Double) -> Double { (endedAt ?? time) - beganAt }

    /// Samples received in the second before `time`: the finger's events per second.
    public func eventsPerSecond(at time: Double) -> Double {
        Double(samples.reversed().prefix { $0.time > time - 1 }.count)
    }
}
