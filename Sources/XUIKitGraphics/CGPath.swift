import Foundation
import CCairo

/// One element of a path: Core Graphics' element kinds (arcs and ellipses are
/// stored as cubic Béziers, as Core Graphics stores them).
package enum PathElement: Equatable, Sendable {
    case move(CGPoint)
    case line(CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case close
}

/// An immutable graphics path: Core Graphics' `CGPath`.
///
/// A list of subpaths made of lines and quadratic and cubic Bézier curves,
/// independent of any context; draw it with `CGContext.addPath(_:)` or
/// `UIBezierPath`. Two paths are equal when their elements are.
public class CGPath: Equatable {
    /// The elements, in order.
    package internal(set) var elements: [PathElement]

    init(elements: [PathElement]) { self.elements = elements }

    /// A closed rectangle, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// A closed rounded rectangle with elliptical corners, optionally transformed.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?
    ) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform?.pointee ?? .identity)
        self.init(elements: path.elements)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The smallest rectangle containing every point of the path, Bézier
    /// control points included; `.null` for an empty path.
    public var boundingBox: CGRect {
        var box = CGRect.null
        for point in elements.flatMap(\.points) {
            box = box.union(CGRect(origin: point, size: .zero))
        }
        return box
    }

    /// The end point of the last element (the subpath's start after a close); `.zero` when empty.
    public var currentPoint: CGPoint { PathCursor(elements).current }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements.map { $0.applying(transform?.pointee ?? .identity) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.elements = elements
        return copy
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    /// Whether `point` (after `transform`'s inverse) is inside the path under `rule`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        contains(point.applying(transform.inverted()), evenOdd: rule == .evenOdd)
    }

    /// Whether `point` is inside the path, asked of Cairo on a scratch context.
    func contains(_ point: CGPoint, evenOdd: Bool) -> Bool {
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

/// Tracks the current point while walking a path's elements.
struct PathCursor {
    var current = CGPoint.zero
    var subpathStart = CGPoint.zero

    init(_ elements: [PathElement]) { elements.forEach { advance(over: $0) } }

    mutating func advance(over element: PathElement) {
        switch element {
        case .move(let p): current = p; subpathStart = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
        case .close: current = subpathStart
        }
    }
}

extension PathElement {
    /// The element's end and control points.
    var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The element with every point mapped through `t`.
    func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): return .move(p.applying(t))
        case .line(let p): return .line(p.applying(t))
        case .quadCurve(let p, let c): return .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            return .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .close: return .close
        }
    }
}
