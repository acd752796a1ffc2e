import SwiftSyntax

/// Replacements of byte ranges of one source text, applied together: the
/// rewrite only ever replaces a construct by one of the same line count, so
/// every line keeps its number.
struct SourceEdits {
    struct Edit {
        var range: Range<Int>
        var replacement: String
    }

    private(set) var edits: [Edit] = []

    mutating func replace(_ node: some SyntaxProtocol, with text: String) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        let end = node.endPositionBeforeTrailingTrivia.utf8Offset
        edits.append(Edit(range: start..<end, replacement: text))
    }

    mutating func insert(_ text: String, at offset: Int) {
        edits.append(Edit(range: offset..<offset, replacement: text))
    }

    /// `source` with the edits applied, last first (edits never overlap: a replaced construct is not searched further).
    func applied(to source: String) -> String {
        var bytes = Array(source.utf8)
        var lastStart = Int.max
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.range.count > $1.range.count) }) {
            guard edit.range.upperBound <= lastStart else { continue }
            bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
            lastStart = edit.range.lowerBound
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
