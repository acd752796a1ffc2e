import Foundation
import XUIKitCore

/// What a navigation bar shows for one controller: UIKit's `UINavigationItem`.
///
/// Every controller has one (`navigationItem`), titled with the controller's
/// `title` until `title` is set here. The bar shows the top item's title,
/// left and right items, and a back button for the item below it, titled
/// (in UIKit's order) with that item's `backBarButtonItem` title,
/// `backButtonTitle`, or `title`, else "Back".
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the title shows when the bar prefers large titles.
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack (large for the first).
        case automatic = 0
        /// Always large.
        case always = 1
        /// Never large.
        case never = 2
        /// Inline, as `.never` (iOS 17's name for it).
        case inline = 3
    }

    /// What the back button shows of its title.
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The title, "Back" when it does not fit, the chevron alone when that does not either.
        case `default` = 0
        /// "Back", or the chevron alone when that does not fit.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }

    private var explicitTitle: String??
    /// The title in the middle of the bar; the controller's `title` until set.
    open var title: String? {
        get { explicitTitle ?? controllerTitle() }
        set { explicitTitle = .some(newValue); itemChanged() }
    }
    /// A view shown instead of the title. Default nil.
    open var titleView: UIView? { didSet { itemChanged() } }
    /// One line of text above the title (not drawn by XUIKit yet). Default nil.
    open var prompt: String?
    /// The item the next item's back button shows instead of the default. Default nil.
    open var backBarButtonItem: UIBarButtonItem? { didSet { itemChanged() } }
    /// The title the next item's back button shows instead of this title. Default nil.
    open var backButtonTitle: String? { didSet { itemChanged() } }
    /// How a back button pointing at this item (shown by the item above it)
    /// shows its title, like `backButtonTitle`. Default `.default`.
    open var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { itemChanged() } }
    /// Whether the back button is hidden. Default false.
    open var hidesBackButton = false { didSet { itemChanged() } }
    /// Whether the left items go beside the back button rather than replace it. Default false.
    open var leftItemsSupplementBackButton = false { didSet { itemChanged() } }
    /// The items at the left, from the left edge. Default nil.
    open var leftBarButtonItems: [UIBarButtonItem]? { didSet { itemChanged() } }
    /// The items at the right, from the right edge. Default nil.
    open var rightBarButtonItems: [UIBarButtonItem]? { didSet { itemChanged() } }
    /// How the title shows when the bar prefers large titles. Default `.automatic`.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { itemChanged() } }

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item titled `title`.
    public init(title: String) {
        super.init()
        self.title = title
    }

    /// The controller's item (titled after it until a title is set).
    init(controller: UIViewController) {
        self.controller = controller
        super.init()
    }

    public required init?(coder: NSCoder) { nil }

    /// The controller whose title the item shows until its own is set. Not retained.
    private weak var controller: UIViewController?
    private func controllerTitle() -> String? { controller?.title }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

    /// The title a back button pointing at this item shows.
    var backTitle: String {
        backBarButtonItem?.title ?? backButtonTitle ?? title ?? "Back"
    }

    /// Bars showing the item, told of each change.
    var observers: [ObjectIdentifier: () -> Void] = [:]
    func itemChanged() { for observer in observers.values { observer() } }
}

extension UIViewController {
    /// The item a navigation bar shows for this controller, made on first ask.
    public var navigationItem: UINavigationItem {
        if let item = associatedItems["navigationItem"] as? UINavigationItem { return item }
        let item = UINavigationItem(controller: self)
        associatedItems["navigationItem"] = item
        titleObservers["navigationItem"] = { [weak item] in item?.itemChanged() }
        return item
    }

    /// The nearest ancestor that is a navigation controller, or nil.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// A bar button item that toggles editing: "Edit", and "Done" (bold) while
    /// editing; a tap calls `setEditing(!isEditing, animated: true)`. The same item each time.
    public var editButtonItem: UIBarButtonItem {
        if let item = associatedItems["editButtonItem"] as? UIBarButtonItem { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        item.primaryAction = UIAction(title: "Edit") { [weak self] _ in
            guard let self else { return }
            self.setEditing(!self.isEditing, animated: true)
        }
        editingDidChange = { [weak item] editing in
            item?.title = editing ? "Done" : "Edit"
            item?.style = editing ? .done : .plain
        }
        associatedItems["editButtonItem"] = item
        return item
    }
}
