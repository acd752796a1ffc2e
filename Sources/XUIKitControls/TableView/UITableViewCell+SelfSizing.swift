import Foundation
import XUIKitCore

/// How tall a cell (or a header or footer view) wants to be at a given width:
/// what a self-sizing table (`UITableView.automaticDimension`) asks.
///
/// As UIKit's self-sizing: content laid out with Auto Layout is measured with
/// `systemLayoutSizeFitting` at the table's width (`required` horizontally,
/// `fittingSizeLevel` vertically), multi-line labels wrapped at the width
/// they were laid out at (UIKit's engine does that with a second pass; here
/// their `preferredMaxLayoutWidth` is set for the measurement and put back).
/// Content without constraints answers `sizeThatFits(_:)`: a cell's
/// `contentConfiguration` view its own fitted height (at least 44 pt); a
/// `UITableViewCell`'s standard styles fit their labels (wrapped when
/// `numberOfLines` allows) 11 pt above and below, never less than 44 pt;
/// any other view's default `sizeThatFits` is its current size.
/// A cell's height includes its separator (1 pixel, when shown), as UIKit's does.
extension UITableViewCell {
    /// The cell's height at `width`, laying it out at that width first.
    func cellFittedHeight(width: CGFloat) -> CGFloat {
        if frame.width != width { frame.size.width = width }
        guard contentView.subtreeHasConstraints else {
            layoutIfNeeded()
            return sizeThatFits(CGSize(width: width, height: 0)).height
        }
        return contentView.fittedHeight(width: contentView.bounds.width) + separatorHeight
    }

    /// The separator's share of the cell's height: one pixel, or none when hidden.
    var separatorHeight: CGFloat { showsSeparator ? 1 / max(1, UIScreen.main.scale) : 0 }

    /// `sizeThatFits(_:)` for the standard styles: the labels (and image) at
    /// the widths `layoutCellContent` gives them, 11 pt margins, at least 44 pt.
    func standardFittingSize(for size: CGSize, textLabel: UILabel?, detailLabel: UILabel?, imageView: UIImageView?) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        if let view = contentConfigurationView {
            let contentWidth = max(0, width - editingIndent - (showsReorderNow ? UITableViewCell.editingControlWidth : accessoryWidth))
            return CGSize(width: width, height: max(44, view.sizeThatFits(CGSize(width: contentWidth, height: 0)).height + separatorHeight))
        }
        let imageSize = imageView?.image?.size ?? .zero
        let leading: CGFloat = imageSize.width > 0 ? 16 + imageSize.width + 16 : 16
        let textWidth = max(0, width - accessoryWidth - leading - 16)
        func height(_ label: UILabel?, width: CGFloat) -> CGFloat {
            guard let label, label.text?.isEmpty == false || label.attributedText?.length ?? 0 > 0 else { return 0 }
            return label.sizeThatFits(CGSize(width: width, height: 0)).height
        }
        let labels: CGFloat
        switch style {
        case .default: labels = height(textLabel, width: textWidth)
        case .subtitle: labels = height(textLabel, width: textWidth) + height(detailLabel, width: textWidth)
        case .value1, .value2: labels = max(height(textLabel, width: textWidth / 2), height(detailLabel, width: textWidth / 2))
        }
        let content = max(labels, imageSize.height) + 22
        return CGSize(width: width, height: max(44, content + separatorHeight))
    }
}

extension UIView {
    /// Whether any constraint is owned by this view or one inside it.
    var subtreeHasConstraints: Bool { !constraints.isEmpty || subviews.contains { $0.subtreeHasConstraints } }

    /// The view's height at `width`: Auto Layout's fitting size when it has
    /// constraints inside, else `sizeThatFits` (see the file's comment).
    func fittedHeight(width: CGFloat) -> CGFloat {
        guard subtreeHasConstraints else { return sizeThatFits(CGSize(width: width, height: 0)).height }
        if frame.width != width { frame.size.width = width }
        // Multi-line labels wrap at the width layout gives them (UIKit's second pass). Only
        // then is the view laid out first: at a height not yet its own, its constraints may conflict.
        func hasWrappingLabel(_ view: UIView) -> Bool {
            if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 { return true }
            return view.subviews.contains(where: hasWrappingLabel)
        }
        if hasWrappingLabel(self) { layoutIfNeeded() }
        var wrapped: [UILabel] = []
        func prepare(_ view: UIView) {
            if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0, label.bounds.width > 0 {
                label.preferredMaxLayoutWidth = label.bounds.width
                wrapped.append(label)
            }
            view.subviews.forEach(prepare)
        }
        prepare(self)
        defer { wrapped.forEach { $0.preferredMaxLayoutWidth = 0 } }
        return systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                       verticalFittingPriority: .fittingSizeLevel).height
    }
}
