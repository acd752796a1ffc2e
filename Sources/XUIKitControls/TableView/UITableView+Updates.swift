import Foundation
import XUIKitCore

/// Inserting, deleting, reloading and moving rows and sections, animated.
///
/// Outside `performBatchUpdates` (or `beginUpdates`/`endUpdates`) each call
/// is an update of its own; inside, they collect and apply together when the
/// block returns, in UIKit's terms (deletions and reloads name old index
/// paths, insertions new ones). Applying one:
///
///     row counts before (the table's) + the update  ==  row counts after (the data source's)?
///       no  -> UIKit's NSInternalInconsistencyException message, reported
///              (`reportInconsistency`), then reloadData(): Swift cannot catch
///              an exception, and a table that crashes the app helps no one
///       yes -> rows, selection and measured heights follow their rows;
///              the geometry is rebuilt and the rows in view tiled; then over
///              0.3 s (UIView.animate): rows that stay slide from where they
///              were, inserted rows fade in, deleted ones fade out where they
///              were (under the others) and go to the reuse queue at the end
///
/// Row animations: `.fade`, `.automatic` and `.middle` fade in place;
/// `.left`/`.right` slide the row in from or out to that side; `.top`/`.bottom`
/// slide it by its height from or toward that edge while fading; `.none` makes
/// the inserted or deleted rows appear or vanish at once while the others
/// still slide. Inside `UIView.performWithoutAnimation` nothing animates. Rows
/// pushed out of view by the update leave at once rather than sliding out.
/// `completion` runs when the animation ends (true), or at the next turn of
/// the run loop when there is nothing to animate.
extension UITableView {
    /// Reports an inconsistent update (UIKit's exception message). Standard
    /// error by default, prefixed as UIKit's exception; tests replace it.
    @MainActor package static var reportInconsistency: (String) -> Void = { message in
        FileHandle.standardError.write(Data("XUIKit: *** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '\(message)' (XUIKit reloads the table instead)\n".utf8))
    }

    /// The duration of row animations.
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Adds to the batch being collected, or applies at once outside one.
    func record(_ change: (inout TableUpdate) -> Void) {
        if batchDepth > 0 {
            change(&pendingUpdate)
        } else {
            var update = TableUpdate()
            change(&update)
            apply(update, completion: nil)
        }
    }

    func beginBatch() { batchDepth += 1 }

    func endBatch(completion: ((Bool) -> Void)?) {
        guard batchDepth > 0 else { return }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let update = pendingUpdate
        pendingUpdate = TableUpdate()
        apply(update, completion: completion)
    }

    /// Applies one update (see the type's comment).
    func apply(_ update: TableUpdate, completion: ((Bool) -> Void)?) {
        // Never loaded (or about to reload anyway): nothing to check or animate against.
        guard !needsReload, let dataSource else {
            needsReload = true
            setNeedsLayout()
            return finish(completion)
        }
        let oldGeometry = geometry
        let oldCounts = geometry.sections.map(\.rowCount)
        let newCounts = (0..<max(0, dataSource.numberOfSections(in: self))).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        let mapping: TableUpdateMapping
        do {
            mapping = try TableUpdateMapping(update, oldCounts: oldCounts, newCounts: newCounts)
        } catch {
            UITableView.reportInconsistency(error.message)
            reloadData()
            return finish(completion)
        }
        let animated = UIView.areAnimationsEnabled

        // Cells, selection and measured heights follow their rows.
        var leaving: [(cell: UITableViewCell, at: IndexPath, animation: RowAnimation)] = []
        var moved: [IndexPath: UITableViewCell] = [:]
        for (old, cell) in visibleCellsByRow {
            if let new = mapping.newIndexPath(for: old), !update.reloadedRows.contains(old), !update.reloadedSections.contains(old.section) {
                moved[new] = cell
            } else {
                let animation = update.disappearance[old] ?? update.sectionDisappearance[old.section] ?? .fade
                leaving.append((cell, old, animated ? animation : .none))
            }
        }
        visibleCellsByRow = moved
        selectedRows = selectedRows.compactMap { mapping.newIndexPath(for: $0) }
        if let pressed = pressedRow { pressedRow = mapping.newIndexPath(for: pressed) }
        var heights: [Item: CGFloat] = [:]
        for (item, height) in measuredHeights {
            switch item {
            case .row(let old):
                guard !update.reloadedRows.contains(old), !update.reloadedSections.contains(old.section),
                      let new = mapping.newIndexPath(for: old) else { continue }
                heights[.row(new)] = height
            case .header(let old), .footer(let old):
                guard !update.reloadedSections.contains(old), let new = mapping.newSection(for: old) else { continue }
                if case .header = item { heights[.header(new)] = height } else { heights[.footer(new)] = height }
            }
        }
        measuredHeights = heights
        // Headers and footers of kept sections slide with them; the others go.
        var oldSupplementaryFrames: [ObjectIdentifier: CGRect] = [:]
        var supplementary: [Int: UIView] = [:]
        for (key, view) in visibleSupplementary {
            let old = key >= 0 ? key : -1 - key
            if let new = mapping.newSection(for: old), !update.reloadedSections.contains(old) {
                supplementary[key >= 0 ? new : -1 - new] = view
                oldSupplementaryFrames[ObjectIdentifier(view)] = view.frame
            } else {
                retireSupplementary(view, key: key)
            }
        }
        visibleSupplementary = supplementary
        displayedSupplementary = Set(supplementary.keys)

        needsReload = true
        reloadIfNeeded()
        if clamped(contentOffset) != contentOffset, !isDragging { contentOffset = clamped(contentOffset) }
        tileRows()
        animateUpdate(from: oldGeometry, mapping: mapping, update: update, leaving: leaving,
                      supplementaryFrames: oldSupplementaryFrames, animated: animated, completion: completion)
    }

