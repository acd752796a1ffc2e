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
        let delegate = tableDelegate
        func height(_ asked: CGFloat?, _ fallback: CGFloat) -> CGFloat {
            guard let asked, asked != tableDefaultHeight else { return fallback }
            return asked == UITableView.automaticDimension ? 44 : asked
        }
        let rowFallback = rowHeight == UITableView.automaticDimension ? 44 : rowHeight
        geometry = TableGeometry(
            sectionCount: dataSource.numberOfSections(in: self),
            header: { section in
                let hasTitle = dataSource.tableView(self, titleForHeaderInSection: section) != nil
                let asked = delegate?.tableView(self, heightForHeaderInSection: section)
                return height(asked, hasTitle || self.style != .plain ? self.sectionHeaderHeight : 0)
            },
            rows: { dataSource.tableView(self, numberOfRowsInSection: $0) },
            rowHeight: { height(delegate?.tableView(self, heightForRowAt: $0), rowFallback) },
            footer: { section in
                let hasTitle = dataSource.tableView(self, titleForFooterInSection: section) != nil
                return height(delegate?.tableView(self, heightForFooterInSection: section), hasTitle ? max(self.sectionFooterHeight, 28) : self.sectionFooterHeight)
            })
        updateContentSize()
    }

    private func updateContentSize() {
        tableHeaderView?.frame.origin = .zero
        tableHeaderView?.frame.size.width = bounds.width
        let bottom = contentTop + geometry.height
        if let footer = tableFooterView { footer.frame = CGRect(x: 0, y: bottom, width: bounds.width, height: footer.frame.height) }
        contentSize = CGSize(width: bounds.width, height: bottom + (tableFooterView?.frame.height ?? 0))
    }

    /// Cells for the rows in view, every other cell to its reuse queue.
    func tileRows() {
        reloadIfNeeded()
        guard let dataSource else { return }
        let top = contentOffset.y - contentTop
        let wanted = geometry.indexPaths(in: top..<(top + max(0, bounds.height)))
        let wantedSet = Set(wanted)
        for (indexPath, cell) in visibleCellsByRow where !wantedSet.contains(indexPath) {
            visibleCellsByRow[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for indexPath in wanted {
            let frame = rectForRow(at: indexPath)
            if let cell = visibleCellsByRow[indexPath] {
                if cell.frame != frame { cell.frame = frame }
                continue
            }
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            cell.frame = frame
            cell.showsSeparator = separatorStyle != .none
            cell.isSelected = selectedRows.contains(indexPath)
            cell.isHighlighted = false
            insertSubview(cell, at: 0)
            visibleCellsByRow[indexPath] = cell
            tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        }
        tileSectionTitles(top: top)
    }

    /// A cell leaving the screen: off the table, into its queue.
    func retire(_ cell: UITableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reuseQueues[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Header and footer views (the delegate's, or titles) for the sections in view.
    private func tileSectionTitles(top: CGFloat) {
        guard let dataSource else { return }
        var shown: Set<Int> = []
        for (index, section) in geometry.sections.enumerated() where section.bottom > top && section.top < top + bounds.height {
            for (key, isHeader) in [(index, true), (-1 - index, false)] {
                let height = isHeader ? section.headerHeight : section.footerHeight
                guard height > 0 else { continue }
                let y = contentTop + (isHeader ? section.top : section.rowsEnd)
                let frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
                if let view = visibleSupplementary[key] {
                    view.frame = frame
                } else {
                    let view = isHeader
                        ? tableDelegate?.tableView(self, viewForHeaderInSection: index)
                            ?? dataSource.tableView(self, titleForHeaderInSection: index).map { TableSectionTitleView(title: $0, style: style, isHeader: true) }
                        : tableDelegate?.tableView(self, viewForFooterInSection: index)
                            ?? dataSource.tableView(self, titleForFooterInSection: index).map { TableSectionTitleView(title: $0, style: style, isHeader: false) }
                    guard let view else { continue }
                    view.frame = frame
                    addSubview(view)
                    visibleSupplementary[key] = view
                }
                shown.insert(key)
            }
        }
        for (key, view) in visibleSupplementary where !shown.contains(key) {
            view.removeFromSuperview()
            visibleSupplementary[key] = nil
        }
    }
}

/// A section's title as UIKit shows it: plain tables, 17 pt semibold on a light
/// grey bar; grouped ones, 13 pt secondary-label capitals above (or text below) the rows.
final class TableSectionTitleView: UIView {
    let label = UILabel()
    private let style: UITableView.Style

    init(title: String, style: UITableView.Style, isHeader: Bool) {
        self.style = style
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        if style == .plain {
            backgroundColor = UIColor(white: 0.97, alpha: 1)
            label.font = .systemFont(ofSize: 17, weight: .semibold)
            label.text = title
        } else {
            label.font = .systemFont(ofSize: 13)
            label.textColor = .secondaryLabel
            label.text = isHeader ? title.uppercased() : title
        }
        addSubview(label)
    }

    required init?(coder: NSCoder) { return nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = label.intrinsicContentSize.height
        let y = style == .plain ? (bounds.height - height) / 2 : max(0, bounds.height - height - 6)
        label.frame = CGRect(x: 16, y: y, width: max(0, bounds.width - 32), height: height)
    }
}
