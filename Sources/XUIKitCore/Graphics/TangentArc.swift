import Foundation

/// The arc of `addArc(tangent1End:tangent2End:radius:)`: the circle of
/// `radius` touching both the line from the current point to `tangent1End`
/// and the line from `tangent1End` to `tangent2End`, walked the short way.
package struct TangentArc {
    package let center: CGPoint
    package let startAngle: CGFloat
    /// Signed: positive runs toward increasing angles.
    package let sweep: CGFloat

    /// Nil when there is no such arc (a zero radius, or the points in a line):
    /// Core Graphics then adds a line to `corner`.
    package init?(from start: CGPoint, corner: CGPoint, to end: CGPoint, radius: CGFloat) {
        func unit(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint? {
            let length = hypot(dx, dy)
            return length > 1e-12 ? CGPoint(x: dx / length, y: dy / length) : nil
        }
        guard radius > 0,
              let toStart = unit(start.x - corner.x, start.y - corner.y),
              let toEnd = unit(end.x - corner.x, end.y - corner.y) else { return nil }
        let cross = toStart.x * toEnd.y - toStart.y * toEnd.x
        guard abs(cross) > 1e-12 else { return nil }
        let angle = acos(max(-1, min(1, toStart.x * toEnd.x + toStart.y * toEnd.y)))
        let along = radius / tan(angle / 2), out = radius / sin(angle / 2)
        guard let bisector = unit(toStart.x + toEnd.x, toStart.y + toEnd.y) else { return nil }
        center = CGPoint(x: corner.x + bisector.x * out, y: corner.y + bisector.y * out)
        let first = CGPoint(x: corner.x + toStart.x * along, y: corner.y + toStart.y * along)
        let second = CGPoint(x: corner.x + toEnd.x * along, y: corner.y + toEnd.y * along)
        startAngle = atan2(first.y - center.y, first.x - center.x)
        var sweep = atan2(second.y - center.y, second.x - center.x) - startAngle
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        self.sweep = sweep
    }
}
