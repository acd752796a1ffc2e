import Foundation
import CCairo

extension UIImage {
    /// How an image's stored pixels are turned for display: UIKit's `UIImage.Orientation`.
    ///
    /// Each case names the turn that makes the stored pixels upright: `.right`
    /// turns them a quarter turn clockwise (EXIF orientation 6, a phone held
    /// upright), `.left` a quarter turn counterclockwise (8), `.down` a half
    /// turn (3); the mirrored cases also flip (2, 4, 5, 7).
    public enum Orientation: Int, Sendable {
        case up = 0, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        /// The orientation of EXIF/TIFF tag 0x0112 value `exif` (1...8); nil for other values.
        package init?(exif: Int) {
            let table: [Orientation] = [.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right, .rightMirrored, .left]
            guard (1...8).contains(exif) else { return nil }
            self = table[exif - 1]
        }

        /// Whether displaying turns the pixels a quarter turn (width and height swap).
        package var swapsWidthAndHeight: Bool {
            switch self {
            case .left, .right, .leftMirrored, .rightMirrored: true
            default: false
            }
        }

        /// The displayed size in pixels of stored pixels `width` x `height`.
        package func displayedPixelSize(width: Int, height: Int) -> CGSize {
            swapsWidthAndHeight ? CGSize(width: height, height: width) : CGSize(width: width, height: height)
        }

        /// The map from stored pixel coordinates to displayed ones, for stored
        /// pixels `pixelWidth` x `pixelHeight` (both y-down, origin top left).
        package func transform(pixelWidth: Int, pixelHeight: Int) -> CGAffineTransform {
            let w = CGFloat(pixelWidth), h = CGFloat(pixelHeight)
            switch self {
            case .up: return .identity
            case .down: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)
            case .upMirrored: return CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: w, ty: 0)
            case .downMirrored: return CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: h)
            // Stored row 0 becomes the right column, stored column 0 the top row.
            case .right: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: h, ty: 0)
            // Stored row 0 becomes the left column, stored column 0 the bottom row.
            case .left: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: w)
            // The transpose: stored row 0 becomes the left column, column 0 the top row.
            case .leftMirrored: return CGAffineTransform(a: 0, b: 1, c: 1, d: 0, tx: 0, ty: 0)
            // Stored row 0 becomes the right column, stored column 0 the bottom row.
            case .rightMirrored: return CGAffineTransform(a: 0, b: -1, c: -1, d: 0, tx: h, ty: w)
            }
        }
    }

    /// The pixels turned upright (a new surface, one reference for the caller),
    /// or the stored surface (referenced) when the orientation is `.up`.
    package func uprightSurface() -> OpaquePointer {
        guard imageOrientation != .up else { return cairo_surface_reference(surface) }
        let displayed = imageOrientation.displayedPixelSize(width: pixelWidth, height: pixelHeight)
        let upright = cairo_image_surface_create(cairo_image_surface_get_format(surface), Int32(displayed.width), Int32(displayed.height))!
        let cairo = cairo_create(upright)!
        let t = imageOrientation.transform(pixelWidth: pixelWidth, pixelHeight: pixelHeight)
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, t.a, t.b, t.c, t.d, t.tx, t.ty)
        cairo_transform(cairo, &matrix)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, surface, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_NEAREST)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return upright
    }

    /// The pixels as displayed, as a Core Graphics image: `cgImage` turned by
    /// `imageOrientation` (what a layer's `contents` needs to show the image upright).
    package var uprightCGImage: CGImage { CGImage(surface: uprightSurface()) }
}
