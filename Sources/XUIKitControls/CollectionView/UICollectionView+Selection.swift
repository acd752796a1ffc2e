import Foundation
import XUIKitCore

/// Selecting items by touch and in code, with UIKit's delegate questions in
/// UIKit's order (UICollectionViewDataSource.swift has the sequence).
extension UICollectionView {
    /// `selectItem(at:animated:scrollPosition:)`'s work.
    func performSelection(of indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return clearSelection() }
        guard isValid(indexPath) else { return reportMisuse("attempt to select invalid index path: \(indexPath)") }
        if !allowsMultipleSelection { clearSelection(except: indexPath) }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        visibleCellsByItem[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// `deselectItem(at:animated:)`'s work.
    func performDeselection(of indexPath: IndexPath) {
        selectedItems.removeAll { $0 == indexPath }
        visibleCellsByItem[indexPath]?.isSelected = false
    }

    private func clearSelection(except kept: IndexPath? = nil) {
        for item in selectedItems where item != kept { visibleCellsByItem[item]?.isSelected = false }
        selectedItems.removeAll { $0 != kept }
    }

    // MARK: Touches on items

    /// A touch on an item highlights it when `shouldHighlightItemAt` allows.
    func itemTouchBegan(_ touches: Set<UITouch>) {
        guard allowsSelection, pressedItem == nil, let touch = touches.first,
              let indexPath = indexPathForItem(at: touch.location(in: self)),
              collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        pressedItem = indexPath
        visibleCellsByItem[indexPath]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    private func unhighlight(_ indexPath: IndexPath) {
        visibleCellsByItem[indexPath]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    /// A lift on the item pressed selects it (or, in multiple selection, deselects a selected
    /// one) when the delegate allows; the highlight goes in any case.
    func itemTouchEnded(_ touches: Set<UITouch>, cancelled: Bool) {
        guard let pressed = pressedItem else { return }
        pressedItem = nil
        guard !cancelled, let touch = touches.first, indexPathForItem(at: touch.location(in: self)) == pressed else {
            return unhighlight(pressed)
        }
        let delegate = collectionDelegate
        if allowsMultipleSelection, selectedItems.contains(pressed) {
            let allowed = delegate?.collectionView(self, shouldDeselectItemAt: pressed) ?? true
            unhighlight(pressed)
            guard allowed else { return }
            performDeselection(of: pressed)
            delegate?.collectionView(self, didDeselectItemAt: pressed)
            return
        }
        let allowed = delegate?.collectionView(self, shouldSelectItemAt: pressed) ?? true
        unhighlight(pressed)
        guard allowed else { return }
        if !allowsMultipleSelection {
            for old in selectedItems where old != pressed {
                performDeselection(of: old)
                delegate?.collectionView(self, didDeselectItemAt: old)
            }
        }
        if !selectedItems.contains(pressed) { selectedItems.append(pressed) }
        visibleCellsByItem[pressed]?.isSelected = true
        delegate?.collectionView(self, didSelectItemAt: pressed)
    }
}
