import Foundation
import XUIKitCore

/// Where every section and row of a table sits, as running totals, so the
/// rows in view are found by binary search and only they need cells:
/// 1,000,000 rows cost one array of heights, not a view each.
///
///     section: [header][row 0][row 1]…[footer]   sections one after another, from 0
struct TableGeometry: Equatable {
    struct Section: Equatable {
        let top: CGFloat
        let headerHeight: CGFloat
        /// Each row's top, relative to the table, and one more: the end of the last row.
        let rowTops: [CGFloat]
        let footerHeight: CGFloat
        var rowCount: Int { rowTops.count - 1 }
        var rowsEnd: CGFloat { rowTops[rowTops.count - 1] }
        var bottom: CGFloat { rowsEnd + footerHeight }
    }

    private(set) var sections: [Section] = []

    /// Builds the geometry from each section's header height, row heights and footer height.
    init(sectionCount: Int, header: (Int) -> CGFloat, rows: (Int) -> Int, rowHeight: (IndexPath) -> CGFloat, footer: (Int) -> CGFloat) {
        var y: CGFloat = 0
        for section in 0..<max(0, sectionCount) {
            let top = y
            let headerHeight = max(0, header(section))
            y += headerHeight
            let count = max(0, rows(section))
            var tops = [CGFloat]()
            tops.reserveCapacity(count + 1)
            for row in 0..<count {
                tops.append(y)
                let height = rowHeight(IndexPath(row: row, section: section))
                y += height.isFinite ? max(0, height) : 0
            }
            tops.append(y)
            let footerHeight = max(0, footer(section))
            y += footerHeight
            sections.append(Section(top: top, headerHeight: headerHeight, rowTops: tops, footerHeight: footerHeight))
        }
    }

    init() {}

    var height: CGFloat { sections.last?.bottom ?? 0 }

    func rowCount(in section: Int) -> Int { sections.indices.contains(section) ? sections[section].rowCount : 0 }

    /// The rectangle's vertical span of a row (nil for a row that does not exist).
    func span(of indexPath: IndexPath) -> ClosedRange<CGFloat>? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let section = sections[indexPath.section]
        guard (0..<section.rowCount).contains(indexPath.row) else { return nil }
        return section.rowTops[indexPath.row]...section.rowTops[indexPath.row + 1]
    }

    /// The row under `y` (nil in a header, a footer or past the end).
    func indexPath(at y: CGFloat) -> IndexPath? {
        guard let sectionIndex = lastIndex(in: sections.map(\.top), atOrBelow: y) else { return nil }
        let section = sections[sectionIndex]
        guard y < section.rowsEnd, let row = lastIndex(in: section.rowTops, atOrBelow: y), row < section.rowCount else { return nil }
        return IndexPath(row: row, section: sectionIndex)
    }

    /// Every row that shows in `range` (a row starting at its end does not), in order.
    func indexPaths(in range: Range<CGFloat>) -> [IndexPath] {
        var result: [IndexPath] = []
        for (index, section) in sections.enumerated() where section.bottom > range.lowerBound && section.top < range.upperBound {
            guard section.rowCount > 0 else { continue }
            let first = lastIndex(in: section.rowTops, atOrBelow: range.lowerBound) ?? 0
            var row = min(first, section.rowCount - 1)
            while row < section.rowCount, section.rowTops[row] < range.upperBound {
                if section.rowTops[row + 1] > range.lowerBound { result.append(IndexPath(row: row, section: index)) }
                row += 1
            }
        }
        return result
    }

    /// The last index whose value is at or below `y` in an ascending array (binary search).
    private func lastIndex(in values: [CGFloat], atOrBelow y: CGFloat) -> Int? {
        var low = 0, high = values.count - 1, found: Int?
        while low <= high {
            let middle = (low + high) / 2
            if values[middle] <= y { found = middle; low = middle + 1 } else { high = middle - 1 }
        }
        return found
    }
}
