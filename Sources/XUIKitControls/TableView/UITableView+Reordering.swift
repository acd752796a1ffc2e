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
/// vertically, kept within its section; the row whose place its centre is
/// over is the proposed destination, which the delegate's
/// `targetIndexPathForMoveFromRowAt:toProposedIndexPath:` may change; the
/// other rows slide (0.2 s) to open a gap there. On release the data source's
/// `moveRowAt(_:to:)` is called (when the row moved), the table takes the
/// move as `moveRow(at:to:)` would without animating the rows already in
/// place, and the cell settles into the gap. A cancelled drag puts everything
/// back. Held within 44 pt of the visible area's top or bottom, the row
/// scrolls the table (up to 600 pt/s, faster the nearer the edge, on the
/// frame clock) and stays under the finger. Not as UIKit: rows move only
/// within their section.
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

    /// The dragged row at the finger (and what the table scrolled by itself), within its
    /// section; a new destination opens its gap (animated over 0.2 s, or at once while autoscrolling).
    private func followReorderDrag(animated: Bool) {
        guard var drag = reorder, let cell = drag.cell, geometry.sections.indices.contains(drag.source.section) else { return }
        let section = geometry.sections[drag.source.section]
        let top = contentTop + section.rowTops[0], bottom = contentTop + section.rowsEnd - drag.startFrame.height
        cell.frame.origin.y = min(max(drag.startFrame.minY + reorderTranslation + drag.scrolled, top), max(top, bottom))
        var proposed = geometry.indexPath(at: cell.frame.midY - contentTop) ?? drag.destination
        if proposed.section != drag.source.section { proposed = drag.destination }
        let target = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: drag.source, toProposedIndexPath: proposed) ?? proposed
        guard target.section == drag.source.section, target.row < section.rowCount, target != drag.destination else { return }
        drag.destination = target
        reorder = drag
        if animated { UIView.animate(withDuration: 0.2) { self.placeRowsAroundGap(of: drag) } } else { placeRowsAroundGap(of: drag) }
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

    /// The rows of the dragged row's section where they go with the gap at its destination.
    private func placeRowsAroundGap(of drag: TableReorder) {
        let source = drag.source.row, destination = drag.destination.row
        for (indexPath, cell) in visibleCellsByRow where indexPath.section == drag.source.section && cell !== drag.cell {
            var frame = rectForRow(at: indexPath)
            if source < indexPath.row, indexPath.row <= destination { frame.origin.y -= drag.startFrame.height }
            if destination <= indexPath.row, indexPath.row < source { frame.origin.y += drag.startFrame.height }
            if cell.frame != frame { cell.frame = frame }
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
