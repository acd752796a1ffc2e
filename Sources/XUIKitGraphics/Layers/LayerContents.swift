import Foundation
import CCairo

/// Draws a layer's `contents` image: the part `contentsRect` selects, at its
/// size in points (pixels over `contentsScale`), placed or scaled by
/// `contentsGravity`; clipped to the rounded bounds only with `masksToBounds`.
/// With a `contentsCenter` smaller than the whole, the part is cut in nine
/// (`NineParts`): the corners keep their size, the edges stretch along
/// themselves, the centre both ways.
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
        let size = CGSize(width: source.width / scale(of: layer), height: source.height / scale(of: layer))
        return (image, source, layer.contentsGravity.rect(for: size, in: layer.storedBounds))
    }

    /// Pixels per point of the contents.
    private static func scale(of layer: CALayer) -> CGFloat {
        layer.contentsScale > 0 && layer.contentsScale.isFinite ? layer.contentsScale : 1
    }

    static func draw(of layer: CALayer, in context: CGContext) {
        guard let (image, source, rect) = destination(of: layer), rect.width > 0, rect.height > 0 else { return }
        let cairo = context.cairo
        context.saveGState()
        if layer.storedMasksToBounds {
            LayerCompositor.addRoundedBounds(of: layer, to: cairo)
            cairo_clip(cairo)
        }
        let parts = NineParts(source: source, center: layer.contentsCenter, destination: rect, scale: scale(of: layer))
        for (part, target) in parts.pieces { draw(part, of: image, into: target, in: context) }
        context.restoreGState()
    }

    /// Draws the image's `source` pixels scaled into `rect` (layer space).
    private static func draw(_ source: CGRect, of image: CGImage, into rect: CGRect, in context: CGContext) {
        let cairo = context.cairo
        context.saveGState()
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

/// The nine parts `contentsCenter` cuts contents into, and where each lands.
///
/// The centre rectangle (unit coordinates of the source, clamped to it)
/// divides the source into three columns and three rows. The outer columns
/// and rows keep their size in points (pixels over the scale) and the middle
/// ones take what the destination has left; when the outer ones are wider
/// (taller) than the destination they shrink in proportion and the middle
/// gets nothing. A centre of the whole source (the default) gives one piece.
struct NineParts {
    /// Each part of the source (pixels) with its destination (layer space); empty parts left out.
    let pieces: [(source: CGRect, destination: CGRect)]

    init(source: CGRect, center: CGRect, destination: CGRect, scale: CGFloat) {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let finite = [center.minX, center.minY, center.width, center.height].allSatisfy(\.isFinite)
        let clamped = finite ? center.standardized.intersection(unit) : .null
        let middle = clamped.isNull ? unit : clamped
        guard middle != unit, source.width > 0, source.height > 0, scale > 0 else {
            pieces = [(source, destination)]
            return
        }
        let columns = NineParts.cuts(start: source.minX, length: source.width, middle: (middle.minX, middle.maxX),
                                     into: destination.minX, length: destination.width, scale: scale)
        let rows = NineParts.cuts(start: source.minY, length: source.height, middle: (middle.minY, middle.maxY),
                                  into: destination.minY, length: destination.height, scale: scale)
        var pieces: [(CGRect, CGRect)] = []
        for row in rows {
            for column in columns {
                let from = CGRect(x: column.source.0, y: row.source.0,
                                  width: column.source.1 - column.source.0, height: row.source.1 - row.source.0)
                let to = CGRect(x: column.target.0, y: row.target.0,
                                width: column.target.1 - column.target.0, height: row.target.1 - row.target.0)
                if from.width > 0, from.height > 0, to.width > 0, to.height > 0 { pieces.append((from, to)) }
            }
        }
        self.pieces = pieces
    }

    /// The three spans (start, end) along one axis: source pixels and their destination.
    private static func cuts(start: CGFloat, length: CGFloat, middle: (CGFloat, CGFloat),
                             into origin: CGFloat, length available: CGFloat, scale: CGFloat)
        -> [(source: (CGFloat, CGFloat), target: (CGFloat, CGFloat))] {
        let first = start + middle.0 * length, second = start + middle.1 * length, end = start + length
        var before = (first - start) / scale, after = (end - second) / scale
        if before + after > available, before + after > 0 {
            let shrink = available / (before + after)
            before *= shrink
            after *= shrink
        }
        return [((start, first), (origin, origin + before)),
                ((first, second), (origin + before, origin + available - after)),
                ((second, end), (origin + available - after, origin + available))]
    }
}
