import Foundation
import CPango

/// Updating a layout after an edit without laying out the whole text again:
/// typing into 100,000 characters re-shapes one paragraph, not a thousand.
///
/// The paragraphs the edit touched (those holding its start and its end, in
/// the old text) are laid out again from the new text; those before keep
/// their Pango layouts as they are, those after keep theirs with their
/// ranges moved by the change in length; then all are stacked again. This
/// holds when only characters changed (the attributes of untouched text and
/// the width are the same): the caller says so by calling it. Layouts with a
/// line limit or a line-break override are made again whole.
extension TextLayout {
    /// The layout of `text`, which is `old`'s text with `oldRange` replaced so
    /// that it is `changeInLength` UTF-16 units longer.
    package static func updating(_ old: TextLayout, to text: NSAttributedString, replacing oldRange: NSRange, changeInLength: Int) -> TextLayout {
        guard case .some(let width) = old.updatableWidth, !old.paragraphs.isEmpty, text.length > 0,
              oldRange.location >= 0, oldRange.length >= 0 else {
            return TextLayout(text, width: old.updatableWidth ?? nil)
        }
        let first = old.paragraphIndex(containing: oldRange.location)
        let last = old.paragraphIndex(containing: oldRange.location + oldRange.length)
        let start = old.paragraphs[first].range.location
        let end = old.paragraphs[last].range.location + old.paragraphs[last].range.length + changeInLength
        // An emptied paragraph (or a broken call) is laid out whole, as the full layout makes empty paragraphs.
        guard start < end, end <= text.length else { return TextLayout(text, width: width) }
        // The edited stretch, made as a layout of its own, its paragraphs moved to where they are in the text.
        let stretch = TextLayout(text.attributedSubstring(from: NSRange(location: start, length: end - start)), width: width)
        var pieces: [Paragraph] = []
        PangoFonts.shared.withLock {
            for paragraph in old.paragraphs[..<first] {
                g_object_ref(UnsafeMutableRawPointer(paragraph.layout))
                pieces.append(paragraph)
            }
            for var paragraph in stretch.paragraphs {
                g_object_ref(UnsafeMutableRawPointer(paragraph.layout))
                paragraph.range.location += start
                pieces.append(paragraph)
            }
            for var paragraph in old.paragraphs[(last + 1)...] {
                g_object_ref(UnsafeMutableRawPointer(paragraph.layout))
                paragraph.range.location += changeInLength
                pieces.append(paragraph)
            }
        }
        return TextLayout(stacking: pieces, width: width)
    }

    /// The paragraph holding UTF-16 `offset` (a separator belongs to the paragraph it ends).
    func paragraphIndex(containing offset: Int) -> Int {
        var low = 0, high = paragraphs.count - 1, found = 0
        while low <= high {
            let middle = (low + high) / 2
            if paragraphs[middle].range.location <= offset { found = middle; low = middle + 1 } else { high = middle - 1 }
        }
        return found
    }
}
