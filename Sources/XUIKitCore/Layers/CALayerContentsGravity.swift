import Foundation

/// How a layer's `contents` image sits in its bounds: Core Animation's `CALayerContentsGravity`.
///
/// The three resize values scale the image (`resize` to the bounds,
/// `resizeAspect` to fit inside them, `resizeAspectFill` to cover them, both
/// keeping the aspect ratio, centred); the other nine place it unscaled, at
/// its size in points (pixels over `contentsScale`), centred or against edges.
///
/// As on iOS, the vertical names follow Core Animation's y-up convention
/// (Apple: "When [contentsAreFlipped] is true, top aligns contents to the
/// bottom of the layer"): in a layer's y-down space `.top` aligns the image
/// with the bounds' maximum y, the bottom on screen, and `.bottom` with the
/// top. `UIView.contentMode` makes up for it (`.top` sets `.bottom`).
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// The default: stretched over the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")

    /// Where contents of `size` (points) are drawn in `bounds` (layer space, y down).
    /// An unknown raw value acts as `.resize`, as Core Animation does.
    package func rect(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let sx = bounds.width / size.width, sy = bounds.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
        case .center, .top, .bottom, .left, .right, .topLeft, .topRight, .bottomLeft, .bottomRight:
            let x: CGFloat = switch self {
            case .left, .topLeft, .bottomLeft: bounds.minX
            case .right, .topRight, .bottomRight: bounds.maxX - size.width
            default: bounds.midX - size.width / 2
            }
            // y-up names: "top" is the maximum y.
            let y: CGFloat = switch self {
            case .top, .topLeft, .topRight: bounds.maxY - size.height
            case .bottom, .bottomLeft, .bottomRight: bounds.minY
            default: bounds.midY - size.height / 2
            }
            return CGRect(x: x, y: y, width: size.width, height: size.height)
        default:
            return bounds
        }
    }
}

extension UIView.ContentMode {
    /// The layer gravity UIKit sets for a view's content mode: the resize modes
    /// map by name (`.redraw` resizes), the placing ones with top and bottom
    /// swapped, so that `.top` shows the content at the top of a y-down layer.
    package var contentsGravity: CALayerContentsGravity {
        switch self {
        case .scaleToFill, .redraw: .resize
        case .scaleAspectFit: .resizeAspect
        case .scaleAspectFill: .resizeAspectFill
        case .center: .center
        case .top: .bottom
        case .bottom: .top
        case .left: .left
        case .right: .right
        case .topLeft: .bottomLeft
        case .topRight: .bottomRight
        case .bottomLeft: .topLeft
        case .bottomRight: .topRight
        }
    }
}
