import Foundation
import XUIKitCore
import XUIKitGraphics

/// Size and placement of a button's content, and its drawn parts.
///
/// The content is the image then the title, side by side, centred on each
/// other vertically. Its size: a titled button adds UIKit's 6 pt above and
/// below the title (a 15 pt "Button" measures 30 pt high on iOS); a button
/// with neither title nor image is 30 x 34 (iOS's figure); the glyph types are
/// 30 pt (`.close`) or 22 pt square.
extension UIButton {
    static let titleVerticalPadding: CGFloat = 6

    func contentSize() -> CGSize {
        let title = label.isHidden ? .zero : label.intrinsicContentSize
        let image = currentImage?.size ?? .zero
        if title == .zero && image == .zero {
            switch buttonType {
            case .close: return CGSize(width: 30, height: 30)
            case .infoLight, .infoDark, .detailDisclosure, .contactAdd: return CGSize(width: 22, height: 22)
            default: return CGSize(width: 30, height: 34)
            }
        }
        let padding = title == .zero ? 0 : 2 * UIButton.titleVerticalPadding
        return CGSize(width: ceil(title.width + image.width), height: ceil(max(title.height, image.height) + padding))
    }

    func layoutContent() {
        let title = label.isHidden ? .zero : label.intrinsicContentSize
        let image = currentImage?.size ?? .zero
        let width = min(bounds.width, title.width + image.width)
        let x: CGFloat
        switch effectiveContentHorizontalAlignment {
        case .left: x = bounds.minX
        case .right: x = bounds.maxX - width
        default: x = bounds.midX - width / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top: return bounds.minY
            case .bottom: return bounds.maxY - height
            default: return bounds.midY - height / 2
            }
        }
        imageViewStorage.frame = CGRect(x: x, y: y(image.height), width: image.width, height: image.height)
        let titleWidth = max(0, width - image.width)
        label.frame = CGRect(x: x + image.width, y: y(title.height), width: titleWidth, height: title.height)
    }

    /// The hover platter, the background image, then the glyph of the glyph types.
    func drawBackgroundAndGlyph() {
        drawClassicHoverPlatter()
        currentBackgroundImage?.draw(in: bounds)
        guard isGlyphType, label.isHidden, currentImage == nil else { return }
        let side = min(bounds.width, bounds.height)
        let circle = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        let alpha: CGFloat = isHighlighted ? UIButton.systemHighlightAlpha : 1
        let tint = (isEnabled ? tintColor ?? .systemBlue : UIColor.tertiaryLabel).withAlphaComponent(alpha)
        switch buttonType {
        case .close:
            UIColor.tertiarySystemFill.withAlphaComponent(UIColor.tertiarySystemFill.alpha * alpha).setFill()
            UIBezierPath(ovalIn: circle).fill()
            let cross = UIBezierPath()
            let arm = side * 0.17
            cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
            cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
            cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
            cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
            cross.lineWidth = 2
            cross.lineCapStyle = .round
            UIColor.secondaryLabel.withAlphaComponent(UIColor.secondaryLabel.alpha * alpha).setStroke()
            cross.stroke()
        case .contactAdd:
            strokeRing(circle, tint)
            let plus = UIBezierPath()
            let arm = side * 0.25
            plus.move(to: CGPoint(x: circle.midX - arm, y: circle.midY))
            plus.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY))
            plus.move(to: CGPoint(x: circle.midX, y: circle.midY - arm))
            plus.addLine(to: CGPoint(x: circle.midX, y: circle.midY + arm))
            plus.lineWidth = 1.5
            plus.stroke()
        default:
            strokeRing(circle, tint)
            UIBezierPath(ovalIn: CGRect(x: circle.midX - 1, y: circle.minY + side * 0.22, width: 2, height: 2)).fill()
            UIBezierPath(rect: CGRect(x: circle.midX - 0.75, y: circle.minY + side * 0.4, width: 1.5, height: side * 0.38)).fill()
        }
    }

    private func strokeRing(_ circle: CGRect, _ tint: UIColor) {
        tint.set()
        let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
        ring.lineWidth = 1.5
        ring.stroke()
    }
}
