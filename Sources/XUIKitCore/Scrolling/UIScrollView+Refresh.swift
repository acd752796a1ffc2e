import Foundation

/// The scroll view's side of pull to refresh (see UIRefreshControl).
extension UIScrollView {
    /// The extra top inset a refresh under way adds.
    var refreshInset: CGFloat { refreshControlView?.holdsInset == true ? UIRefreshControl.height : 0 }

    /// The refresh control's hold on the inset changed: resting at the old top,
    /// the content moves to the new one (animated when the control lets go).
    func refreshInsetChanged(animated: Bool) {
        lastAdjustedContentInset = adjustedContentInset
        adjustedContentInsetDidChange()
        guard !isDragging else { return }
        let top = -adjustedContentInset.top
        if holdingTopBeforeRefresh(top) { setContentOffset(CGPoint(x: contentOffset.x, y: top), animated: animated) }
    }

    /// Whether the content shows above the new top edge (it should settle there).
    private func holdingTopBeforeRefresh(_ top: CGFloat) -> Bool {
        motion == nil ? contentOffset.y < top : false
    }

    func installRefreshControl(old: UIRefreshControl?) {
        if let old, old !== refreshControlView { old.removeFromSuperview() }
        guard let control = refreshControlView else { return }
        insertSubview(control, at: 0)
        control.place()
    }
}
