import Foundation
import CCairo
import CPixman

/// Draws a layer whose map to its superlayer is projective (a transform with
/// perspective, or a superlayer's `sublayerTransform`), as Core Animation
/// flattens it (CALayer+Perspective.swift):
///
///     local plane ──H──► superlayer plane ──CTM──► device pixels
///       1. cut the layer's visual extent to W > 0 (in front of the eye) and to
///          the preimage of the device clip ∩ dirty rect: a convex polygon
///       2. draw the subtree (composite) into an offscreen image of the
///          polygon's bounding box, at the device scale or 2x / 4x it where the
///          projection magnifies (the backing stores follow that scale)
///       3. pixman resamples it (bilinear) through the inverse homography
///          into an image of the device box
///       4. Cairo paints that, clipped to the projected polygon (antialiased),
///          so the context's clip, groups and masks apply as to any layer
///
/// A layer with `isDoubleSided` false whose back faces the viewer (its map's
/// orientation, composed through the projected layers above it, reversed)
/// draws nothing. A layer seen edge-on draws nothing. A 3D transform whose
/// projection is affine (a rotation about z, a depth move without
/// perspective) takes the ordinary affine path.
extension LayerCompositor {
    /// The orientation (±1) that turns the sign of a map into the context's
    /// device into the layer's facing: the root context's (-1 when it draws
    /// mirrored), flipped inside the offscreen drawing of a layer seen from behind.
    @exclusivity(unchecked) static var planeOrientation: CGFloat = 1

    /// Offscreen images are at most this many pixels a side.
    static let maximumProjectedSide: CGFloat = 4096

    static func drawProjected(_ layer: CALayer, in context: CGContext, dirtyRectInSuperlayer: CGRect, scale: CGFloat) {
        let toSuper = layer.homographyToSuperlayer
        let toDevice = toSuper.concatenating(LayerHomography(context.ctm))
        if !layer.storedIsDoubleSided, toDevice.determinant * planeOrientation <= 0 { return }
        if toSuper.isAffine {
            let affine = toSuper.affine
            guard affine.a * affine.d - affine.b * affine.c != 0 else { return }
            context.saveGState()
            context.concatenate(affine)
            composite(layer, in: context, dirtyRect: dirtyRectInSuperlayer.applying(affine.inverted()), scale: scale)
            context.restoreGState()
            return
        }
        let extent = visualExtent(of: layer)
        guard let fromDevice = toDevice.inverted(),
              let box = deviceBox(of: context, dirtyRect: dirtyRectInSuperlayer, projection: toDevice.boundingBox(of: extent)) else { return }
        let polygon = visiblePolygon(of: extent, through: toDevice, within: box)
        guard polygon.count >= 3 else { return }
        let local = polygon.reduce(CGRect.null) { $0.union(CGRect(origin: $1, size: .zero)) }.intersection(extent)
        guard !local.isNull, local.width > 0, local.height > 0 else { return }
        // The image's scale: the device's, doubled while the projection magnifies more (at most 4x).
        let stretch = polygon.reduce(0) { max($0, toDevice.stretch(at: $1)) }
        var imageScale = scale
        while imageScale < stretch, imageScale < 4 * scale { imageScale *= 2 }
        imageScale = min(imageScale, maximumProjectedSide / max(local.width, local.height))
        let width = Int32((local.width * imageScale).rounded(.up)), height = Int32((local.height * imageScale).rounded(.up))
        guard width > 0, height > 0 else { return }

        let source = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        defer { cairo_surface_destroy(source) }
        let offscreen = CGContext(surface: source)
        offscreen.scaleBy(x: imageScale, y: imageScale)
        offscreen.translateBy(x: -local.minX, y: -local.minY)
        let (direct, orientation) = (directTarget, planeOrientation)
        directTarget = nil
        planeOrientation = toDevice.determinant < 0 ? -orientation : orientation
        composite(layer, in: offscreen, dirtyRect: local, scale: imageScale)
        (directTarget, planeOrientation) = (direct, orientation)
        cairo_surface_flush(source)

        // Device box pixels -> device -> local -> offscreen pixels.
        let toSource = LayerHomography(CGAffineTransform(translationX: box.minX, y: box.minY))
            .concatenating(fromDevice)
            .concatenating(LayerHomography(CGAffineTransform(a: imageScale, b: 0, c: 0, d: imageScale,
                                                             tx: -local.minX * imageScale, ty: -local.minY * imageScale)))
        guard let projected = resample(source, through: toSource, width: Int32(box.width), height: Int32(box.height)) else { return }
        defer { cairo_surface_destroy(projected) }

        let cairo = context.cairo
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_new_path(cairo)
        for point in polygon {
            guard let p = toDevice.apply(point) else { continue }
            cairo_line_to(cairo, p.x, p.y)
        }
        cairo_close_path(cairo)
        cairo_clip(cairo)
        cairo_set_source_surface(cairo, projected, box.minX, box.minY)
        cairo_paint_with_alpha(cairo, context.state.alpha)
        cairo_restore(cairo)
    }

