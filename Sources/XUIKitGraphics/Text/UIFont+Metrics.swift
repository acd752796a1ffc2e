import Foundation

extension UIFont {
    /// A font's vertical metrics in points (descender negative, as UIKit's).
    struct Metrics: Equatable {
        var ascender: CGFloat
        var descender: CGFloat
        var leading: CGFloat
        var capHeight: CGFloat
        var xHeight: CGFloat
    }

    /// How far the tallest glyphs rise above the baseline, in points.
    public var ascender: CGFloat { PangoFonts.shared.metrics(of: self).ascender }
    /// How far the lowest glyphs reach below the baseline: negative, in points.
    public var descender: CGFloat { PangoFonts.shared.metrics(of: self).descender }
    /// The extra space the font asks for between lines, in points.
    public var leading: CGFloat { PangoFonts.shared.metrics(of: self).leading }
    /// The height of one line: ascender - descender + leading, as UIKit's.
    public var lineHeight: CGFloat {
        let metrics = PangoFonts.shared.metrics(of: self)
        return metrics.ascender - metrics.descender + metrics.leading
    }
    /// The height of capital letters above the baseline (the ink of "H").
    public var capHeight: CGFloat { PangoFonts.shared.metrics(of: self).capHeight }
    /// The height of lowercase letters above the baseline (the ink of "x").
    public var xHeight: CGFloat { PangoFonts.shared.metrics(of: self).xHeight }
}
