import Foundation

/// The corners of a rectangle: UIKit's `UIRectCorner`.
public struct UIRectCorner: OptionSet, Sendable {
    public var rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension CGMutablePath {
    /// A closed rectangle whose `corners` are quarter ellipses of `radii`
    /// (clamped to half the width and height); the other corners are square.
    /// Corners are visited top left, top right, bottom right, bottom left (y down).
    func addRect(_ rect: CGRect, rounding corners: UIRectCorner, radii: CGSize) {
        let r = rect.standardized
        let w = min(max(radii.width, 0), r.width / 2), h = min(max(radii.height, 0), r.height / 2)
        let rounded = w > 0 && h > 0
        // Each corner: the point itself, the quarter arc's centre and starting angle.
        let plan: [(UIRectCorner, CGPoint, CGPoint, CGFloat)] = [
            (.topLeft, CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.minX + w, y: r.minY + h), .pi),
            (.topRight, CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX - w, y: r.minY + h), -.pi / 2),
            (.bottomRight, CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.maxX - w, y: r.maxY - h), 0),
            (.bottomLeft, CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.minX + w, y: r.maxY - h), .pi / 2),
        ]
        for (index, (corner, point, centre, angle)) in plan.enumerated() {
            if rounded && corners.contains(corner) {
                let toCorner = CGAffineTransform(scaleX: w, y: h).concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
                appendUnitArc(startAngle: angle, sweep: .pi / 2, startsSubpath: index == 0, transform: toCorner)
            } else if index == 0 {
                move(to: point)
            } else {
                addLine(to: point)
            }
        }
        closeSubpath()
    }
}
