import Foundation

/// The values of a keyframe animation, ready to sample by fraction of its duration.
@MainActor
struct KeyframeTrack {
    enum Mode { case linear, discrete, cubic }
    let values: [AnimatableValue]
    /// One per value (one more for discrete), ascending, 0 first and 1 last.
    let times: [Double]
    let timings: [CAMediaTimingFunction?]
    let tensions: [Double]
    let mode: Mode

    /// The track of `animation`, or nil when it has no values XUIKit can animate.
    init?(_ animation: CAKeyframeAnimation) {
        var values: [AnimatableValue]
        if let path = animation.path {
            values = Self.flatten(path).map { AnimatableValue.point($0) }
        } else {
            values = (animation.values ?? []).compactMap(AnimatableValue.init)
        }
        guard !values.isEmpty, values.count == (animation.path == nil ? animation.values?.count ?? 0 : values.count) else { return nil }
        let mode = animation.calculationMode
        let paced = animation.path != nil || mode == .paced || mode == .cubicPaced
        self.mode = mode == .discrete ? .discrete : (mode == .cubic || mode == .cubicPaced) ? .cubic : .linear
        let count = self.mode == .discrete ? values.count + 1 : values.count
        if paced {
            times = Self.pacedTimes(values)
            timings = []
        } else {
            let given = (animation.keyTimes ?? []).map(\.doubleValue)
            let valid = given.count == count && zip(given, given.dropFirst()).allSatisfy { $0 <= $1 }
            times = valid ? given : (0..<count).map { count > 1 ? Double($0) / Double(count - 1) : 0 }
            timings = animation.timingFunctions ?? []
        }
        tensions = (animation.tensionValues ?? []).map(\.doubleValue)
        self.values = values
    }

    /// The value at `fraction` of the duration (0...1).
    func value(at fraction: Double) -> AnimatableValue {
        guard values.count > 1 else { return values[0] }
        if mode == .discrete {
            let index = (times.lastIndex { $0 <= fraction } ?? 0)
            return values[min(index, values.count - 1)]
        }
        guard fraction > times[0] else { return values[0] }
        guard fraction < times[values.count - 1] else { return values[values.count - 1] }
        let segment = max(0, (times.lastIndex { $0 <= fraction } ?? 0))
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (fraction - times[segment]) / span : 1
        if segment < timings.count, let timing = timings[segment] { local = timing.value(at: local) }
        guard mode == .cubic else { return values[segment].interpolated(to: values[segment + 1], local) }
        return catmullRom(segment, local)
    }

    /// Catmull-Rom through the neighbours of segment `i` (end values repeated), scaled by tension.
    private func catmullRom(_ i: Int, _ t: Double) -> AnimatableValue {
        let p0 = values[max(i - 1, 0)], p1 = values[i], p2 = values[i + 1], p3 = values[min(i + 2, values.count - 1)]
        let tension = i < tensions.count ? tensions[i] : 0
        let k = (1 - tension) / 2
        // Hermite basis with tangents k·(p2 − p0) and k·(p3 − p1), written as weights of the four points.
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        let w0 = -k * h10, w1 = h00 - k * h11, w2 = h01 + k * h10, w3 = k * h11
        return Self.combine([(p0, w0), (p1, w1), (p2, w2), (p3, w3)]) ?? p1.interpolated(to: p2, t)
    }

    /// Σ wᵢ·vᵢ for scalars and points; nil for other kinds.
    private static func combine(_ terms: [(AnimatableValue, Double)]) -> AnimatableValue? {
        var x = 0.0, y = 0.0
        var isPoint = false
        for (value, weight) in terms {
            switch value {
            case let .scalar(v): x += v * weight
            case let .point(p): x += Double(p.x) * weight; y += Double(p.y) * weight; isPoint = true
            default: return nil
            }
        }
        return isPoint ? .point(CGPoint(x: x, y: y)) : .scalar(x)
    }

    /// Key times that make the speed even: each value's share of the total distance.
    private static func pacedTimes(_ values: [AnimatableValue]) -> [Double] {
        let lengths = zip(values, values.dropFirst()).map { $0.distance(to: $1) }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return values.indices.map { values.count > 1 ? Double($0) / Double(values.count - 1) : 0 } }
        var running = 0.0
        return [0] + lengths.map { running += $0; return running / total }
    }

    /// The path as points 1/16 of each curve apart (paced afterwards by length).
    private static func flatten(_ path: CGPath) -> [CGPoint] {
        var points: [CGPoint] = []
        var cursor = PathCursor([])
        for element in path.elements {
            let from = cursor.current
            switch element {
            case let .move(p): if points.last != p { points.append(p) }
            case let .line(p): points.append(p)
            case let .quadCurve(p, c):
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    points.append(CGPoint(x: u * u * from.x + 2 * u * t * c.x + t * t * p.x, y: u * u * from.y + 2 * u * t * c.y + t * t * p.y))
                }
            case let .curve(p, c1, c2):
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    points.append(CGPoint(x: a * from.x + b * c1.x + c * c2.x + d * p.x, y: a * from.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close: points.append(cursor.subpathStart)
            }
            cursor.advance(over: element)
        }
        return points
    }
}
