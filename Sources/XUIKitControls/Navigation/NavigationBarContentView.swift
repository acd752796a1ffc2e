import Foundation
import XUIKitCore
import XUIKitGraphics

/// What a navigation bar shows for one item, laid out with UIKit's figures:
///
///     back button   chevron at x 8, its title 19 pt right of the chevron
///     left items    after the back button (or from the 16 pt margin), 8 pt apart
///     right items   from the right margin (16 pt) leftwards, 8 pt apart
///     title         17 pt semibold, centred on the bar when it fits between
///                   the side items, else centred in the room they leave
///     large title   34 pt bold at the left margin, in the 52 pt under the row
///
/// The back button shows the back item's title when it fits beside the
/// title, else "Back", else the chevron alone (its `backButtonDisplayMode`
/// may skip the first or both).
@MainActor
final class NavigationBarContentView: UIView {
    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let margin: CGFloat = 16
    static let spacing: CGFloat = 8

    let item: UINavigationItem
    let backItem: UINavigationItem?
    let isLarge: Bool
    /// Called when the back button is tapped.
    var onBack: (() -> Void)?

    let titleLabel = UILabel()
    let largeTitleLabel = UILabel()
    private(set) var backButton: BackButtonView?
    private var leftButtons: [BarButtonView] = []
    private var rightButtons: [BarButtonView] = []

    init(item: UINavigationItem, backItem: UINavigationItem?, isLarge: Bool) {
        self.item = item
        self.backItem = backItem
        self.isLarge = isLarge
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        titleLabel.lineBreakMode = .byTruncatingTail
        largeTitleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        largeTitleLabel.lineBreakMode = .byTruncatingTail
        addSubview(titleLabel)
        addSubview(largeTitleLabel)
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    /// Whether the back button shows: there is an item below, it is not
    /// hidden, and left items (if any) supplement it.
    var showsBackButton: Bool {
        backItem != nil && !item.hidesBackButton && (item.leftBarButtonItems?.isEmpty ?? true || item.leftItemsSupplementBackButton)
    }

    /// Makes the subviews again from the item (it changed).
    func rebuild() {
        titleLabel.text = item.titleView == nil && !isLarge ? item.title : nil
        largeTitleLabel.text = isLarge ? item.title : nil
        if let titleView = item.titleView, titleView.superview !== self { addSubview(titleView) }
        backButton?.removeFromSuperview()
        backButton = nil
        if showsBackButton, let backItem {
            let button = BackButtonView()
            switch backItem.backButtonDisplayMode {
            case .default: button.candidates = [backItem.backTitle, "Back"]
            case .generic: button.candidates = ["Back"]
            case .minimal: button.candidates = []
            }
            button.addAction(UIAction { [weak self] _ in self?.onBack?() }, for: .touchUpInside)
            addSubview(button)
            backButton = button
        }
        for button in leftButtons + rightButtons { button.removeFromSuperview() }
        leftButtons = (item.leftBarButtonItems ?? []).filter { !$0.isHidden }.map(BarButtonView.init)
        rightButtons = (item.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(BarButtonView.init)
        for button in leftButtons + rightButtons { addSubview(button) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let width = bounds.width, row = Self.rowHeight
        // The back button sits at x 8; without one the left items start at the margin.
        let backX: CGFloat? = backButton == nil ? nil : 8
        var left = backX ?? Self.margin
        var right = width - Self.margin
        for button in rightButtons {
            let w = button.item.isSpace ? button.item.width : button.intrinsicContentSize.width
            right -= w
            button.frame = CGRect(x: right, y: 0, width: w, height: row)
            right -= Self.spacing
        }
        // Left items (after the back button, placed once its width is known).
        let leftWidths = leftButtons.map { $0.item.isSpace ? $0.item.width : $0.intrinsicContentSize.width }
        let leftItemsWidth = leftWidths.reduce(0, +) + CGFloat(max(0, leftWidths.count - 1)) * Self.spacing
        // The title, centred on the bar when it fits.
        let titleWidth: CGFloat
        if let titleView = item.titleView {
            titleWidth = titleView.frame.width
        } else {
            titleWidth = ceil(titleLabel.intrinsicContentSize.width)
        }
        let minimumBack = backButton.map { _ in BackButtonView.chevronWidth + Self.spacing } ?? 0
        let leftLimit = left + minimumBack + (leftItemsWidth > 0 ? leftItemsWidth + Self.spacing : 0)
        var titleFrame = CGRect(x: (width - titleWidth) / 2, y: 0, width: titleWidth, height: row)
        if titleFrame.minX < leftLimit || titleFrame.maxX > right {
            let room = max(0, right - leftLimit)
            titleFrame.size.width = min(titleWidth, room)
            titleFrame.origin.x = max(leftLimit, min((width - titleFrame.width) / 2, right - titleFrame.width))
        }
        if let titleView = item.titleView {
            titleView.center = CGPoint(x: titleFrame.midX, y: row / 2)
        } else {
            let h = titleLabel.intrinsicContentSize.height
            titleLabel.frame = CGRect(x: titleFrame.minX, y: (row - h) / 2, width: titleFrame.width, height: h)
        }
        if let backButton, let backX {
            let limit = (titleLabel.text?.isEmpty ?? true) && item.titleView == nil ? right : titleFrame.minX
            let room = limit - Self.spacing - backX - (leftItemsWidth > 0 ? leftItemsWidth + Self.spacing : 0)
            let used = backButton.fit(in: room)
            backButton.frame = CGRect(x: backX, y: 0, width: used, height: row)
            left = backX + used + Self.spacing
        }
        for (button, w) in zip(leftButtons, leftWidths) {
            button.frame = CGRect(x: left, y: 0, width: w, height: row)
            left += w + Self.spacing
        }
        if isLarge {
            let h = largeTitleLabel.intrinsicContentSize.height
            largeTitleLabel.frame = CGRect(x: Self.margin, y: row + (Self.largeTitleHeight - h) / 2,
                                           width: width - 2 * Self.margin, height: h)
        }
    }

    /// Taps pass through where there is no button (to what is under the bar's row, the bar itself).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        subviews.contains { !$0.isHidden && $0.isUserInteractionEnabled && $0.point(inside: convert(point, to: $0), with: event) }
    }
}
