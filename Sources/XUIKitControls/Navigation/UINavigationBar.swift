import Foundation
import XUIKitCore
import XUIKitGraphics

/// Told when a navigation bar's items are pushed and popped: UIKit's
/// `UINavigationBarDelegate` (all optional).
@preconcurrency @MainActor
public protocol UINavigationBarDelegate: AnyObject {
    func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem)
    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool
    func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem)
}

extension UINavigationBarDelegate {
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) {}
    public func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) {}
}

/// A bar of navigation items: UIKit's `UINavigationBar`.
///
/// It shows its top item (title, left and right items) and a back button
/// for the item below (NavigationBarContentView.swift has the layout), on a
/// light background with a hairline at the bottom. It is 44 pt tall, 96 pt
/// when `prefersLargeTitles` and the top item's title is large. A back tap on
/// a bar a navigation controller manages pops its top controller; on a bar
/// of one's own it pops the top item (the delegate may refuse).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The items, bottom to top. Default empty.
    open var items: [UINavigationItem]? {
        get { itemStack }
        set { setItems(newValue, animated: false) }
    }
    /// The item on top (shown).
    open var topItem: UINavigationItem? { itemStack.last }
    /// The item below the top one (its title is on the back button).
    open var backItem: UINavigationItem? { itemStack.count > 1 ? itemStack[itemStack.count - 2] : nil }
    /// Told of pushes and pops. A bar managed by a navigation controller refuses a delegate (UIKit raises; XUIKit logs).
    open weak var delegate: UINavigationBarDelegate? {
        get { delegateStore }
        set {
            if managed, newValue !== delegateStore {
                FileHandle.standardError.write(Data("XUIKit: Cannot manually set the delegate on a UINavigationBar managed by a controller.\n".utf8))
                return
            }
            delegateStore = newValue
        }
    }
    /// Whether titles show large (34 pt bold under the row) when items allow. Default false.
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { showTop() } } }
    /// The bar's background colour; nil (the default) is UIKit's light bar.
    open var barTintColor: UIColor? { didSet { applyBackground() } }
    /// Whether the bar is translucent. Default true (drawn opaque by XUIKit: no blur).
    open var isTranslucent = true

    private var itemStack: [UINavigationItem] = []
    private weak var delegateStore: UINavigationBarDelegate?
    /// Whether a navigation controller manages the bar.
    var managed = false
    /// A managed bar's back tap.
    var onBack: (() -> Void)?
    private(set) var content: NavigationBarContentView?
    private let hairline = UIView()

    /// UIKit's light bar colour (its standard appearance without the blur).
    static let background = UIColor(white: 0.976, alpha: 1)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        hairline.backgroundColor = UIColor(white: 0, alpha: 0.3)
        hairline.isUserInteractionEnabled = false
        addSubview(hairline)
        clipsToBounds = true  // a large title shows only as far as the bar has grown
        applyBackground()
    }

    public required init?(coder: NSCoder) { nil }

    /// Replaces the items, showing the new top one.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        replaceItems(with: items ?? [])
        showTop()
    }

    /// Pushes `item` (when the delegate allows) and shows it.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems(itemStack + [item], animated: animated)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item (when there is one below it and the delegate allows); returns it.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard itemStack.count > 1, let top = topItem, delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array(itemStack.dropLast()), animated: animated)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// 44 pt tall, 96 with a large title.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: isShowingLargeTitle ? 96 : 44)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: isShowingLargeTitle ? 96 : 44) }

    /// Whether the top item's title shows large.
    var isShowingLargeTitle: Bool { showsLargeTitle(at: itemStack.count - 1) }

    /// Whether the item at `index` shows a large title: `.automatic` follows the item below (large for the first).
    func showsLargeTitle(at index: Int) -> Bool {
        guard prefersLargeTitles, index >= 0, index < itemStack.count else { return false }
        switch itemStack[index].largeTitleDisplayMode {
        case .always: return true
        case .never, .inline: return false
        case .automatic: return index == 0 ? true : showsLargeTitle(at: index - 1)
        }
    }

    private func itemChanged() { content?.rebuild() }

    /// Swaps the item stack, moving the bar's change observation from the old items to the new.
    private func replaceItems(with items: [UINavigationItem]) {
        for item in itemStack { item.observers[ObjectIdentifier(self)] = nil }
        itemStack = items
        for item in itemStack { item.observers[ObjectIdentifier(self)] = { [weak self] in self?.itemChanged() } }
    }

    private func showTop() {
        content?.removeFromSuperview()
        content = nil
        guard let top = topItem else { return }
        content = makeContent(for: top, back: backItem, isLarge: isShowingLargeTitle)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// A content view for `item` over `back`, in the bar (under the hairline).
    func makeContent(for item: UINavigationItem, back: UINavigationItem?, isLarge: Bool) -> NavigationBarContentView {
        let view = NavigationBarContentView(item: item, backItem: back, isLarge: isLarge)
        view.onBack = { [weak self] in self?.backTapped() }
        view.frame = bounds
        insertSubview(view, belowSubview: hairline)
        return view
    }

    /// Starts a transition to `items`: the new top's content is made (at
    /// alpha 0) over the current one, both returned for the caller to fade.
    func beginTransition(to items: [UINavigationItem]) -> (from: NavigationBarContentView?, to: NavigationBarContentView) {
        let old = content
        replaceItems(with: items)
        let new = makeContent(for: items[items.count - 1], back: backItem, isLarge: isShowingLargeTitle)
        new.alpha = 0
        content = new
        invalidateIntrinsicContentSize()
        return (old, new)
    }

    /// Ends a transition keeping `kept` (the other content goes) with `items`.
    func endTransition(keeping kept: NavigationBarContentView?, items: [UINavigationItem]) {
        for case let view as NavigationBarContentView in subviews where view !== kept { view.removeFromSuperview() }
        replaceItems(with: items)
        kept?.alpha = 1
        content = kept
        if kept == nil { showTop() }
        invalidateIntrinsicContentSize()
    }

    private func backTapped() {
        if managed { onBack?() } else { popItem(animated: true) }
    }

    private func applyBackground() { backgroundColor = barTintColor ?? Self.background }

    /// A tap on the bar where it has no button: XUIKit's stand-in for iOS's
    /// status bar tap, scrolling the window's scroll-to-top candidate (UIScrollView+ScrollToTop.swift).
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        window?.scrollToTop()
    }

    open override func layoutSubviews() {
        let line = 1 / max(1, UIScreen.main.scale)
        hairline.frame = CGRect(x: 0, y: bounds.height - line, width: bounds.width, height: line)
        for case let view as NavigationBarContentView in subviews { view.frame = bounds }
    }
}
