import Foundation
import XUIKitCore
import XUIKitGraphics

/// The cached layout of a label's text, kept while the text, its attributes,
/// the width and the line limit stay the same.
struct LabelLayoutCache {
    struct Key: Equatable {
        var contentVersion: Int
        var width: CGFloat?
        var lines: Int
        var isHighlighted: Bool
    }

    var contentVersion = 0
    var entries: [(key: Key, layout: TextLayout)] = []
    /// How many layouts were made (shaping runs), for tests of the cache.
    var layoutsMade = 0

    mutating func layout(for key: Key, make: () -> TextLayout) -> TextLayout {
        if let hit = entries.first(where: { $0.key == key }) { return hit.layout }
        let made = make()
        layoutsMade += 1
        // A few widths at once: intrinsic size (no width), sizeThatFits and drawing.
        entries.append((key, made))
        if entries.count > 4 { entries.removeFirst() }
        return made
    }

    mutating func invalidate() {
        contentVersion &+= 1
        entries.removeAll()
    }
}

/// A label's text as it was set: `text` (plain) or `attributedText`.
enum LabelContent {
    case plain(String)
    case attributed(NSAttributedString)
}

extension UILabel {
    /// The text as an attributed string (plain text with the label's attributes).
    var content: NSAttributedString? {
        switch storedContent {
        case .plain(let string): NSAttributedString(string: string, attributes: baseAttributes)
        case .attributed(let text): text
        case nil: nil
        }
    }

    /// Whether there is text to show (a non-empty string).
    var hasContent: Bool {
        switch storedContent {
        case .plain(let string): !string.isEmpty
        case .attributed(let text): text.length > 0
        case nil: false
        }
    }

    /// The attributes plain text gets: the label's font, colour and paragraph style.
    var baseAttributes: [NSAttributedString.Key: Any] {
        [.font: font ?? UILabel.defaultFont, .foregroundColor: textColor ?? UIColor.black, .paragraphStyle: paragraphStyle]
    }

    var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// `text` with the label's attributes filled in where its runs have none.
    func withBaseAttributes(_ text: NSAttributedString, highlighted: Bool = false) -> NSAttributedString {
        let result = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: result.length)
        // Ranges first, changes after: the copy is not changed while its original is enumerated.
        for (key, value) in baseAttributes {
            var missing: [NSRange] = []
            text.enumerateAttribute(key, in: whole, options: []) { existing, range, _ in
                if existing == nil { missing.append(range) }
            }
            for range in missing { result.addAttribute(key, value: value, range: range) }
        }
        if highlighted, let highlightedTextColor {
            result.addAttribute(.foregroundColor, value: highlightedTextColor, range: whole)
        }
        return result
    }

    func setContent(_ newContent: LabelContent?) {
        storedContent = newContent
        textChanged()
    }

    /// Sets `key` to `value` over the whole attributed text (UIKit's rule for
    /// `font`, `textColor`); plain text takes the label's attributes anyway.
    func applyToWholeText(_ key: NSAttributedString.Key, _ value: Any) {
        if case .attributed(let current) = storedContent, current.length > 0 {
            let updated = NSMutableAttributedString(attributedString: current)
            updated.addAttribute(key, value: value, range: NSRange(location: 0, length: updated.length))
            storedContent = .attributed(updated)
        }
        textChanged()
    }

    func applyParagraphStyle() {
        applyToWholeText(.paragraphStyle, paragraphStyle)
    }

    /// Drops cached layouts and asks for a redraw and a new intrinsic size.
    func textChanged() {
        layoutCache.invalidate()
        setNeedsDisplay()
        invalidateIntrinsicContentSize()
    }

    /// The text laid out in `width` (nil: one line per paragraph) with at most
    /// `lines` lines (default `numberOfLines`), from the cache when it can.
    func layout(width: CGFloat?, lines: Int? = nil) -> TextLayout {
        let lines = lines ?? numberOfLines
        let key = LabelLayoutCache.Key(contentVersion: layoutCache.contentVersion, width: width, lines: lines, isHighlighted: isHighlighted)
        let label = self
        return layoutCache.layout(for: key) {
            // Plain text in one font: no attributed string, no Pango attribute list.
            if case .plain(let string) = label.storedContent, !(label.adjustsFontSizeToFitWidth && lines == 1 && width != nil) {
                let font: UIFont = label.font ?? UILabel.defaultFont
                if !font.hasMonospacedDigits {
                    let color = (label.isHighlighted ? label.highlightedTextColor : nil) ?? label.textColor ?? UIColor.black
                    return TextLayout(plain: string, font: font, color: color, style: label.paragraphStyle, width: width,
                                      maximumLines: lines, lineBreakMode: label.lineBreakMode)
                }
            }
            var text = label.withBaseAttributes(label.content ?? NSAttributedString(string: ""), highlighted: label.isHighlighted)
            if label.adjustsFontSizeToFitWidth, lines == 1, let width {
                text = LabelFontFitting.shrink(text, toFit: width, minimumScaleFactor: label.minimumScaleFactor)
            }
            return TextLayout(text, width: width, maximumLines: lines, lineBreakMode: label.lineBreakMode)
        }
    }

    /// How many times the label has shaped its text (a test hook for the layout cache).
    package var textLayoutsMade: Int { layoutCache.layoutsMade }
}

/// `adjustsFontSizeToFitWidth`: every font of the text scaled by one factor
/// so its single line fits the width, but not below the minimum factor.
enum LabelFontFitting {
    static func shrink(_ text: NSAttributedString, toFit width: CGFloat, minimumScaleFactor: CGFloat) -> NSAttributedString {
        let natural = TextLayout(text, width: nil).size.width
        guard natural > width, natural > 0 else { return text }
        let factor = max(width / natural, min(max(minimumScaleFactor, 0), 1))
        let scaled = NSMutableAttributedString(attributedString: text)
        let whole = NSRange(location: 0, length: scaled.length)
        var fonts: [(UIFont, NSRange)] = []
        text.enumerateAttribute(.font, in: whole, options: []) { value, range, _ in
            if let font = value as? UIFont { fonts.append((font, range)) }
        }
        for (font, range) in fonts { scaled.addAttribute(.font, value: font.withSize(font.pointSize * factor), range: range) }
        return scaled
    }
}
