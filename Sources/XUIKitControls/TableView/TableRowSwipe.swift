import Foundation
import XUIKitCore
import XUIKitGraphics

/// A row's swipe in progress or open: which cell, which edge's actions, how far
/// the content has moved aside (`reveal`, in points, never negative).
///
///     (none) -> tracking -> open | performing | (none);  open -> tracking | performing | (none);  performing -> (none)
///
/// `tracking`: a finger moves it; `open`: the buttons show, waiting for a tap;
/// `performing`: an action's handler has run and its completion has not yet.
@MainActor
struct TableRowSwipe {
    enum Edge { case leading, trailing }
    enum Phase { case tracking, open, performing }

    weak var cell: UITableViewCell?
    let edge: Edge
    let configuration: UISwipeActionsConfiguration
    let actionsView: TableSwipeActionsView
    var phase: Phase = .tracking
    var reveal: CGFloat = 0
    /// `reveal` when the current drag began.
    var startReveal: CGFloat = 0

    /// How far a drag must pull for a full swipe: past the buttons, and at least 60% of the row.
    func fullSwipeThreshold(rowWidth: CGFloat) -> CGFloat { max(actionsView.naturalWidth, rowWidth * 0.6) }

    /// Whether releasing now performs the first action.
    func isFullSwipe(rowWidth: CGFloat) -> Bool {
        configuration.performsFirstActionWithFullSwipe && !configuration.actions.isEmpty && reveal >= fullSwipeThreshold(rowWidth: rowWidth)
    }

    /// The reveal a finger's pull gives: 1:1 up to the buttons' width, then 1:1
    /// toward a full swipe when one is allowed, or a third of the pull beyond the
    /// buttons when not; never past the row's width.
    func reveal(forPull pull: CGFloat, rowWidth: CGFloat) -> CGFloat {
        let pull = max(0, pull), natural = actionsView.naturalWidth
        guard pull > natural, !configuration.performsFirstActionWithFullSwipe else { return min(pull, rowWidth) }
        return min(natural + (pull - natural) / 3, rowWidth)
    }

    /// Shows the swipe at `reveal`: the cell's content moved aside (its bounds'
    /// origin), the actions filling the space it left.
    func show(rowWidth: CGFloat) {
        guard let cell else { return }
        cell.bounds.origin.x = edge == .trailing ? reveal : -reveal
        actionsView.place(reveal: reveal, rowWidth: cell.bounds.width, height: cell.bounds.height,
                          firstTakesAll: phase == .performing || (phase == .tracking && isFullSwipe(rowWidth: rowWidth)))
    }
}

/// The buttons of a swipe's actions, beside a cell's content (in the cell's coordinates).
final class TableSwipeActionsView: UIView {
    let edge: TableRowSwipe.Edge
    /// One button per action, in the configuration's order (the first at the outer edge).
    private(set) var buttons: [UIButton] = []
    private var naturalWidths: [CGFloat] = []
    /// The width the buttons take at their own sizes.
    var naturalWidth: CGFloat { naturalWidths.reduce(0, +) }

    init(actions: [UIContextualAction], edge: TableRowSwipe.Edge, tapped: @escaping (Int, UIView) -> Void) {
        self.edge = edge
        super.init(frame: .zero)
        clipsToBounds = true
        for (index, action) in actions.enumerated() {
            let button = UIButton(type: .custom)
            button.setTitle(action.title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            if let image = action.image { button.setImage(image, for: .normal) }
            button.backgroundColor = action.backgroundColor
            button.addAction(UIAction { [weak button] _ in if let button { tapped(index, button) } }, for: .touchUpInside)
            let title = UILabel()
            title.font = button.titleLabel?.font ?? .systemFont(ofSize: 17)
            title.text = action.title
            // XUIKit's measure of UIKit's buttons: the title 15 pt either side, at least 74 pt.
            naturalWidths.append(max(74, title.intrinsicContentSize.width + 30, (action.image?.size.width ?? 0) + 30))
            buttons.append(button)
            addSubview(button)
        }
    }

    required init?(coder: NSCoder) { return nil }

    /// Frames itself beside the content and lays the buttons out in the space:
    /// each at its share of `reveal`, or the first across all of it.
    func place(reveal: CGFloat, rowWidth: CGFloat, height: CGFloat, firstTakesAll: Bool) {
        frame = CGRect(x: edge == .trailing ? rowWidth : -reveal, y: 0, width: reveal, height: height)
        let scale = naturalWidth > 0 ? reveal / naturalWidth : 0
        let widths = naturalWidths.enumerated().map { firstTakesAll ? ($0.offset == 0 ? reveal : 0) : $0.element * scale }
        // Left to right: trailing actions end with the first; leading ones start with it.
        let order = edge == .trailing ? Array(buttons.indices.reversed()) : Array(buttons.indices)
        var x: CGFloat = 0
        for index in order {
            buttons[index].frame = CGRect(x: x, y: 0, width: widths[index], height: height)
            x += widths[index]
        }
    }
}
