import Foundation
import XUIKitCore
import XUIKitGraphics

/// Size, placement and background of a configured button.
///
/// The titles stack: title, `titlePadding`, subtitle (the padding only when
/// both show), aligned by `titleAlignment` (`.automatic`: leading when the
/// image is at the leading side, trailing when at the trailing side,
/// centred otherwise; XUIKit's reading of UIKit's "based on the image").
/// The image (or the 20 pt activity indicator) sits at `imagePlacement`,
/// `imagePadding` from the stack (the padding only when both show), the two
/// centred on each other across the placement's axis. The whole is placed in
/// the bounds inset by `contentInsets` by the content alignments (centred by
/// default). `intrinsicContentSize` and `sizeThatFits(_:)` are that content
/// plus the insets, rounded up to whole points. Non-finite paddings and
/// insets (bad input) count as zero.
extension UIButton {
    private struct ConfiguredParts {
        var image: CGSize, title: CGSize, subtitle: CGSize, padding: CGFloat, titlePadding: CGFloat, placement: NSDirectionalRectEdge

        var titles: CGSize {
            CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        }
        var isVertical: Bool { placement == .top || placement == .bottom }
        var content: CGSize {
            let titles = self.titles
            if isVertical {
                return CGSize(width: max(image.width, titles.width), height: image.height + padding + titles.height)
            }
            return CGSize(width: image.width + padding + titles.width, height: max(image.height, titles.height))
        }
    }

    private func configuredParts(_ configuration: Configuration) -> ConfiguredParts {
        let title = label.isHidden ? CGSize.zero : label.intrinsicContentSize
        let subtitle = subtitleLabel.map { $0.isHidden ? CGSize.zero : $0.intrinsicContentSize } ?? .zero
        let image: CGSize
        if let indicator = activityIndicator, !indicator.isHidden {
            image = indicator.intrinsicContentSize
        } else {
            image = imageViewStorage.isHidden ? .zero : imageViewStorage.image?.size ?? .zero
        }
        let hasTitles = title != .zero || subtitle != .zero
        return ConfiguredParts(
            image: image, title: title, subtitle: subtitle,
            padding: image != .zero && hasTitles ? UIButton.finite(configuration.imagePadding) : 0,
            titlePadding: title != .zero && subtitle != .zero ? UIButton.finite(configuration.titlePadding) : 0,
            placement: configuration.imagePlacement)
    }

    /// A padding or inset as used: NaN and infinities count as 0 (bad input draws, never traps).
    static func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    /// The configuration's content insets with non-finite values as 0.
    private func usableInsets(_ configuration: Configuration) -> NSDirectionalEdgeInsets {
        let insets = configuration.contentInsets
        return NSDirectionalEdgeInsets(top: UIButton.finite(insets.top), leading: UIButton.finite(insets.leading),
                                       bottom: UIButton.finite(insets.bottom), trailing: UIButton.finite(insets.trailing))
    }

    /// The content plus the insets, rounded up.
    func configuredSize() -> CGSize {
        guard let configuration = appliedConfiguration else { return contentSize() }
        let content = configuredParts(configuration).content
        let insets = usableInsets(configuration)
        return CGSize(width: ceil(content.width + insets.leading + insets.trailing),
                      height: ceil(content.height + insets.top + insets.bottom))
    }

    func layoutConfiguredContent() {
        guard let configuration = appliedConfiguration else { return }
        let parts = configuredParts(configuration)
        let insets = usableInsets(configuration)
        let area = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let size = CGSize(width: min(parts.content.width, max(0, area.width)), height: min(parts.content.height, max(0, area.height)))
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = area.minX
        case .right: x = area.maxX - size.width
        default: x = area.midX - size.width / 2
        }
        let y: CGFloat
        switch contentVerticalAlignment {
        case .top: y = area.minY
        case .bottom: y = area.maxY - size.height
        default: y = area.midY - size.height / 2
        }
        let content = CGRect(origin: CGPoint(x: x, y: y), size: size)
        let titlesSize = CGSize(width: min(parts.titles.width, content.width), height: parts.titles.height)
        var imageFrame = CGRect(origin: .zero, size: parts.image)
        var titlesFrame = CGRect(origin: .zero, size: titlesSize)
        switch parts.placement {
        case .top, .bottom:
            imageFrame.origin.x = content.midX - parts.image.width / 2
            titlesFrame.origin.x = content.midX - titlesSize.width / 2
            let first = parts.placement == .top ? parts.image.height : titlesSize.height
            let secondY = content.minY + first + parts.padding
            imageFrame.origin.y = parts.placement == .top ? content.minY : secondY
            titlesFrame.origin.y = parts.placement == .top ? secondY : content.minY
        case .trailing:
            titlesFrame.origin = CGPoint(x: content.minX, y: content.midY - titlesSize.height / 2)
            imageFrame.origin = CGPoint(x: titlesFrame.maxX + parts.padding, y: content.midY - parts.image.height / 2)
        default:
            imageFrame.origin = CGPoint(x: content.minX, y: content.midY - parts.image.height / 2)
            titlesFrame.origin = CGPoint(x: imageFrame.maxX + parts.padding, y: content.midY - titlesSize.height / 2)
        }
        imageViewStorage.frame = imageFrame
        activityIndicator?.frame = imageFrame

        let alignment: Configuration.TitleAlignment
        switch configuration.titleAlignment {
        case .automatic:
            if parts.image == .zero || parts.isVertical { alignment = .center }
            else { alignment = parts.placement == .trailing ? .trailing : .leading }
        default: alignment = configuration.titleAlignment
        }
        func lineFrame(_ line: CGSize, y: CGFloat) -> CGRect {
            let width = min(line.width, titlesFrame.width)
            let x: CGFloat
            switch alignment {
            case .leading: x = titlesFrame.minX
            case .trailing: x = titlesFrame.maxX - width
            default: x = titlesFrame.midX - width / 2
            }
            return CGRect(x: x, y: y, width: width, height: line.height)
        }
        label.frame = lineFrame(parts.title, y: titlesFrame.minY)
        subtitleLabel?.frame = lineFrame(parts.subtitle, y: titlesFrame.minY + parts.title.height + parts.titlePadding)
    }

    /// The background: its fill, the hover wash or platter, and its outline.
    func drawConfiguredBackground() {
        guard let configuration = appliedConfiguration else { return }
        let colors = configuration.resolvedColors(tint: tintColor ?? .systemBlue)
        let insets = configuration.background.backgroundInsets
        let rect = bounds.inset(by: UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
        let radius = min(configuration.resolvedCornerRadius(height: rect.height), min(rect.width, rect.height) / 2)
        let shape = UIBezierPath(roundedRect: rect, cornerRadius: radius)
        if colors.background.alpha > 0 {
            colors.background.setFill()
            shape.fill()
        }
        if let overlay = colors.hoverOverlay {
            overlay.setFill()
            shape.fill()
        }
        if let stroke = colors.stroke {
            let outset = configuration.background.strokeOutset
            let width = configuration.background.strokeWidth
            let outline = UIBezierPath(roundedRect: rect.insetBy(dx: width / 2 - outset, dy: width / 2 - outset), cornerRadius: radius)
            outline.lineWidth = width
            stroke.setStroke()
            outline.stroke()
        }
    }
}
