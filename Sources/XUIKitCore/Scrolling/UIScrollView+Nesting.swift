import Foundation

/// Scroll views inside scroll views, as on iOS: the inner one gets a drag
/// first (its pan is deeper), but lets it go to an outer one when it cannot
/// follow it. A drag that starts mostly across an axis the inner view cannot
/// scroll (horizontally on a vertical list inside a horizontal pager) fails
/// its pan, so the pager's begins; so does a drag that starts out past an
/// edge of an inner view that does not bounce (the outer one takes over at
/// the edge). A scroll view with no scroll view around it keeps every drag.
extension UIScrollView {
    /// Whether this scroll view's pan should take the drag its fingers have started.
    func panFollowsScrollableAxis() -> Bool {
        guard hasScrollViewAncestor else { return true }
        let translation = panGestureRecognizer.translation(in: self)
        let horizontal = abs(translation.x) > abs(translation.y)
        let axes = scrollableAxes
        if horizontal ? !axes.x : !axes.y { return false }
        guard !bounces else { return true }
        let range = offsetRange
        if horizontal {
            return !(translation.x > 0 && contentOffset.x <= range.x.lowerBound || translation.x < 0 && contentOffset.x >= range.x.upperBound)
        }
        return !(translation.y > 0 && contentOffset.y <= range.y.lowerBound || translation.y < 0 && contentOffset.y >= range.y.upperBound)
    }

    private var hasScrollViewAncestor: Bool {
        var current = superview
        while let view = current {
            if view is UIScrollView { return true }
            current = view.superview
        }
        return false
    }
}
