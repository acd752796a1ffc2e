import Foundation

/// A colour as Core Graphics holds it: components in a device RGB or gray
/// colour space followed by alpha, Core Graphics' `CGColor`.
///
/// RGB colours have four components (red, green, blue, alpha), gray colours
/// two (white, alpha). Components are stored as given (not clamped), as Core
/// Graphics does; drawing clamps them to 0...1. Colours are immutable and
/// compare equal when their components are equal.
public final class CGColor: Hashable, Sendable {
    /// The colour's components, alpha last.
    public let components: [CGFloat]?

    /// An RGB colour.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    /// A gray colour (white 0 is black, 1 is white).
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
    }

    /// The number of components, alpha included: 4 for RGB, 2 for gray.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// The alpha component.
    public var alpha: CGFloat { components?.last ?? 1 }

    /// The same colour with `alpha` replaced.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var values = components, !values.isEmpty else { return nil }
        values[values.count - 1] = alpha
        return values.count == 2
            ? CGColor(gray: values[0], alpha: alpha)
            : CGColor(red: values[0], green: values[1], blue: values[2], alpha: alpha)
    }

    /// Opaque black.
    public static let black = CGColor(gray: 0, alpha: 1)
    /// Opaque white.
    public static let white = CGColor(gray: 1, alpha: 1)
    /// Transparent black.
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// Red, green, blue and alpha: gray colours spread their white over the three channels.
    package var rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        let values = components ?? [0, 1]
        if values.count >= 4 { return (values[0], values[1], values[2], values[3]) }
        return (values[0], values[0], values[0], values.count > 1 ? values[1] : 1)
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }

    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
