/// A screen size in pixels, and the conversion between screen pixels and the
/// inputtest position axes (valuators 0..65535).
///
/// The X server maps an absolute axis with range `min...max` onto the screen as
/// `x = (value - min) * width / (max - min + 1)`; with 0...65535 that is
/// `x = value * width / 65536`. Valuators are doubles on the wire, so the
/// inverse is exact: a position sent in pixels reads back as the same pixels
/// (to the 1/65536 of the X event's fixed-point coordinates).
public struct ScreenSize: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var width: Int
    public var height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Parses `"WIDTHxHEIGHT"` such as `"1024x768"`; nil if malformed or not positive.
    public init?(parsing text: String) {
        let parts = text.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
        self.init(width: w, height: h)
    }

    public var description: String { "\(width)x\(height)" }

    /// The axis value for screen x `pixels`, clamped to the axis range.
    public func axisValue(x pixels: Double) -> Double {
        Self.axisValue(pixels, extent: width)
    }

    /// The axis value for screen y `pixels`, clamped to the axis range.
    public func axisValue(y pixels: Double) -> Double {
        Self.axisValue(pixels, extent: height)
    }

    /// The screen pixel for an axis value of an axis with range `min...max`
    /// along an extent of `extent` pixels (the server's own scaling).
    public static func pixels(axisValue value: Double, min: Double, max: Double, extent: Int) -> Double {
        (value - min) * Double(extent) / (max - min + 1)
    }

    private static func axisValue(_ pixels: Double, extent: Int) -> Double {
        let value = pixels * (InputTestProtocol.positionAxisMax + 1) / Double(extent)
        return Swift.min(Swift.max(value, 0), InputTestProtocol.positionAxisMax)
    }
}
