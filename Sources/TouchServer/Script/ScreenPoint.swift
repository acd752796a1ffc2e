/// A point in screen pixels (origin top left, y down).
public struct ScreenPoint: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// Parses `"X,Y"` such as `"400,300"`; nil if malformed.
    public init?(parsing text: String) {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2,
              let x = Double(parts[0].trimmingCharacters(in: " ")),
              let y = Double(parts[1].trimmingCharacters(in: " ")) else { return nil }
        self.init(x: x, y: y)
    }

    public var description: String { "\(formatNumber(x)),\(formatNumber(y))" }

    /// The point `t` of the way from `self` to `other` (t in 0...1).
    public func interpolated(to other: ScreenPoint, _ t: Double) -> ScreenPoint {
        ScreenPoint(x: x + (other.x - x) * t, y: y + (other.y - y) * t)
    }

    /// The point at `distance` from `self` in direction `degrees`
    /// (0 = right, 90 = down, as on screen).
    public func offset(by distance: Double, degrees: Double) -> ScreenPoint {
        let radians = degrees * .pi / 180
        return ScreenPoint(x: x + distance * cos(radians), y: y + distance * sin(radians))
    }
}

extension Substring {
    func trimmingCharacters(in set: Character) -> Substring {
        var s = self
        while s.first == set { s.removeFirst() }
        while s.last == set { s.removeLast() }
        return s
    }
}

#if canImport(Glibc)
import Glibc
#endif