    private func animateUpdate(from oldGeometry: TableGeometry, mapping: TableUpdateMapping, update: TableUpdate,
                               leaving: [(cell: UITableViewCell, at: IndexPath, animation: RowAnimation)],
                               supplementaryFrames: [ObjectIdentifier: CGRect], animated: Bool, completion: ((Bool) -> Void)?) {
        var slides: [(view: UIView, to: CGRect)] = []
        var appearing: [UIView] = []
        for (new, cell) in visibleCellsByRow {
            if let old = mapping.oldIndexPath(for: new), !update.reloadedRows.contains(old), let span = oldGeometry.span(of: old) {
                let from = rowFrame(span: span)
                if from != cell.frame { slides.append((cell, cell.frame)); cell.frame = from }
            } else if mapping.oldIndexPath(for: new) == nil || update.reloadedRows.contains(mapping.oldIndexPath(for: new)!) {
                let old = mapping.oldIndexPath(for: new)
                let animation = update.appearance[new] ?? update.sectionAppearance[new.section] ?? old.flatMap { update.disappearance[$0] } ?? .fade
                if animated, animation != .none {
                    let start = displaced(cell.frame, by: animation)
                    slides.append((cell, cell.frame))
                    cell.frame = start.frame
                    if start.fades { appearing.append(cell); cell.alpha = 0 }
                }
            }
        }
        for view in visibleSupplementary.values {
            guard let from = supplementaryFrames[ObjectIdentifier(view)], from != view.frame else { continue }
            slides.append((view, view.frame))
            view.frame = from
        }
        var fading: [(cell: UITableViewCell, at: IndexPath, to: (frame: CGRect, fades: Bool))] = []
        for (cell, old, animation) in leaving {
            if animation == .none {
                retire(cell, at: old)
            } else {
                sendSubviewToBack(cell)
                fading.append((cell, old, displaced(cell.frame, by: animation)))
            }
        }
        guard animated else {
            for slide in slides { slide.view.frame = slide.to }
            return finish(completion)
        }
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.allowUserInteraction], animations: {
            for slide in slides { slide.view.frame = slide.to }
            for view in appearing { view.alpha = 1 }
            for leaving in fading {
                leaving.cell.frame = leaving.to.frame
                if leaving.to.fades { leaving.cell.alpha = 0 }
            }
        }, completion: { [weak self] finished in
            for leaving in fading {
                leaving.cell.alpha = 1
                self?.retire(leaving.cell, at: leaving.at)
            }
            completion?(finished)
        })
    }

    /// Where a row appears from or goes to for `animation`, and whether it fades:
    /// `.left`/`.right` slide a whole width sideways; `.top`/`.bottom` slide its
    /// height up or down, fading; the others (`.fade`, `.middle`, `.automatic`) fade in place.
    private func displaced(_ frame: CGRect, by animation: RowAnimation) -> (frame: CGRect, fades: Bool) {
        switch animation {
        case .left: (frame.offsetBy(dx: -bounds.width, dy: 0), false)
        case .right: (frame.offsetBy(dx: bounds.width, dy: 0), false)
        case .top: (frame.offsetBy(dx: 0, dy: -frame.height), true)
        case .bottom: (frame.offsetBy(dx: 0, dy: frame.height), true)
        case .fade, .middle, .automatic, .none: (frame, true)
        }
    }

    /// `reconfigureRows(at:)`'s work: each row in view's cell configured again in place.
    func performReconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource else { return }
        for indexPath in indexPaths {
            guard let cell = visibleCellsByRow[indexPath] else { continue }
            reconfiguringCell = cell
            let configured = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguringCell = nil
            if configured !== cell {
                // The data source made or dequeued another cell (another identifier): it replaces the old one.
                retire(cell, at: indexPath)
                configured.frame = cell.frame
                applyRowAppearance(to: configured, at: indexPath)
                configureEditing(configured, at: indexPath, animated: false)
                configured.isSelected = selectedRows.contains(indexPath)
                insertSubview(configured, at: 0)
                visibleCellsByRow[indexPath] = configured
                tableDelegate?.tableView(self, willDisplay: configured, forRowAt: indexPath)
            }
            measuredHeights[.row(indexPath)] = nil
        }
        setNeedsLayout()
        layoutIfNeeded()
    }

    /// Runs a completion at the next turn, as UIKit does when nothing animates.
    private func finish(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        UIView.animate(withDuration: 0, animations: {}, completion: completion)
    }
}
