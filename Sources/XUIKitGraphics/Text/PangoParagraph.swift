import Foundation
import CPango

/// Makes the `PangoLayout` of one paragraph: its text, its attributes as
/// Pango attributes, and its paragraph style as layout settings.
///
/// Style mapping: alignment (`.natural` and `.left` start at the leading
/// edge; `.justified` justifies all but the last line), `lineSpacing` (Pango
/// spacing), `lineHeightMultiple` (Pango line spacing factor), head and first
/// line indents (an x offset plus Pango's indent; Pango's negative indent is
/// a hanging one), `tailIndent` (narrows the width), the line break mode (word
/// wrapping breaks inside a word too long for a line, as TextKit does;
/// truncating modes ellipsize the last allowed line), `minimumLineHeight` and
/// `maximumLineHeight` (every line takes the clamped height; Pango shares the
/// added or removed space above and below the glyphs, where TextKit puts it
/// above).
enum PangoParagraph {
    /// A made layout (one reference, the caller's) and its left offset (the head indent).
    struct Made {
        let layout: OpaquePointer
        let xOffset: CGFloat
    }

    /// Must be called holding the Pango lock.
    static func make(_ text: NSAttributedString, style: NSParagraphStyle, containerWidth: CGFloat?,
                     lineBreakMode: NSLineBreakMode, remainingLines: Int, in fonts: PangoFonts) -> Made {
        let (layout, bytes) = newLayout(text.string, font: TextAttributes.defaultFont, in: fonts)
        let attributes = TextAttributes.pangoAttributes(of: text, utf8: bytes, fonts: fonts)
        pango_layout_set_attributes(layout, attributes.list)
        pango_attr_list_unref(attributes.list)
        let made = configure(layout, style: style, lineHeight: clampedLineHeight(of: text, style: style),
                             containerWidth: containerWidth, lineBreakMode: lineBreakMode, remainingLines: remainingLines)
        if attributes.isKerned { TrailingKern.restore(in: layout) }
        return made
    }

    /// The layout of plain text in one font (no attribute list: the font is
    /// the layout's own description; the colour is the caller's to set when
    /// drawing). Shapes and measures as `make` does for the same text with
    /// `.font` over all of it. Must be called holding the Pango lock.
    static func makePlain(_ text: String, font: UIFont, style: NSParagraphStyle, containerWidth: CGFloat?,
                          lineBreakMode: NSLineBreakMode, remainingLines: Int, in fonts: PangoFonts) -> Made {
        let layout = newPlainLayout(text, font: font, in: fonts)
        let clamps = style.minimumLineHeight > 0 || style.maximumLineHeight > 0
        return configure(layout, style: style, lineHeight: clamps ? clampedLineHeight(natural: font.lineHeight, style: style) : nil,
                         containerWidth: containerWidth, lineBreakMode: lineBreakMode, remainingLines: remainingLines)
    }

