import Foundation

/// What a layer change tells the window: the area to recomposite.
///
/// A change is damaged through the nearest view that hosts the layer (its
/// own view, or the view of the nearest superlayer that backs one): that
/// view's visible extent, which counts shadows and standalone sublayers, is
/// damaged before and after the change. Layers in no window damage nothing.
extension CALayer {
    /// Damages the host view's extent before and after `change`.
    package func changeComposite(_ change: () -> Void) {
        let host = hostView
        host?.damageVisibleSubtree(includingHiddenRoot: true)
        change()
        host?.damageVisibleSubtree(includingHiddenRoot: true)
    }

    /// Damages the host view's extent (after a style or content change).
    package func setNeedsComposite() { hostView?.damageVisibleSubtree(includingHiddenRoot: true) }

    /// The view whose layer is this one or the nearest superlayer backing a
    /// view (a mask layer reaches it through the layer it masks).
    var hostView: UIView? {
        var layer: CALayer? = self
        while let current = layer {
            // A mask (even a view's layer, as UIView.mask sets) is in no tree: its owner is.
            if let owner = current.maskOwner { layer = owner; continue }
            if let view = current.owningView { return view }
            layer = current.superlayer ?? current.maskOwner
        }
        return nil
    }

    /// Whether the layer paints outside its bounds: a shadow, standalone
    /// sublayers, or contents placed partly outside them.
    package var mayOverflowBounds: Bool {
        shadowOpacity > 0 || storedSublayers.count != (owningView?.subviews.count ?? 0) || !contentsOverflow.isNull
    }

    /// The size in pixels of a `contents` value (set by the graphics module, which knows `CGImage`).
    package static var contentsPixelSize: ((Any) -> CGSize?)?

    /// Where `contents` lands outside the bounds (layer space), or null: aspect
    /// fill and the placing gravities with an image larger than the bounds.
    package var contentsOverflow: CGRect {
        guard !storedMasksToBounds, let contents, let pixels = CALayer.contentsPixelSize?(contents) else { return .null }
        let scale = contentsScale > 0 && contentsScale.isFinite ? contentsScale : 1
        let size = CGSize(width: pixels.width * contentsRect.width / scale, height: pixels.height * contentsRect.height / scale)
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return .null }
        let rect = contentsGravity.rect(for: size, in: storedBounds)
        return storedBounds.contains(rect) ? .null : rect
    }

    /// What the layer can paint beyond its bounds, in its own space: contents
    /// placed outside them, the shadow's blurred shape and standalone
    /// (non-view) sublayers' extents.
    package func overflowExtent() -> CGRect {
        var extent = contentsOverflow
        if shadowOpacity > 0, shadowColor != nil {
            let shape = shadowPath?.boundingBox ?? storedBounds
            extent = shape.offsetBy(dx: shadowOffset.width, dy: shadowOffset.height).insetBy(dx: -shadowRadius * 2 - 1, dy: -shadowRadius * 2 - 1)
        }
        for layer in storedSublayers where layer.owningView == nil && !layer.storedIsHidden {
            var sub = layer.storedBounds
            if let shape = layer as? CAShapeLayer, let path = shape.path, !path.isEmpty {
                // A shape may reach beyond its bounds (empty bounds, when made with no frame).
                let reach = shape.lineWidth * max(1, shape.miterLimit) / 2 + 1
                sub = sub.union(path.boundingBox.insetBy(dx: -reach, dy: -reach))
            }
            let overflow = layer.overflowExtent()
            if !overflow.isNull { sub = sub.union(overflow) }
            extent = extent.union(layer.extentInSuperlayer(sub))
        }
        return extent
    }
}
