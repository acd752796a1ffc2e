import Foundation
import XUIKitCore

/// Where sections' headers and footers are: UIKit's `rectForHeader(inSection:)`
/// and `rectForFooter(inSection:)`.
extension UITableView {
    /// The header's rectangle in the table's coordinates, where the content
    /// puts it (a floating plain header shows elsewhere: see `floatingY`).
    /// `.zero` for a section that does not exist.
    public func rectForHeader(inSection section: Int) -> CGRect { rect(of: .header(section)) }

    /// The footer's rectangle in the table's coordinates, where the content puts it.
    public func rectForFooter(inSection section: Int) -> CGRect { rect(of: .footer(section)) }

    private func rect(of item: TableGeometry.Item) -> CGRect {
        reloadIfNeeded()
        guard let span = geometry.span(of: item) else { return .zero }
        return CGRect(x: 0, y: contentTop + span.lowerBound, width: bounds.width, height: span.upperBound - span.lowerBound)
    }
}
