import Foundation
import CCairo

/// The drawing closure of an image renderer: UIKit's `UIGraphicsImageDrawingActions`.
public typealias UIGraphicsImageDrawingActions = (UIGraphicsImageRendererContext) -> Void

/// The base of graphics renderers: UIKit's `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
    private let rendererFormat: UIGraphicsRendererFormat

    /// The format the renderer draws with.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    /// A renderer for `bounds` with `format`.
    public init(bounds: CGRect, format: UIGraphicsRendererFormat) {
        format.bounds = bounds
        rendererFormat = format
        super.init()
    }

    /// Whether the renderer produces images. True.
    open var allowsImageOutput: Bool { true }
}

/// Draws into a new bitmap and returns it as an image or PNG: UIKit's `UIGraphicsImageRenderer`.
///
/// Each `image(actions:)` call makes a fresh bitmap of `bounds.size × scale`
/// pixels (rounded up), transparent (opaque formats: black), whose context
/// maps `bounds` (points, y down) onto it, and runs `actions` with that
/// context current (`UIGraphicsGetCurrentContext()`), popped afterwards.
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
    private let imageFormat: UIGraphicsImageRendererFormat
    private let bounds: CGRect

    /// The format the renderer draws with (a copy of the one given, with the renderer's bounds).
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// A renderer for `size` points with the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer for `bounds` with the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer for `size` points with `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer for `bounds` with `format` (copied: later changes to it do not apply).
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        imageFormat = format.copy(bounds: self.bounds)
        super.init(bounds: self.bounds, format: imageFormat)
    }

    /// Runs `actions` on a fresh bitmap and returns it as an image at the format's scale.
    open func image(actions: UIGraphicsImageDrawingActions) -> UIImage {
        let scale = imageFormat.scale
        let width = Int((bounds.width * scale - 1e-9).rounded(.up)), height = Int((bounds.height * scale - 1e-9).rounded(.up))
        let surface = cairo_image_surface_create(
            imageFormat.opaque ? CAIRO_FORMAT_RGB24 : CAIRO_FORMAT_ARGB32, Int32(max(0, width)), Int32(max(0, height)))!
        let context = UIGraphicsImageRendererContext(surface: surface, format: imageFormat)
        context.cgContext.scaleBy(x: scale, y: scale)
        context.cgContext.translateBy(x: -bounds.minX, y: -bounds.minY)
        withCurrentContext(context.cgContext) { actions(context) }
        cairo_surface_flush(surface)
        return UIImage(surface: surface, scale: scale)
    }

    /// Runs `actions` on a fresh bitmap and returns it PNG-encoded.
    open func pngData(actions: UIGraphicsImageDrawingActions) -> Data {
        image(actions: actions).pngData() ?? Data()
    }
}
