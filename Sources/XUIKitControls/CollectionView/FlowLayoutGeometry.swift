import Foundation
import XUIKitCore

/// The flow layout's arithmetic, with no views: items broken into lines,
/// lines stacked, sections one after another.
///
/// Worked in "line space": `along` runs within a line (x for vertical
/// scrolling, y for horizontal), `across` from line to line. UIKit's rules,
/// as its flow layout behaves (and as PSTCollectionView reproduced them):
/// - A line takes items while `sum(sizes) + (n - 1) * interitemSpacing`
///   fits the width left by the section insets; an item wider than that
///   gets a line of its own.
/// - A full line (any but the section's last) is justified: its first item
///   at the leading inset, its last at the trailing one, the leftover shared
///   equally between the gaps; a line holding a single item is centred.
/// - The section's last line: when every item of the section has one size
///   (`itemSize`, or the delegate giving one size), its items sit on the
///   columns of a full line, under the lines above; otherwise it is
///   left-aligned, `interitemSpacing` apart.
/// - Items are centred across their line (the line is as thick as its
///   thickest item); lines are `lineSpacing` apart.
/// - A section is: header, top inset, lines, bottom inset, footer. Headers
///   and footers span the whole width (their reference size gives only their
///   thickness); a zero thickness means none.
struct FlowLayoutGeometry {
    /// One section's input, in line space (`width` along, `height` across).
    struct SectionInput {
        var itemSizes: [CGSize]
        var insets: (before: CGFloat, after: CGFloat, leading: CGFloat, trailing: CGFloat)
        var lineSpacing: CGFloat
        var interitemSpacing: CGFloat
        var header: CGFloat
        var footer: CGFloat
    }

    /// One line: its items and where it lies across.
    struct Line {
        var items: Range<Int>
        var start: CGFloat
        var end: CGFloat
    }

    struct Section {
        var frames: [CGRect]
        var lines: [Line]
        var header: CGRect?
        var footer: CGRect?
        var start: CGFloat
        var end: CGFloat
    }

    private(set) var sections: [Section] = []
    /// The whole content's thickness across (the content's height for vertical scrolling).
    private(set) var length: CGFloat = 0
    let width: CGFloat

    init(width: CGFloat, sections inputs: [SectionInput]) {
        self.width = width
        var cursor: CGFloat = 0
        for input in inputs {
            let section = Self.layOut(input, width: width, from: cursor)
            sections.append(section)
            cursor = section.end
        }
        length = cursor
    }

    private static func layOut(_ input: SectionInput, width: CGFloat, from start: CGFloat) -> Section {
        var cursor = start
        var header: CGRect?
        if input.header > 0 {
            header = CGRect(x: 0, y: cursor, width: width, height: input.header)
            cursor += input.header
        }
        cursor += input.insets.before
        let available = max(0, width - input.insets.leading - input.insets.trailing)
        let sizes = input.itemSizes
        let uniform = sizes.allSatisfy { $0 == sizes.first }
        var frames = [CGRect](repeating: .zero, count: sizes.count)
        var lines: [Line] = []
        var first = 0
        while first < sizes.count {
            var end = first + 1
            var used = sizes[first].width
            while end < sizes.count, used + input.interitemSpacing + sizes[end].width <= available {
                used += input.interitemSpacing + sizes[end].width
                end += 1
            }
            let isLast = end == sizes.count
            let thickness = sizes[first..<end].map(\.height).max() ?? 0
            let origins: [CGFloat]
            if !isLast {
                origins = justified(sizes[first..<end], available: available, used: used, from: input.insets.leading, spacing: input.interitemSpacing)
            } else if uniform {
                origins = columnOrigins(of: sizes[first], available: available, spacing: input.interitemSpacing, from: input.insets.leading, count: end - first)
            } else {
                origins = leftAligned(sizes[first..<end], spacing: input.interitemSpacing, from: input.insets.leading)
            }
            for (offset, index) in (first..<end).enumerated() {
                let size = sizes[index]
                frames[index] = CGRect(x: origins[offset], y: cursor + (thickness - size.height) / 2, width: size.width, height: size.height)
            }
            lines.append(Line(items: first..<end, start: cursor, end: cursor + thickness))
            cursor += thickness
            first = end
            if first < sizes.count { cursor += input.lineSpacing }
        }
        cursor += input.insets.after
        var footer: CGRect?
        if input.footer > 0 {
            footer = CGRect(x: 0, y: cursor, width: width, height: input.footer)
            cursor += input.footer
        }
        return Section(frames: frames, lines: lines, header: header, footer: footer, start: start, end: cursor)
    }

    /// A full line: the first item at the leading inset, the last at the trailing one; one item centred.
    private static func justified(_ sizes: ArraySlice<CGSize>, available: CGFloat, used: CGFloat, from leading: CGFloat, spacing: CGFloat) -> [CGFloat] {
        if sizes.count == 1 { return [leading + (available - sizes.first!.width) / 2] }
        let gap = spacing + (available - used) / CGFloat(sizes.count - 1)
        var x = leading
        return sizes.map { size in
            defer { x += size.width + gap }
            return x
        }
    }

    private static func leftAligned(_ sizes: ArraySlice<CGSize>, spacing: CGFloat, from leading: CGFloat) -> [CGFloat] {
        var x = leading
        return sizes.map { size in
            defer { x += size.width + spacing }
            return x
        }
    }

    /// The columns of a full line of `size` items (as many as fit), the first `count` of them:
    /// worked out arithmetically, so tiny items cost no more than large ones.
    private static func columnOrigins(of size: CGSize, available: CGFloat, spacing: CGFloat, from leading: CGFloat, count: Int) -> [CGFloat] {
        let pitch = size.width + spacing
        guard pitch > 0 else { return leftAligned(ArraySlice(repeating: size, count: count), spacing: spacing, from: leading) }
        let fit = max(count, Int(min((available + spacing) / pitch, 1e9).rounded(.down)))
        if fit == 1 { return [leading + (available - size.width) / 2] }
        let used = CGFloat(fit) * size.width + CGFloat(fit - 1) * spacing
        let gap = spacing + (available - used) / CGFloat(fit - 1)
        return (0..<count).map { leading + CGFloat($0) * (size.width + gap) }
    }

    /// The items whose frames intersect `start..<end` across, section by section (lines found by binary search).
    func items(across start: CGFloat, _ end: CGFloat) -> [IndexPath] {
        var found: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() where section.end > start && section.start < end {
            var low = 0, high = section.lines.count
            while low < high {
                let mid = (low + high) / 2
                if section.lines[mid].end <= start { low = mid + 1 } else { high = mid }
            }
            for line in section.lines[low...] {
                if line.start >= end { break }
                for item in line.items { found.append(IndexPath(item: item, section: sectionIndex)) }
            }
        }
        return found
    }
}
