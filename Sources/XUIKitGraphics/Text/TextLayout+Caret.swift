import Foundation
import CPango

/// Where characters are on screen, for editing: the caret's rectangle at an
/// offset, the offset nearest a point, and the rectangles a selection covers.
/// Offsets are UTF-16 into the whole text, as `NSRange`s are; Pango's
/// cursor positions (grapheme boundaries, bidi-aware) decide where the caret goes.
extension TextLayout {
    /// The caret before the character at `offset`: a zero-width rectangle as
    /// tall as its line (the line's logical extent), in the text's space.
    /// An empty text's caret sits at the origin, `emptyLineHeight` tall.
    package func caretRect(atOffset offset: Int, emptyLineHeight: CGFloat) -> CGRect {
        PangoFonts.shared.withLock {
            guard let (paragraph, local) = paragraph(containing: offset) else {
                return CGRect(x: 0, y: 0, width: 0, height: emptyLineHeight)
            }
            var strong = PangoRectangle()
            pango_layout_get_cursor_pos(paragraph.layout, Int32(TextLayout.utf8Index(of: local, in: paragraph.string)), &strong, nil)
            let scale = CGFloat(PANGO_SCALE)
            return CGRect(x: paragraph.origin.x + CGFloat(strong.x) / scale, y: paragraph.origin.y + CGFloat(strong.y) / scale,
                          width: 0, height: CGFloat(strong.height) / scale)
        }
    }

    /// The offset of the character boundary nearest `point` (in the text's space).
    package func offset(closestTo point: CGPoint) -> Int {
        PangoFonts.shared.withLock {
            guard !paragraphs.isEmpty else { return 0 }
            var chosen = paragraphs[paragraphs.count - 1]
            for paragraph in paragraphs where point.y < paragraph.origin.y + paragraph.height {
                chosen = paragraph
                break
            }
            let scale = CGFloat(PANGO_SCALE)
            var index: Int32 = 0, trailing: Int32 = 0
            let x = (point.x - chosen.origin.x) * scale, y = (point.y - chosen.origin.y) * scale
            pango_layout_xy_to_index(chosen.layout, Int32(max(-1e8, min(1e8, x))), Int32(max(0, min(1e8, y))), &index, &trailing)
            var local = TextLayout.utf16Offset(ofUTF8: Int(index), in: chosen.string)
            if trailing > 0 {
                let boundaries = TextBoundaries(chosen.string)
                for _ in 0..<trailing { local = boundaries.characterBoundary(after: local) }
            }
            return chosen.range.location + local
        }
    }

    /// The rectangles `range` covers, one per line it touches, each as tall as the line.
    package func selectionRects(for range: NSRange) -> [CGRect] {
        PangoFonts.shared.withLock {
            var rects: [CGRect] = []
            let scale = CGFloat(PANGO_SCALE)
            for paragraph in paragraphs {
                let start = max(range.location, paragraph.range.location)
                let end = min(range.location + range.length, paragraph.range.location + paragraph.range.length)
                guard start < end else { continue }
                let startIndex = Int32(TextLayout.utf8Index(of: start - paragraph.range.location, in: paragraph.string))
                let endIndex = Int32(TextLayout.utf8Index(of: end - paragraph.range.location, in: paragraph.string))
                let iterator = pango_layout_get_iter(paragraph.layout)!
                defer { pango_layout_iter_free(iterator) }
                var line = 0
                repeat {
                    guard line < paragraph.visibleLines, let layoutLine = pango_layout_iter_get_line_readonly(iterator) else { break }
                    var top: Int32 = 0, bottom: Int32 = 0
                    pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
                    var lineRect = PangoRectangle()
                    pango_layout_iter_get_line_extents(iterator, nil, &lineRect)
                    var ranges: UnsafeMutablePointer<Int32>?
                    var count: Int32 = 0
                    pango_layout_line_get_x_ranges(UnsafeMutablePointer(mutating: layoutLine), startIndex, endIndex, &ranges, &count)
                    if let ranges {
                        for pair in 0..<Int(count) {
                            let x0 = CGFloat(ranges[2 * pair]) / scale, x1 = CGFloat(ranges[2 * pair + 1]) / scale
                            guard x1 > x0 else { continue }
                            rects.append(CGRect(x: paragraph.origin.x + x0, y: paragraph.origin.y + CGFloat(top) / scale,
                                                width: x1 - x0, height: CGFloat(bottom - top) / scale))
                        }
                        g_free(ranges)
                    }
                    line += 1
                } while pango_layout_iter_next_line(iterator) != 0
            }
            return rects
        }
    }

    /// The paragraph holding `offset` (the last one at or before it) and the offset within it.
    private func paragraph(containing offset: Int) -> (Paragraph, Int)? {
        guard var chosen = paragraphs.first else { return nil }
        for paragraph in paragraphs where paragraph.range.location <= offset { chosen = paragraph }
        let local = max(0, min(offset - chosen.range.location, chosen.range.length))
        return (chosen, local)
    }

    /// The UTF-8 byte index of UTF-16 `offset` in `string`.
    static func utf8Index(of offset: Int, in string: String) -> Int {
        let utf16 = string.utf16
        let index = utf16.index(utf16.startIndex, offsetBy: max(0, min(offset, utf16.count)))
        return string.utf8.distance(from: string.utf8.startIndex, to: index)
    }

    /// The UTF-16 offset of UTF-8 byte `index` in `string`.
    static func utf16Offset(ofUTF8 index: Int, in string: String) -> Int {
        let utf8 = string.utf8
        let position = utf8.index(utf8.startIndex, offsetBy: max(0, min(index, utf8.count)))
        return string.utf16.distance(from: string.utf16.startIndex, to: position)
    }
}
