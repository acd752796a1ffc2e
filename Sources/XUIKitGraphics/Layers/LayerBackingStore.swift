import Foundation
import CCairo

/// The pixels a layer drew, kept between frames (the layer's `backingStore`).
///
/// Drawn again only when the layer's content is stale (`setNeedsDisplay()`),
/// its bounds' size changed, or the scale did; otherwise compositing reuses
/// them (a new bounds origin scrolls sublayers, not the drawing, as in Core Animation).
/// A layer's first drawing (and any after it drew nothing) goes to a Cairo
/// recording surface, so a layer that turns out to draw nothing (a view not
/// overriding `draw(_:)`, a layer with no delegate) keeps no image, at the
/// cost of one replay for those that draw. A layer whose last drawing left an
/// image of the same pixel size draws straight into that image, cleared
/// first: replaying a recording cost several times the drawing itself
/// (callgrind: 115k instructions per small view against 21k to record it).
/// Such a layer keeps its (transparent) image even if it now draws nothing.
package final class LayerBackingStore {
    /// The drawn pixels (an ARGB32 `cairo_surface_t*`), or nil when nothing was drawn.
    private(set) var surface: OpaquePointer?
    /// Whether the layer drew anything (tests read it).
    package var hasImage: Bool { surface != nil }
    let bounds: CGRect
    let scale: CGFloat
    /// Distinguishes drawings (a shadow cached from one is stale for the next).
    let generation: Int
    @MainActor private static var generations = 0

    @MainActor private init(surface: OpaquePointer?, bounds: CGRect, scale: CGFloat) {
        self.surface = surface; self.bounds = bounds; self.scale = scale
        Self.generations += 1
        generation = Self.generations
    }

    deinit { if let surface { cairo_surface_destroy(surface) } }

    /// Counts content draws (tests and the benchmark read it).
    @MainActor package static var drawCount = 0

    /// The layer's store, redrawn first when needed; nil when the layer draws nothing.
    @MainActor
    static func updated(for layer: CALayer, scale: CGFloat) -> LayerBackingStore? {
        let bounds = layer.storedBounds
        let current = layer.backingStore as? LayerBackingStore
        if let current, !layer.contentIsStale, current.bounds.size == bounds.size, current.scale == scale {
            return current.surface == nil ? nil : current
        }
        layer.contentIsStale = false
        // Plain layers with no delegate have nothing to draw: no surface at all.
        if type(of: layer) == CALayer.self, layer.delegate == nil {
            layer.backingStore = LayerBackingStore(surface: nil, bounds: bounds, scale: scale)
            return nil
        }
        let width = Int32((bounds.width * scale).rounded(.up)), height = Int32((bounds.height * scale).rounded(.up))
        guard width > 0, height > 0, width < 16384, height < 16384 else {
            layer.backingStore = LayerBackingStore(surface: nil, bounds: bounds, scale: scale)
            return nil
        }
        if let current, let surface = current.surface, current.scale == scale,
           cairo_image_surface_get_width(surface) == width, cairo_image_surface_get_height(surface) == height {
            // It drew before at this size: straight into its image, which moves to the new store.
            current.surface = nil
            cairo_surface_flush(surface)
            memset(cairo_image_surface_get_data(surface), 0, Int(cairo_image_surface_get_stride(surface)) * Int(height))
            cairo_surface_mark_dirty(surface)
            let context = CGContext(surface: surface)
            prepare(context, bounds: bounds, scale: scale)
            drawCount += 1
            layer.draw(in: context)
            cairo_surface_flush(surface)
            let store = LayerBackingStore(surface: surface, bounds: bounds, scale: scale)
            layer.backingStore = store
            return store
        }
        // Drawn first into a recording surface (no pixels): what drew nothing keeps no image.
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        defer { cairo_surface_destroy(recording) }
        let context = CGContext(surface: recording)
        prepare(context, bounds: bounds, scale: scale)
        drawCount += 1
        layer.draw(in: context)
        var inkX = 0.0, inkY = 0.0, inkWidth = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(recording, &inkX, &inkY, &inkWidth, &inkHeight)
        guard inkWidth > 0, inkHeight > 0 else {
            layer.backingStore = LayerBackingStore(surface: nil, bounds: bounds, scale: scale)
            return nil
        }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let replay = cairo_create(surface)!
        cairo_set_source_surface(replay, recording, 0, 0)
        cairo_paint(replay)
        cairo_destroy(replay)
        cairo_surface_flush(surface)
        let store = LayerBackingStore(surface: surface, bounds: bounds, scale: scale)
        layer.backingStore = store
        return store
    }

    /// Maps `bounds` (points) onto the pixels at `scale` and clips to them.
    @MainActor private static func prepare(_ context: CGContext, bounds: CGRect, scale: CGFloat) {
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        cairo_rectangle(context.cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(context.cairo)
    }
}
