import Foundation
import XUIKitCore

/// A row being dragged by its reorder control: where it started and where it would land.
struct TableReorder {
    weak var cell: UITableViewCell?
    let source: IndexPath
    let startFrame: CGRect
    var destination: IndexPath
    /// How far the table has scrolled by itself during the drag (the row keeps up).
    var scrolled: CGFloat = 0
    /// Points per second the table scrolls while the row is held near an edge.
    var autoscrollSpeed: CGFloat = 0
}

/// Reordering rows in editing mode by dragging their reorder controls.
///
/// A drag that starts on a reorder control moves that row (its pan wins over
/// scrolling and swiping, see `panArbitration`): the cell follows the finger
/// vertically, anywhere over the table's sections, into any section, as in
/// UIKit. The proposed destination is the row place under the cell's centre
/// (`reorderProposal(at:for:)`: over a row of another section, the place
/// after it on the way down and that row's on the way up; over a header's
/// lower half, its section's row 0, so an empty section can be reached;
/// over its upper half, the end of the section above; over a footer, the
/// end of its section). The delegate's
/// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` may change it; a
/// target in no section, or past the rows its section can take (its row
/// count, or one less in the dragged row's own section), is ignored. The
/// rows, headers and footers between the row's place and the destination
/// slide (0.2 s) by the row's height to open a gap there. On release the
/// data source's `moveRowAt(_:to:)` is called (when the row moved), the table
/// takes the move as `moveRow(at:to:)` would without animating the rows
/// already in place, and the cell settles into the gap. A cancelled drag puts
/// everything back. Held within 44 pt of the visible area's top or bottom,
/// the row scrolls the table (up to 600 pt/s, faster the nearer the edge, on
/// the frame clock) and stays under the finger.
extension UITableView {
    /// Whether `pan` started on the reorder control of a row in view (editing mode only).
    func dragIsReorder(_ pan: UIPanGestureRecognizer) -> Bool {
        guard isEditing, let row = startRow(of: pan), let cell = cellForRow(at: row), let control = cell.reorderControl else { return false }
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return control.convert(control.bounds, to: self).contains(CGPoint(x: location.x - translation.x, y: location.y - translation.y))
    }

