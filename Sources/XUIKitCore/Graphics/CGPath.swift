import Foundation

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
    // No runtime exclusivity checks: drawing code builds and replays paths
    // element by element, and each check cost more than the element (callgrind:
    // about 400 instructions a check while drawing). Sound: a path's methods
    // call no outside code while they touch the array, and a path, like Core
    // Graphics' mutable paths, is used from one thread at a time.
    @exclusivity(unchecked) package var elements: [PathElement]

    package init(elements: [PathElement]) { self.elements = elements }

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
}

/// Tracks the current point while walking a path's elements.
package struct PathCursor {
    package var current = CGPoint.zero
    package var subpathStart = CGPoint.zero

    package init(_ elements: [PathElement]) { elements.forEach { advance(over: $0) } }

    package mutating func advance(over element: PathElement) {
        switch element {
        case .move(let p): current = p; subpathStart = p
        case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
        case .close: current = subpathStart
        }
    }
}

extension PathElement {
    /// The element's end and control points.
    package var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): return [p]
        case .quadCurve(let p, let c): return [c, p]
        case .curve(let p, let c1, let c2): return [c1, c2, p]
        case .close: return []
        }
    }

    /// The element with every point mapped through `t`.
    package func applying(_ t: CGAffineTransform) -> PathElement {
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
