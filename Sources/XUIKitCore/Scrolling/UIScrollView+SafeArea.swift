import Foundation

/// How the safe area reaches a scroll view's content, UIKit's rules for
/// `contentInsetAdjustmentBehavior`:
///
///     .always          every edge of the safe area
///     .never           none
///     .scrollableAxes  the edges along an axis that scrolls (content larger
///                      than the bounds, or alwaysBounce on that axis)
///     .automatic       as .scrollableAxes, and the top and bottom always when
///                      the scroll view is the view of a controller shown by a
///                      container (a navigation or tab bar controller), so a
///                      list starts below the bar
///
/// When the adjustment changes, a scroll view resting at its top (or left)
/// edge stays at the new edge, as on iOS when a bar's height changes.
extension UIScrollView {
    /// The part of `safeAreaInsets` that `adjustedContentInset` adds.
    var safeAreaAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        let bounds = self.bounds.size
        let scrollsVertically = alwaysBounceVertical || contentSize.height > bounds.height
        let scrollsHorizontally = alwaysBounceHorizontal || contentSize.width > bounds.width
        var vertical = false, horizontal = false
        switch contentInsetAdjustmentBehavior {
        case .always: vertical = true; horizontal = true
        case .never: break
        case .scrollableAxes: vertical = scrollsVertically; horizontal = scrollsHorizontally
        case .automatic:
            vertical = scrollsVertically || owningViewController?.parent != nil
            horizontal = scrollsHorizontally
        }
        return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                            bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
    }

    /// The adjusted inset may have changed: a scroll view that rested at its
    /// top or left edge moves to the new edge, and the delegate hears of it.
    func safeAreaAdjustmentChanged() {
        let old = lastAdjustedContentInset, new = adjustedContentInset
        guard old != new else { return }
        lastAdjustedContentInset = new
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -new.top }
        if offset.x == -old.left { offset.x = -new.left }
        if offset != contentOffset { contentOffset = offset }
        adjustedContentInsetDidChange()
    }
}
