import Foundation
import CCairo

/// The pixels a layer drew, kept between frames (the layer's `backingStore`).
///
/// Drawn again only when the layer's content is stale (`setNeedsDisplay()`;
/// after `UIView.setNeedsDisplay(_:)` of a rect, only that part of the image),
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
/// So does a layer whose drawer (its delegate's class, else its own) drew
/// ink before in another layer: it draws straight into a new image, skipping
/// the recording and its replay (a label's first draw cost twice its glyphs).
/// A delegate that says where its drawing can fall (a `LayerDrawingExtent`)
/// gets an image of that part of the bounds only: a label's store holds its
/// text, not the empty rest of its width (which compositing also skips).
/// A delegate that retains its drawing (`LayerRetainedDrawingProviding`: a
/// plain label's shaped text) gets a store holding that drawing and no image;
/// compositing paints it in place (LayerRetainedDrawing.swift).
package final class LayerBackingStore {
    /// The drawn pixels (an ARGB32 `cairo_surface_t*`), or nil when nothing was
    /// drawn (or the drawing is retained and was not needed as pixels).
    var surface: OpaquePointer?
    /// The drawing kept instead of pixels (LayerRetainedDrawing.swift), if the delegate gave one.
    let retained: LayerRetainedDrawing?
    /// The pixels the store covers (its image's size), from `offset`.
    let area: (width: Int32, height: Int32)
    /// Whether the layer drew anything, as an image or retained (tests read it).
    package var hasImage: Bool { surface != nil || retained != nil }
    /// The size in pixels of the area the store covers (its image, or the clip
    /// of its retained drawing), nil when it has none (tests read it).
    package var pixelSize: (width: Int, height: Int)? {
        hasImage ? (Int(area.width), Int(area.height)) : nil
    }
    /// The image's pixel memory (premultiplied ARGB32 rows of `stride` bytes)
    /// and size, read once when the store is made: compositing copies from it
    /// without a call into Cairo (whose surface would be one more cache miss a layer).
    private(set) var pixels: (data: UnsafeMutableRawPointer, stride: Int, width: Int, height: Int)?
    private(set) var bounds: CGRect
    let scale: CGFloat
    /// Where the image's top-left corner is, from the bounds' origin (points,
    /// whole pixels): zero unless the delegate gave a drawing extent.
    let offset: CGPoint
    /// Distinguishes drawings (a shadow cached from one is stale for the next).
    package private(set) var generation: Int
    @MainActor private static var generations = 0
    /// While the layer draws into this store's own image (a redraw at the
    /// same size): the image is not shown or composited until the drawing ends.
    private var isDrawing = false

    @MainActor private init(surface: OpaquePointer?, bounds: CGRect, scale: CGFloat, offset: CGPoint = .zero,
                            retained: LayerRetainedDrawing? = nil, area: (width: Int32, height: Int32)? = nil) {
        self.surface = surface; self.bounds = bounds; self.scale = scale; self.offset = offset
        self.retained = retained
        self.area = area ?? surface.map { (cairo_image_surface_get_width($0), cairo_image_surface_get_height($0)) } ?? (0, 0)
        if let surface, let data = cairo_image_surface_get_data(surface) {
            pixels = (UnsafeMutableRawPointer(data), Int(cairo_image_surface_get_stride(surface)),
                      Int(cairo_image_surface_get_width(surface)), Int(cairo_image_surface_get_height(surface)))
        }
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
            return !current.hasImage || current.isDrawing ? nil : current
        }
        layer.contentIsStale = false
        // No closures on this path: Swift 6 checks the actor on entry to each (a runtime call per draw).
        var stale: CGRect?
        if let rect = layer.staleRect { stale = rect.intersection(bounds) }
        layer.staleRect = nil
        // Plain layers with no delegate have nothing to draw: no surface at all.
        if type(of: layer) == CALayer.self, layer.delegate == nil {
            layer.backingStore = LayerBackingStore(surface: nil, bounds: bounds, scale: scale)
            return nil
        }
        let fullWidth = Int32((bounds.width * scale).rounded(.up)), fullHeight = Int32((bounds.height * scale).rounded(.up))
        guard fullWidth > 0, fullHeight > 0, fullWidth < 16384, fullHeight < 16384 else {
            layer.backingStore = LayerBackingStore(surface: nil, bounds: bounds, scale: scale)
            return nil
        }
        // The pixels of the bounds the drawing can touch (all of them unless the delegate says).
        var area = (x: Int32(0), y: Int32(0), width: fullWidth, height: fullHeight)
        let delegate = layer.delegate
        var kinds = (extent: false, retained: false)
        if let delegate { kinds = delegateKinds(of: delegate) }
        if kinds.extent, let extent = (delegate as? LayerDrawingExtent)?.drawingExtent, !extent.isNull, !extent.isInfinite, extent.minX.isFinite, extent.maxY.isFinite {
            let x0 = max(0, Int32(clamping: Int(((extent.minX - bounds.minX) * scale).rounded(.down))))
            let y0 = max(0, Int32(clamping: Int(((extent.minY - bounds.minY) * scale).rounded(.down))))
            let x1 = min(fullWidth, Int32(clamping: Int(((extent.maxX - bounds.minX) * scale).rounded(.up))))
            let y1 = min(fullHeight, Int32(clamping: Int(((extent.maxY - bounds.minY) * scale).rounded(.up))))
            if x1 > x0, y1 > y0 { area = (x0, y0, x1 - x0, y1 - y0) }
        }
        let (width, height) = (area.width, area.height)
        let offset = CGPoint(x: CGFloat(area.x) / scale, y: CGFloat(area.y) / scale)
        // A delegate that retains its drawing (a label's shaped text) keeps it instead of an image.
        if kinds.retained, let retained = (delegate as? LayerRetainedDrawingProviding)?.retainedDrawing() {
            drawCount += 1
            let store = LayerBackingStore(surface: nil, bounds: bounds, scale: scale, offset: offset, retained: retained, area: (width, height))
            layer.backingStore = store
            return store
        }
        // Only part stale (`setNeedsDisplay(_:)` of a rect): those whole pixels of the image are
        // redrawn (cleared first), the rest kept, as UIKit's backing store does; what drew nothing
        // before keeps nothing outside them.
        var partial: CGRect?
        if let stale, stale.width < bounds.width || stale.height < bounds.height {
            let x0 = floor((stale.minX - bounds.minX - offset.x) * scale), y0 = floor((stale.minY - bounds.minY - offset.y) * scale)
            let x1 = ceil((stale.maxX - bounds.minX - offset.x) * scale), y1 = ceil((stale.maxY - bounds.minY - offset.y) * scale)
            partial = CGRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
        }
        var reused: OpaquePointer?
        // A store redrawn in place (its image kept): no new store object.
        var redrawn: LayerBackingStore?
        var keeps: Bool?
        if let current, let pixels = current.pixels {
            keeps = current.scale == scale && current.offset == offset && pixels.width == Int(width) && pixels.height == Int(height)
        }
        // An image that cannot be kept (another size or place) is redrawn whole.
        if keeps == false { partial = nil }
        if let current, let surface = current.surface, let pixels = current.pixels, keeps == true {
            // It drew before at this size: straight into its image, kept in the same store.
            if let stale, stale.isEmpty { return current }
            if partial == nil {
                cairo_surface_flush(surface)
                memset(pixels.data, 0, pixels.stride * pixels.height)
                cairo_surface_mark_dirty(surface)
            }
            reused = surface
            redrawn = current
        } else if drawersWithInk.contains(drawer(of: layer)) {
            // Its kind draws: straight into a new (transparent) image.
            reused = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        }
        if let surface = reused {
            let context = CGContext(surface: surface)
            if let partial {
                let cairo = context.cairo
                cairo_rectangle(cairo, partial.minX, partial.minY, partial.width, partial.height)
                cairo_clip(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
                cairo_paint(cairo)
                cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
            }
            // An image inside the bounds clips the drawing at its edges, as the bounds would.
            let inside = area != (0, 0, fullWidth, fullHeight) || fills(width: width, height: height, bounds: bounds, scale: scale)
            prepare(context, bounds: bounds, offset: offset, scale: scale, clips: !inside)
            // `draw(_:)` gets the part redrawn, as UIKit passes the dirty rectangle.
            layer.drawingRect = drawingRect(partial, bounds: bounds, offset: offset, scale: scale)
            defer { layer.drawingRect = nil }
            drawCount += 1
            redrawn?.isDrawing = true
            layer.draw(in: context)
            cairo_surface_flush(surface)
            if let redrawn {
                redrawn.isDrawing = false
                redrawn.bounds = bounds
                generations += 1
                redrawn.generation = generations
                return redrawn
            }
            let store = LayerBackingStore(surface: surface, bounds: bounds, scale: scale, offset: offset)
            layer.backingStore = store
            return store
        }
        // Drawn first into a recording surface (no pixels): what drew nothing keeps no image.
        var extents = cairo_rectangle_t(x: 0, y: 0, width: Double(width), height: Double(height))
        let recording = cairo_recording_surface_create(CAIRO_CONTENT_COLOR_ALPHA, &extents)!
        defer { cairo_surface_destroy(recording) }
        let context = CGContext(surface: recording)
        if let partial {
            cairo_rectangle(context.cairo, partial.minX, partial.minY, partial.width, partial.height)
            cairo_clip(context.cairo)
        }
        prepare(context, bounds: bounds, offset: offset, scale: scale)
        layer.drawingRect = drawingRect(partial, bounds: bounds, offset: offset, scale: scale)
        drawCount += 1
        layer.draw(in: context)
        layer.drawingRect = nil
        var inkX = 0.0, inkY = 0.0, inkWidth = 0.0, inkHeight = 0.0
        cairo_recording_surface_ink_extents(recording, &inkX, &inkY, &inkWidth, &inkHeight)
        guard inkWidth > 0, inkHeight > 0 else {
            layer.backingStore = LayerBackingStore(surface: nil, bounds: bounds, scale: scale)
            return nil
        }
        drawersWithInk.insert(drawer(of: layer))
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)!
        let replay = cairo_create(surface)!
        cairo_set_source_surface(replay, recording, 0, 0)
        cairo_paint(replay)
        cairo_destroy(replay)
        cairo_surface_flush(surface)
        let store = LayerBackingStore(surface: surface, bounds: bounds, scale: scale, offset: offset)
        layer.backingStore = store
        return store
    }

    /// The part of the bounds `draw(_:)` is told it redraws: the stale pixels `partial`, in the bounds' space.
    private static func drawingRect(_ partial: CGRect?, bounds: CGRect, offset: CGPoint, scale: CGFloat) -> CGRect? {
        guard let partial else { return nil }
        return CGRect(x: partial.minX / scale + bounds.minX + offset.x, y: partial.minY / scale + bounds.minY + offset.y,
                      width: partial.width / scale, height: partial.height / scale).intersection(bounds)
    }

    /// Whether `delegate` says where its drawing falls (`LayerDrawingExtent`)
    /// and whether it retains its drawing (`LayerRetainedDrawingProviding`):
    /// asked of the runtime once per run of delegates of one class (each cast
    /// searched the conformances, about 300 instructions, twice a draw).
    @MainActor private static func delegateKinds(of delegate: AnyObject) -> (extent: Bool, retained: Bool) {
        let kind = ObjectIdentifier(type(of: delegate))
        if kind == lastDelegateClass { return lastDelegateKinds }
        let kinds = (extent: delegate is LayerDrawingExtent, retained: delegate is LayerRetainedDrawingProviding)
        lastDelegateClass = kind
        lastDelegateKinds = kinds
        return kinds
    }

    // The last delegate class asked about and its answer (main actor only; no runtime exclusivity checks).
    @exclusivity(unchecked) @MainActor private static var lastDelegateClass: ObjectIdentifier?
    @exclusivity(unchecked) @MainActor private static var lastDelegateKinds = (extent: false, retained: false)

    /// What draws `layer`: its delegate's class, else its own.
    private static func drawer(of layer: CALayer) -> ObjectIdentifier {
        layer.delegate.map { ObjectIdentifier(type(of: $0)) } ?? ObjectIdentifier(type(of: layer))
    }

    /// The classes (of layers' delegates, or of layers without one) whose drawing left ink.
    @MainActor private static var drawersWithInk: Set<ObjectIdentifier> = []

    /// Maps `bounds` (points) onto the pixels at `scale`, the image's top-left
    /// at `offset` from the bounds' origin, and, when `clips`, clips to the bounds.
    @MainActor private static func prepare(_ context: CGContext, bounds: CGRect, offset: CGPoint, scale: CGFloat, clips: Bool = true) {
        context.scaleBy(x: scale, y: scale)
        context.translateBy(x: -bounds.minX - offset.x, y: -bounds.minY - offset.y)
        guard clips else { return }
        cairo_rectangle(context.cairo, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_clip(context.cairo)
    }

    /// Whether an image of `width` x `height` pixels is exactly `bounds` at
    /// `scale`: then the image's own edges clip as the bounds would, and a
    /// clip (which every fill would then go through) is not needed.
    private static func fills(width: Int32, height: Int32, bounds: CGRect, scale: CGFloat) -> Bool {
        bounds.width * scale == CGFloat(width) && bounds.height * scale == CGFloat(height)
    }
}

/// A layer delegate that knows which part of the layer's bounds its next
/// drawing can paint: its backing store is then that part only (whole pixels,
/// inside the bounds), and what is drawn outside it is lost. Nil: anywhere in the bounds.
@MainActor
package protocol LayerDrawingExtent: AnyObject {
    /// The rectangle (the layer's bounds space) the next drawing paints within, or nil.
    var drawingExtent: CGRect? { get }
}
