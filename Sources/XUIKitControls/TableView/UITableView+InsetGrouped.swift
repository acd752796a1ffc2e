import Foundation
import XUIKitCore

/// The inset grouped style: each section's rows form a card inset from the
/// table's sides (16 pt, 20 pt on tables 400 pt wide or more: XUIKit's
/// reading of UIKit's layout margins), its first row's top corners and its
/// last row's bottom corners rounded 10 pt, no separator under the last row.
/// Header and footer titles line up with the rows' content. Rows of other
/// styles span the table and are square.
extension UITableView {
    /// How far rows are inset from each side.
    var rowInset: CGFloat { style == .insetGrouped ? (bounds.width >= 400 ? 20 : 16) : 0 }

    /// A row's frame for its vertical span in the geometry.
    func rowFrame(span: ClosedRange<CGFloat>) -> CGRect {
        let inset = rowInset
        return CGRect(x: inset, y: contentTop + span.lowerBound, width: max(0, bounds.width - 2 * inset), height: span.upperBound - span.lowerBound)
    }

    /// The separator and, inset grouped, the corners of the row at `indexPath`.
    func applyRowAppearance(to cell: UITableViewCell, at indexPath: IndexPath) {
        let isLast = indexPath.row == geometry.rowCount(in: indexPath.section) - 1
        cell.showsSeparator = separatorStyle != .none && !(style == .insetGrouped && isLast)
        guard style == .insetGrouped else {
            if cell.layer.cornerRadius != 0 { cell.layer.cornerRadius = 0 }
            return
        }
        var corners: CACornerMask = []
        if indexPath.row == 0 { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
        if isLast { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
        cell.layer.cornerRadius = corners.isEmpty ? 0 : 10
        cell.layer.maskedCorners = corners
        cell.clipsToBounds = true
    }
}
