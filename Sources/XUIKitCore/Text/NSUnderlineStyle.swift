import Foundation

/// The line style of `.underlineStyle` and `.strikethroughStyle`: UIKit's
/// `NSUnderlineStyle`, with iOS's raw values. An empty set draws no line.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)

    /// The style an attribute value stands for: an `NSUnderlineStyle`, or its
    /// raw value as an `Int` or `NSNumber` (as attribute dictionaries often hold it).
    package init?(attributeValue value: Any?) {
        switch value {
        case let style as NSUnderlineStyle: self = style
        case let raw as Int: self.init(rawValue: raw)
        case let number as NSNumber: self.init(rawValue: number.intValue)
        default: return nil
        }
    }
}
