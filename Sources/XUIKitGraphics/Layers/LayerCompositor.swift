import Foundation
import CCairo

/// Draws a layer tree into a `CGContext` with Core Animation's compositing rules.
///
///     drawTree(rootLayer)         CTM maps the root layer's space
///       └─ composite(layer)       opacity < 1: everything below goes to a group
///            1. shadow            shadowPath, else the rounded bounds (with a
///                                 background or border) and the drawn content,
///                                 box-blurred, offset, shadowColor × shadowOpacity
///            2. backgroundColor   fills the bounds rounded by cornerRadius/maskedCorners
///            3. content           contents (a CGImage placed by contentsGravity,
///                                 LayerContents.swift), the backing store of
///                                 draw(in:) / a view's draw(_:) (an image, or
///                                 a retained drawing painted in place),
///                                 or a shape, gradient or text layer's own drawing
///            4. sublayers         back to front (stable by zPosition), each under
///                                 translate(position) · transform · translate(-anchor)
///                                 (3D: projected, LayerProjection.swift);
///                                 clipped to the rounded bounds when masksToBounds
///            5. border            inside the bounds, above content and sublayers
///          with a mask: 1-5 go to a group painted through the mask layer's alpha
///          (the mask drawn as a sublayer would be, into a second group)
///          group painted with the layer's opacity
///
/// Hidden layers and layers with opacity 0 draw nothing. A layer that draws
/// keeps its drawing in a backing store (LayerBackingStore.swift) and is asked
/// to draw again only when its content is stale, its bounds' size changed, or the
/// scale did; moving, hiding or restyling it recomposites the stored pixels.
@MainActor
package enum LayerCompositor {
    /// Draws `root`'s content and sublayers in `context`, whose CTM maps
    /// `root`'s space. `root`'s own isHidden, position and transform are
    /// ignored (the caller places it); its opacity applies. Only layers meeting
    /// `dirtyRect` (root space) are drawn. With `direct`, the pixels `context`
    /// draws into, backing stores that land on whole pixels unscaled are
    /// copied into them without Cairo (see `DirectPixelTarget`).
    static func drawTree(of root: CALayer, in context: CGContext, dirtyRect: CGRect, direct: DirectPixelTarget? = nil) {
        if CALayer.currentContextScope == nil {
            CALayer.currentContextScope = { context, body in withCurrentContext(context, body) }
            CALayer.contentsPixelSize = { ($0 as? CGImage).map { CGSize(width: $0.width, height: $0.height) } }
        }
        let ctm = context.ctm
        let scale = max((abs(ctm.a * ctm.d - ctm.b * ctm.c)).squareRoot(), 0.01)
        directTarget = direct
        // A context drawing mirrored (y up) shows the root's front: single-sided layers are judged against it.
        let orientation = planeOrientation
        planeOrientation = ctm.a * ctm.d - ctm.b * ctm.c < 0 ? -1 : 1
        defer { (directTarget, planeOrientation) = (nil, orientation) }
        composite(root, in: context, dirtyRect: dirtyRect, scale: scale)
    }

    /// Where backing stores may be copied straight now: nil inside a group
    /// (opacity, mask) or under a clip that is not whole device pixels.
    @exclusivity(unchecked) static var directTarget: DirectPixelTarget?
    /// How many backing stores were copied straight into a target (tests read it).
    @exclusivity(unchecked) package static var directCopies = 0

    /// Draws `layer` under its map to the superlayer; `inPerspective`: the superlayer has a `sublayerTransform`.
    static func drawSublayer(_ layer: CALayer, in context: CGContext, dirtyRectInSuperlayer: CGRect, scale: CGFloat, inPerspective: Bool = false) {
        guard !layer.storedIsHidden else { return }
        // 3D (a transform with perspective or depth, a superlayer's sublayerTransform, one-sided): LayerProjection.swift.
        if inPerspective || layer.storedTransform3D != nil || !layer.storedIsDoubleSided {
            return drawProjected(layer, in: context, dirtyRectInSuperlayer: dirtyRectInSuperlayer, scale: scale)
        }
        let toSuper = layer.transformToSuperlayer
        guard toSuper.a * toSuper.d - toSuper.b * toSuper.c != 0 else { return }
        let dirtyRect = dirtyRectInSuperlayer.applying(toSuper.inverted())
        context.saveGState()
        context.concatenate(toSuper)
        composite(layer, in: context, dirtyRect: dirtyRect, scale: scale)
        context.restoreGState()
    }

    static func composite(_ layer: CALayer, in context: CGContext, dirtyRect: CGRect, scale: CGFloat) {
        let opacity = layer.storedOpacity
        guard opacity > 0 else { return }
        let cairo = context.cairo
        let isGrouped = opacity < 1
        // A group is its own surface: what is drawn in it goes through Cairo.
        let mask = layer.mask
        let direct = directTarget
        defer { directTarget = direct }
        if isGrouped || mask != nil { directTarget = nil }
        if isGrouped {
            // The group's surface only needs to cover what the subtree can paint.
            context.saveGState()
            context.clip(to: visualExtent(of: layer))
            cairo_push_group(cairo)
        }
        let maskArea = mask.map { $0.extentInSuperlayer(visualExtent(of: $0)) }
        if maskArea != nil {
            // Nothing shows outside the layer's own extent: the group need not reach beyond it.
            context.saveGState()
            context.clip(to: visualExtent(of: layer))
            cairo_push_group(cairo)
        }

        let bounds = layer.storedBounds
        if paintExtent(of: layer).intersects(dirtyRect) {
            if let target = directTarget, layer.contentIsStale, let previous = layer.backingStore as? LayerBackingStore {
                target.prefetch(for: previous, at: bounds.origin, ctm: cairo)
            }
            let store = LayerBackingStore.updated(for: layer, scale: scale)
            if layer.shadowOpacity > 0, let color = layer.shadowColor {
                LayerShadow.draw(for: layer, color: color, content: store, in: context, scale: scale)
            }
            if let color = layer.backgroundColor {
                context.saveGState()
                addRoundedBounds(of: layer, to: cairo)
                context.setSource(color)
                cairo_fill(cairo)
                context.restoreGState()
            }
            drawContent(of: layer, store: store, in: context)
        }

        let sublayers = layer.storedSublayers
        let sublayerDirty = layer.storedMasksToBounds ? dirtyRect.intersection(bounds) : dirtyRect
        if !sublayers.isEmpty, !sublayerDirty.isNull, !sublayerDirty.isEmpty {
            context.saveGState()
            let unclipped = directTarget
            if layer.storedMasksToBounds {
                addRoundedBounds(of: layer, to: cairo)
                cairo_clip(cairo)
                if let target = directTarget { directTarget = target.clipped(toBoundsOf: layer, ctm: cairo) }
            }
            let inPerspective = layer.storedSublayerTransform != nil
            for sublayer in ordered(sublayers) {
                drawSublayer(sublayer, in: context, dirtyRectInSuperlayer: sublayerDirty, scale: scale, inPerspective: inPerspective)
            }
            directTarget = unclipped
            context.restoreGState()
        }

        if layer.borderWidth > 0, let color = layer.borderColor, bounds.intersects(dirtyRect) {
            drawBorder(of: layer, color: color, in: context)
        }

        if let mask, let maskArea {
            let content = cairo_pop_group(cairo)
            cairo_push_group(cairo)
            drawSublayer(mask, in: context, dirtyRectInSuperlayer: maskArea, scale: scale)
            let alpha = cairo_pop_group(cairo)
            cairo_set_source(cairo, content)
            cairo_mask(cairo, alpha)
            cairo_pattern_destroy(alpha)
            cairo_pattern_destroy(content)
            context.restoreGState()
        }

        if isGrouped {
            cairo_pop_group_to_source(cairo)
            cairo_paint_with_alpha(cairo, opacity)
            context.restoreGState()
        }
    }

    /// Sublayers in drawing order: by zPosition, ties in sublayer order.
    private static func ordered(_ sublayers: [CALayer]) -> [CALayer] {
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return sublayers }
        return sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
    }

    private static func drawContent(of layer: CALayer, store: LayerBackingStore?, in context: CGContext) {
        let bounds = layer.storedBounds
        LayerContents.draw(of: layer, in: context)
        if let store, store.pixels != nil,
           !(layer.storedMasksToBounds && layer.cornerRadius > 0 && !layer.maskedCorners.isEmpty),
           let target = directTarget, target.composite(store, at: bounds.origin, ctm: context.cairo) {
            directCopies &+= 1
        } else if let store, let surface = store.surface {
            // Cairo's own save and restore: nothing here changes the context's Swift-side state.
            let cairo = context.cairo
            cairo_save(cairo)
            if layer.storedMasksToBounds, layer.cornerRadius > 0 { addRoundedBounds(of: layer, to: cairo); cairo_clip(cairo) }
            cairo_translate(cairo, bounds.minX + store.offset.x, bounds.minY + store.offset.y)
            cairo_scale(cairo, 1 / store.scale, 1 / store.scale)
            cairo_set_source_surface(cairo, surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
        } else if let store, let retained = store.retained {
            store.paintRetained(retained, of: layer, in: context)
        }
        // Plain layers (most of a view tree) are none of the drawing kinds below.
        guard type(of: layer) != CALayer.self else { return }
        switch layer {
        case let shape as CAShapeLayer: LayerShapes.draw(shape, in: context)
        case let gradient as CAGradientLayer: LayerShapes.draw(gradient, in: context)
        case let text as CATextLayer: LayerShapes.draw(text, in: context)
        default: break
        }
    }

    private static func drawBorder(of layer: CALayer, color: CGColor, in context: CGContext) {
        let cairo = context.cairo
        let width = min(layer.borderWidth, min(layer.storedBounds.width, layer.storedBounds.height) / 2)
        guard width > 0 else { return }
        context.saveGState()
        // The border lies inside the bounds: the outer rounded rect minus the inner one.
        addRoundedBounds(of: layer, to: cairo)
        let inner = layer.storedBounds.insetBy(dx: width, dy: width)
        addRoundedRect(inner, radius: max(layer.cornerRadius - width, 0), corners: layer.maskedCorners, to: cairo)
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        context.setSource(color)
        cairo_fill(cairo)
        context.restoreGState()
    }

    /// Adds the layer's bounds rounded by `cornerRadius` at `maskedCorners` to the current path.
    static func addRoundedBounds(of layer: CALayer, to cairo: OpaquePointer) {
        addRoundedRect(layer.storedBounds, radius: layer.cornerRadius, corners: layer.maskedCorners, to: cairo)
    }

    /// Adds `rect` with circular corners of `radius` (at most half the short side) at `corners`.
    static func addRoundedRect(_ rect: CGRect, radius: CGFloat, corners: CACornerMask, to cairo: OpaquePointer) {
        let r = max(0, min(radius, min(rect.width, rect.height) / 2))
        guard r > 0, !corners.isEmpty else {
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            return
        }
        func cornerRadius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? r : 0 }
        let tl = cornerRadius(.layerMinXMinYCorner), tr = cornerRadius(.layerMaxXMinYCorner)
        let br = cornerRadius(.layerMaxXMaxYCorner), bl = cornerRadius(.layerMinXMaxYCorner)
        cairo_new_sub_path(cairo)
        cairo_arc(cairo, rect.maxX - tr, rect.minY + tr, tr, -.pi / 2, 0)
        cairo_arc(cairo, rect.maxX - br, rect.maxY - br, br, 0, .pi / 2)
        cairo_arc(cairo, rect.minX + bl, rect.maxY - bl, bl, .pi / 2, .pi)
        cairo_arc(cairo, rect.minX + tl, rect.minY + tl, tl, .pi, 3 * .pi / 2)
        cairo_close_path(cairo)
    }

    /// The area (layer space) `layer` itself can paint: its bounds, its shadow,
    /// its contents as placed, and a shape layer's path with its stroke (a path may reach beyond the
    /// bounds: a shape layer made with no frame has empty bounds and still draws).
    static func paintExtent(of layer: CALayer) -> CGRect {
        var extent = layer.storedBounds
        if layer.shadowOpacity > 0 { extent = extent.union(layer.overflowExtent()) }
        if let contents = LayerContents.destination(of: layer)?.rect, !layer.storedMasksToBounds { extent = extent.union(contents) }
        if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty {
            let reach = shape.strokeColor == nil ? 0 : shape.lineWidth * max(1, shape.miterLimit) / 2 + 1
            extent = extent.union(path.boundingBox.insetBy(dx: -reach, dy: -reach))
        }
        return extent
    }

    /// The area (layer space) `layer` and its visible sublayers can paint: its
    /// bounds and shadow, plus overflowing sublayers unless it masks to bounds.
    static func visualExtent(of layer: CALayer) -> CGRect {
        var extent = paintExtent(of: layer)
        guard !layer.storedMasksToBounds else { return extent }
        for sublayer in layer.storedSublayers where !sublayer.storedIsHidden && sublayer.storedOpacity > 0 {
            extent = extent.union(sublayer.extentInSuperlayer(visualExtent(of: sublayer)))
        }
        return extent
    }
}
