import Foundation
import CCairo

/// Path construction and painting on a `CGContext`.
///
/// Points are given in user space and fixed in device space when added (a
/// later CTM change does not move them), as Core Graphics does. Painting a
/// path (`fillPath`, `strokePath`, `clip`, `drawPath`) consumes it; the
/// rectangle and ellipse conveniences (`fill(_:)`, `stroke(_:)`,
/// `fillEllipse(in:)` …) replace the current path and leave it empty.
extension CGContext {
    // MARK: Building the current path

    /// Empties the current path.
    public func beginPath() { cairo_new_path(cairo) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint) { cairo_move_to(cairo, point.x, point.y) }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { cairo_line_to(cairo, point.x, point.y) }

    /// Starts a new subpath at the first point and adds lines through the others.
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for point in points.dropFirst() { addLine(to: point) }
    }

    /// Adds a closed rectangular subpath.
    public func addRect(_ rect: CGRect) {
        let r = rect.standardized
        cairo_rectangle(cairo, r.minX, r.minY, r.width, r.height)
    }

    /// Adds one closed rectangular subpath per rectangle.
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }

    /// Adds a closed elliptical subpath inscribed in `rect`; an empty rect adds nothing.
    public func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, r.midX, r.midY)
        cairo_scale(cairo, r.width / 2, r.height / 2)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, 0, 0, 1, 0, 2 * .pi)
        cairo_close_path(cairo)
        cairo_restore(cairo)
    }

    /// Adds a circular arc, with a line from the current point to its start if
    /// there is one. Angles are radians from +x toward +y. `clockwise` is Core
    /// Graphics' (y-up) sense: true runs toward decreasing angles, which on
    /// UIKit's y-down screen looks counterclockwise (`UIBezierPath` uses the
    /// opposite, screen sense).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        if clockwise {
            cairo_arc_negative(cairo, center.x, center.y, radius, startAngle, endAngle)
        } else {
            cairo_arc(cairo, center.x, center.y, radius, startAngle, endAngle)
        }
    }

    /// Adds a line from the current point toward `tangent1End` and an arc of
    /// `radius` turning onto the line toward `tangent2End`; a plain line to
    /// `tangent1End` when there is no arc (zero radius, points in a line).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard cairo_has_current_point(cairo) != 0 else { return move(to: tangent1End) }
        guard let arc = TangentArc(from: currentPointOfPath, corner: tangent1End, to: tangent2End, radius: radius) else {
            return addLine(to: tangent1End)
        }
        let end = arc.startAngle + arc.sweep
        if arc.sweep >= 0 {
            cairo_arc(cairo, arc.center.x, arc.center.y, radius, arc.startAngle, end)
        } else {
            cairo_arc_negative(cairo, arc.center.x, arc.center.y, radius, arc.startAngle, end)
        }
    }

    /// Adds a cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
    }

    /// Adds a quadratic Bézier curve from the current point to `end` (as the equivalent cubic).
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPointOfPath
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        addCurve(to: end, control1: c1, control2: c2)
    }

    /// Closes the current subpath with a line back to its start.
    public func closePath() { cairo_close_path(cairo) }

    /// Adds the elements of `path` (in user space).
    public func addPath(_ path: CGPath) { path.append(to: cairo) }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool {
        let copy = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(copy) }
        return copy.pointee.num_data == 0
    }

    /// The current point of the path in user space; `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        guard cairo_has_current_point(cairo) != 0 else { return .zero }
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    // MARK: Painting the current path

    /// Fills the current path with the fill colour, then empties it.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairoRule)
        setSource(state.fillColor)
        cairo_fill(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Fills the current path with the even-odd rule, then empties it.
    public func eoFillPath() { fillPath(using: .evenOdd) }

    /// Strokes the current path with the stroke colour and line attributes, then empties it.
    public func strokePath() {
        setSource(state.strokeColor)
        cairo_stroke(cairo)
    }

    /// Fills, strokes or both (fill first), then empties the path.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: fillPath()
        case .eoFill: fillPath(using: .evenOdd)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke:
            cairo_set_fill_rule(cairo, mode == .fillStroke ? CAIRO_FILL_RULE_WINDING : CAIRO_FILL_RULE_EVEN_ODD)
            setSource(state.fillColor)
            cairo_fill_preserve(cairo)
            cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
            strokePath()
        }
    }

    /// Intersects the clip with the current path's inside, then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cairo, rule.cairoRule)
        cairo_clip(cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// Intersects the clip with the even-odd inside of the current path.
    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect`; the current path is kept.
    public func clip(to rect: CGRect) { clip(to: [rect]) }

    /// Intersects the clip with the union of `rects`; the current path is kept.
    public func clip(to rects: [CGRect]) {
        withPathSet(aside: { rects.forEach(addRect); cairo_clip(cairo) })
    }

    /// The bounding box of the clip in user space (the whole destination when unclipped).
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: Rectangles and ellipses

    /// Paints `rect` with the fill colour.
    public func fill(_ rect: CGRect) {
        // One rectangle: no array (UIRectFill comes here for every call).
        beginPath(); addRect(rect); fillPath()
    }

    /// Paints the rectangles with the fill colour.
    public func fill(_ rects: [CGRect]) {
        beginPath(); addRects(rects); fillPath()
    }

    /// Strokes the outline of `rect` with the stroke colour and line width (centred on the edges).
    public func stroke(_ rect: CGRect) {
        beginPath(); addRect(rect); strokePath()
    }

    /// Strokes the outline of `rect` with a line `width` wide; the line width in the state is unchanged.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let saved = cairo_get_line_width(cairo)
        cairo_set_line_width(cairo, width)
        stroke(rect)
        cairo_set_line_width(cairo, saved)
    }

    /// Paints `rect` fully transparent (Cairo's clear operator), whatever the colours and alpha.
    public func clear(_ rect: CGRect) {
        cairo_save(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        beginPath(); addRect(rect); cairo_fill(cairo)
        cairo_restore(cairo)
    }

    /// Fills the ellipse inscribed in `rect`.
    public func fillEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); fillPath()
    }

    /// Strokes the ellipse inscribed in `rect`.
    public func strokeEllipse(in rect: CGRect) {
        beginPath(); addEllipse(in: rect); strokePath()
    }

    /// Strokes separate segments between pairs of points (0–1, 2–3, …).
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index]); addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }

    /// Runs `body` on an empty path, then puts the current path back.
    private func withPathSet(aside body: () -> Void) {
        let saved = cairo_copy_path(cairo)!
        defer { cairo_path_destroy(saved) }
        cairo_new_path(cairo)
        body()
        cairo_new_path(cairo)
        cairo_append_path(cairo, saved)
    }
}
