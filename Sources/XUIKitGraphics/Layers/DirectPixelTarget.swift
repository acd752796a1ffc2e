import Foundation
import CCairo

/// The pixels a layer tree is composited into (a window's back buffer), for
/// `LayerCompositor` to copy backing stores into without going through Cairo.
///
/// A backing store whose image lands on whole device pixels unscaled (the
/// context's CTM, times the store's 1 / scale, is a translation by whole
/// pixels) is put OVER the buffer with `PixelOver`, inside `clip`; anything
/// else (a transformed or fractionally placed layer, one inside an opacity
/// or mask group, one under a rounded clip) is painted with Cairo as before.
/// Both make the same pixels. The caller flushes the surface before drawing
/// and marks it dirty after (Cairo's contract for writing an image's memory).
package struct DirectPixelTarget {
    /// The buffer's memory: premultiplied ARGB32 rows of `stride` bytes.
    let data: UnsafeMutableRawPointer
    let stride: Int
    /// The pixels the drawing may change: inside the buffer and the context's clip.
    var clip: PixelRect

    /// The pixels of `surface` (an ARGB32 Cairo image surface, device space
    /// its pixels, i.e. no device offset), drawn only inside `clip`; nil for any other surface.
    package init?(surface: OpaquePointer, clip: PixelRect) {
        guard cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32,
              let data = cairo_image_surface_get_data(surface) else { return nil }
        var dx = 0.0, dy = 0.0
        cairo_surface_get_device_offset(surface, &dx, &dy)
        guard dx == 0, dy == 0 else { return nil }
        self.data = UnsafeMutableRawPointer(data)
        stride = Int(cairo_image_surface_get_stride(surface))
        let whole = PixelRect(x: 0, y: 0, width: Int(cairo_image_surface_get_width(surface)),
                              height: Int(cairo_image_surface_get_height(surface)))
        self.clip = clip.intersection(whole)
    }

    /// Copies `store`'s image OVER the buffer when the CTM of `cairo` (the
    /// layer's space, whose bounds origin is `origin`) places it on whole
    /// pixels at its own scale; returns false, copying nothing, otherwise.
    func composite(_ store: LayerBackingStore, at origin: CGPoint, ctm cairo: OpaquePointer) -> Bool {
        guard let image = store.pixels, let placed = placement(of: store, at: origin, ctm: cairo) else { return false }
        let area = placed.intersection(clip)
        guard !area.isEmpty else { return true }
        PixelOver.composite(
            source: UnsafeRawPointer(image.data) + (area.y - placed.y) * image.stride + (area.x - placed.x) * 4, sourceStride: image.stride,
            destination: data + area.y * stride + area.x * 4, destinationStride: stride,
            width: area.width, height: area.height)
        return true
    }

    /// Asks the cache for the buffer's pixels that `store`'s image would be
    /// copied onto (as `composite` places it), ahead of drawing the layer: a
    /// full-window redraw finds them long evicted, and the layer's drawing
    /// takes long enough for them to arrive. Does nothing where `composite` would not copy.
    func prefetch(for store: LayerBackingStore, at origin: CGPoint, ctm cairo: OpaquePointer) {
        guard let area = placement(of: store, at: origin, ctm: cairo)?.intersection(clip), !area.isEmpty else { return }
        for row in area.y..<(area.y + area.height) {
            let start = Int(bitPattern: data + row * stride + area.x * 4)
            var line = start & ~63
            while line < start + area.width * 4 {
                xuikit_prefetch_for_write(UnsafeRawPointer(bitPattern: line))
                line += 64
            }
        }
    }

    /// The buffer pixels `store`'s whole image covers, when the CTM of `cairo`
    /// is its scale and a translation to whole pixels; nil otherwise.
    private func placement(of store: LayerBackingStore, at origin: CGPoint, ctm cairo: OpaquePointer) -> PixelRect? {
        guard let image = store.pixels else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        guard m.xy == 0, m.yx == 0, abs(m.xx - store.scale) < 1e-9, abs(m.yy - store.scale) < 1e-9,
              let x = Self.wholePixel(m.xx * (origin.x + store.offset.x) + m.x0),
              let y = Self.wholePixel(m.yy * (origin.y + store.offset.y) + m.y0) else { return nil }
        return PixelRect(x: x, y: y, width: image.width, height: image.height)
    }

    /// This target with its clip narrowed to `layer`'s bounds as the CTM of
    /// `cairo` maps them, when they fall on whole pixels; nil (draw through
    /// Cairo, which clips) when they do not or the CTM rotates or skews.
    func clipped(toBoundsOf layer: CALayer, ctm cairo: OpaquePointer) -> DirectPixelTarget? {
        var m = cairo_matrix_t()
        cairo_get_matrix(cairo, &m)
        let bounds = layer.storedBounds
        guard layer.cornerRadius <= 0 || layer.maskedCorners.isEmpty, m.xy == 0, m.yx == 0,
              let x0 = Self.wholePixel(m.xx * bounds.minX + m.x0), let x1 = Self.wholePixel(m.xx * bounds.maxX + m.x0),
              let y0 = Self.wholePixel(m.yy * bounds.minY + m.y0), let y1 = Self.wholePixel(m.yy * bounds.maxY + m.y0)
        else { return nil }
        var narrowed = self
        narrowed.clip = clip.intersection(PixelRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0)))
        return narrowed
    }

    /// `value` as a whole number, when it is one (within rounding error).
    private static func wholePixel(_ value: Double) -> Int? {
        let rounded = value.rounded()
        guard abs(value - rounded) < 1e-6, abs(rounded) < 1e9 else { return nil }
        return Int(rounded)
    }
}
