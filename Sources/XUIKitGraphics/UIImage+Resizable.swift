import Foundation
import CCairo

extension UIImage {
    /// How a resizable image fills the space between its caps: UIKit's `UIImage.ResizingMode`.
    public enum ResizingMode: Int, Sendable {
        /// The edges and centre are repeated at their own size (cut at the far end).
        case tile = 0
        /// The edges and centre are scaled to fill.
        case stretch
    }

    /// The same image made resizable with `capInsets` (points), tiling between the
    /// caps as UIKit's default does. Drawn resized, the corners keep their size,
    /// the edges fill along one axis and the centre along both.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// The same image made resizable with `capInsets` (points) and `resizingMode`.
    /// Caps that are negative, not finite, or meet or pass each other (wider or
    /// taller than the image together) are kept as given but unusable: the whole
    /// image is then stretched, as UIKit does.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        UIImage(surface: cairo_surface_reference(surface), scale: scale, orientation: imageOrientation,
                renderingMode: renderingMode, capInsets: capInsets, resizingMode: resizingMode)
    }

    /// The caps used for nine-slice drawing, or nil when the image is not
    /// resizable: zero caps, or caps that leave no middle (see `resizableImage`).
    package var usableCapInsets: UIEdgeInsets? {
        let c = capInsets, size = self.size
        guard c != .zero else { return nil }
        for value in [c.top, c.left, c.bottom, c.right] where !(value.isFinite && value >= 0) { return nil }
        guard c.left + c.right < size.width, c.top + c.bottom < size.height else { return nil }
        return c
    }

    /// Draws the nine slices of a resizable image into `rect` (positive size):
    /// corners at their size, edges filled along their length, the centre both
    /// ways, by `resizingMode`. Caps wider or taller than `rect` shrink in
    /// proportion.
    func drawNineSlices(in rect: CGRect, context: CGContext) {
        guard let caps = usableCapInsets else { return }
        let upright = uprightSurface()
        defer { cairo_surface_destroy(upright) }
        let size = self.size
        let kx = caps.left + caps.right > rect.width ? rect.width / (caps.left + caps.right) : 1
        let ky = caps.top + caps.bottom > rect.height ? rect.height / (caps.top + caps.bottom) : 1
        // Slice edges: in the image (pixels, rounded) and in the destination (points).
        let sx = [0, caps.left, size.width - caps.right, size.width].map { ($0 * scale).rounded() }
        let sy = [0, caps.top, size.height - caps.bottom, size.height].map { ($0 * scale).rounded() }
        let dx = [rect.minX, rect.minX + caps.left * kx, rect.maxX - caps.right * kx, rect.maxX]
        let dy = [rect.minY, rect.minY + caps.top * ky, rect.maxY - caps.bottom * ky, rect.maxY]
        for row in 0..<3 {
            for column in 0..<3 {
                let source = CGRect(x: sx[column], y: sy[row], width: sx[column + 1] - sx[column], height: sy[row + 1] - sy[row])
                let destination = CGRect(x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard source.width > 0, source.height > 0, destination.width > 0, destination.height > 0 else { continue }
                drawSlice(of: upright, source: source, into: destination, context: context,
                          tileX: resizingMode == .tile && column == 1, tileY: resizingMode == .tile && row == 1)
            }
        }
    }

    /// Draws the `source` pixels of `upright` into `destination`, stretched, or
    /// repeated at their point size along the tiled axes (from the top left, cut at the far end).
    private func drawSlice(of upright: OpaquePointer, source: CGRect, into destination: CGRect,
                           context: CGContext, tileX: Bool, tileY: Bool) {
        var tileWidth = tileX ? source.width / scale : destination.width
        var tileHeight = tileY ? source.height / scale : destination.height
        // A tiny tile over a huge area: stretch rather than draw without end.
        if (destination.width / tileWidth) * (destination.height / tileHeight) > 100_000 {
            tileWidth = destination.width; tileHeight = destination.height
        }
        let cairo = context.cairo
        cairo_save(cairo)
        cairo_rectangle(cairo, destination.minX, destination.minY, destination.width, destination.height)
        cairo_clip(cairo)
        // The slice sampled as its own image, so the filter does not pull in its neighbours.
        let slice = cairo_surface_create_for_rectangle(upright, source.minX, source.minY, source.width, source.height)!
        var y = destination.minY
        while y < destination.maxY {
            var x = destination.minX
            while x < destination.maxX {
                cairo_save(cairo)
                cairo_rectangle(cairo, x, y, tileWidth, tileHeight)
                cairo_clip(cairo)
                cairo_translate(cairo, x, y)
                cairo_scale(cairo, tileWidth / source.width, tileHeight / source.height)
                cairo_set_source_surface(cairo, slice, 0, 0)
                cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
                cairo_pattern_set_filter(cairo_get_source(cairo), context.state.interpolationQuality.cairoFilter)
                cairo_paint_with_alpha(cairo, context.state.alpha)
                cairo_restore(cairo)
                x += tileWidth
            }
            y += tileHeight
        }
        cairo_surface_destroy(slice)
        cairo_restore(cairo)
    }
}
