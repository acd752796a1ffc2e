import Foundation
import XUIKitCore

extension UICollectionView {
    /// A cell class and the code that configures it for an item: UIKit's
    /// `UICollectionView.CellRegistration`. Each registration has its own
    /// reuse identifier; the collection view registers the class the first
    /// time `dequeueConfiguredReusableCell(using:for:item:)` uses it.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let reuseIdentifier = "XUIKit.CellRegistration.\(UUID().uuidString)"

        /// A registration making cells of class `Cell` (with `init(frame:)`) configured by `handler`.
        public init(handler: @escaping Handler) { self.handler = handler }
    }

    /// A cell of the registration's class, reused or made, configured by its handler for `item`
    /// (a nil item: the cell is returned unconfigured, as UIKit does).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?) -> Cell {
        if cellRegistrations[registration.reuseIdentifier] == nil {
            register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier)
        }
        let cell = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }
}

extension UICollectionView {
    /// A supplementary view class for one kind and the code that configures it:
    /// UIKit's `UICollectionView.SupplementaryRegistration`, with its own reuse identifier.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        let elementKind: String
        let handler: Handler
        let reuseIdentifier = "XUIKit.SupplementaryRegistration.\(UUID().uuidString)"

        /// A registration making views of class `Supplementary` for `elementKind`, configured by `handler`.
        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
        }
    }

    /// A supplementary view of the registration's class and kind, reused or made, configured by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath) -> Supplementary {
        let key = SupplementaryKey.Registration(kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if supplementaryRegistrations[key] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let view = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath) as! Supplementary
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
