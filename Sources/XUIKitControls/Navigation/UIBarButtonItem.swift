import Foundation
import XUIKitCore
import XUIKitGraphics

/// A button in a navigation bar or toolbar: UIKit's `UIBarButtonItem`.
///
/// A tap sends `action` to `target` through `UIApplication.sendAction` (a nil
/// target walks the responder chain from the first responder), then performs
/// `primaryAction` if it has one. System items show UIKit's English titles
/// ("Done", "Cancel", "Edit", "Save", ...) and, for the symbol items, a text
/// glyph in place of the SF Symbol (Linux has none: `.add` shows "+").
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// How the item's title is drawn.
    public enum Style: Int, Sendable {
        /// Regular weight.
        case plain = 0
        /// Deprecated in UIKit: drawn as `.plain`.
        case bordered = 1
        /// Semibold, for the item that completes a task.
        case done = 2
    }

    /// The ready-made items, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
             bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo,
             pageCurl, close
    }

    /// The title's weight. Default `.plain`.
    open var style: Style = .plain { didSet { itemChanged() } }
    /// The item's width; 0 (the default) sizes it to its content.
    open var width: CGFloat = 0 { didSet { itemChanged() } }
    /// A view shown instead of a title or image. Default nil.
    open var customView: UIView? { didSet { itemChanged() } }
    /// The method sent on a tap. Default nil.
    open var action: Selector?
    /// The object `action` is sent to; nil walks the responder chain. Not retained.
    open weak var target: AnyObject?
    /// The action performed on a tap (after `action`). Default nil.
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction { title = primaryAction.title }
        }
    }
    /// The colour of the title; nil (the default) uses the bar's tint.
    open var tintColor: UIColor? { didSet { itemChanged() } }
    /// Whether the item is hidden in its bar. Default false.
    open var isHidden = false { didSet { itemChanged() } }
    /// The system item it was made as, or nil.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// An item with `title`, sending `action` to `target` when tapped.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item with `image`, sending `action` to `target` when tapped.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target as AnyObject?
        self.action = action
    }

    /// A system item sending `action` to `target` when tapped.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.init()
        self.systemItem = systemItem
        self.title = Self.systemTitle(systemItem)
        self.style = systemItem == .done ? .done : .plain
        self.target = target as AnyObject?
        self.action = action
    }

    /// An item showing `customView`.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// An item with a title and/or image performing `primaryAction` when tapped
    /// (its title is the action's when `title` is nil). XUIKit has no `UIMenu` yet: `menu` can only be nil.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: Never? = nil) {
        self.init()
        self.primaryAction = primaryAction
        if let title { self.title = title }
        self.image = image
    }

    /// A system item performing `primaryAction` when tapped.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: Never? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.title = Self.systemTitle(systemItem)
    }

    /// A space between items: `.flexibleSpace()` takes what is left, `.fixedSpace(_:)` `width` points.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil) }
    /// A fixed space `width` points wide.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// The tap: `action` to `target` (or up the responder chain), then `primaryAction`.
    func performTap(from sender: Any?) {
        guard isEnabled else { return }
        if let action { UIApplication.shared.sendAction(action, to: target, from: self, for: nil) }
        primaryAction?.perform(sender: self)
    }

    /// UIKit's English titles for the system items; for those UIKit draws as
    /// symbols, a glyph DejaVu has, or a word where it has none.
    static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .undo: "Undo"
        case .redo: "Redo"
        case .add: "+"
        case .close: "✕"
        case .search: "⌕"
        case .refresh: "↻"
        case .stop: "✕"
        case .trash: "Delete"
        case .play: "▶"
        case .pause: "❚❚"
        case .rewind: "◀◀"
        case .fastForward: "▶▶"
        case .reply: "↩"
        case .action: "⇪"
        case .compose: "✎"
        case .bookmarks: "Bookmarks"
        case .organize: "Organize"
        case .camera: "Camera"
        case .flexibleSpace, .fixedSpace, .pageCurl: nil
        }
    }
}
