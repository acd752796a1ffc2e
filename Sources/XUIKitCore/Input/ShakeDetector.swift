import Foundation

/// Finds shakes in accelerometer samples: a value type fed one sample at a
/// time, answering with the motion phase the sample starts or ends.
///
/// A sample's jolt is how far the acceleration's magnitude is from 1 g (the
/// device at rest reads gravity alone). A shake begins at the third sample
/// jolting over 0.8 g within 0.5 s, and ends once no sample has jolted over
/// 0.3 g for 0.3 s. (XUIKit's thresholds: UIKit publishes none.)
public struct ShakeDetector: Sendable {
    public static let beginJolt = 0.8, endJolt = 0.3
    public static let window: TimeInterval = 0.5, quiet: TimeInterval = 0.3

    public private(set) var isShaking = false
    private var strongJolts: [TimeInterval] = []
    private var lastMotion: TimeInterval = -.infinity

    public init() {}

    /// Feeds the acceleration (`x`, `y`, `z` in g) measured at `time`; returns
    /// `.began` or `.ended` when this sample starts or ends a shake.
    public mutating func add(x: Double, y: Double, z: Double, at time: TimeInterval) -> MotionInput.Phase? {
        guard x.isFinite, y.isFinite, z.isFinite, time.isFinite else { return nil }
        let jolt = abs((x * x + y * y + z * z).squareRoot() - 1)
        if jolt > Self.endJolt { lastMotion = time }
        if isShaking {
            guard time - lastMotion >= Self.quiet else { return nil }
            isShaking = false
            strongJolts = []
            return .ended
        }
        strongJolts.removeAll { time - $0 > Self.window }
        if jolt > Self.beginJolt { strongJolts.append(time) }
        guard strongJolts.count >= 3 else { return nil }
        isShaking = true
        return .began
    }
}
