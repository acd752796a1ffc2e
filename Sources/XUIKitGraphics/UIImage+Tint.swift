import Foundation
import CCairo

extension UIImage {
    /// How a view draws an image: UIKit's `UIImage.RenderingMode`.
    ///
    /// `.alwaysTemplate` images are drawn by `UIImageView` in its `tintColor`
    /// (each pixel the tint colour at the image's alpha); `.automatic` and
    /// `.alwaysOriginal` as they are (XUIKit has no symbol images, so
    /// `.automatic` always means original).
    public enum RenderingMode: Int, Sendable {
        case automatic = 0, alwaysOriginal, alwaysTemplate
    }

    /// The same pixels with `renderingMode` (caps and resizing mode kept).
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(surface: cairo_surface_reference(surface), scale: scale, orientation: imageOrientation,
                renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// An image whose every pixel is `color` at the original's alpha (iOS's
    /// source-in tint: a half-transparent pixel tinted opaque red is red at half
    /// alpha; a translucent colour multiplies in). Size, scale, orientation, caps
    /// and resizing mode are kept; the rendering mode is `.alwaysOriginal`, so
    /// image views do not tint it again.
    public func withTintColor(_ color: UIColor) -> UIImage {
        withTintColor(color, renderingMode: .alwaysOriginal)
    }

    /// The tinted image (see `withTintColor(_:)`) with `renderingMode`.
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        let tinted = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))!
        let cairo = cairo_create(tinted)!
        let c = color.cgColor.rgba
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
        // An opaque (RGB24) surface masks as fully opaque.
        cairo_mask_surface(cairo, surface, 0, 0)
        cairo_destroy(cairo)
        return UIImage(surface: tinted, scale: scale, orientation: imageOrientation,
                       renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }
}
