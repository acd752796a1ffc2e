import Foundation
import XUIKitCore
import XUIKitGraphics

/// One tab in a tab bar, with UIKit's figures: the image (at most 30 x 30
/// pt) centred 5 pt from the top and the title (10 pt medium) under it, in
/// the tint colour when selected and grey otherwise; with no image the
/// title is centred in the bar (XUIKit has no SF Symbols to stand in). The
/// badge is a red capsule, at least 18 pt, at the image's top right (13 pt
/// white text; an empty value shows an 8 pt dot). A touch down selects, as on iOS.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    let titleLabel = UILabel()
    private let imageView = UIImageView()
    let badgeLabel = UILabel()
    private let badge = UIView()
    var selectedColor: UIColor = .systemBlue { didSet { update() } }
    var unselectedColor: UIColor = UITabBar.unselectedColor { didSet { update() } }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        badgeLabel.font = .systemFont(ofSize: 13)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.addSubview(badgeLabel)
        for view in [imageView, titleLabel, badge] as [UIView] {
            view.isUserInteractionEnabled = false
            addSubview(view)
        }
        update()
    }

    required init?(coder: NSCoder) { nil }

    override var isSelected: Bool { didSet { if isSelected != oldValue { update() } } }

    /// Takes the item's title, images, badge and the selection's colour.
    func update() {
        let color = isSelected ? selectedColor : unselectedColor
        titleLabel.text = item.title
        titleLabel.textColor = item.isEnabled ? color : UITabBar.unselectedColor.withAlphaComponent(0.5)
        imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        badgeLabel.text = item.badgeValue
        isEnabled = item.isEnabled
        setNeedsLayout()
    }

    override func layoutSubviews() {
        let size = bounds.size, hasImage = item.image != nil
        var imageFrame = CGRect(x: size.width / 2 - 15, y: 5, width: 30, height: 30)
        if let image = imageView.image {
            let w = min(30, image.size.width), h = min(30, image.size.height)
            imageFrame = CGRect(x: (size.width - w) / 2, y: 5 + (30 - h) / 2, width: w, height: h)
        }
        imageView.frame = imageFrame
        let titleHeight = titleLabel.intrinsicContentSize.height
        titleLabel.frame = CGRect(x: 2, y: hasImage ? 35 : (UITabBar.height - titleHeight) / 2, width: size.width - 4, height: titleHeight)
        if item.badgeValue?.isEmpty ?? true {
            badge.frame = CGRect(x: imageFrame.maxX - 4, y: 4, width: 8, height: 8)
            badge.layer.cornerRadius = 4
        } else {
            let w = max(18, ceil(badgeLabel.intrinsicContentSize.width + 8))
            let anchorX = hasImage ? imageFrame.maxX - 6 : titleLabel.frame.midX + ceil(titleLabel.intrinsicContentSize.width) / 2
            badge.frame = CGRect(x: anchorX, y: 2, width: w, height: 18)
            badge.layer.cornerRadius = 9
            badgeLabel.frame = badge.bounds
        }
    }
}
