import Foundation
import XUIKitCore

extension UICollectionView {
    /// Where `scrollToItem` puts an item: UIKit's `UICollectionView.ScrollPosition`
    /// (one vertical and one horizontal choice at most; empty: as little as needed).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// `scrollToItem(at:at:animated:)`'s work.
    func performScroll(to indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return reportMisuse("attempt to scroll to invalid index path: \(indexPath)")
        }
        let inset = adjustedContentInset
        let visible = CGRect(x: contentOffset.x + inset.left, y: contentOffset.y + inset.top,
                             width: bounds.width - inset.left - inset.right, height: bounds.height - inset.top - inset.bottom)
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        else if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - visible.height / 2 - inset.top }
        else if scrollPosition.contains(.bottom) { offset.y = frame.maxY - visible.height - inset.top }
        else if frame.minY < visible.minY { offset.y = frame.minY - inset.top }
        else if frame.maxY > visible.maxY { offset.y = frame.maxY - visible.height - inset.top }
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        else if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - visible.width / 2 - inset.left }
        else if scrollPosition.contains(.right) { offset.x = frame.maxX - visible.width - inset.left }
        else if frame.minX < visible.minX { offset.x = frame.minX - inset.left }
        else if frame.maxX > visible.maxX { offset.x = frame.maxX - visible.width - inset.left }
        setContentOffset(clamped(offset), animated: animated)
    }
}
