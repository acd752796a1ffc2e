import Foundation
import XUIKitCore

/// Keeping exactly the elements in view as views: made or reused when they
/// come into view, queued for reuse when they leave it.
extension UICollectionView {
    /// The delegate as a collection view's (`delegate` is the scroll view's property).
    var collectionDelegate: (any UICollectionViewDelegate)? { delegate as? any UICollectionViewDelegate }

    /// Asks the layout for the elements in the bounds; views gone from view are retired
    /// first (so the ones coming in reuse them), then each element in the layout's order
    /// takes its attributes, a new one from the data source followed by `willDisplay`.
    func tileElements() {
        guard let dataSource else { return }
        let elements = (collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []).filter { attributes in
            switch attributes.representedElementCategory {
            case .cell: return isValid(attributes.indexPath)
            case .supplementaryView: return attributes.representedElementKind != nil
            case .decorationView: return false
            }
        }
        var wantedCells: Set<IndexPath> = []
        var wantedSupplementary: Set<SupplementaryKey> = []
        for attributes in elements {
            if attributes.representedElementCategory == .cell { wantedCells.insert(attributes.indexPath) }
            else if let kind = attributes.representedElementKind { wantedSupplementary.insert(SupplementaryKey(kind: kind, indexPath: attributes.indexPath)) }
        }
        for (indexPath, cell) in visibleCellsByItem where !wantedCells.contains(indexPath) {
            visibleCellsByItem[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for (key, view) in visibleSupplementary where !wantedSupplementary.contains(key) {
            visibleSupplementary[key] = nil
            retire(view, key: key)
        }
        for attributes in elements {
            if attributes.representedElementCategory == .cell {
                let indexPath = attributes.indexPath
                if let cell = visibleCellsByItem[indexPath] {
                    cell.take(attributes)
                    continue
                }
                let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
                cell.take(attributes)
                cell.isSelected = selectedItems.contains(indexPath)
                cell.isHighlighted = false
                insertElement(cell, zIndex: attributes.zIndex)
                visibleCellsByItem[indexPath] = cell
                collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            } else if let kind = attributes.representedElementKind {
                let key = SupplementaryKey(kind: kind, indexPath: attributes.indexPath)
                if let view = visibleSupplementary[key] {
                    view.take(attributes)
                    continue
                }
                let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
                view.take(attributes)
                insertElement(view, zIndex: attributes.zIndex)
                visibleSupplementary[key] = view
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: attributes.indexPath)
            }
        }
    }

    /// Whether the item exists in the data source's counts.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }

    func retire(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        if pressedItem == indexPath { pressedItem = nil }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { cellQueues[identifier, default: []].append(cell) }
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func retire(_ view: UICollectionReusableView, key: SupplementaryKey) {
        view.removeFromSuperview()
        if let identifier = view.reuseIdentifier {
            supplementaryQueues[.init(kind: key.kind, identifier: identifier), default: []].append(view)
        }
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }
}
