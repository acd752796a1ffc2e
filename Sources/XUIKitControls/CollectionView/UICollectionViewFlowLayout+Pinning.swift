import Foundation
import XUIKitCore

/// Pinned headers and footers: while its section is in view, a pinned header
/// rides at the top of the visible area (the bounds less the adjusted content
/// insets), never above its own place and never below its section's last line
/// and bottom inset, so the next section pushes it out; a pinned footer rides
/// at the bottom the same way, never below its place nor above its section's
/// content. Horizontal scrolling: left and right. Pinned views are in front of
/// the cells (zIndex 10; XUIKit's figure). XUIKit works pinned frames out on
/// each layout pass from the offset, so scrolling does not prepare the layout
/// again (UIKit invalidates it on every bounds change instead).
extension UICollectionViewFlowLayout {
    static let pinnedZIndex = 10

    /// The visible area across the lines (y for vertical scrolling), in line space.
    private var visibleSpan: (start: CGFloat, end: CGFloat)? {
        guard let collectionView else { return nil }
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        return isVertical ? (bounds.minY + inset.top, bounds.maxY - inset.bottom) : (bounds.minX + inset.left, bounds.maxX - inset.right)
    }

    func pinnedHeader(_ header: CGRect, in section: FlowLayoutGeometry.Section) -> CGRect {
        guard let span = visibleSpan else { return header }
        let contentEnd = section.footer?.minY ?? section.end
        var pinned = header
        pinned.origin.y = max(header.minY, min(span.start, contentEnd - header.height))
        return pinned
    }

    func pinnedFooter(_ footer: CGRect, in section: FlowLayoutGeometry.Section) -> CGRect {
        guard let span = visibleSpan else { return footer }
        let contentStart = section.header?.maxY ?? section.start
        var pinned = footer
        pinned.origin.y = min(footer.minY, max(span.end - footer.height, contentStart))
        return pinned
    }
}
