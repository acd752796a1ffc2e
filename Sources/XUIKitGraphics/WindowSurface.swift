import Foundation
import CCairo

/// A window's double buffer: a back buffer the view tree is drawn into, and
/// the copy of its freshly drawn pixels to the screen's surface.
///
/// The backend's frame, in one picture:
///
///     views: setNeedsDisplay() … ──► window.damagedRect (union, window space)
///                                    window.onNeedsDisplay → backend schedules a frame
///     frame: let rect = surface.redraw()      draws only the damage, resets it
///            surface.present(to: xlibSurface, rect: rect!)   copies those pixels
///
/// The back buffer is a Cairo ARGB32 image surface of the window's bounds
/// size times `scale` pixels; pixel (0, 0) shows the window's `bounds.origin`.
/// Nothing draws into the target surface except `present`. When the window's
/// size or the scale changes, the next `redraw()` makes a new back buffer and
/// redraws everything. The window's own `isHidden`, `center` and `transform`
/// are ignored (the backend maps and places the X window).
@MainActor
package final class WindowSurface {
    /// The window drawn.
    package let window: UIWindow
    /// Pixels per point; changing it redraws everything on the next `redraw()`.
    // This and the bookkeeping below are read on every loop pass, so they skip
    // runtime exclusivity checks. Sound: the surface is used on the main
    // thread only, and no access spans a call into app code (layout and
    // drawing run between accesses).
    @exclusivity(unchecked) package var scale: CGFloat
    /// The back buffer: a `cairo_surface_t*` (ARGB32 image), owned by the surface.
    package private(set) var backBuffer: OpaquePointer
    /// The back buffer's width in pixels.
    package private(set) var pixelWidth: Int
    /// The back buffer's height in pixels.
    package private(set) var pixelHeight: Int

    /// A surface for `window` at `scale`, with the whole window marked damaged
    /// (through `setNeedsDisplay()`, so `onNeedsDisplay` fires).
    package init(window: UIWindow, scale: CGFloat = UIScreen.main.scale) {
        self.window = window
        self.scale = scale
        bufferScale = scale
        (pixelWidth, pixelHeight) = WindowSurface.pixelSize(of: window.bounds.size, scale: scale)
        backBuffer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight))
        window.setNeedsDisplay()
    }

    isolated deinit { cairo_surface_destroy(backBuffer) }

    /// Lays out the window (`layoutIfNeeded()`, as UIKit does before display;
    /// only after a layout request since the last time: see
    /// `UIView.layoutRequests`), then draws its damaged region into the back buffer and marks it clean.
    ///
    /// The damage (`window.damagedRect`, however many `setNeedsDisplay` calls
    /// made it) is widened to whole pixels; those pixels are cleared to
    /// transparent and the view tree is drawn clipped to them, each view
    /// meeting them asked to `draw(_:)` once with the damage in its bounds
    /// space. Returns the pixels drawn, or nil when nothing was damaged.
    @discardableResult
    package func redraw() -> PixelRect? {
        if laidOutAtRequest != UIView.layoutRequests {
            laidOutAtRequest = UIView.layoutRequests
            window.layoutIfNeeded()
        }
        matchBufferToWindow()
        let damage = window.damagedRect
        guard !damage.isNull else { return nil }
        window.damagedRect = .null
        guard !damage.isEmpty else { return nil }
        let pixels = pixelRect(covering: damage)
        guard !pixels.isEmpty else { return nil }

        // Backing stores are copied into the buffer's memory where they can be (between this flush and the mark below).
        cairo_surface_flush(backBuffer)
        let direct = DirectPixelTarget(surface: backBuffer, clip: pixels)
        let context = CGContext(surface: backBuffer)
        // The whole buffer needs no clip (its edges are one); a clip would be checked by every paint.
        if pixels != PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight) {
            cairo_rectangle(context.cairo, Double(pixels.x), Double(pixels.y), Double(pixels.width), Double(pixels.height))
            cairo_clip(context.cairo)
        }
        let origin = window.bounds.origin
        let dirtyRect = CGRect(
            x: CGFloat(pixels.x) / scale + origin.x, y: CGFloat(pixels.y) / scale + origin.y,
            width: CGFloat(pixels.width) / scale, height: CGFloat(pixels.height) / scale)
        // Animated layers draw their presented values; the model is back when drawing ends.
        LayerAnimationEngine.withPresentation {
            if !backgroundCoversOpaquely(pixels) {
                cairo_set_operator(context.cairo, CAIRO_OPERATOR_CLEAR)
                cairo_paint(context.cairo)
                cairo_set_operator(context.cairo, CAIRO_OPERATOR_OVER)
            }
            context.scaleBy(x: scale, y: scale)
            context.translateBy(x: -origin.x, y: -origin.y)
            LayerCompositor.drawTree(of: window.layer, in: context, dirtyRect: dirtyRect, direct: direct)
        }
        cairo_surface_flush(backBuffer)
        cairo_surface_mark_dirty(backBuffer)
        return pixels
    }

    /// Whether the window's own background, as drawn now, paints every one of
    /// `pixels` with an opaque colour (fully opaque, no rounded corners, not
    /// faded, its bounds a whole number of pixels): then the clear to
    /// transparent before drawing would be painted over entirely, and is skipped
    /// (a full-window redraw then writes the buffer once less).
    private func backgroundCoversOpaquely(_ pixels: PixelRect) -> Bool {
        let layer = window.layer
        guard layer.storedOpacity >= 1, layer.cornerRadius == 0, let color = layer.backgroundColor,
              color.components != nil, color.alpha >= 1 else { return false }
        let width = layer.storedBounds.width * scale, height = layer.storedBounds.height * scale
        guard width == width.rounded(), height == height.rounded() else { return false }
        return pixels.x >= 0 && pixels.y >= 0 && pixels.x + pixels.width <= Int(width) && pixels.y + pixels.height <= Int(height)
    }

    /// Copies `rect` of the back buffer to the same pixels of `target` (a
    /// `cairo_surface_t*`, e.g. a cairo-xlib window surface), replacing them.
    package func present(to target: OpaquePointer, rect: PixelRect) {
        let clipped = rect.intersection(PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
        guard !clipped.isEmpty, let cairo = cairo_create(target) else { return }
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, backBuffer, 0, 0)
        cairo_rectangle(cairo, Double(clipped.x), Double(clipped.y), Double(clipped.width), Double(clipped.height))
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(target)
    }

    /// A copy of the back buffer as an image at `scale`.
    package func snapshot() -> UIImage {
        UIImage(surface: copySurface(of: backBuffer, area: PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight)), scale: scale)
    }

    /// The back buffer's pixel at (`x`, `y`), premultiplied.
    package func pixel(x: Int, y: Int) -> RGBA { RGBA(surface: backBuffer, x: x, y: y) }

    /// The smallest whole-pixel rect covering `rect` (window space), inside the buffer.
    package func pixelRect(covering rect: CGRect) -> PixelRect {
        let origin = window.bounds.origin
        let inPixels = CGRect(
            x: (rect.minX - origin.x) * scale, y: (rect.minY - origin.y) * scale,
            width: rect.width * scale, height: rect.height * scale)
        return PixelRect(covering: inPixels).intersection(PixelRect(x: 0, y: 0, width: pixelWidth, height: pixelHeight))
    }

    /// Replaces the back buffer when the window's pixel size changed, and damages everything.
    private func matchBufferToWindow() {
        let size = window.bounds.size
        guard size != bufferPointSize || scale != bufferScale else { return }
        bufferPointSize = size
        let (width, height) = WindowSurface.pixelSize(of: size, scale: scale)
        guard width != pixelWidth || height != pixelHeight || scale != bufferScale else { return }
        cairo_surface_destroy(backBuffer)
        backBuffer = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
        (pixelWidth, pixelHeight) = (width, height)
        bufferScale = scale
        window.damagedRect = window.bounds
    }

    /// `UIView.layoutRequests` when this window was last laid out (nil: never).
    @exclusivity(unchecked) private var laidOutAtRequest: UInt64?

    /// The window size in points the back buffer was last matched to.
    @exclusivity(unchecked) private var bufferPointSize: CGSize?

    /// The scale the back buffer was made for.
    @exclusivity(unchecked) private var bufferScale: CGFloat

    static func pixelSize(of size: CGSize, scale: CGFloat) -> (Int, Int) {
        (max(0, Int((size.width * scale).rounded())), max(0, Int((size.height * scale).rounded())))
    }
}
