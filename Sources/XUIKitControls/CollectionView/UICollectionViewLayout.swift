import Foundation
import XUIKitCore

/// Where a collection view's elements go: UIKit's `UICollectionViewLayout`,
/// the abstract class third-party layouts subclass.
///
/// The collection view uses a layout in UIKit's order: `prepare()` once
/// after each invalidation (and before first use), then
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)`
/// for the rect in view, on every layout pass (each scroll). It asks
/// `layoutAttributesForItem(at:)` for one item (`scrollToItem`,
/// `layoutAttributesForItem(at:)`), and `layoutAttributesForSupplementaryView(ofKind:at:)`.
/// When the bounds change (every scroll), it asks
/// `shouldInvalidateLayout(forBoundsChange:)` (default false) and
/// prepares again when the answer is true. `invalidateLayout()` asks for a
/// new `prepare()` on the next layout pass. The base class places nothing:
/// zero content size, no elements.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view using the layout (set when it is assigned to one).
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { return nil }

    /// The class of the attributes the layout makes (default `UICollectionViewLayoutAttributes`);
    /// a subclass returns its own attributes subclass to hand cells more values (`apply(_:)`).
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Works out what the layout needs before it is asked for attributes; subclasses call super.
    open func prepare() {}

    /// The size of all the content (default zero).
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element intersecting `rect` (default none).
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the item at `indexPath` (default nil).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath` (default nil).
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath` (default nil).
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Whether a change of the collection view's bounds to `newBounds` needs a new layout (default false).
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Marks the layout out of date: the collection view calls `prepare()` again on its next layout pass.
    open func invalidateLayout() {
        guard let collectionView else { return }
        collectionView.layoutNeedsPreparing = true
        collectionView.setNeedsLayout()
    }
}
