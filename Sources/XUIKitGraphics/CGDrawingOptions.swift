import Foundation
import CCairo

/// How the inside of a path is decided when filling or clipping: Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding number (the default everywhere).
    case winding
    /// Even-odd: a point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd

    var cairoRule: cairo_fill_rule_t { self == .winding ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD }
}

/// How the ends of stroked lines are drawn: Core Graphics' `CGLineCap`. Default `.butt`.
public enum CGLineCap: Int32, Sendable {
    case butt, round, square

    var cairoCap: cairo_line_cap_t {
        switch self {
        case .butt: return CAIRO_LINE_CAP_BUTT
        case .round: return CAIRO_LINE_CAP_ROUND
        case .square: return CAIRO_LINE_CAP_SQUARE
        }
    }
}

/// How the corners of stroked paths are joined: Core Graphics' `CGLineJoin`. Default `.miter`.
public enum CGLineJoin: Int32, Sendable {
    case miter, round, bevel

    var cairoJoin: cairo_line_join_t {
        switch self {
        case .miter: return CAIRO_LINE_JOIN_MITER
        case .round: return CAIRO_LINE_JOIN_ROUND
        case .bevel: return CAIRO_LINE_JOIN_BEVEL
        }
    }
}

/// What `drawPath(using:)` paints: Core Graphics' `CGPathDrawingMode`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill, eoFill, stroke, fillStroke, eoFillStroke
}

extension CGInterpolationQuality {
    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: return CAIRO_FILTER_NEAREST
        case .low: return CAIRO_FILTER_FAST
        case .default, .medium: return CAIRO_FILTER_GOOD
        case .high: return CAIRO_FILTER_BEST
        }
    }
}
