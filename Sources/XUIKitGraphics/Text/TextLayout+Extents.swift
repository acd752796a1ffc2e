import Foundation
import CPango

extension TextLayout {
    /// Everything drawing can paint, in the text's space: each shown
    /// paragraph's ink and logical rectangles (glyphs that overhang their
    /// advance or rise above the line included), underlines and ellipses too.
    package var paintedBounds: CGRect {
        PangoFonts.shared.withLock {
            var painted = CGRect.null
            for paragraph in paragraphs {
                var ink = PangoRectangle(), logical = PangoRectangle()
                pango_layout_get_extents(paragraph.layout, &ink, &logical)
                let scale = CGFloat(PANGO_SCALE)
                for rect in [ink, logical] where rect.width > 0 && rect.height > 0 {
                    painted = painted.union(CGRect(x: paragraph.origin.x + CGFloat(rect.x) / scale, y: paragraph.origin.y + CGFloat(rect.y) / scale,
                                                   width: CGFloat(rect.width) / scale, height: CGFloat(rect.height) / scale))
                }
            }
            return painted
        }
    }
}
