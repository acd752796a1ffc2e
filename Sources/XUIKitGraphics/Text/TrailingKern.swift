import CPango

/// Gives each line back the kern after its last character, as TextKit lays it out.
///
/// TextKit adds a character's `.kern` after it, the last character of a line
/// included: "abc" with a kern of 2 is 6 points wider than without, and a
/// centred kerned line sits a kern's half to the left (the known iOS quirk:
/// apps remove the kern from the last character to centre exactly). Pango's
/// letter spacing puts half of the spacing on each side of a character and
/// trims both halves at a line's ends, so the same line is one kern narrower:
/// the glyphs stand where TextKit puts them, only the line's width differs,
/// which moves centred and right-aligned lines and changes measured sizes.
///
/// `restore(in:)` widens the last glyph of each left-to-right line by the
/// letter spacing of its run, so line widths, alignment offsets, measured
/// sizes and the caret after the last character are TextKit's. Lines whose
/// last glyph Pango zeroed (the space a wrapped line ends in), justified
/// lines that fill their width, and right-to-left lines are left as Pango
/// made them.
enum TrailingKern {
    /// Widens the lines of `layout`, which must not change afterwards (a
    /// change lays the lines out again without the kern). Its lines then
    /// measure afresh on each query (Pango's contract for lines it handed out
    /// as writable). Must be called holding the Pango lock.
    static func restore(in layout: OpaquePointer) {
        let justified = pango_layout_get_justify(layout) != 0 && pango_layout_get_justify_last_line(layout) == 0
        var node = pango_layout_get_lines(layout)
        while let current = node {
            let isLastLine = current.pointee.next == nil
            if let line = current.pointee.data?.assumingMemoryBound(to: PangoLayoutLine.self),
               pango_layout_line_get_resolved_direction(line) == PANGO_DIRECTION_LTR,
               !justified || isLastLine {
                widenLastGlyph(of: line)
            }
            node = current.pointee.next
        }
    }

    /// Adds the letter spacing of `line`'s visually last run to that run's last glyph.
    private static func widenLastGlyph(of line: UnsafeMutablePointer<PangoLayoutLine>) {
        guard var run = line.pointee.runs else { return }
        while let next = run.pointee.next { run = next }
        guard let item = run.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self),
              let glyphs = item.pointee.glyphs, glyphs.pointee.num_glyphs > 0,
              let spacing = letterSpacing(of: item.pointee.item), spacing != 0 else { return }
        let last = glyphs.pointee.glyphs + Int(glyphs.pointee.num_glyphs - 1)
        guard last.pointee.geometry.width != 0 else { return }
        last.pointee.geometry.width += spacing
    }

    /// The letter spacing (Pango units) of `item`, nil when it has none.
    private static func letterSpacing(of item: UnsafeMutablePointer<PangoItem>?) -> Int32? {
        var node = item?.pointee.analysis.extra_attrs
        while let current = node {
            if let attribute = current.pointee.data?.assumingMemoryBound(to: PangoAttribute.self),
               attribute.pointee.klass.pointee.type == PANGO_ATTR_LETTER_SPACING {
                return UnsafeMutableRawPointer(attribute).assumingMemoryBound(to: PangoAttrInt.self).pointee.value
            }
            node = current.pointee.next
        }
        return nil
    }
}
