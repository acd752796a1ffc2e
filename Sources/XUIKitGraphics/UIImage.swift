import Foundation
import CCairo

/// A bitmap image: UIKit's `UIImage`, holding a Cairo image surface.
///
/// `size` is in points: the pixel size divided by `scale`, width and height
/// swapped when `imageOrientation` turns the pixels a quarter turn. Images come
/// from `UIGraphicsImageRenderer`, `UIView.drawHierarchy`, PNG or JPEG data and
/// files (`UIImage+Loading.swift`).
///
/// `Sendable`, as the SDK declares it: every stored property is a `let` set
/// before the image is published, and the surface's pixels are never drawn
/// into after that (variants such as `withRenderingMode(_:)` share them and
/// differ only in their own `let`s; tinting draws into a new surface). Cairo
/// reference-counts surfaces atomically and reads a surface used as a source
/// from any thread, so an image may be created on one thread, kept in a
/// `static let`, and drawn on another.
open class UIImage: NSObject, @unchecked Sendable {
    /// The pixels: a Cairo image surface (ARGB32, or RGB24 for opaque images), owned,
    /// as stored (not turned by `imageOrientation`).
    package let surface: OpaquePointer
    /// Pixels per point.
    public let scale: CGFloat
    /// How the stored pixels are turned for display (a JPEG's EXIF orientation). Default `.up`.
    public let imageOrientation: Orientation
    /// How views draw the image: as is, or as a template in their tint colour. Default `.automatic`.
    public let renderingMode: RenderingMode
    /// The caps kept unscaled when the image is drawn resized (points). Default zero: not resizable.
    public let capInsets: UIEdgeInsets
    /// How a resizable image fills the space between its caps. Default `.tile`.
    public let resizingMode: ResizingMode

    /// An image owning `surface` (one reference, consumed), at `scale` pixels
    /// per point, drawn with `renderingMode`, `capInsets` and `resizingMode`.
    package init(surface: OpaquePointer, scale: CGFloat, orientation: Orientation = .up, renderingMode: RenderingMode = .automatic,
                 capInsets: UIEdgeInsets = .zero, resizingMode: ResizingMode = .tile) {
        self.surface = surface
        self.scale = scale
        self.imageOrientation = orientation
        self.renderingMode = renderingMode
        self.capInsets = capInsets
        self.resizingMode = resizingMode
        super.init()
    }

    /// An image showing `cgImage`'s pixels at scale 1 (sharing them).
    public convenience init(cgImage: CGImage) {
        self.init(surface: cairo_surface_reference(cgImage.surface), scale: 1)
    }

    /// An image showing `cgImage`'s pixels at `scale`, turned by `orientation` when drawn.
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        self.init(surface: cairo_surface_reference(cgImage.surface), scale: scale > 0 ? scale : 1, orientation: orientation)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The pixels as a Core Graphics image (sharing them), as stored: not
    /// turned by `imageOrientation`, as on iOS.
    open var cgImage: CGImage? { CGImage(surface: cairo_surface_reference(surface)) }

    /// The image's size in points, as displayed (after `imageOrientation`).
    open var size: CGSize {
        let width = CGFloat(pixelWidth) / scale, height = CGFloat(pixelHeight) / scale
        return imageOrientation.swapsWidthAndHeight ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
    }

    /// The width in pixels.
    package var pixelWidth: Int { Int(cairo_image_surface_get_width(surface)) }
    /// The height in pixels.
    package var pixelHeight: Int { Int(cairo_image_surface_get_height(surface)) }

    /// The pixel at column `x`, row `y` (from the top left), premultiplied as
    /// stored; opaque images always have alpha 255. Out of range: all zero.
    package func pixel(x: Int, y: Int) -> RGBA {
        RGBA(surface: surface, x: x, y: y)
    }

    /// Draws the image with its top left at `point`, at its point size.
    open func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image upright, scaled to fill `rect`, in the current context
    /// (nothing without one), with the context's alpha, blend mode and
    /// interpolation quality; nothing lands outside `rect`. A resizable image
    /// (usable `capInsets`) is drawn in nine slices (`UIImage+Resizable.swift`).
    open func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), pixelWidth > 0, pixelHeight > 0, rect.width != 0, rect.height != 0 else { return }
        if usableCapInsets != nil, rect.width > 0, rect.height > 0 {
            drawNineSlices(in: rect, context: context)
            return
        }
        let cairo = context.cairo
        cairo_save(cairo)
        let displayed = imageOrientation.displayedPixelSize(width: pixelWidth, height: pixelHeight)
        // Cut at the rect with solid edges: a scaled image's filter would otherwise
        // fade its edge pixels out past the rect.
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / displayed.width, rect.height / displayed.height)
        if imageOrientation != .up { context.concatenate(imageOrientation.transform(pixelWidth: pixelWidth, pixelHeight: pixelHeight)) }
        context.paintImage(surface, padded: true)
        cairo_restore(cairo)
    }

    /// Draws the image at `point` with `blendMode` and `alpha` applied for this call.
    open func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image into `rect` with `blendMode` and `alpha` applied for this call.
    open func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }
}

/// One pixel's channels, 0...255, premultiplied by alpha as Cairo stores them.
package struct RGBA: Equatable, Sendable, CustomStringConvertible {
    package var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    package init(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    /// The pixel at (`x`, `y`) of a Cairo ARGB32 or RGB24 image surface.
    package init(surface: OpaquePointer, x: Int, y: Int) {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        guard x >= 0, y >= 0, x < width, y < height, let data = cairo_image_surface_get_data(surface) else {
            self.init(0, 0, 0, 0)
            return
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let word = UnsafeRawPointer(data).load(fromByteOffset: y * stride + x * 4, as: UInt32.self)
        let alpha = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? 255 : UInt8(word >> 24)
        self.init(UInt8((word >> 16) & 0xFF), UInt8((word >> 8) & 0xFF), UInt8(word & 0xFF), alpha)
    }

    package var description: String { "RGBA(\(r), \(g), \(b), \(a))" }
}
