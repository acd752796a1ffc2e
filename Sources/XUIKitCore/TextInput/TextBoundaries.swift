import Foundation

/// Character and word boundaries in a string, in UTF-16 offsets (the unit
/// of UIKit's `NSRange`), for caret movement and selection.
///
/// Characters are Swift's (extended grapheme clusters), so the caret never
/// lands inside an emoji sequence or between a letter and its combining
/// accent. Words are runs of one class: letters and digits (with combining
/// marks and "_"), ideographic script (Han, kana, Hangul), whitespace, or
/// other punctuation, the way desktop editors move by word.
package struct TextBoundaries {
    package let text: String

    package init(_ text: String) { self.text = text }

    /// The class of a character for word movement.
    package enum WordClass: Equatable {
        case letters, ideographs, whitespace, punctuation

        init(_ character: Character) {
            guard let scalar = character.unicodeScalars.first else { self = .punctuation; return }
            let properties = scalar.properties
            if properties.isWhitespace || character.isNewline {
                self = .whitespace
            } else if properties.isIdeographic || WordClass.isKanaOrHangul(scalar.value) {
                self = .ideographs
            } else if properties.isAlphabetic || character.isNumber || scalar == "_" || properties.generalCategory == .nonspacingMark {
                self = .letters
            } else {
                self = .punctuation
            }
        }

        /// Whether runs of this class are words (as opposed to the gaps between them).
        var isWord: Bool { self == .letters || self == .ideographs }

        private static func isKanaOrHangul(_ value: UInt32) -> Bool {
            (0x3040...0x30FF).contains(value) || (0xAC00...0xD7AF).contains(value) || (0x1100...0x11FF).contains(value)
        }
    }

    /// The string index at a UTF-16 offset (clamped to the text).
    package func index(at offset: Int) -> String.Index {
        let utf16 = text.utf16
        let clamped = max(0, min(offset, utf16.count))
        return utf16.index(utf16.startIndex, offsetBy: clamped)
    }

    package func offset(of index: String.Index) -> Int { text.utf16.distance(from: text.utf16.startIndex, to: index) }

    /// The offset of the character boundary before `offset` (0 stays 0).
    package func characterBoundary(before offset: Int) -> Int {
        let index = index(at: offset)
        guard index > text.startIndex else { return 0 }
        return self.offset(of: text.index(before: index))
    }

    /// The offset of the character boundary after `offset` (the end stays the end).
    package func characterBoundary(after offset: Int) -> Int {
        let index = index(at: offset)
        guard index < text.endIndex else { return text.utf16.count }
        return self.offset(of: text.index(after: index))
    }

    /// The end of the word at or after `offset`: skips what is not a word, then the word.
    package func wordEnd(after offset: Int) -> Int {
        var index = index(at: offset)
        while index < text.endIndex, !WordClass(text[index]).isWord { index = text.index(after: index) }
        guard index < text.endIndex else { return self.offset(of: index) }
        let wordClass = WordClass(text[index])
        while index < text.endIndex, WordClass(text[index]) == wordClass { index = text.index(after: index) }
        return self.offset(of: index)
    }

    /// The start of the word at or before `offset`: skips back over what is not a word, then the word.
    package func wordStart(before offset: Int) -> Int {
        var index = index(at: offset)
        while index > text.startIndex, !WordClass(text[text.index(before: index)]).isWord { index = text.index(before: index) }
        guard index > text.startIndex else { return 0 }
        let wordClass = WordClass(text[text.index(before: index)])
        while index > text.startIndex, WordClass(text[text.index(before: index)]) == wordClass { index = text.index(before: index) }
        return self.offset(of: index)
    }

    /// The run of one class that holds the character at `offset` (the one
    /// before it at the end of the text): what a double click selects.
    package func wordRange(at offset: Int) -> NSRange {
        guard !text.isEmpty else { return NSRange(location: 0, length: 0) }
        var start = index(at: offset)
        if start == text.endIndex { start = text.index(before: start) }
        let wordClass = WordClass(text[start])
        var end = start
        while end < text.endIndex, WordClass(text[end]) == wordClass { end = text.index(after: end) }
        while start > text.startIndex, WordClass(text[text.index(before: start)]) == wordClass { start = text.index(before: start) }
        let lower = self.offset(of: start)
        return NSRange(location: lower, length: self.offset(of: end) - lower)
    }

    /// The line (paragraph) holding `offset`, without its line break: what a triple click selects.
    package func paragraphRange(at offset: Int) -> NSRange {
        let target = index(at: offset)
        var start = target
        while start > text.startIndex, !text[text.index(before: start)].isNewline { start = text.index(before: start) }
        var end = target
        while end < text.endIndex, !text[end].isNewline { end = text.index(after: end) }
        let lower = self.offset(of: start)
        return NSRange(location: lower, length: self.offset(of: end) - lower)
    }
}
