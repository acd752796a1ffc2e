import Foundation
import XUIKitCore
import XUIKitGraphics

/// An item a bar shows (a navigation bar's buttons, a tab): UIKit's abstract
/// `UIBarItem`. A change to any property reaches the bar showing the item.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to touches (drawn grey when false). Default true.
    open var isEnabled = true { didSet { itemChanged() } }
    /// The title shown. Default nil.
    open var title: String? { didSet { itemChanged() } }
    /// The image shown. Default nil.
    open var image: UIImage? { didSet { itemChanged() } }
    /// The image's insets. Default zero.
    open var imageInsets: UIEdgeInsets = .zero
    /// A number the app uses to identify the item. Default 0.
    open var tag = 0

    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }

    /// Sets the title's attributes (`.font`, `.foregroundColor`) for `state`.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        itemChanged()
    }

    /// The title's attributes for `state`, as set (nil when none were).
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// The bars showing the item, told of each change (bars register themselves).
    var observers: [ObjectIdentifier: () -> Void] = [:]

    func itemChanged() { for observer in observers.values { observer() } }
}
