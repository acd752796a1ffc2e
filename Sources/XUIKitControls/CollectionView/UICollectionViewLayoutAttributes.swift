import Foundation
import XUIKitCore

extension UICollectionView {
    /// What an element of a collection view is: UIKit's `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable { case cell, supplementaryView, decorationView }
    /// The flow layout's section headers' kind.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The flow layout's section footers' kind.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// Where and how one element shows: UIKit's `UICollectionViewLayoutAttributes`.
///
/// A layout makes one per element it places; the collection view applies
/// it to the element's view (`UICollectionReusableView.apply(_:)`): `frame`
/// (by `center` and `size`, so a `transform` turns the view about its
/// centre), `transform`, `alpha`, `isHidden`, and `zIndex` (higher in front;
/// equal ones keep the layout's order). Defaults: a zero frame, identity
/// transform, alpha 1, zIndex 0, not hidden.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content; setting it sets `center` and `size`.
    open var frame: CGRect {
        get { CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height) }
        set {
            size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }
    open var center: CGPoint = .zero
    open var size: CGSize = .zero
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The supplementary or decoration view's kind; nil for cells.
    public private(set) var representedElementKind: String?

    public override init() { super.init() }

    /// Attributes for the cell at `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind` at `indexPath`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Attributes for a decoration view of `decorationViewKind` at `indexPath`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Attributes of `type` (a layout's `layoutAttributesClass`) for a cell, or for a supplementary view of `kind`.
    static func make(_ type: AnyClass, for indexPath: IndexPath, supplementaryKind kind: String? = nil) -> UICollectionViewLayoutAttributes {
        let attributes = (type as? UICollectionViewLayoutAttributes.Type).map { RuntimeInstantiation.instantiate($0) as! UICollectionViewLayoutAttributes }
            ?? UICollectionViewLayoutAttributes()
        attributes.indexPath = indexPath
        if let kind {
            attributes.representedElementCategory = .supplementaryView
            attributes.representedElementKind = kind
        }
        return attributes
    }

    /// A copy with the same values (layouts hand out copies to change, as UIKit's `NSCopying`).
    open override func copy() -> Any {
        let copy = RuntimeInstantiation.instantiate(type(of: self)) as! UICollectionViewLayoutAttributes
        copy.center = center
        copy.size = size
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Equal when every value is.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UICollectionViewLayoutAttributes else { return false }
        return center == other.center && size == other.size && transform == other.transform && alpha == other.alpha
            && zIndex == other.zIndex && isHidden == other.isHidden && indexPath == other.indexPath
            && representedElementCategory == other.representedElementCategory && representedElementKind == other.representedElementKind
    }

    /// Hashes what identifies the element (equal attributes hash equally).
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(indexPath)
        hasher.combine(representedElementCategory)
        hasher.combine(representedElementKind)
        return hasher.finalize()
    }

    open override var description: String {
        "<UICollectionViewLayoutAttributes \(representedElementKind ?? "cell") \(indexPath) frame \(frame) zIndex \(zIndex)>"
    }
}
