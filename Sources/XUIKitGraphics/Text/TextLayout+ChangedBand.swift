import Foundation
import CPango

/// Which part of the text an edit repainted: a text view redraws that band
/// (`setNeedsDisplay(_:)` of a rect) instead of everything in view, so a key
/// typed into a long text clears, draws and composites a line or two.
extension TextLayout {
    /// The band of the text's space (top to bottom) outside which `new` paints
    /// exactly what `old` painted, when `new` is `old`'s text with `oldRange`
    /// replaced so that it is `changeInLength` UTF-16 units longer, nothing
    /// else changed (as for `updating(_:to:replacing:changeInLength:)`).
    ///
    /// The band holds the edited paragraphs' ink and line boxes, as they were
    /// and as they are; it reaches down without end (`bottom` infinite) when
    /// the paragraphs after them moved (the edit changed their height), and
    /// it is everything (both infinite) when the layouts do not match up that
    /// way (no paragraphs on one side, counts that cannot be the edit's).
    package static func changedBand(from old: TextLayout, to new: TextLayout, replacing oldRange: NSRange,
                                    changeInLength: Int) -> (top: CGFloat, bottom: CGFloat) {
        let everything = (top: -CGFloat.infinity, bottom: CGFloat.infinity)
        guard !old.paragraphs.isEmpty, !new.paragraphs.isEmpty, oldRange.location >= 0, oldRange.length >= 0 else { return everything }
        let first = old.paragraphIndex(containing: oldRange.location)
        let last = old.paragraphIndex(containing: oldRange.location + oldRange.length)
        // The text before the first edited paragraph and after the last is the same, so are their paragraphs.
        let after = old.paragraphs.count - (last + 1)
        let newLast = new.paragraphs.count - 1 - after
        guard first <= last, first <= newLast, new.paragraphs[first].origin.y == old.paragraphs[first].origin.y else { return everything }
        var top = CGFloat.infinity, bottom = -CGFloat.infinity
        PangoFonts.shared.withLock {
            for paragraph in old.paragraphs[first...last] + new.paragraphs[first...newLast] {
                let band = paintedBand(of: paragraph)
                top = min(top, band.top)
                bottom = max(bottom, band.bottom)
            }
        }
        if after > 0, new.paragraphs[newLast + 1].origin.y != old.paragraphs[last + 1].origin.y { bottom = .infinity }
        return (top, bottom)
    }

    /// The top and bottom of what `paragraph` can paint: its line box, its
    /// ink and its logical extents (glyphs that rise above or hang below their lines included).
    /// Call with the Pango lock held.
    private static func paintedBand(of paragraph: Paragraph) -> (top: CGFloat, bottom: CGFloat) {
        var ink = PangoRectangle(), logical = PangoRectangle()
        pango_layout_get_extents(paragraph.layout, &ink, &logical)
        let scale = CGFloat(PANGO_SCALE)
        var top = paragraph.origin.y, bottom = paragraph.origin.y + paragraph.height
        for rect in [ink, logical] where rect.width > 0 && rect.height > 0 {
            top = min(top, paragraph.origin.y + CGFloat(rect.y) / scale)
            bottom = max(bottom, paragraph.origin.y + CGFloat(rect.y + rect.height) / scale)
        }
        return (top, bottom)
    }
}
