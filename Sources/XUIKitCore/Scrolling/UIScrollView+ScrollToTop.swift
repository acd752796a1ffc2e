import Foundation

/// Scroll to top. On iOS a tap on the status bar scrolls the one scroll view
/// on screen that has `scrollsToTop` to its top. X11 windows have no status
/// bar, so XUIKit's stand-in is a tap on a navigation bar where it has no
/// button (its title or its empty part), the place a finger reaches for on
/// a laptop's screen, and `UIWindow.scrollToTop()` for apps with no bar.
///
/// UIKit's rules: the candidates are the window's visible scroll views
/// (not hidden, alpha above 0.01, in the window) with `scrollsToTop`; with
/// more than one, none scrolls. The delegate's `scrollViewShouldScrollToTop`
/// may refuse; otherwise the content animates to its top edge
/// (`-adjustedContentInset.top`) and the delegate hears
/// `scrollViewDidScrollToTop` (not `scrollViewDidEndScrollingAnimation`) at the end.
extension UIWindow {
    /// The scroll view a scroll-to-top would move, or nil (none, or more than one).
    public var scrollToTopCandidate: UIScrollView? {
        var found: [UIScrollView] = []
        collectScrollToTopCandidates(in: self, into: &found)
        return found.count == 1 ? found[0] : nil
    }

    /// Scrolls the candidate to its top; returns whether one began to scroll.
    @discardableResult
    public func scrollToTop() -> Bool {
        guard let scrollView = scrollToTopCandidate else { return false }
        guard scrollView.delegate?.scrollViewShouldScrollToTop(scrollView) ?? true else { return false }
        let top = CGPoint(x: scrollView.contentOffset.x, y: -scrollView.adjustedContentInset.top)
        guard top != scrollView.contentOffset else { return false }
        scrollView.setContentOffset(top, animated: true)
        scrollView.isScrollingToTop = true
        return true
    }

    private func collectScrollToTopCandidates(in view: UIView, into found: inout [UIScrollView]) {
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if let scrollView = view as? UIScrollView, scrollView.scrollsToTop { found.append(scrollView) }
        for subview in view.subviews { collectScrollToTopCandidates(in: subview, into: &found) }
    }
}
