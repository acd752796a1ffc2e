import Foundation
import XUIKitCore

/// A view a collection view places and reuses: UIKit's `UICollectionReusableView`,
/// the base of cells and of supplementary views (headers, footers).
///
/// The collection view makes it with `init(frame:)` from the registered
/// class, gives it its layout attributes (`apply(_:)`), and when it leaves
/// the visible rect puts it in the reuse queue of its `reuseIdentifier`;
/// `prepareForReuse()` runs before it is handed out again.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the collection view reuses the view under.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    /// Resets the view before it is reused (the collection view calls it); subclasses call super.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: the base class does nothing (the collection view has
    /// already set the frame, transform, alpha and hidden state); subclasses read custom attributes here.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// The layout's attributes applied to the view: size and centre (so a transform turns it about its
    /// centre), then the transform, alpha and hidden state, then `apply(_:)`.
    func take(_ attributes: UICollectionViewLayoutAttributes) {
        transform = .identity
        bounds = CGRect(origin: .zero, size: attributes.size)
        center = attributes.center
        transform = attributes.transform
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        layer.zPosition = CGFloat(attributes.zIndex)
        apply(attributes)
    }
}
