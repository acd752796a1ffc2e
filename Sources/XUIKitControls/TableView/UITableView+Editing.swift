import Foundation
import XUIKitCore

/// Editing mode: each row's editing control (the delegate's
/// `editingStyleForRowAt`, `.delete` by default; none where the data source's
/// `canEditRowAt` says no) and reorder control (cells that set
/// `showsReorderControl`, where `canMoveRowAt` allows).
///
/// Tapping a delete control opens the row's delete confirmation: the row
/// slides left to show one red button titled by
/// `titleForDeleteConfirmationButtonForRowAt` ("Delete"), as a swipe opens
/// actions (UITableView+SwipeActions.swift); tapping it calls the data
/// source's `commit(.delete, forRowAt:)`; tapping the control again or
/// anywhere else closes it. Tapping an insert control calls
/// `commit(.insert, forRowAt:)` at once. While editing, rows are not swiped
/// and are selectable only with `allowsSelectionDuringEditing`; with
/// `allowsMultipleSelectionDuringEditing` editable rows show a selection
/// circle (filled blue with a tick when selected) in place of the editing
/// control, and taps on the row or the circle add or remove rows.
/// Not as UIKit: swipe-to-delete outside editing mode is not offered for data
/// sources that only implement `commit` (XUIKit cannot see that they do):
/// return a trailing swipe configuration instead.
extension UITableView {
    /// Gives a cell its row's editing style, reordering and the table's editing state.
    func configureEditing(_ cell: UITableViewCell, at indexPath: IndexPath, animated: Bool) {
        guard let dataSource else { return }
        let canEdit = dataSource.tableView(self, canEditRowAt: indexPath)
        cell.showsSelectionCircle = allowsMultipleSelectionDuringEditing && canEdit
        cell.editingStyleShown = canEdit ? tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete : .none
        cell.isReorderable = dataSource.tableView(self, canMoveRowAt: indexPath)
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: animated) }
    }

    /// `setEditing(_:animated:)`'s work: open rows close, the rows in view take the new state.
    func performSetEditing(_ editing: Bool, animated: Bool) {
        closeSwipe(animated: animated)
        for (indexPath, cell) in visibleCellsByRow { configureEditing(cell, at: indexPath, animated: animated) }
    }

    /// A row's editing control was tapped.
    func editingControlTapped(in cell: UITableViewCell) {
        guard let indexPath = indexPath(for: cell), let dataSource else { return }
        // A selection circle toggles its row as a tap on the row would.
        if cell.showsSelectionCircle { return userSelects(indexPath) }
        switch cell.editingStyleShown {
        case .insert:
            dataSource.tableView(self, commit: .insert, forRowAt: indexPath)
        case .delete:
            if rowSwipe?.cell === cell { return closeSwipe(animated: true) }
            showDeleteConfirmation(in: cell, at: indexPath)
        case .none:
            break
        }
    }

    private func showDeleteConfirmation(in cell: UITableViewCell, at indexPath: IndexPath) {
        closeSwipe(animated: true)
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = UIContextualAction(style: .destructive, title: title) { [weak self, weak cell] _, _, completion in
            guard let self, let cell, let row = self.indexPath(for: cell) else { return completion(false) }
            self.dataSource?.tableView(self, commit: .delete, forRowAt: row)
            completion(true)
        }
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        let actionsView = TableSwipeActionsView(actions: [delete], edge: .trailing) { [weak self] index, button in
            self?.performSwipeAction(at: index, from: button)
        }
        cell.addSubview(actionsView)
        var swipe = TableRowSwipe(cell: cell, edge: .trailing, configuration: configuration, actionsView: actionsView)
        swipe.phase = .open
        swipe.show(rowWidth: bounds.width)
        swipe.reveal = actionsView.naturalWidth
        rowSwipe = swipe
        let width = bounds.width
        UIView.animate(withDuration: UITableView.rowAnimationDuration) { swipe.show(rowWidth: width) }
    }
}
