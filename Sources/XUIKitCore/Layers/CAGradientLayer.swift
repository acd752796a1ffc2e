import Foundation

/// A layer filled with a colour gradient: Core Animation's `CAGradientLayer`.
///
/// `startPoint` and `endPoint` are unit coordinates of the bounds (default
/// top middle to bottom middle); `colors` (CGColors) are spread evenly unless
/// `locations` gives their stops. `type` draws an axial gradient along
/// start → end, a radial one (an ellipse centred at `startPoint`, radii
/// |endPoint − startPoint| per axis, scaled to the bounds) or a conic sweep
/// about `startPoint` from the direction of `endPoint`, clockwise on screen
/// (drawn in XUIKitGraphics' LayerGradients.swift).
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
    /// The colours, `CGColor`s. Default nil (nothing drawn).
    open var colors: [Any]? { didSet { setNeedsComposite() } }
    /// The stops, 0...1, one per colour; nil: evenly spread. Default nil.
    open var locations: [NSNumber]? { didSet { setNeedsComposite() } }
    /// Where the gradient starts, unit coordinates. Default (0.5, 0).
    open var startPoint = CGPoint(x: 0.5, y: 0) { didSet { setNeedsComposite() } }
    /// Where it ends, unit coordinates. Default (0.5, 1).
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { setNeedsComposite() } }
    /// The kind of gradient. Default `.axial`.
    open var type: CAGradientLayerType = .axial { didSet { setNeedsComposite() } }

    /// The colours as CGColors and their stops (evenly spread without `locations`).
    package var resolvedStops: [(color: CGColor, location: CGFloat)] {
        let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
        guard !cgColors.isEmpty else { return [] }
        return cgColors.enumerated().map { index, color in
            let given = locations.flatMap { index < $0.count ? CGFloat($0[index].doubleValue) : nil }
            return (color, given ?? (cgColors.count == 1 ? 0 : CGFloat(index) / CGFloat(cgColors.count - 1)))
        }
    }
}

/// A gradient's kind: Core Animation's `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
