import Foundation
import XUIKitCore

/// Told of rows before they come into view: UIKit's `UITableViewDataSourcePrefetching`.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: AnyObject {
    /// Rows likely to come into view soon: start loading what their cells will need.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows no longer likely to come into view: stop what `prefetchRowsAt` started.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

/// Prefetching: after each layout, the rows within one screen beyond those in
/// view, in the direction the table last scrolled (down when it has not),
/// that were not prefetched yet go to `prefetchRowsAt`, in order; prefetched
/// rows that leave that range without coming into view go to
/// `cancelPrefetchingForRowsAt`. Rows that come into view are simply shown.
/// Nothing is asked while `isPrefetchingEnabled` is false.
extension UITableView {
    func prefetchRows() {
        guard isPrefetchingEnabled, let prefetchDataSource else { return }
        let offset = contentOffset.y
        let scrollsUp = offset < lastPrefetchOffset
        lastPrefetchOffset = offset
        let top = offset - contentTop, height = max(0, bounds.height)
        let ahead = scrollsUp ? (top - height)..<top : (top + height)..<(top + 2 * height)
        let visible = Set(visibleCellsByRow.keys)
        let wanted = geometry.indexPaths(in: ahead).filter { !visible.contains($0) }
        let wantedSet = Set(wanted)
        prefetchedRows.subtract(visible)
        let cancelled = prefetchedRows.filter { !wantedSet.contains($0) }.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
        let new = wanted.filter { !prefetchedRows.contains($0) }
        prefetchedRows = prefetchedRows.subtracting(cancelled).union(new)
        if !cancelled.isEmpty { prefetchDataSource.tableView(self, cancelPrefetchingForRowsAt: cancelled) }
        if !new.isEmpty { prefetchDataSource.tableView(self, prefetchRowsAt: new) }
    }
}
