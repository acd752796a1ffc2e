import Foundation

/// A path that can be built up: Core Graphics' `CGMutablePath`.
///
/// Every method takes an optional `transform` applied to its points before
/// they are added. Angles are radians from +x toward +y; `clockwise` in
/// `addArc` is Core Graphics' y-up sense (true: decreasing angles).
public class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(elements: []) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.move(point.applying(transform)))
    }

    /// Adds a line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.line(point.applying(transform)))
    }

    /// Starts a subpath at the first point and adds lines through the rest.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a closed rectangle, starting at its minimum corner and going +x first.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        addLines(between: [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY),
        ], transform: transform)
        closeSubpath()
    }

    /// Adds one closed rectangle per element.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`: four cubic curves starting at (maxX, midY).
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let unitToRect = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: r.midX, y: r.midY)).concatenating(transform)
        // The unit circle's points are the same for every ellipse: computed once
        // (by `appendUnitArc` itself, so the curves are exactly those it makes),
        // then only mapped. Drawing code builds an oval per draw, and the nine
        // sines and cosines and four array growths were most of its cost (callgrind).
        let unit = Self.unitCircle
        elements.reserveCapacity(elements.count + unit.count + 1)
        for element in unit { elements.append(element.applying(unitToRect)) }
        closeSubpath()
    }

    /// The elements `appendUnitArc` makes for a whole turn from angle 0 (a
    /// move, then four quarter-turn curves) with no transform.
    private static let unitCircle: [PathElement] = {
        let path = CGMutablePath()
        path.appendUnitArc(startAngle: 0, sweep: 2 * .pi, startsSubpath: true, transform: .identity)
        return path.elements
    }()

    /// Adds a closed rectangle whose corners are quarter ellipses `cornerWidth` × `cornerHeight`.
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        let r = rect.standardized
        let w = min(max(cornerWidth, 0), r.width / 2), h = min(max(cornerHeight, 0), r.height / 2)
        guard w > 0, h > 0 else { return addRect(r, transform: transform) }
        func corner(_ x: CGFloat, _ y: CGFloat, from angle: CGFloat) {
            let toCorner = CGAffineTransform(scaleX: w, y: h)
                .concatenating(CGAffineTransform(translationX: x, y: y)).concatenating(transform)
            appendUnitArc(startAngle: angle, sweep: .pi / 2, startsSubpath: false, transform: toCorner)
        }
        move(to: CGPoint(x: r.minX + w, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - w, y: r.minY), transform: transform)
        corner(r.maxX - w, r.minY + h, from: -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - h), transform: transform)
        corner(r.maxX - w, r.maxY - h, from: 0)
        addLine(to: CGPoint(x: r.minX + w, y: r.maxY), transform: transform)
        corner(r.minX + w, r.maxY - h, from: .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + h), transform: transform)
        corner(r.minX + w, r.minY + h, from: .pi)
        closeSubpath()
    }

    /// Adds a circular arc, with a line from the current point to its start
    /// when the path is not empty. The sweep is at most one full turn.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let turn = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep > 0 { sweep -= (sweep / turn).rounded(.up) * turn }
            sweep = max(sweep, -turn)
        } else {
            if sweep < 0 { sweep += (-sweep / turn).rounded(.up) * turn }
            sweep = min(sweep, turn)
        }
        let unitToArc = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y)).concatenating(transform)
        appendUnitArc(startAngle: startAngle, sweep: sweep, startsSubpath: elements.isEmpty, transform: unitToArc)
    }

    /// Adds a line from the current point toward `tangent1End` and an arc of
    /// `radius` turning onto the line toward `tangent2End` (the rounded corner
    /// of the two lines); a plain line to `tangent1End` when there is no arc.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard !elements.isEmpty else { return move(to: tangent1End, transform: transform) }
        let start = currentPoint.applying(transform.inverted())
        guard let arc = TangentArc(from: start, corner: tangent1End, to: tangent2End, radius: radius) else {
            return addLine(to: tangent1End, transform: transform)
        }
        let unitToArc = CGAffineTransform(scaleX: radius, y: radius)
            .concatenating(CGAffineTransform(translationX: arc.center.x, y: arc.center.y)).concatenating(transform)
        appendUnitArc(startAngle: arc.startAngle, sweep: arc.sweep, startsSubpath: false, transform: unitToArc)
    }

    /// Adds a cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.curve(to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform)))
    }

    /// Adds a quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        elements.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Appends the elements of `path`, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        elements += path.elements.map { $0.applying(transform) }
    }

    /// Closes the current subpath.
    public func closeSubpath() {
        if !elements.isEmpty { elements.append(.close) }
    }

    /// Appends an arc of the unit circle mapped through `transform`, as cubic
    /// curves of at most a quarter turn each, after a move (new subpath) or a line to its start.
    package func appendUnitArc(startAngle: CGFloat, sweep: CGFloat, startsSubpath: Bool, transform: CGAffineTransform) {
        func unit(_ angle: CGFloat) -> CGPoint { CGPoint(x: cos(angle), y: sin(angle)) }
        let start = unit(startAngle).applying(transform)
        elements.append(startsSubpath ? .move(start) : .line(start))
        let segments = max(1, Int((abs(sweep) / (.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        let k = 4 / 3 * tan(step / 4)
        for index in 0..<segments {
            let a0 = startAngle + CGFloat(index) * step, a1 = a0 + step
            let p0 = unit(a0), p1 = unit(a1)
            let c1 = CGPoint(x: p0.x - k * p0.y, y: p0.y + k * p0.x)
            let c2 = CGPoint(x: p1.x + k * p1.y, y: p1.y - k * p1.x)
            elements.append(.curve(to: p1.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }
}
