import Foundation
import XUIKitCore
import XUIKitGraphics

/// One button revealed by swiping a row: UIKit's `UIContextualAction`.
///
/// Tapping it (or a full swipe, for the first action of a configuration that
/// `performsFirstActionWithFullSwipe`) calls `handler` with the action, the
/// button's view and a completion; calling the completion (with true when
/// the action was performed) closes the row's actions. UIKit's defaults: a
/// `.normal` action is systemGray, a `.destructive` one systemRed; white title.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// What the action does: given the action, the view that was tapped, and a
    /// completion to call (true: the action was performed) once it is done.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public let handler: Handler
    /// The button's title.
    open var title: String?
    /// The button's image, shown above the title when both are set.
    open var image: UIImage?
    /// The button's colour; setting nil gives back the style's (systemGray or systemRed).
    open var backgroundColor: UIColor! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: UIColor?

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a swipe on one edge of a row reveals: UIKit's `UISwipeActionsConfiguration`.
///
/// The first action sits at the outer edge (rightmost for trailing actions,
/// leftmost for leading ones). `performsFirstActionWithFullSwipe` (UIKit's
/// default: true) lets a swipe across most of the row perform it.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    open private(set) var actions: [UIContextualAction]
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
