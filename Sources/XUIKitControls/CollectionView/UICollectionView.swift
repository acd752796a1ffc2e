import Foundation
import XUIKitCore

/// Items placed by a layout, in a scroll view: UIKit's `UICollectionView`.
///
/// Only the elements in view exist: on each layout pass (each scroll) the
/// collection view asks its layout for the attributes of the elements in
/// its bounds, makes views for those new in view (`cellForItemAt`,
/// `viewForSupplementaryElementOfKind`, then `willDisplay`), and puts views
/// gone from view in the reuse queue of their identifier
/// (`didEndDisplaying`); `dequeueReusableCell` hands them out again after
/// `prepareForReuse()`. The layout is used in UIKit's order (see
/// `UICollectionViewLayout`): `prepare()` after each invalidation, then
/// `collectionViewContentSize` (the scroll view's `contentSize`), then
/// `layoutAttributesForElements(in:)`. Selection by touch, with UIKit's
/// delegate calls in UIKit's order: UICollectionViewDelegate's comment and
/// UICollectionView+Selection.swift. Defaults: white background, selection
/// on, single.
///
/// Not in this first slice (issue 32): batch updates,
/// self-sizing (`estimatedItemSize`), decoration views, drag to reorder,
/// keyboard focus.
///
/// `delegate` is the scroll view's property: assign a `UICollectionViewDelegate`
/// to it (Swift cannot narrow an inherited property's type; see the README).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The layout placing the items; setting it lays the items out again at once (no animation).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { adopt(collectionViewLayout, replacing: oldValue) }
    }
    open weak var dataSource: (any UICollectionViewDataSource)? { didSet { reloadData() } }
    /// The scroll view's delegate; a new one may size items differently
    /// (`UICollectionViewDelegateFlowLayout`), so the layout is invalidated.
    open override weak var delegate: (any UIScrollViewDelegate)? {
        didSet { if delegate !== oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// Behind every element, filling the bounds, not scrolling with the content (default nil).
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }
    /// Told of items shortly before they come into view (UICollectionView+Prefetching.swift).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether `prefetchDataSource` is asked (default true).
    open var isPrefetchingEnabled = true
    var prefetchedItems: Set<IndexPath> = []
    var lastPrefetchOffset: CGPoint = .zero
    /// Whether a tap selects an item (default true).
    open var allowsSelection = true
    /// Whether taps add to the selection, a tap on a selected item deselecting it (default false).
    open var allowsMultipleSelection = false

    /// The layout must be prepared again before it is asked for attributes.
    var layoutNeedsPreparing = true
    /// The data source's counts, per section; nil until asked (after `reloadData()`).
    var itemCounts: [Int]?
    var visibleCellsByItem: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementary: [SupplementaryKey: UICollectionReusableView] = [:]
    var cellRegistrations: [String: UICollectionViewCell.Type] = [:]
    var supplementaryRegistrations: [SupplementaryKey.Registration: UICollectionReusableView.Type] = [:]
    var cellQueues: [String: [UICollectionViewCell]] = [:]
    var supplementaryQueues: [SupplementaryKey.Registration: [UICollectionReusableView]] = [:]
    var selectedItems: [IndexPath] = []
    /// The item a touch is on, highlighted.
    var pressedItem: IndexPath?
    /// Reports misuse UIKit would raise an exception for (standard error by default; tests replace it).
    package var reportMisuse: (String) -> Void = { message in
        FileHandle.standardError.write(Data("XUIKit: UICollectionView: \(message)\n".utf8))
    }

    /// A supplementary view's place: its kind and index path.
    struct SupplementaryKey: Hashable {
        var kind: String
        var indexPath: IndexPath
        /// A registered supplementary class's key: its kind and reuse identifier.
        struct Registration: Hashable {
            var kind: String
            var identifier: String
        }
    }

    /// A collection view placing its items with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        adopt(layout, replacing: nil)
    }

    public required init?(coder: NSCoder) { return nil }

    /// Takes `layout` as the collection view's layout; `completion` runs after (with true).
    /// XUIKit does not animate between layouts: the items move at once.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        completion?(true)
    }

    private func adopt(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout?) {
        if let old, old !== layout, old.collectionView === self { old.collectionView = nil }
        if let owner = layout.collectionView, owner !== self {
            reportMisuse("a layout can serve one collection view at a time; it leaves its previous one")
            owner.layoutNeedsPreparing = true
        }
        layout.collectionView = self
        layoutNeedsPreparing = true
        setNeedsLayout()
    }

    // MARK: Data

    /// Asks the data source again for everything: every view in view goes to its reuse queue,
    /// the selection is cleared, and the layout is prepared again on the next layout pass.
    open func reloadData() {
        itemCounts = nil
        selectedItems.removeAll()
        pressedItem = nil
        prefetchedItems.removeAll()
        for (indexPath, cell) in visibleCellsByItem { retire(cell, at: indexPath) }
        visibleCellsByItem.removeAll()
        for (key, view) in visibleSupplementary { retire(view, key: key) }
        visibleSupplementary.removeAll()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// The data source's counts, asked once after each `reloadData()`.
    var counts: [Int] {
        if let itemCounts { return itemCounts }
        guard let dataSource else { itemCounts = []; return [] }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let loaded = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        itemCounts = loaded
        return loaded
    }

    open var numberOfSections: Int { counts.count }
    /// The section's item count; 0 for a section that does not exist.
    open func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Registering and dequeuing

    /// Cells for `identifier` are made from `cellClass` (with `init(frame:)`); nil unregisters.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellRegistrations[identifier] = cellClass as? UICollectionViewCell.Type
    }

    /// Supplementary views of `elementKind` for `identifier` are made from `viewClass`; nil unregisters.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        supplementaryRegistrations[.init(kind: elementKind, identifier: identifier)] = viewClass as? UICollectionReusableView.Type
    }

    /// A cell from the reuse queue (after `prepareForReuse()`), or made from the registered class.
    /// An identifier with no registered class is UIKit's exception: reported, and a plain cell returned.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if var queue = cellQueues[identifier], let cell = queue.popLast() {
            cellQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        let cell: UICollectionViewCell
        if let type = cellRegistrations[identifier] {
            cell = RuntimeInstantiation.instantiate(type) as! UICollectionViewCell
        } else {
            reportMisuse("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier")
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view from the reuse queue (after `prepareForReuse()`), or made from the registered class.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionReusableView {
        let key = SupplementaryKey.Registration(kind: elementKind, identifier: identifier)
        if var queue = supplementaryQueues[key], let view = queue.popLast() {
            supplementaryQueues[key] = queue
            view.prepareForReuse()
            return view
        }
        let view: UICollectionReusableView
        if let type = supplementaryRegistrations[key] {
            view = RuntimeInstantiation.instantiate(type) as! UICollectionReusableView
        } else {
            reportMisuse("could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier")
            view = UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        return view
    }

    // MARK: Items in view

    /// The cell showing the item, if it is in view.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByItem[indexPath] }
    /// The cells in view, in index-path order.
    open var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleCellsByItem[$0] } }
    /// The items in view, in index-path order.
    open var indexPathsForVisibleItems: [IndexPath] { visibleCellsByItem.keys.sorted() }
    /// The item a cell in view shows.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? { visibleCellsByItem.first { $0.value === cell }?.key }
    /// The supplementary view in view of `elementKind` at `indexPath`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The index paths of the supplementary views of `elementKind` in view, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The supplementary views of `elementKind` in view, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap { supplementaryView(forElementKind: elementKind, at: $0) }
    }

    /// The item whose frame holds `point` (content coordinates), the front one (highest zIndex) when several do.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.contains(point)
        }
        return hits.enumerated().max { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }?.element.indexPath
    }

    /// The layout's attributes for the item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary view.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Scrolling and selecting (UICollectionView+ScrollPosition.swift, UICollectionView+Selection.swift)

    /// Scrolls so the item shows at `scrollPosition`: its edge at the top (or left,
    /// bottom, right) of the area inside the adjusted content insets, or its centre
    /// at that area's centre; with no choice on an axis, as little as needed on it.
    /// The offset stays within the content.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        performScroll(to: indexPath, at: scrollPosition, animated: animated)
    }

    /// The selected items, in the order they were selected; nil when none (as UIKit documents).
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects an item in code (no delegate calls, as in UIKit), scrolling to it as asked;
    /// nil clears the selection. Without multiple selection, the old selection is cleared.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelection(of: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item in code (no delegate calls).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { performDeselection(of: indexPath) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        itemTouchBegan(touches)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        itemTouchEnded(touches, cancelled: false)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        itemTouchEnded(touches, cancelled: true)
    }

    // MARK: Layout

    /// The layout is asked whether a change of bounds (a scroll, a resize) needs a new layout, as UIKit asks it.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            if newValue != super.bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newValue) {
                collectionViewLayout.invalidateLayout()
            }
            super.bounds = newValue
        }
    }

    open override var frame: CGRect {
        get { super.frame }
        set {
            let newBounds = CGRect(origin: bounds.origin, size: newValue.size)
            if newBounds != bounds, collectionViewLayout.shouldInvalidateLayout(forBoundsChange: newBounds) {
                collectionViewLayout.invalidateLayout()
            }
            super.frame = newValue
        }
    }

    /// `prepare()` when invalidated, then the content size from the layout.
    func prepareLayoutIfNeeded() {
        guard layoutNeedsPreparing else { return }
        layoutNeedsPreparing = false
        collectionViewLayout.prepare()
        let size = collectionViewLayout.collectionViewContentSize
        if contentSize != size { contentSize = size }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        prepareLayoutIfNeeded()
        if let backgroundView {
            backgroundView.frame = bounds
            if subviews.first !== backgroundView { insertSubview(backgroundView, at: 0) }
        }
        tileElements()
        prefetchItems()
    }

    /// Puts an element's view in place: in front of `backgroundView`; one with a positive zIndex
    /// (a pinned header) in front of the others, so touches reach it first as they would in UIKit.
    func insertElement(_ view: UIView, zIndex: Int) {
        if zIndex > 0 { return addSubview(view) }
        insertSubview(view, at: backgroundView?.superview === self ? 1 : 0)
    }
}
