import Foundation

/// The base of renderer formats: UIKit's `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
    /// The drawing bounds of the renderer the format belongs to (zero for a standalone format).
    open internal(set) var bounds: CGRect = .zero

    public override init() { super.init() }
}

/// How an image renderer makes its bitmap: UIKit's `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
    /// Pixels per point. Default: the main screen's scale.
    open var scale: CGFloat = UIScreen.mainScale
    /// Whether the bitmap has no alpha channel (Cairo RGB24, starting black). Default false
    /// (ARGB32, starting transparent).
    open var opaque = false

    public override init() { super.init() }

    /// A format for the main screen: its scale, not opaque.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format best for the device: the same as `default()` in XUIKit.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        copy.scale = scale
        copy.opaque = opaque
        copy.bounds = bounds
        return copy
    }
}
