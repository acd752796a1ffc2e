import Foundation

/// The attribute names UIKit adds to `NSAttributedString.Key`, with UIKit's
/// raw values (so archived names and `Key(rawValue:)` match iOS).
///
/// Value types, as UIKit documents them: `.font` a `UIFont` (default: the
/// system font at 12 pt), `.foregroundColor`/`.backgroundColor`/
/// `.underlineColor`/`.strikethroughColor` a `UIColor`, `.paragraphStyle` an
/// `NSParagraphStyle`, `.kern` and `.baselineOffset` a number of points,
/// `.underlineStyle`/`.strikethroughStyle` an `NSUnderlineStyle` raw value,
/// `.link` a `URL` or `String`.
extension NSAttributedString.Key {
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let tracking = NSAttributedString.Key("NSTracking")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    public static let link = NSAttributedString.Key("NSLink")
}
