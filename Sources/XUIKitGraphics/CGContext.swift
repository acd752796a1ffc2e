import Foundation
import CCairo
import XUIKitCore

/// One reference to a Cairo context, released with the `CGContext` holding it.
private final class CairoContextReference {
    let cairo: OpaquePointer
    init(_ cairo: OpaquePointer) { self.cairo = cairo_reference(cairo) }
    deinit { cairo_destroy(cairo) }
}

/// Drawing through Cairo: the state, transform and attribute calls of Core
/// Graphics' `CGContext` (the class is declared in the core, so layers can
/// take one in `draw(in:)`).
extension CGContext {
    /// A context drawing through `cairo` (referenced, not consumed), reset to
    /// Core Graphics' defaults: line width 1, winding fill, opaque black colours.
    package convenience init(cairo: OpaquePointer) {
        self.init(cairo: cairo, owner: CairoContextReference(cairo))
        cairo_set_line_width(cairo, 1)
        cairo_set_miter_limit(cairo, 10)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_WINDING)
    }

    /// A context drawing into the Cairo surface `surface` (a `cairo_surface_t*`).
    package convenience init(surface: OpaquePointer) {
        let cairo = cairo_create(surface)!
        self.init(cairo: cairo)
        cairo_destroy(cairo)
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state; `restoreGState()` returns to it.
    public func saveGState() {
        cairo_save(cairo)
        savedStates.append(state)
    }

    /// Returns to the graphics state of the matching `saveGState()`; does nothing without one.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        cairo_restore(cairo)
        state = saved
    }

    /// How many `saveGState()` calls are not yet restored.
    package var savedStateDepth: Int { savedStates.count }

    /// Restores saved states until only `depth` remain (undoes unbalanced saves).
    package func restoreGState(toDepth depth: Int) {
        while savedStates.count > max(depth, 0) { restoreGState() }
    }

    /// The current transformation matrix: user space to device (pixel) space.
    public var ctm: CGAffineTransform {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return CGAffineTransform(a: matrix.xx, b: matrix.yx, c: matrix.xy, d: matrix.yy, tx: matrix.x0, ty: matrix.y0)
    }

    /// Moves the user-space origin by `(x, y)`.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(cairo, tx, ty) }

    /// Scales user space by `(sx, sy)`.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo_scale(cairo, sx, sy) }

    /// Rotates user space by `angle` radians (from +x toward +y: clockwise on screen).
    public func rotate(by angle: CGFloat) { cairo_rotate(cairo, angle) }

    /// Applies `transform` to user space before the current CTM (`ctm = transform * ctm`).
    public func concatenate(_ transform: CGAffineTransform) {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty)
        cairo_transform(cairo, &matrix)
    }

    // MARK: Colours and line attributes

    /// Sets the fill colour.
    public func setFillColor(_ color: CGColor) { state.fillColor = color.rgba }
    /// Sets the fill colour to an RGB colour.
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.fillColor = (red, green, blue, alpha)
    }
    /// Sets the fill colour to a gray.
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { state.fillColor = (gray, gray, gray, alpha) }

    /// Sets the stroke colour.
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color.rgba }
    /// Sets the stroke colour to an RGB colour.
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        state.strokeColor = (red, green, blue, alpha)
    }
    /// Sets the stroke colour to a gray.
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { state.strokeColor = (gray, gray, gray, alpha) }

    /// Sets the global alpha that multiplies everything drawn afterwards (clamped to 0...1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }

    /// Sets the stroke width in user-space units.
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cairo, width) }
    /// Sets how line ends are drawn.
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cairo, cap.cairoCap) }
    /// Sets how corners are joined.
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cairo, join.cairoJoin) }
    /// Sets the miter limit.
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cairo, limit) }

    /// Sets the dash pattern (empty `lengths`: solid lines).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        lengths.map(Double.init).withUnsafeBufferPointer { cairo_set_dash(cairo, $0.baseAddress, Int32($0.count), phase) }
    }

    /// Turns antialiasing on (the default) or off.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        cairo_set_antialias(cairo, shouldAntialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// How images are resampled when drawn scaled (graphics state). Default `.default`.
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    /// Paints `surface` (a Cairo image) with its top-left pixel at user-space
    /// origin, one pixel per user unit, filtered by the interpolation quality,
    /// with the global alpha.
    /// Paints `surface` at the origin with the context's alpha and
    /// interpolation; `padded`: its edge pixels extend past it (for scaled
    /// drawing clipped to the image's rect, so its edges stay solid).
    func paintImage(_ surface: OpaquePointer, padded: Bool = false) {
        cairo_set_source_surface(cairo, surface, 0, 0)
        if padded { cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD) }
        cairo_pattern_set_filter(cairo_get_source(cairo), state.interpolationQuality.cairoFilter)
        cairo_paint_with_alpha(cairo, state.alpha)
    }

    /// Makes `color`, times the global alpha, Cairo's source.
    func setSource(_ color: CGColor) { setSource(color.rgba) }

    /// Makes the colour of components `c`, times the global alpha, Cairo's source.
    func setSource(_ c: ColorComponents) {
        cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha * state.alpha)
    }
}
