import Foundation
import XUIKitCore
import XUIKitGraphics

/// The view that shows a `UIListContentConfiguration`: UIKit's `UIListContentView`.
///
/// Inside the configuration's margins: the image at the leading edge
/// (vertically centred, at most `maximumSize`), then the text, and the
/// secondary text below it or, when `prefersSideBySideTextAndSecondaryText`,
/// at the trailing side. Texts wrap as their `numberOfLines` allow;
/// `sizeThatFits(_:)` gives the height that needs at a width (what a
/// self-sizing row takes).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryLabel = UILabel()
    private var list: UIListContentConfiguration

    public init(configuration: UIListContentConfiguration) {
        list = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryLabel] as [UIView] { addSubview(view) }
        apply()
    }

    public required init?(coder: NSCoder) { return nil }

    /// The configuration shown; setting one that is not a `UIListContentConfiguration` is ignored.
    open var configuration: any UIContentConfiguration {
        get { list }
        set {
            guard let newValue = newValue as? UIListContentConfiguration else { return }
            list = newValue
            apply()
        }
    }

    public func supports(_ configuration: any UIContentConfiguration) -> Bool { configuration is UIListContentConfiguration }

    private func apply() {
        imageView.image = list.image
        imageView.tintColor = list.imageProperties.tintColor
        imageView.layer.cornerRadius = list.imageProperties.cornerRadius
        imageView.isHidden = list.image == nil
        style(textLabel, text: list.text, attributed: list.attributedText, properties: list.textProperties)
        style(secondaryLabel, text: list.secondaryText, attributed: list.secondaryAttributedText, properties: list.secondaryTextProperties)
        if list.prefersSideBySideTextAndSecondaryText { secondaryLabel.textAlignment = .right }
        setNeedsLayout()
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?, properties: UIListContentConfiguration.TextProperties) {
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.textAlignment = properties.alignment == .center ? .center : properties.alignment == .justified ? .justified : .natural
        if let attributed { label.attributedText = attributed } else { label.text = text }
        label.isHidden = (attributed?.length ?? text?.count ?? 0) == 0
    }

    private var imageSize: CGSize {
        guard var size = list.image?.size else { return .zero }
        let limit = list.imageProperties.maximumSize
        if limit.width > 0, size.width > limit.width { size = CGSize(width: limit.width, height: size.height * limit.width / size.width) }
        if limit.height > 0, size.height > limit.height { size = CGSize(width: size.width * limit.height / size.height, height: limit.height) }
        return size
    }

    /// Where everything goes at `width`: the image, the text, the secondary text, and the height needed.
    private func arrangement(width: CGFloat) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let margins = list.directionalLayoutMargins
        let image = imageSize
        let textX = margins.leading + (image.width > 0 ? image.width + list.imageToTextPadding : 0)
        let available = max(0, width - margins.trailing - textX)
        func size(_ label: UILabel, _ width: CGFloat) -> CGSize {
            label.isHidden ? .zero : label.sizeThatFits(CGSize(width: width, height: 0))
        }
        var text: CGRect, secondary: CGRect, contentHeight: CGFloat
        if list.prefersSideBySideTextAndSecondaryText {
            let secondarySize = size(secondaryLabel, available / 2)
            let secondaryWidth = min(secondarySize.width, available / 2)
            let textWidth = max(0, available - secondaryWidth - (secondaryWidth > 0 ? list.textToSecondaryTextHorizontalPadding : 0))
            let textSize = size(textLabel, textWidth)
            contentHeight = max(textSize.height, secondarySize.height, image.height)
            text = CGRect(x: textX, y: 0, width: textWidth, height: textSize.height)
            secondary = CGRect(x: width - margins.trailing - secondaryWidth, y: 0, width: secondaryWidth, height: secondarySize.height)
            text.origin.y = margins.top + (contentHeight - textSize.height) / 2
            secondary.origin.y = margins.top + (contentHeight - secondarySize.height) / 2
        } else {
            let textSize = size(textLabel, available), secondarySize = size(secondaryLabel, available)
            let gap = textSize.height > 0 && secondarySize.height > 0 ? list.textToSecondaryTextVerticalPadding : 0
            let block = textSize.height + gap + secondarySize.height
            contentHeight = max(block, image.height)
            let top = margins.top + (contentHeight - block) / 2
            text = CGRect(x: textX, y: top, width: available, height: textSize.height)
            secondary = CGRect(x: textX, y: top + textSize.height + gap, width: available, height: secondarySize.height)
        }
        let imageFrame = CGRect(x: margins.leading, y: margins.top + (contentHeight - image.height) / 2, width: image.width, height: image.height)
        return (imageFrame, text, secondary, margins.top + contentHeight + margins.bottom)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: arrangement(width: width).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let placed = arrangement(width: bounds.width)
        // Centred in the bounds when they are taller than the content needs.
        let shift = max(0, (bounds.height - placed.height) / 2)
        imageView.frame = placed.image.offsetBy(dx: 0, dy: shift)
        textLabel.frame = placed.text.offsetBy(dx: 0, dy: shift)
        secondaryLabel.frame = placed.secondary.offsetBy(dx: 0, dy: shift)
    }
}
