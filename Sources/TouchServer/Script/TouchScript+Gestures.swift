/// Generators for the common touch gestures, as scripts.
///
/// Fingers are numbered 1...n. Movements are interpolated linearly (or along
/// an arc for `rotate`) at `rate` moves per second: a movement lasting
/// `duration` ms has `max(1, round(duration * rate / 1000))` frames, each a
/// `wait` followed by one `move` per finger; the last frame lands exactly on
/// the end position, and `up` follows it with no extra wait. Coordinates
/// are clamped to 0...`maxCoordinate` (a row of fingers at a screen edge
/// stays a script that plays). `pressure` (0...1), when given, is sent with
/// every down and move.
extension TouchScript {
    /// Default movement rate: 60 moves per second.
    public static let defaultRate = 60.0

    /// An n-finger tap at `point`: fingers side by side `spacing` px apart,
    /// centred on the point, down together and lifted after `hold` ms.
    public static func tap(at point: ScreenPoint, fingers: Int = 1, spacing: Double = 40,
                           hold: Double = 50, pressure: Double? = nil) -> TouchScript {
        let points = row(of: fingers, around: point, spacing: spacing, degrees: 0)
        var steps: [Step] = points.enumerated().map { .down(id: UInt32($0 + 1), x: $1.x, y: $1.y, pressure: pressure) }
        steps.append(.wait(milliseconds: hold))
        steps += points.indices.map { .up(id: UInt32($0 + 1)) }
        return TouchScript(steps)
    }

    /// Two taps at `point` with `gap` ms between the first lift and the second touch.
    public static func doubleTap(at point: ScreenPoint, fingers: Int = 1, gap: Double = 100,
                                 hold: Double = 50, pressure: Double? = nil) -> TouchScript {
        let tap = tap(at: point, fingers: fingers, hold: hold, pressure: pressure)
        return tap + TouchScript([.wait(milliseconds: gap)]) + tap
    }

    /// One finger held still at `point` for `duration` ms.
    public static func longPress(at point: ScreenPoint, duration: Double = 800, pressure: Double? = nil) -> TouchScript {
        tap(at: point, hold: duration, pressure: pressure)
    }

    /// One finger down at `start`, moved to `end` over `duration` ms, lifted there.
    public static func drag(from start: ScreenPoint, to end: ScreenPoint, duration: Double = 300,
                            rate: Double = defaultRate, pressure: Double? = nil) -> TouchScript {
        animate(fingers: 1, duration: duration, rate: rate, pressure: pressure) { _, t in
            start.interpolated(to: end, t)
        }
    }

    /// A screen direction for swipes.
    public enum Direction: String, CaseIterable, Sendable {
        case left, right, up, down

        /// The direction's angle on screen (0 = right, 90 = down).
        public var degrees: Double {
            switch self {
            case .right: return 0
            case .down: return 90
            case .left: return 180
            case .up: return 270
            }
        }
    }

    /// An n-finger swipe: fingers in a row across the direction, `spacing` px
    /// apart and centred on `start`, all moving `distance` px in `direction`
    /// over `duration` ms.
    public static func swipe(_ direction: Direction, from start: ScreenPoint, distance: Double = 200,
                             fingers: Int = 1, spacing: Double = 40, duration: Double = 200,
                             rate: Double = defaultRate, pressure: Double? = nil) -> TouchScript {
        let starts = row(of: fingers, around: start, spacing: spacing, degrees: direction.degrees + 90)
        return animate(fingers: fingers, duration: duration, rate: rate, pressure: pressure) { finger, t in
            starts[finger].offset(by: distance * t, degrees: direction.degrees)
        }
    }

    /// Two fingers on a line through `center` at `degrees`, their distance
    /// apart going from `startDistance` to `endDistance` over `duration` ms
    /// (apart = zoom in, together = zoom out).
    public static func pinch(center: ScreenPoint, from startDistance: Double, to endDistance: Double,
                             degrees: Double = 0, duration: Double = 400, rate: Double = defaultRate,
                             pressure: Double? = nil) -> TouchScript {
        animate(fingers: 2, duration: duration, rate: rate, pressure: pressure) { finger, t in
            let half = (startDistance + (endDistance - startDistance) * t) / 2
            return center.offset(by: half, degrees: degrees + (finger == 0 ? 180 : 0))
        }
    }

    /// Two fingers opposite each other on a circle of `radius` about
    /// `center`, turning from `startDegrees` by `degrees` (positive =
    /// clockwise on screen) over `duration` ms.
    public static func rotate(center: ScreenPoint, radius: Double = 100, from startDegrees: Double = 0,
                              by degrees: Double, duration: Double = 400, rate: Double = defaultRate,
                              pressure: Double? = nil) -> TouchScript {
        animate(fingers: 2, duration: duration, rate: rate, pressure: pressure) { finger, t in
            center.offset(by: radius, degrees: startDegrees + degrees * t + (finger == 0 ? 180 : 0))
        }
    }

    /// The number of move frames for a movement of `duration` ms at `rate` Hz.
    public static func frameCount(duration: Double, rate: Double) -> Int {
        max(1, Int((duration * rate / 1000).rounded()))
    }

    /// Fingers 1...n down at `position(i, 0)`, moved through
    /// `position(i, k/frames)` for each frame k, lifted at the end.
    static func animate(fingers: Int, duration: Double, rate: Double, pressure: Double?,
                        position: (Int, Double) -> ScreenPoint) -> TouchScript {
        let frames = frameCount(duration: duration, rate: rate)
        let ids = (0..<fingers).map { UInt32($0 + 1) }
        func clamped(_ p: ScreenPoint) -> ScreenPoint { p.clampedToCoordinates }
        var steps: [Step] = ids.indices.map { i in
            let p = clamped(position(i, 0))
            return .down(id: ids[i], x: p.x, y: p.y, pressure: pressure)
        }
        for frame in 1...frames {
            steps.append(.wait(milliseconds: duration / Double(frames)))
            let t = Double(frame) / Double(frames)
            for i in ids.indices {
                let p = clamped(position(i, t))
                steps.append(.move(id: ids[i], x: p.x, y: p.y, pressure: pressure))
            }
        }
        steps += ids.map { .up(id: $0) }
        return TouchScript(steps)
    }

    /// `count` points on a line through `center` at `degrees`, `spacing` apart, centred.
    static func row(of count: Int, around center: ScreenPoint, spacing: Double, degrees: Double) -> [ScreenPoint] {
        (0..<count).map { i in
            let offset = (Double(i) - Double(count - 1) / 2) * spacing
            return center.offset(by: offset, degrees: degrees).clampedToCoordinates
        }
    }
}

extension ScreenPoint {
    /// This point with each coordinate clamped to 0...`TouchScript.maxCoordinate`.
    var clampedToCoordinates: ScreenPoint {
        ScreenPoint(x: min(max(0, x), TouchScript.maxCoordinate), y: min(max(0, y), TouchScript.maxCoordinate))
    }
}