    func handleReorder(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let row = startRow(of: pan), let cell = cellForRow(at: row) else { return }
            if pressedRow != nil { rowTouchEnded([], cancelled: true) }
            reorder = TableReorder(cell: cell, source: row, startFrame: cell.frame, destination: row)
            bringSubviewToFront(cell)
            fallthrough
        case .changed:
            reorderTranslation = pan.translation(in: self).y
            followReorderDrag(animated: true)
            updateReorderAutoscroll()
        case .ended:
            guard let drag = reorder else { return }
            stopReorderAutoscroll()
            finishReorder(drag)
        case .cancelled, .failed:
            guard var drag = reorder else { return }
            stopReorderAutoscroll()
            reorder = nil
            drag.destination = drag.source
            UIView.animate(withDuration: 0.2) {
                self.placeRowsAroundGap(of: drag)
                drag.cell?.frame = drag.startFrame
            }
        default:
            break
        }
    }

    /// The dragged row at the finger (and what the table scrolled by itself), within the
    /// table's sections; a new destination opens its gap (animated over 0.2 s, or at once while autoscrolling).
    private func followReorderDrag(animated: Bool) {
        guard var drag = reorder, let cell = drag.cell, !geometry.sections.isEmpty else { return }
        let top = contentTop, bottom = contentTop + geometry.height - drag.startFrame.height
        cell.frame.origin.y = min(max(drag.startFrame.minY + reorderTranslation + drag.scrolled, top), max(top, bottom))
        let proposed = reorderProposal(at: cell.frame.midY - contentTop, for: drag.source)
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: drag.source, toProposedIndexPath: proposed) ?? proposed
        guard target.count == 2, geometry.sections.indices.contains(target.section), target.row >= 0,
              target.row <= geometry.rowCount(in: target.section) - (target.section == drag.source.section ? 1 : 0),
              target != drag.destination else { return }
        drag.destination = target
        reorder = drag
        if animated { UIView.animate(withDuration: 0.2) { self.placeRowsAroundGap(of: drag) } } else { placeRowsAroundGap(of: drag) }
    }

    /// The row place under `y` (geometry coordinates, the rows where they were
    /// before the drag) for the row at `source`: its own section's row there;
    /// another section's row there on the way up, the place after it on the
    /// way down; over a header's upper half, the end of the section above (row
    /// 0 for the first section), over its lower half, its section's row 0; over
    /// a footer, the end of its section. Above or below the sections: the first
    /// or last place.
    func reorderProposal(at y: CGFloat, for source: IndexPath) -> IndexPath {
        let clamped = min(max(y, 0), geometry.height.nextDown)
        let item = geometry.item(at: clamped) ?? .footer(geometry.sections.count - 1)
        let end = { (section: Int) in IndexPath(row: self.geometry.rowCount(in: section) - (section == source.section ? 1 : 0), section: section) }
        switch item {
        case .row(let row) where row.section == source.section: return row
        case .row(let row): return item > .row(source) ? IndexPath(row: row.row + 1, section: row.section) : row
        case .header(let section):
            let header = geometry.sections[section]
            let upperHalf = clamped < header.top + header.headerHeight / 2
            return upperHalf && section > 0 ? end(section - 1) : IndexPath(row: 0, section: section)
        case .footer(let section): return end(section)
        }
    }

    /// How far the drag moves a header, row or footer from its place: by the
    /// dragged row's height, up for those between the row and a destination
    /// below it, down for those between a destination above it and the row.
    func reorderShift(of item: Item, in drag: TableReorder?) -> CGFloat {
        guard let drag, drag.destination != drag.source else { return 0 }
        let source = Item.row(drag.source), height = drag.startFrame.height
        if drag.destination.section > drag.source.section || (drag.destination.section == drag.source.section && drag.destination.row > drag.source.row) {
            // Everything after the row up to the destination's place (in its own section, the row now there too).
            let sameSection = drag.destination.section == drag.source.section
            let boundary = Item.row(IndexPath(row: drag.destination.row + (sameSection ? 1 : 0), section: drag.destination.section))
            return source < item && item < boundary ? -height : 0
        }
        return .row(drag.destination) <= item && item < source ? height : 0
    }

    /// Starts, changes or stops the table scrolling by itself for a row held near an edge.
    private func updateReorderAutoscroll() {
        guard var drag = reorder, let cell = drag.cell else { return }
        let zone: CGFloat = 44, maximum: CGFloat = 600
        let visibleTop = contentOffset.y + adjustedContentInset.top
        let visibleBottom = contentOffset.y + bounds.height - adjustedContentInset.bottom
        let lowest = -adjustedContentInset.top
        let highest = max(lowest, contentSize.height + adjustedContentInset.bottom - bounds.height)
        var speed: CGFloat = 0
        if cell.frame.minY < visibleTop + zone, contentOffset.y > lowest {
            speed = -maximum * min(1, (visibleTop + zone - cell.frame.minY) / zone)
        } else if cell.frame.maxY > visibleBottom - zone, contentOffset.y < highest {
            speed = maximum * min(1, (cell.frame.maxY - visibleBottom + zone) / zone)
        }
        drag.autoscrollSpeed = speed
        reorder = drag
        if speed == 0 { return stopReorderAutoscroll() }
        guard reorderAutoscroll == nil else { return }
        let link = CADisplayLink { [weak self] link in self?.autoscrollStep(seconds: link.duration) }
        link.add(to: .main, forMode: .common)
        reorderAutoscroll = link
    }

    private func autoscrollStep(seconds: CFTimeInterval) {
        guard var drag = reorder else { return stopReorderAutoscroll() }
        let before = contentOffset.y
        contentOffset = clamped(CGPoint(x: contentOffset.x, y: before + drag.autoscrollSpeed * CGFloat(seconds)))
        drag.scrolled += contentOffset.y - before
        reorder = drag
        layoutIfNeeded()  // rows coming into view get cells
        placeRowsAroundGap(of: drag)
        followReorderDrag(animated: false)
        updateReorderAutoscroll()
    }

    private func stopReorderAutoscroll() {
        reorderAutoscroll?.invalidate()
        reorderAutoscroll = nil
    }

    /// The rows (all sections) and the headers and footers in view where they go with the gap at the destination.
    private func placeRowsAroundGap(of drag: TableReorder) {
        for (indexPath, cell) in visibleCellsByRow where cell !== drag.cell {
            var frame = rectForRow(at: indexPath)
            frame.origin.y += reorderShift(of: .row(indexPath), in: drag)
            if cell.frame != frame { cell.frame = frame }
        }
        for (key, view) in visibleSupplementary {
            let item: Item = key >= 0 ? .header(key) : .footer(-1 - key)
            guard let span = geometry.span(of: item) else { continue }
            let y = floatingY(of: item, span: span, during: drag)
            if view.frame.minY != y { view.frame.origin.y = y }
        }
    }

    private func finishReorder(_ drag: TableReorder) {
        reorder = nil
        guard let cell = drag.cell else { return }
        guard drag.destination != drag.source, let dataSource else {
            UIView.animate(withDuration: 0.2) {
                self.placeRowsAroundGap(of: drag)
                cell.frame = drag.startFrame
            }
            return
        }
        dataSource.tableView(self, moveRowAt: drag.source, to: drag.destination)
        let dropped = cell.frame
        var update = TableUpdate()
        update.movedRows = [(drag.source, drag.destination)]
        UIView.performWithoutAnimation { apply(update, completion: nil) }
        let settled = cell.frame
        cell.frame = dropped
        UIView.animate(withDuration: 0.2) { cell.frame = settled }
    }
}