    /// The whole device pixels that can change: the projection's bounding box
    /// (device) within the clip's extents and the dirty rectangle's (user
    /// space), bounded to ±16,384; nil when none, or past 32 million pixels.
    private static func deviceBox(of context: CGContext, dirtyRect: CGRect, projection: CGRect) -> CGRect? {
        let cairo = context.cairo
        var (x1, y1, x2, y2) = (0.0, 0.0, 0.0, 0.0)
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_clip_extents(cairo, &x1, &y1, &x2, &y2)
        cairo_restore(cairo)
        var box = CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
            .intersection(CGRect(x: -16384, y: -16384, width: 32768, height: 32768))
            .intersection(projection)
        if !dirtyRect.isInfinite { box = box.intersection(dirtyRect.applying(context.ctm)) }
        guard !box.isNull, !box.isEmpty else { return nil }
        box = box.integral
        guard box.width * box.height <= 32_000_000 else { return nil }
        return box
    }

    /// `extent` (local) cut to what lies in front of the eye and projects into `box` (device).
    private static func visiblePolygon(of extent: CGRect, through h: LayerHomography, within box: CGRect) -> [CGPoint] {
        var polygon = h.visiblePolygon(of: extent)
        // In front of the eye W > 0, so u ≥ minX is X - minX · W ≥ 0: linear in the local point.
        func x(_ p: CGPoint) -> CGFloat { p.x * h.m11 + p.y * h.m21 + h.m31 }
        func y(_ p: CGPoint) -> CGFloat { p.x * h.m12 + p.y * h.m22 + h.m32 }
        polygon = LayerHomography.clip(polygon) { x($0) - box.minX * h.w(at: $0) }
        polygon = LayerHomography.clip(polygon) { box.maxX * h.w(at: $0) - x($0) }
        polygon = LayerHomography.clip(polygon) { y($0) - box.minY * h.w(at: $0) }
        polygon = LayerHomography.clip(polygon) { box.maxY * h.w(at: $0) - y($0) }
        return polygon
    }

    /// A new `width` x `height` image of `source` sampled through `map` (its
    /// pixels to the source's pixels, continuous coordinates), bilinear, the
    /// source's edge pixels extended (the caller clips to the layer's outline).
    private static func resample(_ source: OpaquePointer, through map: LayerHomography, width: Int32, height: Int32) -> OpaquePointer? {
        guard width > 0, height > 0, let sourceData = cairo_image_surface_get_data(source) else { return nil }
        // pixman works in 16.16 fixed point, and fails a pixel whose homogeneous
        // (X, Y, W) leaves ±32,768: the matrix is scaled (the map stays the same)
        // so that the largest of them over the image's corners (they are linear) is 2^14.
        var largest: CGFloat = 0
        for (x, y) in [(0, 0), (CGFloat(width), 0), (0, CGFloat(height)), (CGFloat(width), CGFloat(height))] {
            let components = [x * map.m11 + y * map.m21 + map.m31, x * map.m12 + y * map.m22 + map.m32, x * map.m13 + y * map.m23 + map.m33]
            largest = components.reduce(largest) { max($0, abs($1)) }
        }
        for entry in [map.m11, map.m12, map.m13, map.m21, map.m22, map.m23, map.m31, map.m32, map.m33] { largest = max(largest, abs(entry)) }
        guard largest > 0, largest.isFinite else { return nil }
        let k = 16384 / largest
        // pixman multiplies column vectors: the transpose of the row-vector matrix.
        var floating = pixman_f_transform()
        floating.m = ((map.m11 * k, map.m21 * k, map.m31 * k), (map.m12 * k, map.m22 * k, map.m32 * k), (map.m13 * k, map.m23 * k, map.m33 * k))
        var fixed = pixman_transform()
        guard pixman_transform_from_pixman_f_transform(&fixed, &floating) != 0 else { return nil }

        let target = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        guard cairo_surface_status(target) == CAIRO_STATUS_SUCCESS, let targetData = cairo_image_surface_get_data(target) else {
            cairo_surface_destroy(target)
            return nil
        }
        let sourceImage = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, cairo_image_surface_get_width(source), cairo_image_surface_get_height(source),
            UnsafeMutableRawPointer(sourceData).assumingMemoryBound(to: UInt32.self), cairo_image_surface_get_stride(source))
        let targetImage = pixman_image_create_bits(
            PIXMAN_a8r8g8b8, width, height, UnsafeMutableRawPointer(targetData).assumingMemoryBound(to: UInt32.self),
            cairo_image_surface_get_stride(target))
        defer {
            if let sourceImage { pixman_image_unref(sourceImage) }
            if let targetImage { pixman_image_unref(targetImage) }
        }
        guard let sourceImage, let targetImage else { cairo_surface_destroy(target); return nil }
        pixman_image_set_transform(sourceImage, &fixed)
        pixman_image_set_filter(sourceImage, PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(sourceImage, PIXMAN_REPEAT_PAD)
        cairo_surface_flush(target)
        pixman_image_composite32(PIXMAN_OP_SRC, sourceImage, nil, targetImage, 0, 0, 0, 0, 0, 0, width, height)
        cairo_surface_mark_dirty(target)
        return target
    }
}
