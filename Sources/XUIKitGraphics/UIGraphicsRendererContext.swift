import Foundation
import CCairo

/// The drawing environment handed to a renderer's actions: UIKit's `UIGraphicsRendererContext`.
open class UIGraphicsRendererContext: NSObject {
    /// The Core Graphics context to draw into (also `UIGraphicsGetCurrentContext()` during the actions).
    public let cgContext: CGContext
    private let rendererFormat: UIGraphicsRendererFormat

    /// The renderer's format.
    open var format: UIGraphicsRendererFormat { rendererFormat }

    init(cgContext: CGContext, format: UIGraphicsRendererFormat) {
        self.cgContext = cgContext
        rendererFormat = format
        super.init()
    }

    /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour and `blendMode`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }

    /// Strokes the outline of `rect` with the current stroke colour and line width.
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes the outline of `rect` with the current stroke colour and `blendMode`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.stroke(rect); cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// The drawing environment of an image renderer: UIKit's `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    let surface: OpaquePointer
    let imageFormat: UIGraphicsImageRendererFormat

    init(surface: OpaquePointer, format: UIGraphicsImageRendererFormat) {
        self.surface = surface
        imageFormat = format
        super.init(cgContext: CGContext(surface: surface), format: format)
    }

    /// The image renderer's format (scale, opaque).
    open override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far.
    open var currentImage: UIImage {
        cairo_surface_flush(surface)
        let copy = cairo_image_surface_create(
            cairo_image_surface_get_format(surface), cairo_image_surface_get_width(surface),
            cairo_image_surface_get_height(surface))!
        let cairo = cairo_create(copy)!
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return UIImage(surface: copy, scale: imageFormat.scale)
    }
}
