import Foundation
import XUIKitCore

/// Where every section and row of a table sits, as running totals, so the
/// rows in view are found by binary search and only they need cells:
/// 1,000,000 rows cost one array of heights, not a view each.
///
///     section: [header][row 0][row 1]…[footer]   sections one after another, from 0
struct TableGeometry: Equatable {
    struct Section: Equatable {
        var top: CGFloat
        var headerHeight: CGFloat
        /// Each row's top, relative to the table, and one more: the end of the last row.
        var rowTops: [CGFloat]
        var footerHeight: CGFloat
        var rowCount: Int { rowTops.count - 1 }
        var rowsEnd: CGFloat { rowTops[rowTops.count - 1] }
        var bottom: CGFloat { rowsEnd + footerHeight }
    }

    private(set) var sections: [Section] = []

    /// One thing with a height in the table: a section's header, a row, a section's footer.
    enum Item: Hashable, Comparable {
        case header(Int), row(IndexPath), footer(Int)

        var section: Int {
            switch self {
            case .header(let section), .footer(let section): section
            case .row(let indexPath): indexPath.section
            }
        }

        /// Top-to-bottom order: a section's header, its rows, its footer, then the next section.
        private var order: (Int, Int, Int) {
            switch self {
            case .header(let section): (section, 0, 0)
            case .row(let indexPath): (indexPath.section, 1, indexPath.row)
            case .footer(let section): (section, 2, 0)
            }
        }

        static func < (lhs: Item, rhs: Item) -> Bool { lhs.order < rhs.order }
    }

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

    /// The header, row or footer under `y` (nil above the first section or past the end).
    func item(at y: CGFloat) -> Item? {
        guard let index = lastIndex(in: sections.map(\.top), atOrBelow: y), y < sections[index].bottom else { return nil }
        let section = sections[index]
        if y < section.top + section.headerHeight { return .header(index) }
        if y >= section.rowsEnd { return .footer(index) }
        return indexPath(at: y).map { .row($0) } ?? .footer(index)
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

    /// The vertical span of a header, row or footer (nil for one that does not exist).
    func span(of item: Item) -> ClosedRange<CGFloat>? {
        switch item {
        case .row(let indexPath): return span(of: indexPath)
        case .header(let index):
            guard sections.indices.contains(index) else { return nil }
            return sections[index].top...(sections[index].top + sections[index].headerHeight)
        case .footer(let index):
            guard sections.indices.contains(index) else { return nil }
            return sections[index].rowsEnd...sections[index].bottom
        }
    }

    /// Gives headers, rows and footers new heights, moving everything below
    /// them, in one pass from the first one changed (a million rows cost one
    /// walk, however many change). Items that do not exist are ignored;
    /// negative or non-finite heights count as zero.
    mutating func resize(_ heights: [Item: CGFloat]) {
        var headers: [Int: CGFloat] = [:], footers: [Int: CGFloat] = [:], rows: [Int: [Int: CGFloat]] = [:]
        var first = Int.max, last = -1
        for (item, height) in heights where sections.indices.contains(item.section) {
            let height = height.isFinite ? max(0, height) : 0
            switch item {
            case .header(let index): headers[index] = height
            case .footer(let index): footers[index] = height
            case .row(let indexPath): rows[indexPath.section, default: [:]][indexPath.row] = height
            }
            first = min(first, item.section)
            last = max(last, item.section)
        }
        guard first <= last else { return }
        var shift: CGFloat = 0
        for index in first..<sections.count {
            if index > last, shift == 0 { break }
            var section = sections[index]
            section.top += shift
            if let height = headers[index] { shift += height - section.headerHeight; section.headerHeight = height }
            let rowHeights = rows[index]
            if rowHeights != nil || shift != 0 {
                var previousTop = section.rowTops[0]
                section.rowTops[0] += shift
                for row in 0..<section.rowCount {
                    let nextTop = section.rowTops[row + 1]
                    if let height = rowHeights?[row] { shift += height - (nextTop - previousTop) }
                    section.rowTops[row + 1] = nextTop + shift
                    previousTop = nextTop
                }
            }
            if let height = footers[index] { shift += height - section.footerHeight; section.footerHeight = height }
            sections[index] = section
        }
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
