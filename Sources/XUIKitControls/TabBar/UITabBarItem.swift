import Foundation
import XUIKitCore
import XUIKitGraphics

/// A tab in a tab bar: UIKit's `UITabBarItem`, with an optional badge.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The ready-made tabs, with UIKit's raw values and English titles.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed

        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }
    }

    /// The text of the badge at the tab's top right; nil (the default) shows none, "" a dot.
    open var badgeValue: String? { didSet { itemChanged() } }
    /// The badge's colour; nil (the default) is system red.
    open var badgeColor: UIColor? { didSet { itemChanged() } }
    /// The image shown while the tab is selected; nil uses `image`.
    open var selectedImage: UIImage? { didSet { itemChanged() } }
    /// The system item it was made as, or nil.
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// A tab titled `title` with `image`.
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// A tab with an image for each state.
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// A system tab (UIKit's title; no symbol image on Linux).
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.tag = tag
    }

    /// Whether the title follows the controller's (no title was given to the item itself).
    var followsControllerTitle = false
    private var takingControllerTitle = false

    open override var title: String? {
        didSet { if !takingControllerTitle { followsControllerTitle = false } }
    }

    /// The controller's title changed: a tab still following it takes it.
    func takeControllerTitle(_ title: String?) {
        guard followsControllerTitle else { return }
        takingControllerTitle = true
        self.title = title
        takingControllerTitle = false
    }
}

extension UIViewController {
    /// The tab a tab bar controller shows for this controller, made on first
    /// ask, titled with the controller's `title` (and following it) until given a title.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = associatedItems["tabBarItem"] as? UITabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            item.followsControllerTitle = true
            associatedItems["tabBarItem"] = item
            titleObservers["tabBarItem"] = { [weak self, weak item] in item?.takeControllerTitle(self?.title) }
            return item
        }
        set { associatedItems["tabBarItem"] = newValue; titleObservers["tabBarItem"] = nil }
    }

    /// The nearest ancestor that is a tab bar controller, or nil.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }
}
