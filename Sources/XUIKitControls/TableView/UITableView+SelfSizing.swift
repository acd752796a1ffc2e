import Foundation
import XUIKitCore

/// Self-sizing rows, headers and footers (`UITableView.automaticDimension`).
///
/// A row whose height is `automaticDimension` (the table's `rowHeight`, UIKit's
/// default, or the delegate's `heightForRowAt`) is laid out at its estimate
/// (the delegate's `estimatedHeightForRowAt`, else `estimatedRowHeight`, else
/// 44 pt) until it first comes into view; then its cell is measured at the
/// table's width (UITableViewCell+SelfSizing.swift) and everything below it
/// moves. Headers and footers likewise with `sectionHeaderHeight`/
/// `sectionFooterHeight`, their estimates, and the style's 28/18 pt when
/// none is given; one with nothing to show measures 0. With an estimate of 0
/// ("no estimates") every such item is measured when the table loads.
///
/// Content stays put as estimates are replaced: when a row that comes into
/// view above the rows already showing (scrolling up) turns out taller or
/// shorter than its estimate, `contentOffset` moves by the difference (and a
/// drag in progress continues from there), as UIKit's does. Measured heights
/// are kept until `reloadData()`, a change of width or of the height settings.
/// Not as UIKit: a correction during deceleration is not folded into the
/// deceleration (the scroll view's motion owns the offset), so the content
/// may jump by the difference then.
extension UITableView {
    typealias Item = TableGeometry.Item

    /// Forgets measured heights and rebuilds the geometry at the next layout.
    func invalidateHeights() {
        measuredHeights.removeAll()
        needsReload = true
        setNeedsLayout()
    }

    /// The height the table is told to give `item`; `automaticDimension` asks for self-sizing.
    func declaredHeight(of item: Item) -> CGFloat {
        let delegate = tableDelegate
        switch item {
        case .row(let indexPath):
            let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? tableDefaultHeight
            return asked == tableDefaultHeight ? rowHeight : asked
        case .header(let section):
            let asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? tableDefaultHeight
            guard asked == tableDefaultHeight else { return asked }
            let hasTitle = dataSource?.tableView(self, titleForHeaderInSection: section) != nil
            // Self-sizing headers are measured even without a title: the delegate may have a view.
            return hasTitle || style != .plain || sectionHeaderHeight == UITableView.automaticDimension ? sectionHeaderHeight : 0
        case .footer(let section):
            let asked = delegate?.tableView(self, heightForFooterInSection: section) ?? tableDefaultHeight
            guard asked == tableDefaultHeight else { return asked }
            let hasTitle = dataSource?.tableView(self, titleForFooterInSection: section) != nil
            guard hasTitle, sectionFooterHeight != UITableView.automaticDimension else { return sectionFooterHeight }
            return max(sectionFooterHeight, 28)
        }
    }

    /// The height `item` is laid out at before it is measured; nil when estimates are off (0).
    func estimatedHeight(of item: Item) -> CGFloat? {
        let delegate = tableDelegate
        let asked: CGFloat, table: CGFloat, standard: CGFloat
        switch item {
        case .row(let indexPath):
            asked = delegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? tableDefaultHeight
            (table, standard) = (estimatedRowHeight, 44)
        case .header(let section):
            asked = delegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? tableDefaultHeight
            (table, standard) = (estimatedSectionHeaderHeight, style == .plain ? 28 : 18)
        case .footer(let section):
            asked = delegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? tableDefaultHeight
            (table, standard) = (estimatedSectionFooterHeight, style == .plain ? 0 : 18)
        }
        // 0 turns estimates off; NaN, infinite or negative ones count as not given.
        if asked != tableDefaultHeight, asked != UITableView.automaticDimension {
            if asked.isFinite, asked > 0 { return asked }
            if asked == 0 { return nil }
        }
        if table == 0 { return nil }
        return table.isFinite && table > 0 ? table : standard
    }

    /// The height the geometry gives `item`: declared, measured, or estimated.
    func geometryHeight(of item: Item) -> CGFloat {
        let declared = declaredHeight(of: item)
        guard declared == UITableView.automaticDimension else { return declared }
        // A million rows before any is measured: no hashing.
        if !measuredHeights.isEmpty, let measured = measuredHeights[item] { return measured }
        if let estimate = estimatedHeight(of: item) { return estimate }
        let measured = measureOffscreen(item)
        measuredHeights[item] = measured
        return measured
    }

    /// Whether `item` self-sizes and has not been measured yet.
    func needsMeasuring(_ item: Item) -> Bool {
        measuredHeights[item] == nil && declaredHeight(of: item) == UITableView.automaticDimension
    }

    /// The fitted height of a row's cell or a header's or footer's view at the table's width.
    /// A NaN, infinite or negative answer counts as 0.
    func fittedHeight(of view: UIView) -> CGFloat {
        let height = (view as? UITableViewCell)?.cellFittedHeight(width: rowFrame(span: 0...0).width) ?? view.fittedHeight(width: bounds.width)
        return height.isFinite ? max(0, height) : 0
    }

    /// Measures an item no one sees yet (estimates off): a row's cell goes back to its reuse queue.
    private func measureOffscreen(_ item: Item) -> CGFloat {
        guard let dataSource else { return 0 }
        switch item {
        case .row(let indexPath):
            let cell = dataSource.tableView(self, cellForRowAt: indexPath)
            applyRowAppearance(to: cell, at: indexPath)
            let height = fittedHeight(of: cell)
            if let identifier = cell.reuseIdentifier, cell.superview == nil { reuseQueues[identifier, default: []].append(cell) }
            return height
        case .header(let section), .footer(let section):
            guard let view = supplementaryView(for: item, in: section) else { return 0 }
            return fittedHeight(of: view)
        }
    }

    /// Puts measured heights into the geometry. Items above `anchor` (the
    /// first row that was showing before and still is) move the content
    /// offset by their change, so the rows showing stay where they are.
    func applyMeasuredHeights(_ heights: [Item: CGFloat], anchor: IndexPath?) {
        var shift: CGFloat = 0
        let viewportTop = contentOffset.y - contentTop
        for (item, height) in heights {
            guard let span = geometry.span(of: item) else { continue }
            let isAbove = anchor.map { item < .row($0) } ?? (span.upperBound <= viewportTop)
            if isAbove { shift += height - (span.upperBound - span.lowerBound) }
        }
        measuredHeights.merge(heights) { $1 }
        geometry.resize(heights)
        updateContentSize()
        guard shift != 0 else { return }
        shiftContentKeepingMotion(by: CGPoint(x: 0, y: shift))  // a fling in progress goes on from the corrected offset
        if isDragging {
            // The drag's offset is its start less the translation: take the shift out of the translation.
            let translation = panGestureRecognizer.translation(in: self)
            panGestureRecognizer.setTranslation(CGPoint(x: translation.x, y: translation.y - shift), in: self)
        }
    }
}
