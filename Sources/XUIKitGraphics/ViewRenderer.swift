import Foundation
import CCairo

/// Draws a view tree into a `CGContext` with UIKit's compositing rules.
///
///     drawTree(root)            CTM maps root's bounds space
///       └─ content(view)        alpha < 1: everything below goes to a group
///            1. backgroundColor fills bounds      ┐ clipped to bounds,
///            2. draw(dirty ∩ bounds), context     ┘ skipped outside the damage
///               pushed as UIGraphicsGetCurrentContext()
///            3. subviews back to front (subviews[0] first), each under
///               translate(center) · transform · translate(-bounds.mid);
///               clipped to bounds when clipsToBounds
///          group painted with the view's alpha (one blend for the subtree)
///
/// Hidden views and views with alpha 0 draw nothing and are not asked to
/// draw; views with alpha between 0 and 1 are composited at that alpha.
/// Unlike UIKit, which caches each view's drawing in a layer, every view
/// whose bounds meet the damage is asked to `draw(_:)` again.
@MainActor
enum ViewRenderer {
    /// Draws `root`'s background, content and subviews in `context`, whose CTM
    /// maps `root`'s bounds space. `root`'s own `isHidden`, `center` and
    /// `transform` are ignored (the caller places it); its alpha applies.
    /// Only views meeting `dirtyRect` (root bounds space) are drawn.
    static func drawTree(of root: UIView, in context: CGContext, dirtyRect: CGRect) {
        drawContent(of: root, in: context, dirtyRect: dirtyRect)
    }

    private static func drawSubview(_ view: UIView, in context: CGContext, dirtyRectInSuperview: CGRect) {
        guard !view.isHidden else { return }
        let toSuperview = view.transformToSuperview
        guard toSuperview.a * toSuperview.d - toSuperview.b * toSuperview.c != 0 else { return }
        let dirtyRect = dirtyRectInSuperview.applying(toSuperview.inverted())
        context.saveGState()
        context.concatenate(toSuperview)
        drawContent(of: view, in: context, dirtyRect: dirtyRect)
        context.restoreGState()
    }

    private static func drawContent(of view: UIView, in context: CGContext, dirtyRect: CGRect) {
        guard view.alpha > 0 else { return }
        let isGrouped = view.alpha < 1
        if isGrouped {
            // The group's surface only needs to cover what the subtree can paint.
            context.saveGState()
            context.clip(to: visualExtent(of: view))
            cairo_push_group(context.cairo)
        }

        let bounds = view.bounds
        let ownDirty = dirtyRect.contains(bounds) ? bounds : dirtyRect.intersection(bounds)
        if !ownDirty.isNull, !ownDirty.isEmpty {
            context.saveGState()
            context.clip(to: bounds)
            if let color = view.backgroundColor {
                context.saveGState()
                context.setFillColor(color.cgColor)
                context.fill(bounds)
                context.restoreGState()
            }
            // Each view starts from a clean state, as with UIKit's per-layer
            // contexts: unbalanced saves and a leftover path do not leak.
            let depth = context.savedStateDepth
            withCurrentContext(context) { view.draw(ownDirty) }
            context.restoreGState(toDepth: depth)
            context.beginPath()
            context.restoreGState()
        }

        let subviewDirty = view.clipsToBounds ? dirtyRect.intersection(bounds) : dirtyRect
        if !view.subviews.isEmpty, !subviewDirty.isNull, !subviewDirty.isEmpty {
            context.saveGState()
            if view.clipsToBounds { context.clip(to: bounds) }
            for subview in view.subviews {
                drawSubview(subview, in: context, dirtyRectInSuperview: subviewDirty)
            }
            context.restoreGState()
        }

        if isGrouped {
            cairo_pop_group_to_source(context.cairo)
            cairo_paint_with_alpha(context.cairo, view.alpha)
            context.restoreGState()
        }
    }

    /// The area (bounds space) `view` and its visible subviews can paint:
    /// its bounds, plus overflowing subviews unless it clips to bounds.
    static func visualExtent(of view: UIView) -> CGRect {
        var extent = view.bounds
        guard !view.clipsToBounds else { return extent }
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
            extent = extent.union(visualExtent(of: subview).applying(subview.transformToSuperview))
        }
        return extent
    }
}
