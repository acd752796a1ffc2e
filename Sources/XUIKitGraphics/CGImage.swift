import Foundation
import CCairo

/// How a bitmap stores alpha: Core Graphics' `CGImageAlphaInfo` (the two XUIKit makes).
public enum CGImageAlphaInfo: UInt32, Sendable {
    /// No alpha: the first byte of each 32-bit pixel is unused (Cairo RGB24).
    case noneSkipFirst = 6
    /// Alpha first, colour premultiplied by it (Cairo ARGB32).
    case premultipliedFirst = 2
}

/// An immutable bitmap: Core Graphics' `CGImage`, holding a Cairo image surface.
///
/// 8 bits per channel, 32 bits per pixel in native byte order, premultiplied
/// alpha (or none, for opaque images).
public final class CGImage {
    /// The pixels (owned: one reference, released on deinit). Never drawn into.
    package let surface: OpaquePointer

    /// An image owning `surface` (one reference, consumed).
    package init(surface: OpaquePointer) { self.surface = surface }

    deinit { cairo_surface_destroy(surface) }

    /// The width in pixels.
    public var width: Int { Int(cairo_image_surface_get_width(surface)) }
    /// The height in pixels.
    public var height: Int { Int(cairo_image_surface_get_height(surface)) }
    /// Bits per colour channel: 8.
    public var bitsPerComponent: Int { 8 }
    /// Bits per pixel: 32.
    public var bitsPerPixel: Int { 32 }
    /// Bytes from one row to the next.
    public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
    /// Whether and how alpha is stored.
    public var alphaInfo: CGImageAlphaInfo {
        cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? .noneSkipFirst : .premultipliedFirst
    }

    /// The pixels inside `rect` (pixel units, rounded outward, clipped to the
    /// image) as a new image; nil when nothing is left.
    public func cropping(to rect: CGRect) -> CGImage? {
        let area = PixelRect(covering: rect.standardized).intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        guard !area.isEmpty else { return nil }
        return CGImage(surface: copySurface(of: surface, area: area))
    }
}

/// A new image surface of `surface`'s format holding `area` of its pixels.
func copySurface(of surface: OpaquePointer, area: PixelRect) -> OpaquePointer {
    cairo_surface_flush(surface)
    let copy = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(area.width), Int32(area.height))!
    let cairo = cairo_create(copy)!
    cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_surface(cairo, surface, Double(-area.x), Double(-area.y))
    cairo_paint(cairo)
    cairo_destroy(cairo)
    return copy
}

extension CGContext {
    /// Draws `image` scaled into `rect` the Core Graphics way: its first row at
    /// `rect.maxY`. In UIKit's y-down coordinates that shows it upside down,
    /// exactly as on iOS (use `UIImage.draw(in:)` for upright drawing).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.maxY)
        cairo_scale(cairo, rect.width / CGFloat(image.width), -rect.height / CGFloat(image.height))
        paintImage(image.surface)
        cairo_restore(cairo)
    }

    /// A copy of what the context's bitmap holds now; nil when it does not draw into a bitmap.
    public func makeImage() -> CGImage? {
        guard let target = cairo_get_target(cairo), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE else { return nil }
        let area = PixelRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(target)), height: Int(cairo_image_surface_get_height(target)))
        return CGImage(surface: copySurface(of: target, area: area))
    }
}
