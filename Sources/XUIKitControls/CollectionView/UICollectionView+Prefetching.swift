import Foundation
import XUIKitCore

/// Told of items before they come into view: UIKit's `UICollectionViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    /// Items likely to come into view soon: start loading what their cells will need.
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Items no longer likely to come into view: stop what `prefetchItemsAt` started.
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}

/// Prefetching, as the table does it: after each layout pass, the items the
/// layout places within one screen beyond the bounds, in the direction the
/// content last moved (along the axis it moved most; before any move, down,
/// or right when only the width overflows), that were not prefetched yet go
/// to `prefetchItemsAt` in index-path order; prefetched items that leave that
/// screen without coming into view go to `cancelPrefetchingForItemsAt`. Items
/// that come into view are simply shown. Nothing is asked while
/// `isPrefetchingEnabled` is false. (UIKit also makes cells ahead of time;
/// XUIKit makes them when they come into view.)
extension UICollectionView {
    func prefetchItems() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let offset = contentOffset
        let delta = CGPoint(x: offset.x - lastPrefetchOffset.x, y: offset.y - lastPrefetchOffset.y)
        lastPrefetchOffset = offset
        let horizontal = delta == .zero ? contentSize.width > bounds.width && contentSize.height <= bounds.height : abs(delta.x) > abs(delta.y)
        let backwards = horizontal ? delta.x < 0 : delta.y < 0
        var ahead = bounds
        if horizontal { ahead.origin.x += backwards ? -bounds.width : bounds.width } else { ahead.origin.y += backwards ? -bounds.height : bounds.height }
        let visible = Set(visibleCellsByItem.keys)
        let wanted = Set((collectionViewLayout.layoutAttributesForElements(in: ahead) ?? []).filter {
            $0.representedElementCategory == .cell && isValid($0.indexPath) && !visible.contains($0.indexPath)
        }.map(\.indexPath))
        prefetchedItems.subtract(visible)
        let cancelled = prefetchedItems.subtracting(wanted).sorted()
        let new = wanted.subtracting(prefetchedItems).sorted()
        prefetchedItems = prefetchedItems.subtracting(cancelled).union(new)
        if !cancelled.isEmpty { prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled) }
        if !new.isEmpty { prefetchDataSource.collectionView(self, prefetchItemsAt: new) }
    }
}
