import Foundation

/// A path with its own stroke attributes, drawn into the current context: UIKit's `UIBezierPath`.
///
/// Coordinates are UIKit's (y down). `clockwise` in the arc methods is the
/// screen sense: true runs toward increasing angles, from +x toward +y (the
/// opposite of `CGContext.addArc`'s Core Graphics sense). `fill()` and
/// `stroke()` draw into `UIGraphicsGetCurrentContext()` (nothing without one)
/// with the context's colours and the path's own attributes, applied inside a
/// saved graphics state, and replace the context's current path.
///
/// Not main-actor isolated and not `Sendable`, as the SDK declares it (its
/// header has neither `NS_SWIFT_UI_ACTOR` nor `NS_SWIFT_SENDABLE`): code on any
/// one thread may build and draw paths; a path is not shared across threads.
open class UIBezierPath: NSObject {
    private var path = CGMutablePath()

    /// The stroke width. Default 1.
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn. Default `.butt`.
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are joined. Default `.miter`.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10
    /// Whether `fill()`, `addClip()` and `contains(_:)` use the even-odd rule. Default false (winding).
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// An empty path.
    public override init() { super.init() }

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// A closed ellipse inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A closed rectangle with circular corners; the radius is clamped to half the shorter side.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        let r = rect.standardized
        let radius = min(cornerRadius, min(r.width, r.height) / 2)
        path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
    }

    /// A closed rectangle with the given `corners` rounded by `cornerRadii`
    /// (clamped to half the width and height), the others square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        path.addRect(rect, rounding: corners, radii: cornerRadii)
    }

    /// An open circular arc (screen sense of `clockwise`).
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath`.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path's elements as an immutable Core Graphics path (a copy); setting replaces them.
    open var cgPath: CGPath {
        get { path.copy()! }
        set { path = newValue.mutableCopy()! }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Adds a line from the current point to `point`.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc (with a line from the current point to its start when
    /// the path is not empty); `clockwise` true runs toward increasing angles.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }

    /// Closes the current subpath.
    open func close() { path.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { path = CGMutablePath() }

    /// Appends the elements of `bezierPath`.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

    /// Transforms every point of the path.
    open func apply(_ transform: CGAffineTransform) {
        let moved = CGMutablePath()
        moved.addPath(path, transform: transform)
        path = moved
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The rectangle enclosing every point of the path, control points included; `.null` when empty.
    open var bounds: CGRect { path.boundingBox }

    /// The end of the last element; `.zero` when empty.
    open var currentPoint: CGPoint { path.currentPoint }

    /// Sets the dash pattern used by `stroke()`: `count` lengths from `pattern`
    /// (nil or 0: solid), starting `phase` into it.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
        dashPhase = phase
    }

    /// Reads the dash pattern: the lengths into `pattern` (if given, room for
    /// the count), their number into `count`, the phase into `phase`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (index, length) in dashPattern.enumerated() { pattern[index] = length } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }

    /// Whether `point` is inside the enclosed area under the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool { path.contains(point, evenOdd: usesEvenOddFillRule) }

    /// Fills with the current fill colour using `blendMode` and `alpha` (applied temporarily).
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        fill()
        context.restoreGState()
    }

    /// Strokes with the current stroke colour using `blendMode` and `alpha` (applied temporarily).
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        stroke()
        context.restoreGState()
    }

    /// Fills the enclosed area with the current context's fill colour.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // No save and restore: filling changes no graphics state (the fill
        // rule goes back to winding, and a Cairo path is not saved anyway).
        context.beginPath()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Strokes the path with the current context's stroke colour and this path's line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: dashPhase, lengths: dashPattern)
        context.beginPath()
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the enclosed area (it stays until the state is restored).
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
