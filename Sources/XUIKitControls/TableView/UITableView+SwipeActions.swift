import Foundation
import XUIKitCore

/// Swipe actions: a horizontal drag on a row reveals the buttons of the
/// delegate's `trailingSwipeActionsConfigurationForRowAt` (dragging left) or
/// `leadingSwipeActionsConfigurationForRowAt` (dragging right).
///
/// The table has two pans on the same touches, and the first movement past
/// the pan's 10 pt decides between them, as UIKit's swipe and scroll
/// recognizers do: mostly horizontal on a row with actions that way (or on
/// the open row) -> the swipe pan begins and the scroll view's pan fails
/// (`gestureRecognizerShouldBegin`); otherwise the swipe pan fails and the
/// drag scrolls (which closes an open row).
///
/// While tracking, the content follows the finger's whole travel (so the
/// slop is included, unlike scrolling); past the buttons it keeps following
/// toward a full swipe, or pulls at a third when the configuration does not
/// `performsFirstActionWithFullSwipe`. On release: past the full-swipe mark
/// (60% of the row, and past the buttons) the first action takes the row and
/// its handler runs; past half the buttons' width they stay open; else the
/// row closes. A tap on a button runs its action's handler; the completion
/// it is given closes the row (unless the handler deleted it: then it leaves
/// as it is). A touch elsewhere on the table while a row is open closes it
/// and selects nothing. A flick counts too: released moving faster than
/// 500 pt/s it opens however little is shown, and a flick back closes
/// (`opensOnRelease`; XUIKit's figure, UIKit publishes none).
extension UITableView {
    /// The row `pan` started on, in the table's coordinates.
    func startRow(of pan: UIPanGestureRecognizer) -> IndexPath? {
        let location = pan.location(in: self), translation = pan.translation(in: self)
        return indexPathForRow(at: CGPoint(x: location.x - translation.x, y: location.y - translation.y))
    }

