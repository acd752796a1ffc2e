import Foundation
import CCairo

/// `CAGradientLayer`'s drawing: the bounds filled with an axial, radial or
/// conic gradient, `locations` (or evenly spread stops) in all three, the end
/// colours extended past the first and last stops.
///
/// With `start` and `end` the unit points scaled to the bounds:
/// - `.axial`: the colour at a point is that of its projection on start → end.
/// - `.radial`: an ellipse centred at `start` with radii |end.x − start.x| and
///   |end.y − start.y| (QuartzCore's header: "an ellipse with its center at
///   startPoint and its width and height defined by (endPoint.x − startPoint.x) · 2
///   and (endPoint.y − startPoint.y) · 2"); location 0 at the centre, 1 on the
///   ellipse. A radius of 0 (start and end level or plumb) puts every point past
///   the ellipse: the last colour fills the bounds.
/// - `.conic`: a sweep about `start`; location 0 along start → end, rising
///   clockwise on screen (y down) to 1 a full turn later. Start equal to end:
///   0 points along +x. Built of Cairo mesh patches, one per slice of at most
///   1/64 turn (cut at every stop), so colours run linearly in the angle.
extension LayerShapes {
    static func draw(_ layer: CAGradientLayer, in context: CGContext) {
        let stops = layer.resolvedStops
        let bounds = layer.storedBounds
        guard !stops.isEmpty, !bounds.isEmpty else { return }
        let start = CGPoint(x: bounds.minX + layer.startPoint.x * bounds.width, y: bounds.minY + layer.startPoint.y * bounds.height)
        let end = CGPoint(x: bounds.minX + layer.endPoint.x * bounds.width, y: bounds.minY + layer.endPoint.y * bounds.height)
        let alpha = context.state.alpha
        let pattern: OpaquePointer
        switch layer.type {
        case .radial:
            pattern = radialPattern(centre: start, radii: CGSize(width: abs(end.x - start.x), height: abs(end.y - start.y)), stops: stops, alpha: alpha)
        case .conic:
            pattern = conicPattern(centre: start, towards: end, reaching: bounds, stops: stops, alpha: alpha)
        default:
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            addStops(stops, to: pattern, alpha: alpha)
        }
        defer { cairo_pattern_destroy(pattern) }
        let cairo = context.cairo
        context.saveGState()
        cairo_set_source(cairo, pattern)
        cairo_rectangle(cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_fill(cairo)
        context.restoreGState()
    }

    private typealias Stops = [(color: CGColor, location: CGFloat)]

    private static func addStops(_ stops: Stops, to pattern: OpaquePointer, alpha: CGFloat) {
        for stop in stops {
            let c = stop.color.rgba
            cairo_pattern_add_color_stop_rgba(pattern, min(max(stop.location, 0), 1), c.red, c.green, c.blue, c.alpha * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }

    /// Cairo's radial gradient of radius 1 about the origin, its space scaled to the ellipse.
    private static func radialPattern(centre: CGPoint, radii: CGSize, stops: Stops, alpha: CGFloat) -> OpaquePointer {
        guard radii.width > 0, radii.height > 0, radii.width.isFinite, radii.height.isFinite else {
            let last = stops.max { $0.location < $1.location }!.color.rgba
            return cairo_pattern_create_rgba(last.red, last.green, last.blue, last.alpha * alpha)!
        }
        let pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)!
        addStops(stops, to: pattern, alpha: alpha)
        // User space to pattern space: about the centre, each axis over its radius.
        var matrix = cairo_matrix_t()
        cairo_matrix_init_scale(&matrix, 1 / radii.width, 1 / radii.height)
        cairo_matrix_translate(&matrix, -centre.x, -centre.y)
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    /// A mesh of pie slices about `centre`, long enough to cover `rect`.
    private static func conicPattern(centre: CGPoint, towards end: CGPoint, reaching rect: CGRect, stops: Stops, alpha: CGFloat) -> OpaquePointer {
        let sorted = stops.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map {
            (rgba: $0.element.color.rgba, location: min(max($0.element.location, 0), 1))
        }
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)]
        let radius = corners.map { hypot($0.x - centre.x, $0.y - centre.y) }.max()! * 1.5 + 2
        let base = end == centre ? 0 : atan2(end.y - centre.y, end.x - centre.x)
        var cuts = Set((0...64).map { CGFloat($0) / 64 })
        for stop in sorted where stop.location > 0 && stop.location < 1 { cuts.insert(stop.location) }
        let fractions = cuts.sorted()
        let mesh = cairo_pattern_create_mesh()!
        for (t0, t1) in zip(fractions, fractions.dropFirst()) {
            let a0 = base + t0 * 2 * .pi, a1 = base + t1 * 2 * .pi
            let p0 = CGPoint(x: centre.x + radius * cos(a0), y: centre.y + radius * sin(a0))
            let p1 = CGPoint(x: centre.x + radius * cos(a1), y: centre.y + radius * sin(a1))
            // The arc p0 → p1 as one cubic (control points along the tangents).
            let k = 4 / 3 * tan((a1 - a0) / 4) * radius
            cairo_mesh_pattern_begin_patch(mesh)
            cairo_mesh_pattern_move_to(mesh, centre.x, centre.y)
            cairo_mesh_pattern_line_to(mesh, p0.x, p0.y)
            cairo_mesh_pattern_curve_to(mesh, p0.x - k * sin(a0), p0.y + k * cos(a0), p1.x + k * sin(a1), p1.y - k * cos(a1), p1.x, p1.y)
            cairo_mesh_pattern_line_to(mesh, centre.x, centre.y)
            let c0 = colour(at: t0, in: sorted, leaningUp: true), c1 = colour(at: t1, in: sorted, leaningUp: false)
            for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                cairo_mesh_pattern_set_corner_color_rgba(mesh, UInt32(corner), c.red, c.green, c.blue, c.alpha * alpha)
            }
            cairo_mesh_pattern_end_patch(mesh)
        }
        return mesh
    }

    private typealias RGBAComponents = (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)

    /// The colour at `t` of stops sorted by location (ends extended); at a
    /// hard stop (two at one location), the one after when `leaningUp`, else the one before.
    private static func colour(at t: CGFloat, in stops: [(rgba: RGBAComponents, location: CGFloat)], leaningUp: Bool) -> RGBAComponents {
        guard let first = stops.first, let last = stops.last else { return (0, 0, 0, 0) }
        if t < first.location || (t == first.location && !leaningUp) { return first.rgba }
        if t > last.location || (t == last.location && leaningUp) { return last.rgba }
        for (a, b) in zip(stops, stops.dropFirst()) {
            let inside = leaningUp ? (t >= a.location && t < b.location) : (t > a.location && t <= b.location)
            guard inside else { continue }
            let f = b.location > a.location ? (t - a.location) / (b.location - a.location) : (leaningUp ? 1 : 0)
            return (a.rgba.red + (b.rgba.red - a.rgba.red) * f, a.rgba.green + (b.rgba.green - a.rgba.green) * f,
                    a.rgba.blue + (b.rgba.blue - a.rgba.blue) * f, a.rgba.alpha + (b.rgba.alpha - a.rgba.alpha) * f)
        }
        return last.rgba
    }
}
