import Foundation
import CCairo

/// A layer's drawing kept as the means to paint it again, not as pixels: a
/// label's already shaped text, placed and coloured. The layer's backing
/// store holds it (`LayerBackingStore.retained`) in place of an image, and
/// compositing paints it straight into the target, clipped to the pixels an
/// image would have covered.
///
/// Why: a label's image cost a clear, its glyphs drawn into it, and then an
/// `OVER` of every one of its pixels into the window; painting the shaped
/// glyphs straight into the window is the glyphs alone (Pango's glyph cache
/// makes each a small mask blit), which is what a raw pangocairo client does.
///
/// What stays as with an image: the drawing is made once per content change
/// (`setNeedsDisplay()`, a new bounds size or scale), so a layer that moves,
/// hides or fades is not asked to draw (`draw(_:)` is not called, its text is
/// not shaped again); what the closure captured is immutable. Anything that
/// needs the pixels (a layer shadow's mask) gets them from `rasterized()`,
/// made once per drawing.
package struct LayerRetainedDrawing {
    /// Paints the drawing in `context`, whose CTM maps the layer's bounds
    /// space, leaving its graphics state as it found it.
    package let paint: @MainActor (CGContext) -> Void

    package init(paint: @escaping @MainActor (CGContext) -> Void) { self.paint = paint }
}

/// A layer delegate whose drawing can be retained (`LayerRetainedDrawing`)
/// rather than rendered into an image. Nil: draw into an image as usual.
@MainActor
package protocol LayerRetainedDrawingProviding: AnyObject {
    /// The layer's next drawing, captured now, or nil to draw into an image.
    func retainedDrawing() -> LayerRetainedDrawing?
}

extension LayerBackingStore {
    /// Paints the retained drawing of `layer` into `context` (CTM: the
    /// layer's space), clipped to the pixels the store covers and, as an
    /// image would be, to the rounded bounds when the layer masks to them.
    /// Like an image, the drawing stays where the bounds are: a new bounds
    /// origin (which scrolls sublayers) does not move it.
    @MainActor
    func paintRetained(_ drawing: LayerRetainedDrawing, of layer: CALayer, in context: CGContext) {
        // Cairo's own save and restore: the paint leaves the context's Swift-side state as it found it.
        let cairo = context.cairo
        cairo_save(cairo)
        if layer.storedMasksToBounds, layer.cornerRadius > 0 {
            LayerCompositor.addRoundedBounds(of: layer, to: cairo)
            cairo_clip(cairo)
        }
        // Drawn in the bounds' space as it was when captured; placed at the bounds as they are.
        let current = layer.storedBounds
        if current.origin != bounds.origin { cairo_translate(cairo, current.minX - bounds.minX, current.minY - bounds.minY) }
        cairo_rectangle(cairo, bounds.minX + offset.x, bounds.minY + offset.y, CGFloat(area.width) / scale, CGFloat(area.height) / scale)
        cairo_clip(cairo)
        drawing.paint(context)
        cairo_restore(cairo)
    }

    /// The store's pixels (an ARGB32 `cairo_surface_t*` owned by the store):
    /// its image, or its retained drawing painted once into one.
    @MainActor
    func rasterized() -> OpaquePointer? {
        if let surface { return surface }
        guard let retained, let image = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, area.width, area.height) else { return nil }
        let context = CGContext(surface: image)
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX - offset.x, y: -bounds.minY - offset.y)
        retained.paint(context)
        cairo_surface_flush(image)
        surface = image
        return image
    }
}