    /// The delegate's configuration for that edge of `row`, if it has actions.
    private func swipeConfiguration(for row: IndexPath, edge: TableRowSwipe.Edge) -> UISwipeActionsConfiguration? {
        let configuration = edge == .trailing
            ? tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: row)
            : tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: row)
        guard let configuration, !configuration.actions.isEmpty else { return nil }
        return configuration
    }

    /// Whether `pan`'s drag so far is a swipe on a row that can take it.
    func dragIsRowSwipe(_ pan: UIPanGestureRecognizer) -> Bool {
        let translation = pan.translation(in: self)
        guard abs(translation.x) > abs(translation.y), let row = startRow(of: pan), let cell = cellForRow(at: row) else { return false }
        if let swipe = rowSwipe, swipe.cell === cell, swipe.phase != .performing { return true }
        // Editing rows do not swipe (their delete confirmation opens from the editing control).
        guard !isEditing else { return false }
        return swipeConfiguration(for: row, edge: translation.x < 0 ? .trailing : .leading) != nil
    }

    /// `gestureRecognizerShouldBegin` for the table's three pans (nil: not one of them):
    /// a drag from a reorder control reorders, a horizontal one on a row with actions swipes, any other scrolls.
    func panArbitration(_ recognizer: UIGestureRecognizer) -> Bool? {
        if recognizer === reorderRecognizer { return dragIsReorder(reorderRecognizer) }
        if recognizer === swipeRecognizer { return !dragIsReorder(swipeRecognizer) && dragIsRowSwipe(swipeRecognizer) }
        guard recognizer === panGestureRecognizer else { return nil }
        if dragIsReorder(panGestureRecognizer) || dragIsRowSwipe(panGestureRecognizer) || dragIsOnSectionIndex(panGestureRecognizer) { return false }
        if rowSwipe != nil { closeSwipe(animated: true) }
        return nil
    }

    func handleSwipe(_ pan: UIPanGestureRecognizer) {
        let width = bounds.width
        switch pan.state {
        case .began:
            let translation = pan.translation(in: self)
            guard let row = startRow(of: pan), let cell = cellForRow(at: row) else { return }
            if var swipe = rowSwipe, swipe.cell === cell {
                swipe.phase = .tracking
                swipe.startReveal = swipe.reveal
                rowSwipe = swipe
            } else {
                closeSwipe(animated: true)
                let edge: TableRowSwipe.Edge = translation.x < 0 ? .trailing : .leading
                guard let configuration = swipeConfiguration(for: row, edge: edge) else { return }
                let actionsView = TableSwipeActionsView(actions: configuration.actions, edge: edge) { [weak self] index, button in
                    self?.performSwipeAction(at: index, from: button)
                }
                cell.addSubview(actionsView)
                rowSwipe = TableRowSwipe(cell: cell, edge: edge, configuration: configuration, actionsView: actionsView)
            }
            if pressedRow != nil { rowTouchEnded([], cancelled: true) }
            fallthrough
        case .changed:
            guard var swipe = rowSwipe, swipe.phase == .tracking else { return }
            let travel = pan.translation(in: self).x
            swipe.reveal = swipe.reveal(forPull: swipe.startReveal + (swipe.edge == .trailing ? -travel : travel), rowWidth: width)
            rowSwipe = swipe
            swipe.show(rowWidth: width)
        case .ended:
            guard var swipe = rowSwipe, swipe.phase == .tracking else { return }
            if swipe.isFullSwipe(rowWidth: width) {
                swipe.phase = .performing
                swipe.reveal = width
                rowSwipe = swipe
                UIView.animate(withDuration: UITableView.rowAnimationDuration) { swipe.show(rowWidth: width) }
                performSwipeAction(at: 0, from: swipe.actionsView.buttons[0])
            } else if Self.opensOnRelease(reveal: swipe.reveal, buttonsWidth: swipe.actionsView.naturalWidth,
                                          openingSpeed: (swipe.edge == .trailing ? -1 : 1) * pan.velocity(in: self).x) {
                swipe.phase = .open
                swipe.reveal = swipe.actionsView.naturalWidth
                rowSwipe = swipe
                UIView.animate(withDuration: UITableView.rowAnimationDuration) { swipe.show(rowWidth: width) }
            } else {
                closeSwipe(animated: true)
            }
        case .cancelled, .failed:
            closeSwipe(animated: true)
        default:
            break
        }
    }

    /// Whether a released swipe stays open: past half the buttons' width unless
    /// flicked back, or any reveal flicked open (speeds in points per second, positive opening).
    static func opensOnRelease(reveal: CGFloat, buttonsWidth: CGFloat, openingSpeed: CGFloat) -> Bool {
        guard reveal > 0 else { return false }
        if openingSpeed > 500 { return true }
        if openingSpeed < -500 { return false }
        return reveal > buttonsWidth / 2
    }

    /// Runs an action's handler; its completion closes the row.
    func performSwipeAction(at index: Int, from view: UIView) {
        guard var swipe = rowSwipe, swipe.configuration.actions.indices.contains(index) else { return }
        swipe.phase = .performing
        rowSwipe = swipe
        let action = swipe.configuration.actions[index]
        let cell = swipe.cell
        action.handler(action, view) { [weak self] _ in
            guard let self, let cell, self.rowSwipe?.cell === cell else { return }
            // A row the handler deleted leaves as it is (its cell fades out shifted, as in UIKit).
            let isDeleted = !self.visibleCellsByRow.values.contains { $0 === cell }
            if isDeleted { self.rowSwipe = nil } else { self.closeSwipe(animated: true) }
        }
    }

    /// Puts the open or moving row back (animated over 0.3 s) and removes its buttons.
    func closeSwipe(animated: Bool) {
        guard var swipe = rowSwipe else { return }
        rowSwipe = nil
        swipe.reveal = 0
        swipe.phase = .open
        let width = bounds.width
        guard animated else {
            swipe.show(rowWidth: width)
            swipe.actionsView.removeFromSuperview()
            return
        }
        UIView.animate(withDuration: UITableView.rowAnimationDuration, animations: { swipe.show(rowWidth: width) },
                       completion: { _ in swipe.actionsView.removeFromSuperview() })
    }

    /// A cell leaving the table ends its swipe at once.
    func endSwipe(of cell: UITableViewCell) {
        for case let view as TableSwipeActionsView in cell.subviews { view.removeFromSuperview() }
        cell.bounds.origin.x = 0
        if rowSwipe?.cell === cell { rowSwipe = nil }
    }
}
