import ArgumentParser
import TouchServer

/// The ranges of the gesture arguments, checked before anything is
/// generated: a value out of range (or NaN, or infinite) is a usage error
/// (exit 64) naming the option and its range, never a script `play`
/// would refuse, a crash or a generator that runs for ever.
enum GestureArgumentChecks {
    /// Longest duration, hold or gap: a day, the longest `wait` a script may hold.
    static let maxMilliseconds = TouchScript.maxMilliseconds
    /// Most moves one movement may generate (`duration × rate / 1000`).
    static let maxMoves = 100_000
    /// Highest movement rate, moves per second.
    static let maxRate = 1000.0
    /// Largest angle, in degrees either way.
    static let maxDegrees = 3600.0

    /// `value` must be finite and within `range`.
    static func number(_ value: Double, _ option: String, _ range: ClosedRange<Double>, unit: String = "") throws {
        guard value.isFinite, range.contains(value) else {
            throw ValidationError("--\(option) must be \(text(range.lowerBound))...\(text(range.upperBound))\(unit), got \(value)")
        }
    }

    /// A point: both coordinates finite and on X's coordinate range.
    static func point(_ point: Point, _ option: String) throws {
        let range = 0...TouchScript.maxCoordinate
        guard point.point.x.isFinite, point.point.y.isFinite, range.contains(point.point.x), range.contains(point.point.y) else {
            throw ValidationError("--\(option) must be X,Y with X and Y 0...\(text(range.upperBound)) pixels, got \(point.text)")
        }
    }

    /// A finger count: 1 up to the most touch slots a headless server can have; the server the
    /// gesture is played on refuses more fingers than its own slots (10 unless started with --touches).
    static func fingers(_ count: Int) throws {
        guard (1...VirtualDeviceOptions.maxTouchSlots).contains(count) else {
            throw ValidationError("--fingers must be 1...\(VirtualDeviceOptions.maxTouchSlots) (and at most the server's touch slots), got \(count)")
        }
    }

    /// A duration in milliseconds.
    static func milliseconds(_ value: Double, _ option: String) throws {
        try number(value, option, 0...maxMilliseconds, unit: " ms")
    }

    /// A movement's duration and rate together: at most `maxMoves` moves.
    static func movement(duration: Double, rate: Double) throws {
        try milliseconds(duration, "duration")
        guard rate.isFinite, rate > 0, rate <= maxRate else {
            throw ValidationError("--rate must be above 0 and at most \(text(maxRate)) moves per second, got \(rate)")
        }
        let moves = duration * rate / 1000
        guard moves <= Double(maxMoves) else {
            throw ValidationError("--duration \(text(duration)) at --rate \(text(rate)) makes \(text(moves.rounded())) moves; "
                + "at most \(maxMoves) (shorten --duration or lower --rate)")
        }
    }

    private static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }
}

extension GestureOptions {
    /// Checks --pressure, --spacing and --rate (the movement check adds the duration).
    func check() throws {
        if let pressure { try GestureArgumentChecks.number(pressure, "pressure", 0...1) }
        try GestureArgumentChecks.number(spacing, "spacing", 0...TouchScript.maxCoordinate, unit: " pixels")
    }
}
