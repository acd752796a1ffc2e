import Foundation
import CPango

/// Turns `NSAttributedString` attributes into a `PangoAttrList`.
///
/// `.font` (default: the system font at 12 pt, as UIKit's Helvetica 12),
/// `.foregroundColor` (default black), `.backgroundColor`, `.kern` (Pango
/// letter spacing between characters; `TrailingKern` adds it after each
/// line's last character, as TextKit), `.underlineStyle` and
/// `.strikethroughStyle` with their colours,
/// `.baselineOffset` (rise), and `.link` (drawn in the system blue, single
/// underlined, as UIKit's default link attributes, unless the run sets its
/// own colour). Unknown attributes and values of the wrong type are ignored.
enum TextAttributes {
    /// The font of text without `.font`.
    static let defaultFont = UIFont.systemFont(ofSize: 12)
    /// The colour of links without `.foregroundColor` (iOS's system blue).
    static let linkColor = UIColor(red: 0, green: 122 / 255, blue: 1, alpha: 1)

    /// The attributes of `text` (whose UTF-8 bytes are `utf8`) as a new Pango
    /// list (the caller unrefs it), and whether any run is kerned. Must be
    /// called holding the Pango lock.
    static func pangoAttributes(of text: NSAttributedString, utf8: [UInt8], fonts: PangoFonts) -> (list: OpaquePointer, isKerned: Bool) {
        let list = pango_attr_list_new()!
        var isKerned = false
        let whole = NSRange(location: 0, length: text.length)
        var runs: [(NSRange, [NSAttributedString.Key: Any])] = []
        text.enumerateAttributes(in: whole, options: []) { attributes, range, _ in
            if !attributes.isEmpty { runs.append((range, attributes)) }
        }
        guard !runs.isEmpty else { return (list, false) }
        let offsets = utf8Offsets(of: text.string, at: runs.flatMap { [$0.0.location, $0.0.location + $0.0.length] })
        for (range, attributes) in runs {
            let start = UInt32(offsets[range.location] ?? 0)
            let end = UInt32(offsets[range.location + range.length] ?? utf8.count)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
                guard let attribute else { return }
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(list, attribute)
            }
            if let font = attributes[.font] as? UIFont {
                insert(pango_attr_font_desc_new(fonts.description(of: font)))
                if font.hasMonospacedDigits { insert(pango_attr_font_features_new("tnum 1")) }
            }
            let isLink = attributes[.link] != nil
            if let color = (attributes[.foregroundColor] as? UIColor) ?? (isLink ? linkColor : nil) {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                if color.alpha < 1 { insert(pango_attr_foreground_alpha_new(channel(color.alpha))) }
            }
            if let color = attributes[.backgroundColor] as? UIColor {
                insert(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
                if color.alpha < 1 { insert(pango_attr_background_alpha_new(channel(color.alpha))) }
            }
            if let kern = number(attributes[.kern]), kern != 0 {
                insert(pango_attr_letter_spacing_new(Int32(clamping: Int(kern * CGFloat(PANGO_SCALE)))))
                isKerned = true
            }
            if let rise = number(attributes[.baselineOffset]), rise != 0 {
                insert(pango_attr_rise_new(Int32(clamping: Int(rise * CGFloat(PANGO_SCALE)))))
            }
            let underline = NSUnderlineStyle(attributeValue: attributes[.underlineStyle]) ?? (isLink ? .single : [])
            if !underline.isEmpty {
                insert(pango_attr_underline_new(underline.contains(.double) ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
                if let color = attributes[.underlineColor] as? UIColor {
                    insert(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue)))
                }
            }
            if let strike = NSUnderlineStyle(attributeValue: attributes[.strikethroughStyle]), !strike.isEmpty {
                insert(pango_attr_strikethrough_new(1))
                if let color = attributes[.strikethroughColor] as? UIColor {
                    insert(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
                }
            }
        }
        return (list, isKerned)
    }

    /// A component in 0...1 as Pango's 16-bit channel.
    private static func channel(_ value: CGFloat) -> UInt16 {
        guard value.isFinite else { return 0 }
        return UInt16((min(max(value, 0), 1) * 65535).rounded())
    }

    /// A finite number from an attribute value (`CGFloat`, `Double`, `Int`, `NSNumber`).
    static func number(_ value: Any?) -> CGFloat? {
        let number: CGFloat? = switch value {
        case let value as CGFloat: value
        case let value as Double: CGFloat(value)
        case let value as Int: CGFloat(value)
        case let value as NSNumber: CGFloat(value.doubleValue)
        default: nil
        }
        return number.flatMap { $0.isFinite ? $0 : nil }
    }

    /// The UTF-8 offsets of UTF-16 `offsets` in `string` (an offset inside a
    /// surrogate pair maps to the start of its character), in one pass.
    static func utf8Offsets(of string: String, at offsets: [Int]) -> [Int: Int] {
        let wanted = Set(offsets).sorted()
        var result: [Int: Int] = [:]
        var next = 0
        var utf16 = 0, utf8 = 0
        for scalar in string.unicodeScalars {
            // Offsets up to this scalar's end map to its start (inside a surrogate pair too).
            while next < wanted.count, wanted[next] < utf16 + scalar.utf16.count {
                result[wanted[next]] = utf8
                next += 1
            }
            if next == wanted.count { break }
            utf16 += scalar.utf16.count
            utf8 += scalar.utf8.count
        }
        while next < wanted.count {
            result[wanted[next]] = utf8
            next += 1
        }
        return result
    }
}
