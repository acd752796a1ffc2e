import Foundation

/// A layer that fills and strokes a path: Core Animation's `CAShapeLayer`.
///
/// The path (layer space) is filled with `fillColor` under `fillRule`, then
/// the part from `strokeStart` to `strokeEnd` (fractions of its length) is
/// stroked with `strokeColor`, `lineWidth`, caps, joins and dashes. Drawn by
/// the compositor above the background, below sublayers; no backing store.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
    /// The shape. Default nil (nothing drawn).
    open var path: CGPath? { didSet { setNeedsComposite() } }
    /// The fill colour. Default opaque black; nil: no fill.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { setNeedsComposite(); implicitChange("fillColor", from: .color(AnimatableValue.rgba(oldValue))) } }
    /// How the fill decides the inside. Default `.nonZero`.
    open var fillRule: CAShapeLayerFillRule = .nonZero { didSet { setNeedsComposite() } }
    /// The stroke colour. Default nil (no stroke).
    open var strokeColor: CGColor? { didSet { setNeedsComposite(); implicitChange("strokeColor", from: .color(AnimatableValue.rgba(oldValue))) } }
    /// Where the stroke starts, 0...1 of the path's length. Default 0.
    open var strokeStart: CGFloat = 0 { didSet { setNeedsComposite(); implicitChange("strokeStart", from: .scalar(Double(oldValue))) } }
    /// Where the stroke ends, 0...1 of the path's length. Default 1.
    open var strokeEnd: CGFloat = 1 { didSet { setNeedsComposite(); implicitChange("strokeEnd", from: .scalar(Double(oldValue))) } }
    /// The stroke width. Default 1.
    open var lineWidth: CGFloat = 1 { didSet { setNeedsComposite(); implicitChange("lineWidth", from: .scalar(Double(oldValue))) } }
    /// The miter limit. Default 10.
    open var miterLimit: CGFloat = 10 { didSet { setNeedsComposite() } }
    /// How line ends are drawn. Default `.butt`.
    open var lineCap: CAShapeLayerLineCap = .butt { didSet { setNeedsComposite() } }
    /// How corners are joined. Default `.miter`.
    open var lineJoin: CAShapeLayerLineJoin = .miter { didSet { setNeedsComposite() } }
    /// The dash phase. Default 0.
    open var lineDashPhase: CGFloat = 0 { didSet { setNeedsComposite() } }
    /// Dash lengths; nil: solid. Default nil.
    open var lineDashPattern: [NSNumber]? { didSet { setNeedsComposite() } }
}

/// How a shape layer fills: Core Animation's `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

/// A shape layer's line ends: Core Animation's `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// A shape layer's corners: Core Animation's `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
