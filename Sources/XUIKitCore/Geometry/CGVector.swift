import Foundation

/// A two-dimensional vector: Core Graphics' `CGVector` (Foundation on Linux
/// has `CGPoint`, `CGSize` and `CGRect`, not this one). Used for velocities
/// and offsets, as `UIPanGestureRecognizer` users and physics code expect.
public struct CGVector: Equatable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The x component.
    public var dx: CGFloat
    /// The y component.
    public var dy: CGFloat

    /// The zero vector.
    public init() { self.init(dx: 0, dy: 0) }
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector `(0, 0)`.
    public static var zero: CGVector { CGVector() }

    public var description: String { "(\(dx), \(dy))" }
}
