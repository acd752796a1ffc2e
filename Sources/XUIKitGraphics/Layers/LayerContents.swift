import Foundation
import CCairo

/// Draws a layer's `contents` image: the part `contentsRect` selects, at its
/// size in points (pixels over `contentsScale`), placed or scaled by
/// `contentsGravity`; clipped to the rounded bounds only with `masksToBounds`.
@MainActor
enum LayerContents {
    /// Where `layer`'s contents land (layer space), or nil when it has none to draw.
    static func destination(of layer: CALayer) -> (image: CGImage, source: CGRect, rect: CGRect)? {
        // Most layers have no contents: no dynamic cast (twice a layer, a frame) for them.
        guard layer.contents != nil, let image = layer.contents as? CGImage, image.width > 0, image.height > 0, !layer.storedBounds.isEmpty else { return nil }
        let unit = layer.contentsRect
        let source = CGRect(x: unit.minX * CGFloat(image.width), y: unit.minY * CGFloat(image.height),
                            width: unit.width * CGFloat(image.width), height: unit.height * CGFloat(image.height))
        guard source.width.isFinite, source.height.isFinite, source.width > 0, source.height > 0 else { return nil }
        let scale = layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
        let size = CGSize(width: source.width / scale, height: source.height / scale)
        return (image, source, layer.contentsGravity.rect(for: size, in: layer.storedBounds))
    }

    static func draw(of layer: CALayer, in context: CGContext) {
        guard let (image, source, rect) = destination(of: layer), rect.width > 0, rect.height > 0 else { return }
        let cairo = context.cairo
        context.saveGState()
        if layer.storedMasksToBounds {
            LayerCompositor.addRoundedBounds(of: layer, to: cairo)
            cairo_clip(cairo)
        }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        context.translateBy(x: rect.minX, y: rect.minY)
        context.scaleBy(x: rect.width / source.width, y: rect.height / source.height)
        context.translateBy(x: -source.minX, y: -source.minY)
        // A part of the image is sampled as its own image (a sub-surface), so
        // the filter does not pull in the pixels around it.
        let whole = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        let part = source.integral.intersection(whole)
        if part != whole, !part.isEmpty {
            let sub = cairo_surface_create_for_rectangle(image.surface, part.minX, part.minY, part.width, part.height)!
            cairo_set_source_surface(cairo, sub, part.minX, part.minY)
            cairo_surface_destroy(sub)
        } else {
            cairo_set_source_surface(cairo, image.surface, 0, 0)
        }
        // Edges stay solid when stretched (padded, as Core Animation clamps), cut at the destination.
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint_with_alpha(cairo, context.state.alpha)
        context.restoreGState()
    }
}
