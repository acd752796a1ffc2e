import Foundation
import XUIKitCore
import XUIKitGraphics

/// Rows in sections that scroll: UIKit's `UITableView`.
///
/// Only the rows in view have cells: as the table scrolls, cells leaving the
/// bounds go to a reuse queue per identifier and `dequeueReusableCell` hands
/// them out again (after `prepareForReuse()`); the rows' positions are
/// running totals of their heights (`TableGeometry`), so a million rows cost
/// one array of heights. UIKit's defaults: rows self-size (`rowHeight` is
/// `automaticDimension`: each row is measured when it first comes into view,
/// taken to be `estimatedRowHeight` until then; the delegate's `heightForRowAt`
/// wins; see UITableView+SelfSizing.swift), plain style with 28 pt title
/// headers (grouped: 18 pt, grey background), selection on, single.
/// A touch on a row highlights it once it reaches the content (the scroll
/// view's 150 ms delay: a quick drag scrolls without flashing a row) and
/// selects it on lift (`willSelectRowAt`, then `didSelectRowAt`); a scroll
/// cancels the highlight. Sections beyond the data source's count, rows that
/// do not exist and changes of count without `reloadData()` are reported, not
/// crashed on.
///
/// The aspects, one file each: self-sizing rows and titles (+SelfSizing),
/// floating plain headers and footers (+Tiling), animated updates (+Updates),
/// swipe actions (+SwipeActions), editing and reordering (+Editing,
/// +Reordering), the section index (+SectionIndex).
///
/// `delegate` is the scroll view's property: assign a `UITableViewDelegate`
/// to it (Swift cannot narrow an inherited property's type; see the README).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    public enum Style: Int, Sendable { case plain, grouped, insetGrouped }
    public enum ScrollPosition: Int, Sendable { case none, top, middle, bottom }
    public enum RowAnimation: Int, Sendable { case fade, right, left, top, bottom, none, middle, automatic = 100 }
    /// "Let the table work it out": row heights from the cells' own sizes.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    open weak var dataSource: (any UITableViewDataSource)? { didSet { needsReload = true; setNeedsLayout() } }
    /// Told of rows shortly before they come into view (UITableView+Prefetching.swift).
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?
    /// Whether `prefetchDataSource` is asked (default true).
    open var isPrefetchingEnabled = true
    var prefetchedRows: Set<IndexPath> = []
    var lastPrefetchOffset: CGFloat = 0
    /// Every row's height unless the delegate's `heightForRowAt` says otherwise.
    /// UIKit's default since iOS 11: `automaticDimension`, the cell's own fitted height.
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// What a self-sizing row is taken to be until it is measured (default
    /// `automaticDimension`: 44 pt); 0 turns estimates off: rows are measured
    /// when the table loads.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    open var sectionHeaderHeight: CGFloat { didSet { invalidateHeights() } }
    open var sectionFooterHeight: CGFloat { didSet { invalidateHeights() } }
    /// What a self-sizing header is taken to be until it is measured (default `automaticDimension`: the style's header height).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    /// What a self-sizing footer is taken to be until it is measured (default `automaticDimension`: the style's footer height).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { invalidateHeights() } }
    open var allowsSelection = true
    open var allowsMultipleSelection = false
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { setNeedsLayout() } }
    open var tableHeaderView: UIView? { didSet { replaceAccessoryView(oldValue, tableHeaderView) } }
    open var tableFooterView: UIView? { didSet { replaceAccessoryView(oldValue, tableFooterView) } }

    var geometry = TableGeometry()
    /// Self-sized heights measured so far, and the width they were measured at.
    var measuredHeights: [TableGeometry.Item: CGFloat] = [:]
    var measuredWidth: CGFloat?
    var needsReload = true
    /// The cells on screen, by row.
    var visibleCellsByRow: [IndexPath: UITableViewCell] = [:]
    /// Header and footer views on screen, by section (negative: footers, as -1 - section).
    var visibleSupplementary: [Int: UIView] = [:]
    var reuseQueues: [String: [UITableViewCell]] = [:]
    var registrations: [String: UITableViewCell.Type] = [:]
    /// Header and footer views: registered classes, reuse queues, and the keys whose views were announced (`willDisplayHeaderView`).
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    var headerFooterQueues: [String: [UITableViewHeaderFooterView]] = [:]
    var displayedSupplementary: Set<Int> = []
    var selectedRows: [IndexPath] = []
    /// The row a touch is on, highlighted once the touch reached the content.
    var pressedRow: IndexPath?
    /// The section index: its titles (asked on reload) and its view (UITableView+SectionIndex.swift).
    var sectionIndexTitlesShown: [String]?
    var sectionIndexView: TableSectionIndexView?
    /// Changes collected inside `performBatchUpdates`/`beginUpdates`, and how deep the batches nest.
    /// The cell `reconfigureRows(at:)` is asking the data source to configure again.
    var reconfiguringCell: UITableViewCell?
    var pendingUpdate = TableUpdate()
    var batchDepth = 0
    /// The row swiped open or being swiped, and the pan that swipes rows (UITableView+SwipeActions.swift).
    var rowSwipe: TableRowSwipe?
    /// The row being dragged by its reorder control, and the pan that drags it (UITableView+Reordering.swift).
    var reorder: TableReorder?
    /// The drag's translation, and the frame-clock link scrolling the table while the row is held near an edge.
    var reorderTranslation: CGFloat = 0
    var reorderAutoscroll: CADisplayLink?
    lazy var reorderRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleReorder(pan)
        }
        return pan
    }()
    private var editingState = false
    lazy var swipeRecognizer: UIPanGestureRecognizer = {
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        pan.addTarget { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.handleSwipe(pan)
        }
        return pan
    }()

    public init(frame: CGRect, style: Style) {
        self.style = style
        sectionHeaderHeight = style == .plain ? 28 : 18
        sectionFooterHeight = style == .plain ? 0 : 18
        super.init(frame: frame)
        backgroundColor = style == .plain ? .white : .systemGroupedBackground
        alwaysBounceVertical = true
        addGestureRecognizer(swipeRecognizer)
        addGestureRecognizer(reorderRecognizer)
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }
    public required init?(coder: NSCoder) { return nil }

    // MARK: Data

    /// Asks the data source again for everything, and redisplays the rows in view.
    open func reloadData() {
        needsReload = true
        measuredHeights.removeAll()
        prefetchedRows.removeAll()
        selectedRows.removeAll()
        for (indexPath, cell) in visibleCellsByRow { retire(cell, at: indexPath) }
        visibleCellsByRow.removeAll()
        setNeedsLayout()
        layoutIfNeeded()
    }

    open var numberOfSections: Int { reloadIfNeeded(); return geometry.sections.count }
    open func numberOfRows(inSection section: Int) -> Int { reloadIfNeeded(); return geometry.rowCount(in: section) }

    // MARK: Cells

    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass as? UITableViewCell.Type
    }

    /// A cell from the reuse queue, or nil when the queue is empty and nothing is registered.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        // reconfigureRows(at:) hands the row's own cell back, as it is.
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if var queue = reuseQueues[identifier], let cell = queue.popLast() {
            reuseQueues[identifier] = queue
            cell.prepareForReuse()
            return cell
        }
        guard let type = registrations[identifier] else { return nil }
        // A registered subclass is made as UIKit makes it (its init(style:reuseIdentifier:) override runs).
        let cell = type == UITableViewCell.self ? UITableViewCell(style: .default, reuseIdentifier: identifier)
            : RuntimeInstantiation.instantiate(type) as! UITableViewCell
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A cell for `indexPath`: reused, or made from the registered class. An
    /// unregistered identifier is a programmer error, as in UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("UITableView: unable to dequeue a cell with identifier \(identifier): register a class for it first")
        }
        return cell
    }

    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterRegistrations[identifier] = aClass as? UITableViewHeaderFooterView.Type
    }

    /// A header or footer view from the reuse queue (after `prepareForReuse()`), or made from the registered class; nil when neither.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooterView(withIdentifier: identifier)
    }

    /// The header view showing for `section`, if it is a `UITableViewHeaderFooterView` (titles are).
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? { visibleSupplementary[section] as? UITableViewHeaderFooterView }
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? { visibleSupplementary[-1 - section] as? UITableViewHeaderFooterView }

    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByRow[indexPath] }
    open var visibleCells: [UITableViewCell] { indexPathsForVisibleRows?.compactMap { visibleCellsByRow[$0] } ?? [] }
    open var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByRow.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) } }
    open func indexPath(for cell: UITableViewCell) -> IndexPath? { visibleCellsByRow.first { $0.value === cell }?.key }

    /// The row under `point` (table coordinates), if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        reloadIfNeeded()
        return geometry.indexPath(at: point.y - contentTop)
    }

    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        reloadIfNeeded()
        guard let span = geometry.span(of: indexPath) else { return .zero }
        return rowFrame(span: span)
    }

    open func rect(forSection section: Int) -> CGRect {
        reloadIfNeeded()
        guard geometry.sections.indices.contains(section) else { return .zero }
        let sectionGeometry = geometry.sections[section]
        return CGRect(x: 0, y: contentTop + sectionGeometry.top, width: bounds.width, height: sectionGeometry.bottom - sectionGeometry.top)
    }

    /// Scrolls so the row shows at `scrollPosition` (`.none`: as little as needed).
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        guard rect != .zero else { return }
        let visible = bounds.height - adjustedContentInset.top - adjustedContentInset.bottom
        var y: CGFloat
        switch scrollPosition {
        case .none: return scrollRectToVisible(rect, animated: animated)
        case .top: y = rect.minY
        case .middle: y = rect.midY - visible / 2
        case .bottom: y = rect.maxY - visible
        }
        y -= adjustedContentInset.top
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if measuredWidth != bounds.width {
            // Fitted heights depend on the width: measure again.
            measuredWidth = bounds.width
            invalidateHeights()
        }
        tileRows()
        tileSectionIndex()
        prefetchRows()
    }

    // MARK: Inserting, deleting and moving rows and sections (UITableView+Updates.swift)

    /// Inserts rows at these index paths (after the update); the data source must already count them.
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in for path in indexPaths { update.insertedRows.insert(path); update.appearance[path] = animation } }
    }
    /// Deletes the rows at these index paths (before the update); the data source must no longer count them.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in for path in indexPaths { update.deletedRows.insert(path); update.disappearance[path] = animation } }
    }
    /// Asks the data source again for these rows' cells (index paths before the update).
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { update in for path in indexPaths { update.reloadedRows.insert(path); update.disappearance[path] = animation } }
    }
    /// Has the data source configure the rows' existing cells again (`cellForRowAt`,
    /// whose dequeue returns the row's own cell, not prepared for reuse); self-sizing
    /// rows are measured again. Rows not in view are left for when they come into view.
    open func reconfigureRows(at indexPaths: [IndexPath]) { performReconfigure(indexPaths) }
    /// Moves a row (its cell, selection and height go with it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedRows.append((indexPath, newIndexPath)) }
    }
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update in for section in sections { update.insertedSections.insert(section); update.sectionAppearance[section] = animation } }
    }
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update in for section in sections { update.deletedSections.insert(section); update.sectionDisappearance[section] = animation } }
    }
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { update in for section in sections { update.reloadedSections.insert(section); update.sectionDisappearance[section] = animation } }
    }
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }
    /// Applies the changes `updates` makes as one animated update; `completion` gets true when its animations ran to their end.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch(completion: completion)
    }
    /// Starts collecting changes (nestable) until the matching `endUpdates()`.
    open func beginUpdates() { beginBatch() }
    open func endUpdates() { endBatch(completion: nil) }

    // MARK: Section index (UITableView+SectionIndex.swift)

    /// The index titles' colour (default nil: the tint colour).
    open var sectionIndexColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index's background while not touched (default nil: clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { setNeedsLayout() } }
    /// The index's background while a finger is on it (default nil: clear).
    open var sectionIndexTrackingBackgroundColor: UIColor?
    /// The fewest rows for the index to show (default 0).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }

    // MARK: Editing (UITableView+Editing.swift, UITableView+Reordering.swift)

    /// Whether the table is in editing mode (default false): rows show their
    /// editing controls (`editingStyleForRowAt`, `.delete` by default) and
    /// reorder controls, and are not selectable unless `allowsSelectionDuringEditing`.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }
    /// Enters or leaves editing mode; the rows' controls slide in or out when animated.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingState = editing
        performSetEditing(editing, animated: animated)
    }
    /// Whether rows can be selected while editing (default false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (default false): each
    /// editable row then shows a selection circle, filled when selected, instead of its editing control.
    open var allowsMultipleSelectionDuringEditing = false { didSet { if isEditing { performSetEditing(true, animated: false) } } }

    // MARK: Selection (UITableView+Selection.swift)

    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }
    /// Selects a row in code (no delegate calls, as in UIKit), scrolling to it as asked.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        performSelection(of: indexPath, animated: animated, scrollPosition: scrollPosition)
    }
    /// Deselects a row in code (no delegate calls).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) { performDeselection(of: indexPath, animated: animated) }

    /// The swipe pan begins only for a horizontal drag on a row with actions
    /// that way; the scroll view's pan then fails (UITableView+SwipeActions.swift).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        panArbitration(gestureRecognizer) ?? super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    // MARK: Touches on rows

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        rowTouchBegan(touches)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        rowTouchEnded(touches, cancelled: false)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        rowTouchEnded(touches, cancelled: true)
    }
}

extension UITableViewCell {
    public enum SeparatorStyle: Int, Sendable { case none, singleLine, singleLineEtched }
}
