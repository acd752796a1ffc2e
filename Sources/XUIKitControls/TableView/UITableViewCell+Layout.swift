import Foundation
import XUIKitCore
import XUIKitGraphics

/// Where a cell's parts go (UIKit's standard layouts) and its separator and accessory.
extension UITableViewCell {
    /// The width the accessory takes at the trailing edge.
    var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.frame.width + 16 }
        switch effectiveAccessoryType {
        case .none: return 0
        case .checkmark, .disclosureIndicator: return 36
        case .detailButton, .detailDisclosureButton: return 48
        }
    }

    func layoutCellContent(textLabel: UILabel?, detailLabel: UILabel?, imageView: UIImageView?) {
        // The separator's pixel is below the content, as in UIKit.
        let indent = editingIndent, trailingControls = showsReorderNow ? UITableViewCell.editingControlWidth : accessoryWidth
        contentView.frame = CGRect(x: indent, y: 0, width: max(0, bounds.width - indent - trailingControls), height: max(0, bounds.height - separatorHeight))
        layoutEditingControls()
        if let accessoryView {
            accessoryView.center = CGPoint(x: bounds.width - 16 - accessoryView.frame.width / 2, y: bounds.midY)
        }
        accessoryGlyph.type = accessoryView == nil && !showsReorderNow ? effectiveAccessoryType : .none
        accessoryGlyph.frame = CGRect(x: bounds.width - 36, y: 0, width: 36, height: bounds.height)
        if accessoryGlyph.superview !== self { addSubview(accessoryGlyph) }
        let area = contentView.bounds
        var leading: CGFloat = 16
        if let imageView, let size = imageView.image?.size, size.width > 0 {
            imageView.frame = CGRect(x: 16, y: (area.height - size.height) / 2, width: size.width, height: size.height)
            leading = imageView.frame.maxX + 16
        }
        let trailing = area.width - 16
        switch style {
        case .default:
            textLabel?.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: area.height)
        case .value1:
            let detailWidth = min(detailLabel?.intrinsicContentSize.width ?? 0, (trailing - leading) / 2)
            detailLabel?.frame = CGRect(x: trailing - detailWidth, y: 0, width: detailWidth, height: area.height)
            detailLabel?.textAlignment = .right
            textLabel?.frame = CGRect(x: leading, y: 0, width: max(0, trailing - detailWidth - 8 - leading), height: area.height)
        case .value2:
            let split = leading + 91
            textLabel?.frame = CGRect(x: leading, y: 0, width: 85, height: area.height)
            textLabel?.textAlignment = .right
            detailLabel?.frame = CGRect(x: split, y: 0, width: max(0, trailing - split), height: area.height)
        case .subtitle:
            let textHeight = textLabel?.intrinsicContentSize.height ?? 0, detailHeight = detailLabel?.intrinsicContentSize.height ?? 0
            let top = (area.height - textHeight - detailHeight) / 2
            textLabel?.frame = CGRect(x: leading, y: top, width: max(0, trailing - leading), height: textHeight)
            detailLabel?.frame = CGRect(x: leading, y: top + textHeight, width: max(0, trailing - leading), height: detailHeight)
        }
    }

    /// The separator: a hairline at the bottom, inset.
    func drawCellChrome() {
        if showsSeparator {
            UIColor.separator.setFill()
            let line = 1 / max(1, UIScreen.main.scale)
            UIBezierPath(rect: CGRect(x: separatorInset.left, y: bounds.height - line,
                                      width: max(0, bounds.width - separatorInset.left - separatorInset.right), height: line)).fill()
        }
    }
}

/// The accessories UIKit draws itself: a grey chevron (disclosure) and a tint-coloured checkmark.
final class TableAccessoryGlyphView: UIView {
    var type: UITableViewCell.AccessoryType = .none { didSet { if type != oldValue { setNeedsDisplay() } } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) {
        let accessoryType = type
        let midY = bounds.midY, right = bounds.width - 16
        switch accessoryType {
        case .disclosureIndicator:
            UIColor.tertiaryLabel.setStroke()
            let chevron = UIBezierPath()
            chevron.move(to: CGPoint(x: right - 7, y: midY - 6.5))
            chevron.addLine(to: CGPoint(x: right - 1, y: midY))
            chevron.addLine(to: CGPoint(x: right - 7, y: midY + 6.5))
            chevron.lineWidth = 2
            chevron.lineCapStyle = .round
            chevron.lineJoinStyle = .round
            chevron.stroke()
        case .checkmark:
            (tintColor ?? .systemBlue).setStroke()
            let tick = UIBezierPath()
            tick.move(to: CGPoint(x: right - 14, y: midY))
            tick.addLine(to: CGPoint(x: right - 9, y: midY + 5))
            tick.addLine(to: CGPoint(x: right, y: midY - 6))
            tick.lineWidth = 2
            tick.lineCapStyle = .round
            tick.lineJoinStyle = .round
            tick.stroke()
        default:
            break
        }
    }
}
