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
        let area = PixelRect(
            x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)), height: Int(cairo_image_surface_get_height(surface)))
        return UIImage(surface: copySurface(of: surface, area: area), scale: imageFormat.scale)
    }
}