    /// A new layout of `text` (NULs as spaces) in `font`, and its UTF-8 bytes.
    private static func newLayout(_ text: String, font: UIFont, in fonts: PangoFonts) -> (OpaquePointer, [UInt8]) {
        let layout = pango_layout_new(fonts.context)!
        var bytes = Array(text.utf8)
        // Pango stops at a NUL; a space keeps every byte offset the same.
        for index in bytes.indices where bytes[index] == 0 { bytes[index] = 0x20 }
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count))
            }
        }
        pango_layout_set_font_description(layout, fonts.description(of: font))
        return (layout, bytes)
    }

    /// `newLayout` without the bytes: a string stored as NUL-free UTF-8 (the
    /// usual native string) is handed to Pango as it is, with no copy.
    private static func newPlainLayout(_ text: String, font: UIFont, in fonts: PangoFonts) -> OpaquePointer {
        let layout: OpaquePointer? = text.utf8.withContiguousStorageIfAvailable { utf8 in
            guard !utf8.contains(0) else { return nil }
            let layout = pango_layout_new(fonts.context)!
            utf8.withMemoryRebound(to: CChar.self) { chars in pango_layout_set_text(layout, chars.baseAddress, Int32(chars.count)) }
            pango_layout_set_font_description(layout, fonts.description(of: font))
            return layout
        } ?? nil
        return layout ?? newLayout(text, font: font, in: fonts).0
    }

    /// Applies the paragraph style, the clamped line height (if any) and the container to `layout`.
    private static func configure(_ layout: OpaquePointer, style: NSParagraphStyle, lineHeight: CGFloat?, containerWidth: CGFloat?,
                                  lineBreakMode: NSLineBreakMode, remainingLines: Int) -> Made {
        let scale = CGFloat(PANGO_SCALE)
        switch style.alignment {
        case .center: pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right: pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        case .left, .natural: pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        }
        if style.lineSpacing > 0 { pango_layout_set_spacing(layout, Int32(style.lineSpacing * scale)) }
        if let height = lineHeight {
            // Minimum or maximum line height: every line takes the clamped height (Pango's absolute line height).
            let list = pango_layout_get_attributes(layout).map { pango_attr_list_copy($0)! } ?? pango_attr_list_new()!
            pango_attr_list_insert(list, pango_attr_line_height_new_absolute(Int32(height * scale)))
            pango_layout_set_attributes(layout, list)
            pango_attr_list_unref(list)
        } else if style.lineHeightMultiple > 0 {
            pango_layout_set_line_spacing(layout, Float(style.lineHeightMultiple))
        }

        let start = min(style.firstLineHeadIndent, style.headIndent)
        let indent = style.firstLineHeadIndent > style.headIndent
            ? style.firstLineHeadIndent - style.headIndent : -(style.headIndent - style.firstLineHeadIndent)
        if indent != 0 { pango_layout_set_indent(layout, Int32(indent * scale)) }

        if let containerWidth {
            let tail = style.tailIndent > 0 ? containerWidth - style.tailIndent : -style.tailIndent
            let width = max(1, containerWidth - start - tail)
            if lineBreakMode == .byClipping && remainingLines == 1 {
                pango_layout_set_width(layout, -1)
            } else {
                pango_layout_set_width(layout, Int32(min(width * scale, CGFloat(Int32.max))))
            }
            pango_layout_set_wrap(layout, lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
            let ellipsis: PangoEllipsizeMode? = switch lineBreakMode {
            case .byTruncatingHead: PANGO_ELLIPSIZE_START
            case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
            case .byTruncatingTail: PANGO_ELLIPSIZE_END
            default: nil
            }
            if let ellipsis, remainingLines < Int(Int32.max) {
                pango_layout_set_ellipsize(layout, ellipsis)
                pango_layout_set_height(layout, -Int32(remainingLines))
            }
        } else {
            pango_layout_set_width(layout, -1)
        }
        return Made(layout: layout, xOffset: start)
    }

    /// The line height `minimumLineHeight`/`maximumLineHeight` impose, or nil
    /// when neither is set: the paragraph's natural line height (its largest
    /// font's, times `lineHeightMultiple` when set), raised to the minimum and
    /// lowered to the maximum, as TextKit clamps it.
    static func clampedLineHeight(of text: NSAttributedString, style: NSParagraphStyle) -> CGFloat? {
        guard style.minimumLineHeight > 0 || style.maximumLineHeight > 0 else { return nil }
        var natural: CGFloat = 0
        text.enumerateAttribute(.font, in: NSRange(location: 0, length: text.length)) { value, _, _ in
            natural = max(natural, ((value as? UIFont) ?? TextAttributes.defaultFont).lineHeight)
        }
        if text.length == 0 { natural = TextAttributes.defaultFont.lineHeight }
        return clampedLineHeight(natural: natural, style: style)
    }

    /// The clamped line height of a paragraph whose largest font's line height is `natural` (nil: not clamped).
    static func clampedLineHeight(natural: CGFloat, style: NSParagraphStyle) -> CGFloat? {
        guard style.minimumLineHeight > 0 || style.maximumLineHeight > 0 else { return nil }
        var height = natural * (style.lineHeightMultiple > 0 ? style.lineHeightMultiple : 1)
        height = max(height, style.minimumLineHeight)
        if style.maximumLineHeight > 0 { height = min(height, style.maximumLineHeight) }
        return height
    }

    /// The height of the first `count` lines of `layout` (all of it when that is every line).
    static func height(ofFirst count: Int, of layout: OpaquePointer, totalLines: Int) -> CGFloat {
        var logical = PangoRectangle()
        if count >= totalLines {
            pango_layout_get_extents(layout, nil, &logical)
            return CGFloat(logical.height) / CGFloat(PANGO_SCALE)
        }
        guard count > 0 else { return 0 }
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        for _ in 1..<count { _ = pango_layout_iter_next_line(iterator) }
        var top: Int32 = 0, bottom: Int32 = 0
        pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
        return CGFloat(bottom) / CGFloat(PANGO_SCALE)
    }
}
