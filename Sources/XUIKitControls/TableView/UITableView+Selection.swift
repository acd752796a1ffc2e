import Foundation
import XUIKitCore

/// Selecting rows by touch and in code, with UIKit's delegate questions.
extension UITableView {
    /// `selectRow(at:animated:scrollPosition:)`'s work.
    func performSelection(of indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return clearSelection() }
        reloadIfNeeded()
        guard geometry.span(of: indexPath) != nil else { return }
        if !selectsMultipleRows { clearSelection() }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        visibleCellsByRow[indexPath]?.setSelected(true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectRow(at:animated:)`'s work.
    func performDeselection(of indexPath: IndexPath, animated: Bool) {
        selectedRows.removeAll { $0 == indexPath }
        visibleCellsByRow[indexPath]?.setSelected(false, animated: animated)
    }

    private func clearSelection() {
        for row in selectedRows { visibleCellsByRow[row]?.setSelected(false, animated: false) }
        selectedRows.removeAll()
    }

    /// Whether taps add to the selection: `allowsMultipleSelectionDuringEditing` while editing, else `allowsMultipleSelection`.
    var selectsMultipleRows: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    func rowTouchBegan(_ touches: Set<UITouch>) {
        // A touch while a row's actions are open closes them and selects nothing.
        if let swipe = rowSwipe, swipe.phase == .open { return closeSwipe(animated: true) }
        guard isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection, pressedRow == nil, let touch = touches.first,
              let indexPath = indexPathForRow(at: touch.location(in: self)),
              tableDelegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return }
        pressedRow = indexPath
        visibleCellsByRow[indexPath]?.setHighlighted(true, animated: false)
    }

    func rowTouchEnded(_ touches: Set<UITouch>, cancelled: Bool) {
        guard let pressed = pressedRow else { return }
        pressedRow = nil
        visibleCellsByRow[pressed]?.setHighlighted(false, animated: false)
        guard !cancelled, let touch = touches.first, indexPathForRow(at: touch.location(in: self)) == pressed else { return }
        userSelects(pressed)
    }

    /// A tap on a row: a selected row in a multiple-selection table toggles off;
    /// otherwise `willSelectRowAt` may redirect or refuse, the old selection is
    /// deselected (`willDeselect`/`didDeselect`), and `didSelectRowAt` follows.
    func userSelects(_ tapped: IndexPath) {
        let delegate = tableDelegate
        // The delegate may redirect (another index path) or refuse (nil); no delegate: as tapped.
        func willDeselect(_ row: IndexPath) -> IndexPath? { delegate.map { $0.tableView(self, willDeselectRowAt: row) } ?? row }
        if selectsMultipleRows, selectedRows.contains(tapped) {
            guard let row = willDeselect(tapped) else { return }
            performDeselection(of: row, animated: false)
            delegate?.tableView(self, didDeselectRowAt: row)
            return
        }
        guard let row = delegate.map({ $0.tableView(self, willSelectRowAt: tapped) }) ?? tapped else { return }
        if !selectsMultipleRows {
            for old in selectedRows where old != row {
                guard let deselected = willDeselect(old) else { continue }
                performDeselection(of: deselected, animated: false)
                delegate?.tableView(self, didDeselectRowAt: deselected)
            }
        }
        if !selectedRows.contains(row) { selectedRows.append(row) }
        visibleCellsByRow[row]?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: row)
    }
}
