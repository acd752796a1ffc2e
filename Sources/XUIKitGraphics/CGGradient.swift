import Foundation
import CCairo

/// Colours at locations 0...1 along a gradient: Core Graphics' `CGGradient`.
public final class CGGradient {
    /// The stops: location and RGBA colour, in order of location.
    let stops: [(location: CGFloat, color: CGColor)]

    /// A gradient from `count` colours of `colorSpace`'s components plus alpha,
    /// at `locations` (nil: spread evenly from 0 to 1). Nil when `count` is 0.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let stride = space.numberOfComponents + 1
        stops = (0..<count).map { index in
            let c = components + index * stride
            let color = space.model == .rgb ? CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3]) : CGColor(gray: c[0], alpha: c[1])
            return (CGGradient.location(index, of: count, locations), color)
        }.sorted { $0.location < $1.location }
    }

    /// A gradient through `colors` at `locations` (nil: spread evenly).
    /// Core Graphics takes a `CFArray` here; Linux has none, so XUIKit takes `[CGColor]`.
    public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: UnsafePointer<CGFloat>?) {
        guard !colors.isEmpty else { return nil }
        stops = colors.enumerated().map { (CGGradient.location($0.offset, of: colors.count, locations), $0.element) }
            .sorted { $0.location < $1.location }
    }

    private static func location(_ index: Int, of count: Int, _ locations: UnsafePointer<CGFloat>?) -> CGFloat {
        if let locations { return locations[index] }
        return count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)
    }

    /// A Cairo pattern with the stops, alpha multiplied by `alpha`.
    func addStops(to pattern: OpaquePointer, alpha: CGFloat) {
        for stop in stops {
            let c = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha * alpha)
        }
    }
}

/// Whether a gradient also paints before its start and after its end: Core Graphics' `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public var rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// Extend the start colour before the start.
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    /// Extend the end colour past the end.
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

extension CGContext {
    /// Fills the clip with a gradient along the line from `start` to `end`
    /// (constant across it); outside the band only what `options` ask for is painted.
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: state.alpha)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        let length = hypot(end.x - start.x, end.y - start.y), far: CGFloat = 1e6
        let from = options.contains(.drawsBeforeStartLocation) ? -far : 0
        let to = options.contains(.drawsAfterEndLocation) ? far : length
        var userSpace = cairo_matrix_t()
        cairo_get_matrix(cairo, &userSpace)
        let path = cairo_copy_path(cairo)!
        cairo_save(cairo)
        // Clip to the band painted along the axis, in axis-aligned coordinates.
        cairo_new_path(cairo)
        cairo_translate(cairo, start.x, start.y)
        cairo_rotate(cairo, atan2(end.y - start.y, end.x - start.x))
        cairo_rectangle(cairo, from, -far, to - from, 2 * far)
        cairo_clip(cairo)
        cairo_set_matrix(cairo, &userSpace)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_new_path(cairo)
        cairo_append_path(cairo, path)
        cairo_path_destroy(path)
    }

    /// Fills the clip with a gradient between the circle (`startCenter`,
    /// `startRadius`) and (`endCenter`, `endRadius`). With no options nothing
    /// is painted outside the gradient; with either option Cairo extends both
    /// ends (exact for the usual case of a start radius of 0).
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat,
        options: CGGradientDrawingOptions
    ) {
        let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, startRadius, endCenter.x, endCenter.y, endRadius)!
        defer { cairo_pattern_destroy(pattern) }
        gradient.addStops(to: pattern, alpha: state.alpha)
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_save(cairo)
        cairo_set_source(cairo, pattern)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
