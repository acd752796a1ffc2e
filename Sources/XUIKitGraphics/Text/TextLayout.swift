import Foundation
import CCairo
import CPango

/// Attributed text laid out by Pango: one `PangoLayout` per paragraph,
/// stacked top to bottom, each with its paragraph style (as TextKit applies
/// a paragraph style per paragraph).
///
/// - `width`: the container width lines wrap in (nil: no wrapping; each
///   paragraph is one line).
/// - `maximumLines`: 0 for no limit; otherwise lines past the limit are not
///   drawn or measured, and a truncating line break mode puts an ellipsis in
///   the last line when text was cut.
/// - `lineBreakMode`: overrides the paragraph styles' mode when given (as
///   UILabel's `lineBreakMode` does).
///
/// Immutable once made; measuring and drawing take the Pango lock.
package final class TextLayout: @unchecked Sendable {
    /// One paragraph's layout and where it sits.
    struct Paragraph {
        let layout: OpaquePointer
        /// The top-left of the layout box, in the text's space.
        var origin: CGPoint
        /// How many of its lines are shown.
        let visibleLines: Int
        /// The height of the shown lines.
        let height: CGFloat
        /// The shown lines' width, from the text's left edge to the right of the widest line.
        let usedWidth: CGFloat
        /// Whether lines are cut off below `visibleLines` (drawing clips them).
        let clipsLines: Bool
        /// The paragraph's characters in the whole text (UTF-16, separator excluded).
        var range: NSRange
        /// The paragraph's text, for converting UTF-16 offsets to Pango's UTF-8 indices.
        let string: String
        /// Its style's space before (not applied to the first paragraph) and after (not after the last).
        let spacingBefore: CGFloat, spacingAfter: CGFloat
    }

    let paragraphs: [Paragraph]
    /// The text's size: the widest shown line, and the height of all shown lines and spacing.
    package let size: CGSize
    /// The number of lines shown.
    package let lineCount: Int
    /// Whether text was cut by the line limit.
    package let isTruncated: Bool
    /// The wrapping width it was made for, when it has no line limit or
    /// line-break override (then an edit can update it: `TextLayout+Editing`).
    let updatableWidth: CGFloat??
    /// The colour of plain text (`init(plain:…)`: its layouts carry no
    /// colour attribute), premultiplied nowhere: red, green, blue, alpha.
    let plainColor: (Double, Double, Double, Double)?

    package convenience init(_ text: NSAttributedString, width: CGFloat?, maximumLines: Int = 0, lineBreakMode: NSLineBreakMode? = nil) {
        // No text takes no space (UIKit's size of "" is zero).
        let pieces = text.length == 0 ? [] : TextLayout.paragraphRanges(of: text.string)
        self.init(paragraphs: pieces, width: width, maximumLines: maximumLines, lineBreakMode: lineBreakMode, color: nil) { range, lines, containerWidth, fonts in
            let paragraphText = text.attributedSubstring(from: range)
            let style = (paragraphText.length > 0 ? paragraphText.attribute(.paragraphStyle, at: 0, effectiveRange: nil) : nil)
                as? NSParagraphStyle ?? NSParagraphStyle.default
            let made = PangoParagraph.make(paragraphText, style: style, containerWidth: containerWidth,
                                           lineBreakMode: lineBreakMode ?? style.lineBreakMode, remainingLines: lines, in: fonts)
            return (made, paragraphText.string, style)
        }
    }

    /// Plain text in one font, colour and paragraph style: what the same
    /// string with those attributes over all of it lays out as, made without
    /// an attributed string or a Pango attribute list (a label's `text`).
    /// A font with monospaced digits needs an attribute: use the attributed
    /// initializer for it.
    package convenience init(plain text: String, font: UIFont, color: UIColor, style: NSParagraphStyle, width: CGFloat?,
                             maximumLines: Int = 0, lineBreakMode: NSLineBreakMode? = nil) {
        let pieces = text.isEmpty ? [] : TextLayout.paragraphRanges(of: text)
        let single = pieces.count == 1
        self.init(paragraphs: pieces, width: width, maximumLines: maximumLines, lineBreakMode: lineBreakMode,
                  color: (Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))) { range, lines, containerWidth, fonts in
            let paragraph = single ? text : (text as NSString).substring(with: range)
            let made = PangoParagraph.makePlain(paragraph, font: font, style: style, containerWidth: containerWidth,
                                                lineBreakMode: lineBreakMode ?? style.lineBreakMode, remainingLines: lines, in: fonts)
            return (made, paragraph, style)
        }
    }

    /// Lays out the paragraphs at `pieces` (UTF-16 ranges) one under the
    /// other, each made by `make` (its range, the lines left, the container
    /// width, the fonts; called holding the Pango lock).
    private init(paragraphs pieces: [NSRange], width: CGFloat?, maximumLines: Int, lineBreakMode: NSLineBreakMode?,
                 color: (Double, Double, Double, Double)?,
                 make: (NSRange, Int, CGFloat?, PangoFonts) -> (PangoParagraph.Made, String, NSParagraphStyle)) {
        let fonts = PangoFonts.shared
        let containerWidth = width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        var built: [Paragraph] = []
        var y: CGFloat = 0
        var lines = 0
        var truncated = false
        var widest: CGFloat = 0
        fonts.lock.lock()
        defer { fonts.lock.unlock() }
        for (index, range) in pieces.enumerated() {
            let remaining = maximumLines > 0 ? maximumLines - lines : Int.max
            if remaining <= 0 {
                truncated = true
                break
            }
            let (layout, string, style) = make(range, remaining, containerWidth, fonts)
            if index > 0 { y += style.paragraphSpacingBefore }
            let total = Int(pango_layout_get_line_count(layout.layout))
            let shown = min(total, remaining)
            if shown < total || pango_layout_is_ellipsized(layout.layout) != 0 { truncated = true }
            let height = PangoParagraph.height(ofFirst: shown, of: layout.layout, totalLines: total)
            var logical = PangoRectangle()
            pango_layout_get_extents(layout.layout, nil, &logical)
            let used = layout.xOffset + CGFloat(logical.x + logical.width) / CGFloat(PANGO_SCALE)
            widest = max(widest, used)
            built.append(Paragraph(layout: layout.layout, origin: CGPoint(x: layout.xOffset, y: y), visibleLines: shown,
                                   height: height, usedWidth: used, clipsLines: shown < total,
                                   range: range, string: string,
                                   spacingBefore: style.paragraphSpacingBefore, spacingAfter: style.paragraphSpacing))
            y += height
            lines += shown
            if index < pieces.count - 1 { y += style.paragraphSpacing }
        }
        paragraphs = built
        size = CGSize(width: widest, height: y)
        lineCount = lines
        isTruncated = truncated
        updatableWidth = maximumLines == 0 && lineBreakMode == nil ? .some(containerWidth) : nil
        plainColor = color
    }

    /// A layout of already-made paragraphs (their Pango layouts now owned by it), stacked top to bottom.
    init(stacking pieces: [Paragraph], width: CGFloat?) {
        var stacked = pieces
        var y: CGFloat = 0, widest: CGFloat = 0, lines = 0
        for index in stacked.indices {
            if index > 0 { y += stacked[index].spacingBefore }
            stacked[index].origin.y = y
            y += stacked[index].height
            if index < stacked.count - 1 { y += stacked[index].spacingAfter }
            widest = max(widest, stacked[index].usedWidth)
            lines += stacked[index].visibleLines
        }
        paragraphs = stacked
        size = CGSize(width: widest, height: y)
        lineCount = lines
        isTruncated = false
        updatableWidth = .some(width)
        plainColor = nil
    }

    deinit {
        for paragraph in paragraphs { g_object_unref(UnsafeMutableRawPointer(paragraph.layout)) }
    }

    /// The distance from the top of the text to the first line's baseline (0 for no text).
    package var firstBaseline: CGFloat {
        PangoFonts.shared.withLock {
            guard let first = paragraphs.first else { return 0 }
            return first.origin.y + CGFloat(pango_layout_get_baseline(first.layout)) / CGFloat(PANGO_SCALE)
        }
    }

    /// The distance from the top of the text to the last shown line's baseline.
    package var lastBaseline: CGFloat {
        PangoFonts.shared.withLock {
            guard let last = paragraphs.last, last.visibleLines > 0 else { return 0 }
            let iterator = pango_layout_get_iter(last.layout)!
            defer { pango_layout_iter_free(iterator) }
            for _ in 1..<last.visibleLines { _ = pango_layout_iter_next_line(iterator) }
            return last.origin.y + CGFloat(pango_layout_iter_get_baseline(iterator)) / CGFloat(PANGO_SCALE)
        }
    }

    /// How many of the shown lines fit whole in `height` (at least 1 when there is text).
    package func lineCount(fittingHeight height: CGFloat) -> Int {
        PangoFonts.shared.withLock {
            var fitting = 0
            for paragraph in paragraphs {
                let iterator = pango_layout_get_iter(paragraph.layout)!
                defer { pango_layout_iter_free(iterator) }
                for _ in 0..<paragraph.visibleLines {
                    var top: Int32 = 0, bottom: Int32 = 0
                    pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
                    guard paragraph.origin.y + CGFloat(bottom) / CGFloat(PANGO_SCALE) <= height + 0.5 else {
                        return max(fitting, lineCount > 0 ? 1 : 0)
                    }
                    fitting += 1
                    _ = pango_layout_iter_next_line(iterator)
                }
            }
            return fitting
        }
    }

    /// Draws the text with its top-left corner at `origin` in `context`, in
    /// black where it has no `.foregroundColor`.
    package func draw(at origin: CGPoint, in context: CGContext, visibleHeight: ClosedRange<CGFloat>? = nil) {
        let cairo = context.cairo
        PangoFonts.shared.withLock {
            for paragraph in paragraphs {
                // Paragraphs outside `visibleHeight` (the text's space) are not drawn at all.
                if let visibleHeight, paragraph.origin.y > visibleHeight.upperBound || paragraph.origin.y + paragraph.height < visibleHeight.lowerBound {
                    continue
                }
                cairo_save(cairo)
                let x = origin.x + paragraph.origin.x, y = origin.y + paragraph.origin.y
                if paragraph.clipsLines {
                    cairo_rectangle(cairo, x - 1e4, y, 2e4 + size.width, paragraph.height)
                    cairo_clip(cairo)
                }
                // Colours come from the attributes; the context's alpha applies to all of them.
                let alpha = context.state.alpha
                if alpha < 1 { cairo_push_group(cairo) }
                if let (red, green, blue, alpha) = plainColor {
                    cairo_set_source_rgba(cairo, red, green, blue, alpha)
                } else {
                    cairo_set_source_rgba(cairo, 0, 0, 0, 1)
                }
                cairo_move_to(cairo, x, y)
                pango_cairo_show_layout(cairo, paragraph.layout)
                cairo_new_path(cairo)
                if alpha < 1 {
                    cairo_pop_group_to_source(cairo)
                    cairo_paint_with_alpha(cairo, alpha)
                }
                cairo_restore(cairo)
            }
        }
    }

    /// The family of the font Pango chose for each run, in order (fallbacks
    /// show here: "Noto Sans CJK SC" for Han characters in system-font text).
    package var fontFamiliesUsed: [String] {
        PangoFonts.shared.withLock {
            var families: [String] = []
            for paragraph in paragraphs {
                let iterator = pango_layout_get_iter(paragraph.layout)!
                defer { pango_layout_iter_free(iterator) }
                repeat {
                    guard let run = pango_layout_iter_get_run_readonly(iterator),
                          let font = run.pointee.item.pointee.analysis.font,
                          let description = pango_font_describe(font) else { continue }
                    defer { pango_font_description_free(description) }
                    if let family = pango_font_description_get_family(description) { families.append(String(cString: family)) }
                } while pango_layout_iter_next_run(iterator) != 0
            }
            return families
        }
    }

    /// Draws the text's shape in one colour (a drop shadow) with its top-left corner at `origin`.
    package func drawSilhouette(at origin: CGPoint, in context: CGContext, color: CGColor) {
        let cairo = context.cairo
        cairo_save(cairo)
        cairo_push_group(cairo)
        draw(at: origin, in: context)
        let shape = cairo_pop_group(cairo)
        let rgba = color.rgba
        cairo_set_source_rgba(cairo, rgba.red, rgba.green, rgba.blue, rgba.alpha * context.state.alpha)
        cairo_mask(cairo, shape)
        cairo_pattern_destroy(shape)
        cairo_restore(cairo)
    }

    /// Splits `string` into paragraph ranges at "\n", "\r\n", "\r" and U+2029,
    /// separators excluded; an empty string is one empty paragraph.
    /// (UTF-16 offsets, read from the string's own UTF-16 view: no bridging to NSString.)
    static func paragraphRanges(of string: String) -> [NSRange] {
        // Most text (every label) is one paragraph: a byte scan finds no separator
        // (U+2029's UTF-8 starts with 0xE2), and the UTF-16 length is all there is to count.
        if !string.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0xE2 }) {
            return [NSRange(location: 0, length: string.utf16.count)]
        }
        var ranges: [NSRange] = []
        var start = 0, index = 0
        var afterCarriageReturn = false
        for unit in string.utf16 {
            defer { index += 1 }
            if unit == 0x0A, afterCarriageReturn {
                // "\r\n" is one separator: the line feed only moves the next paragraph's start.
                afterCarriageReturn = false
                start = index + 1
                continue
            }
            afterCarriageReturn = unit == 0x0D
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                ranges.append(NSRange(location: start, length: index - start))
                start = index + 1
            }
        }
        ranges.append(NSRange(location: start, length: index - start))
        return ranges
    }
}
