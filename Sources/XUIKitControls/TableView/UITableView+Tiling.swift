import Foundation
import XUIKitCore

/// Asking the data source and delegate, and keeping exactly the rows in view
/// as cells (and the section titles in view as header and footer views).
extension UITableView {
    /// The delegate as a table's (`delegate` is the scroll view's property).
    var tableDelegate: (any UITableViewDelegate)? { delegate as? any UITableViewDelegate }

    /// Where the first section starts: below `tableHeaderView`.
    var contentTop: CGFloat { tableHeaderView?.frame.height ?? 0 }

    func replaceAccessoryView(_ old: UIView?, _ new: UIView?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new { addSubview(new) }
        needsReload = true
        setNeedsLayout()
    }

    /// Rebuilds the geometry from the data source when something changed.
    func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        guard let dataSource else {
            geometry = TableGeometry()
            updateContentSize()
            return
        }
        geometry = TableGeometry(
            sectionCount: dataSource.numberOfSections(in: self),
            header: { self.geometryHeight(of: .header($0)) },
            rows: { dataSource.tableView(self, numberOfRowsInSection: $0) },
            rowHeight: { self.geometryHeight(of: .row($0)) },
            footer: { self.geometryHeight(of: .footer($0)) })
        sectionIndexTitlesShown = dataSource.sectionIndexTitles(for: self)
        updateContentSize()
    }

    func updateContentSize() {
        tableHeaderView?.frame.origin = .zero
        tableHeaderView?.frame.size.width = bounds.width
        let bottom = contentTop + geometry.height
        if let footer = tableFooterView { footer.frame = CGRect(x: 0, y: bottom, width: bounds.width, height: footer.frame.height) }
        contentSize = CGSize(width: bounds.width, height: bottom + (tableFooterView?.frame.height ?? 0))
    }

    /// The part of the geometry in view (table coordinates less `contentTop`).
    private var visibleSpan: Range<CGFloat> {
        let top = contentOffset.y - contentTop
        return top..<(top + max(0, bounds.height))
    }

    /// Cells for the rows in view, every other cell to its reuse queue.
    /// Self-sizing rows and titles coming into view are measured first, and
    /// the rows in view found again with their heights (a few rounds at most).
    func tileRows() {
        reloadIfNeeded()
        guard let dataSource else { return }
        var firstWanted = geometry.indexPaths(in: visibleSpan)
        if let message = countsChangedUnannounced(for: firstWanted.filter { visibleCellsByRow[$0] == nil }) {
            UITableView.reportInconsistency(message)
            reloadInPlace()
            firstWanted = geometry.indexPaths(in: visibleSpan)
        }
        let anchor = firstWanted.first { visibleCellsByRow[$0] != nil }
        var appeared: Set<IndexPath> = []
        var wanted = firstWanted
        for _ in 0..<4 {
            // Rows gone from view give their cells back first, so the rows coming in reuse them
            // (not the row being dragged by its reorder control, wherever its place has scrolled).
            let wantedSet = Set(wanted)
            for (indexPath, cell) in visibleCellsByRow where !wantedSet.contains(indexPath) && cell !== reorder?.cell {
                visibleCellsByRow[indexPath] = nil
                retire(cell, at: indexPath, wasDisplayed: !appeared.contains(indexPath))
            }
            var measured: [Item: CGFloat] = [:]
            for indexPath in wanted {
                if visibleCellsByRow[indexPath] == nil {
                    let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                    cell.frame = rectForRow(at: indexPath)
                    applyRowAppearance(to: cell, at: indexPath)
                    cell.isSelected = selectedRows.contains(indexPath)
                    cell.isHighlighted = false
                    configureEditing(cell, at: indexPath, animated: false)
                    insertSubview(cell, at: 0)
                    visibleCellsByRow[indexPath] = cell
                    appeared.insert(indexPath)
                }
                if needsMeasuring(.row(indexPath)), let cell = visibleCellsByRow[indexPath] {
                    measured[.row(indexPath)] = fittedHeight(of: cell)
                }
            }
            retireSupplementaryOutOfView()
            measured.merge(measureSectionTitles()) { $1 }
            guard !measured.isEmpty else { break }
            applyMeasuredHeights(measured, anchor: anchor)
            wanted = geometry.indexPaths(in: visibleSpan)
        }
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByRow where !wantedSet.contains(indexPath) && cell !== reorder?.cell {
            visibleCellsByRow[indexPath] = nil
            retire(cell, at: indexPath, wasDisplayed: !appeared.contains(indexPath))
        }
        for indexPath in wanted {
            guard let cell = visibleCellsByRow[indexPath] else { continue }
            let frame = rectForRow(at: indexPath)
            // While a row is dragged by its reorder control, the rows keep the places the drag gave them.
            if cell.frame != frame, reorder == nil || appeared.contains(indexPath) { cell.frame = frame }
            // A row that became its section's first or last (an update) takes its corners and separator.
            if !appeared.contains(indexPath) { applyRowAppearance(to: cell, at: indexPath) }
            if appeared.contains(indexPath) { tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath) }
        }
        tileSectionTitles()
    }

    /// Before asking for cells for rows coming into view: whether the data
    /// source's counts for their sections still match the table's. A data
    /// source whose data changed without `reloadData()` or an update would be
    /// asked for rows it no longer has (a crash in its own code, or in UIKit's
    /// next update); instead the change is reported with what to do, and the
    /// table reloads (`reloadInPlace`). Not checked inside a batch of updates
    /// (the data is meant to differ until it ends).
    func countsChangedUnannounced(for newRows: [IndexPath]) -> String? {
        guard batchDepth == 0, !newRows.isEmpty, let dataSource else { return nil }
        let sections = dataSource.numberOfSections(in: self)
        guard sections == geometry.sections.count else {
            return "UITableView: the data source now has \(sections) sections, but the table has \(geometry.sections.count): the data changed without reloadData() or an update (insertSections/deleteSections/performBatchUpdates). XUIKit reloads the table."
        }
        for section in Set(newRows.map(\.section)).sorted() {
            let rows = dataSource.tableView(self, numberOfRowsInSection: section)
            guard rows == geometry.rowCount(in: section) else {
                return "UITableView: the data source now has \(rows) rows in section \(section), but the table has \(geometry.rowCount(in: section)): the data changed without reloadData() or an update (insertRows/deleteRows/performBatchUpdates). XUIKit reloads the table."
            }
        }
        return nil
    }

    /// `reloadData()` from inside layout: everything asked again, the cells to their queues.
    func reloadInPlace() {
        measuredHeights.removeAll()
        selectedRows.removeAll()
        pressedRow = nil
        for (indexPath, cell) in visibleCellsByRow { retire(cell, at: indexPath) }
        visibleCellsByRow.removeAll()
        needsReload = true
        reloadIfNeeded()
        if clamped(contentOffset) != contentOffset, !isDragging { contentOffset = clamped(contentOffset) }
    }

    /// A cell leaving the screen: off the table, into its queue (`didEndDisplaying` if it was displayed).
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath, wasDisplayed: Bool = true) {
        endSwipe(of: cell)
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        if wasDisplayed { tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath) }
    }

    /// The key of a header (the section) or footer (-1 - section) in `visibleSupplementary`.
    private func supplementaryKey(_ item: Item) -> Int {
        if case .footer(let section) = item { return -1 - section }
        return item.section
    }

    /// The delegate's header or footer view for `section`, or a title view for the data source's title.
    func supplementaryView(for item: Item, in section: Int) -> UIView? {
        guard let dataSource else { return nil }
        if case .footer = item {
            return tableDelegate?.tableView(self, viewForFooterInSection: section)
                ?? dataSource.tableView(self, titleForFooterInSection: section).map { TableSectionTitleView(title: $0, style: style, isHeader: false) }
        }
        return tableDelegate?.tableView(self, viewForHeaderInSection: section)
            ?? dataSource.tableView(self, titleForHeaderInSection: section).map { TableSectionTitleView(title: $0, style: style, isHeader: true) }
    }

    /// The headers and footers in view, each section's in order.
    private var supplementaryItemsInView: [Item] {
        let span = visibleSpan
        var items: [Item] = []
        for (index, section) in geometry.sections.enumerated() where section.bottom > span.lowerBound && section.top < span.upperBound {
            items += [.header(index), .footer(index)]
        }
        return items
    }

    /// Headers and footers of sections gone from view give their views back
    /// first, so the ones coming in reuse them.
    private func retireSupplementaryOutOfView() {
        let inView = Set(supplementaryItemsInView.map(supplementaryKey))
        for (key, view) in visibleSupplementary where !inView.contains(key) {
            visibleSupplementary[key] = nil
            retireSupplementary(view, key: key)
        }
    }

    /// Makes the self-sizing headers and footers in view that are not
    /// measured yet and measures them (nothing to show: 0).
    private func measureSectionTitles() -> [Item: CGFloat] {
        var measured: [Item: CGFloat] = [:]
        for item in supplementaryItemsInView where needsMeasuring(item) {
            let key = supplementaryKey(item)
            if visibleSupplementary[key] == nil, let view = supplementaryView(for: item, in: item.section) {
                addSubview(view)
                visibleSupplementary[key] = view
            }
            measured[item] = visibleSupplementary[key].map { fittedHeight(of: $0) } ?? 0
        }
        return measured
    }

    /// Where a header or footer shows (table coordinates). Grouped styles: where
    /// it is. Plain style, as UIKit: a header sticks to the top of the visible
    /// area (below the top inset) while its section scrolls under it, pushed up
    /// by the end of its section (the next header); a footer sticks to the
    /// bottom likewise, pushed down by its section's header. During `drag` (a
    /// row dragged by its reorder control), all of these where the gap puts them.
    func floatingY(of item: Item, span: ClosedRange<CGFloat>, offset: CGFloat? = nil, during drag: TableReorder? = nil) -> CGFloat {
        let y = contentTop + span.lowerBound + reorderShift(of: item, in: drag), height = span.upperBound - span.lowerBound
        guard style == .plain, geometry.sections.indices.contains(item.section) else { return y }
        let section = geometry.sections[item.section]
        let visibleTop = (offset ?? contentOffset.y) + adjustedContentInset.top
        let visibleBottom = (offset ?? contentOffset.y) + bounds.height - adjustedContentInset.bottom
        switch item {
        case .header:
            let rowsEnd = section.rowsEnd + reorderShift(of: .footer(item.section), in: drag)
            return max(y, min(visibleTop, contentTop + rowsEnd - height))
        case .footer:
            let headerEnd = section.top + section.headerHeight + reorderShift(of: .header(item.section), in: drag)
            return min(y, max(visibleBottom - height, contentTop + headerEnd))
        case .row:
            return y
        }
    }

    /// Header and footer views (the delegate's, or titles) for the sections in view.
    private func tileSectionTitles() {
        retireSupplementaryOutOfView()
        var shown: Set<Int> = []
        for item in supplementaryItemsInView {
            guard let span = geometry.span(of: item), span.upperBound > span.lowerBound else { continue }
            let key = supplementaryKey(item)
            // While a row is dragged by its reorder control, titles between it and its gap stay moved.
            let frame = CGRect(x: 0, y: floatingY(of: item, span: span, during: reorder), width: bounds.width, height: span.upperBound - span.lowerBound)
            if visibleSupplementary[key] == nil {
                guard let view = supplementaryView(for: item, in: item.section) else { continue }
                addSubview(view)
                visibleSupplementary[key] = view
            }
            visibleSupplementary[key]?.frame = frame
            if !displayedSupplementary.contains(key), let view = visibleSupplementary[key] {
                displayedSupplementary.insert(key)
                willDisplaySupplementary(view, key: key)
            }
            shown.insert(key)
        }
        for (key, view) in visibleSupplementary where !shown.contains(key) {
            visibleSupplementary[key] = nil
            retireSupplementary(view, key: key)
        }
    }
}

/// A section's title as UIKit shows it: a header view with its title in
/// `textLabel` (grouped headers in capitals), not touchable.
final class TableSectionTitleView: UITableViewHeaderFooterView {
    init(title: String, style: UITableView.Style, isHeader: Bool) {
        super.init(reuseIdentifier: nil)
        isUserInteractionEnabled = false
        show(in: style)
        textLabel?.text = style != .plain && isHeader ? title.uppercased() : title
    }

    required init?(coder: NSCoder) { return nil }
}
