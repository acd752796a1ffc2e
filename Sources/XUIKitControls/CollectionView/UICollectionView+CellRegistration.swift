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
