import Foundation
import CCairo
import XUIKitCore

/// Cairo-backed queries and replay of `CGPath` (the type lives in the core, so layers can hold paths).
extension CGPath {
    /// Whether `point` (after `transform`'s inverse) is inside the path under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        contains(point.applying(transform.inverted()), evenOdd: rule == .evenOdd)
    }

    /// Whether `point` is inside the path, asked of Cairo on a scratch context.
    package func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
        let scratch = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        let cairo = cairo_create(scratch)!
        defer { cairo_destroy(cairo); cairo_surface_destroy(scratch) }
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        append(to: cairo)
        return cairo_in_fill(cairo, point.x, point.y) != 0
    }

    /// Replays the path into Cairo's current path (quadratic curves as the equivalent cubics).
    package func append(to cairo: OpaquePointer) {
        var cursor = PathCursor([])
        for element in elements {
            switch element {
            case .move(let p): cairo_move_to(cairo, p.x, p.y)
            case .line(let p): cairo_line_to(cairo, p.x, p.y)
            case .quadCurve(let p, let c):
                let s = cursor.current
                cairo_curve_to(
                    cairo, s.x + 2 / 3 * (c.x - s.x), s.y + 2 / 3 * (c.y - s.y),
                    p.x + 2 / 3 * (c.x - p.x), p.y + 2 / 3 * (c.y - p.y), p.x, p.y)
            case .curve(let p, let c1, let c2): cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
            case .close: cairo_close_path(cairo)
            }
            cursor.advance(over: element)
        }
    }
}
