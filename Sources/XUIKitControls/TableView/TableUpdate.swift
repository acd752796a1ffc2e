import Foundation
import XUIKitCore

/// The row and section changes of one update (`insertRows`, `deleteRows`,
/// `reloadRows`, `moveRow`, the section forms, or all of a
/// `performBatchUpdates` block), in UIKit's terms: deletions, reloads and
/// move sources name index paths before the update; insertions and move
/// destinations, after it.
struct TableUpdate {
    var insertedSections = IndexSet(), deletedSections = IndexSet(), reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var insertedRows: Set<IndexPath> = [], deletedRows: Set<IndexPath> = [], reloadedRows: Set<IndexPath> = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// How each inserted row appears (new index paths) and each deleted or reloaded one goes (old index paths).
    var appearance: [IndexPath: UITableView.RowAnimation] = [:]
    var disappearance: [IndexPath: UITableView.RowAnimation] = [:]
    /// The same for whole sections inserted (new indexes) and deleted or reloaded (old indexes).
    var sectionAppearance: [Int: UITableView.RowAnimation] = [:]
    var sectionDisappearance: [Int: UITableView.RowAnimation] = [:]

    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// Where every section and row before an update is after it, worked out from
/// the update and the row counts before (the table's) and after (the data
/// source's), checked as UIKit checks them. A failed check is a
/// `TableUpdateError` carrying UIKit's message.
struct TableUpdateMapping {
    /// Old section -> new section (nil: deleted).
    private(set) var sectionMap: [Int?] = []
    /// Per old section, old row -> new index path (nil: deleted, or its section was).
    private(set) var rowMaps: [[IndexPath?]] = []
    /// Per new section, new row -> old index path (nil: inserted, or in an inserted or reloaded section).
    private(set) var origins: [[IndexPath?]] = []

    init(_ update: TableUpdate, oldCounts: [Int], newCounts: [Int]) throws(TableUpdateError) {
        let oldSections = oldCounts.count, newSections = newCounts.count
        let movedFrom = Set(update.movedSections.map(\.from)), movedTo = Set(update.movedSections.map(\.to))
        let expectedSections = oldSections + update.insertedSections.count - update.deletedSections.count
        guard newSections == expectedSections else {
            throw TableUpdateError(message: "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newSections)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).")
        }
        for section in update.deletedSections.union(update.reloadedSections).union(IndexSet(movedFrom)) where section >= oldSections {
            throw TableUpdateError(message: "attempt to delete, reload or move section \(section), but there are only \(oldSections) sections before the update")
        }
        for section in update.insertedSections.union(IndexSet(movedTo)) where section >= newSections {
            throw TableUpdateError(message: "attempt to insert or move to section \(section), but there are only \(newSections) sections after the update")
        }
        // Sections: the ones kept, in order, fill the places not inserted or moved to, in order.
        let kept = (0..<oldSections).filter { !update.deletedSections.contains($0) && !movedFrom.contains($0) }
        let places = (0..<newSections).filter { !update.insertedSections.contains($0) && !movedTo.contains($0) }
        sectionMap = Array(repeating: nil, count: oldSections)
        for (old, new) in zip(kept, places) { sectionMap[old] = new }
        for move in update.movedSections { sectionMap[move.from] = move.to }

        for path in update.deletedRows.union(update.reloadedRows).union(update.movedRows.map(\.from))
        where !oldCounts.indices.contains(path.section) || !(0..<oldCounts[path.section]).contains(path.row) {
            let count = oldCounts.indices.contains(path.section) ? oldCounts[path.section] : 0
            throw TableUpdateError(message: "attempt to delete, reload or move row \(path.row) from section \(path.section) which only contains \(count) rows before the update")
        }
        for path in update.insertedRows.union(update.movedRows.map(\.to))
        where !newCounts.indices.contains(path.section) || !(0..<newCounts[path.section]).contains(path.row) {
            let count = newCounts.indices.contains(path.section) ? newCounts[path.section] : 0
            throw TableUpdateError(message: "attempt to insert row \(path.row) into section \(path.section), but there are only \(count) rows in section \(path.section) after the update")
        }

        origins = newCounts.map { Array(repeating: nil, count: $0) }
        rowMaps = oldCounts.map { Array(repeating: nil, count: $0) }
        let movedOut = Set(update.movedRows.map(\.from)), movedIn = Set(update.movedRows.map(\.to))
        for old in 0..<oldSections {
            guard let new = sectionMap[old], !update.reloadedSections.contains(old) else { continue }
            let deleted = update.deletedRows.filter { $0.section == old }.count
            let inserted = update.insertedRows.filter { $0.section == new }.count
            let outs = movedOut.filter { $0.section == old }.count, ins = movedIn.filter { $0.section == new }.count
            guard newCounts[new] == oldCounts[old] + inserted - deleted + ins - outs else {
                throw TableUpdateError(message: "Invalid update: invalid number of rows in section \(new). The number of rows contained in an existing section after the update (\(newCounts[new])) must be equal to the number of rows contained in that section before the update (\(oldCounts[old])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(ins) moved in, \(outs) moved out).")
            }
            let keptRows = (0..<oldCounts[old]).filter { row in
                let path = IndexPath(row: row, section: old)
                return !update.deletedRows.contains(path) && !movedOut.contains(path)
            }
            let rowPlaces = (0..<newCounts[new]).filter { row in
                let path = IndexPath(row: row, section: new)
                return !update.insertedRows.contains(path) && !movedIn.contains(path)
            }
            for (oldRow, newRow) in zip(keptRows, rowPlaces) {
                rowMaps[old][oldRow] = IndexPath(row: newRow, section: new)
                origins[new][newRow] = IndexPath(row: oldRow, section: old)
            }
        }
        for move in update.movedRows {
            // A row moved out of a deleted or reloaded section has no old place to come from.
            guard sectionMap[move.from.section] != nil, !update.reloadedSections.contains(move.from.section) else { continue }
            rowMaps[move.from.section][move.from.row] = move.to
            origins[move.to.section][move.to.row] = move.from
        }
    }

    /// Where an old row is after the update (nil: deleted).
    func newIndexPath(for old: IndexPath) -> IndexPath? {
        guard rowMaps.indices.contains(old.section), rowMaps[old.section].indices.contains(old.row) else { return nil }
        return rowMaps[old.section][old.row]
    }

    /// Where a new row was before the update (nil: inserted, reloaded or in a new section).
    func oldIndexPath(for new: IndexPath) -> IndexPath? {
        guard origins.indices.contains(new.section), origins[new.section].indices.contains(new.row) else { return nil }
        return origins[new.section][new.row]
    }

    /// Where an old section is after the update (nil: deleted).
    func newSection(for old: Int) -> Int? { sectionMap.indices.contains(old) ? sectionMap[old] : nil }
}

/// An update that does not add up: UIKit raises `NSInternalInconsistencyException` with `message`.
struct TableUpdateError: Error, Equatable {
    let message: String
}
