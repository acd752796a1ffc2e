import Foundation
import XUIKitCore
import XUIKitGraphics

/// Told when a tab is picked: UIKit's `UITabBarDelegate`.
@preconcurrency @MainActor
public protocol UITabBarDelegate: AnyObject {
    /// The user picked `item` (not sent when `selectedItem` is set in code).
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}
}

/// A row of tabs at the bottom of the screen: UIKit's `UITabBar`. 49 pt
/// tall, the tabs sharing its width equally, on UIKit's light bar with a
/// hairline at the top. Touching a tab down selects it and tells the delegate.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// UIKit's bar height (without a home indicator).
    static let height: CGFloat = 49
    /// UIKit's colour for tabs that are not selected.
    static let unselectedColor = UIColor(white: 0.6, alpha: 1)

    /// The tabs, left to right. Default nil.
    open var items: [UITabBarItem]? {
        get { tabItems.isEmpty ? nil : tabItems }
        set { setItems(newValue, animated: false) }
    }
    /// The selected tab (one of `items`), or nil.
    open weak var selectedItem: UITabBarItem? { didSet { updateSelection() } }
    /// Told when the user picks a tab. A bar a tab bar controller manages refuses a delegate (UIKit raises; XUIKit logs).
    open weak var delegate: UITabBarDelegate? {
        get { delegateStore }
        set {
            if managed, newValue !== delegateStore {
                FileHandle.standardError.write(Data("XUIKit: Changing the delegate of a tab bar managed by a tab bar controller is not allowed.\n".utf8))
                return
            }
            delegateStore = newValue
        }
    }
    /// The bar's background colour; nil (the default) is UIKit's light bar.
    open var barTintColor: UIColor? { didSet { backgroundColor = barTintColor ?? UINavigationBar.background } }
    /// The colour of tabs that are not selected; nil (the default) is UIKit's grey.
    open var unselectedItemTintColor: UIColor? { didSet { updateSelection() } }
    /// Whether the bar is translucent. Default true (drawn opaque by XUIKit: no blur).
    open var isTranslucent = true

    private var tabItems: [UITabBarItem] = []
    private var buttons: [TabBarButton] = []
    private weak var delegateStore: UITabBarDelegate?
    private let hairline = UIView()
    /// Whether a tab bar controller manages the bar.
    var managed = false
    /// A managed bar's tab picks (the controller decides and selects).
    var onPick: ((UITabBarItem) -> Void)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UINavigationBar.background
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
    }

    public required init?(coder: NSCoder) { nil }

    /// Replaces the tabs.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        for item in tabItems { item.observers[ObjectIdentifier(self)] = nil }
        for button in buttons { button.removeFromSuperview() }
        tabItems = items ?? []
        buttons = tabItems.map { item in
            let button = TabBarButton(item: item)
            button.addAction(UIAction { [weak self, weak item] _ in if let item { self?.picked(item) } }, for: .touchDown)
            item.observers[ObjectIdentifier(self)] = { [weak button] in button?.update() }
            addSubview(button)
            return button
        }
        if let selected = selectedItem, !tabItems.contains(where: { $0 === selected }) { selectedItem = nil }
        updateSelection()
        setNeedsLayout()
    }

    /// The tab views, left to right (for tests and the gallery).
    var tabButtons: [TabBarButton] { buttons }

    private func picked(_ item: UITabBarItem) {
        guard item.isEnabled else { return }
        if managed { onPick?(item); return }
        selectedItem = item
        delegate?.tabBar(self, didSelect: item)
    }

    private func updateSelection() {
        for button in buttons {
            button.selectedColor = tintColor ?? .systemBlue
            button.unselectedColor = unselectedItemTintColor ?? Self.unselectedColor
            button.isSelected = button.item === selectedItem
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateSelection()
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.height) }

    open override func layoutSubviews() {
        let line = 1 / max(1, UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: -line, width: bounds.width, height: line)
        guard !buttons.isEmpty else { return }
        let width = bounds.width / CGFloat(buttons.count)
        for (index, button) in buttons.enumerated() {
            button.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: Self.height)
        }
    }
}
