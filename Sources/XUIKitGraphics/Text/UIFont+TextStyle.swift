import Foundation

extension UIFont {
    /// A Dynamic Type text style: UIKit's `UIFont.TextStyle`, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// iOS's size and weight for the style at the default ("Large") content size.
        package var standardMetrics: (size: CGFloat, weight: UIFont.Weight) {
            switch self {
            case .extraLargeTitle: (36, .bold)
            case .extraLargeTitle2: (28, .bold)
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The system font for `style` at iOS's default content size: body 17,
    /// headline 17 semibold, title1 28, caption1 12, and so on. (There is no
    /// Dynamic Type setting on Linux; the default size is the only size.)
    public class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
        let metrics = style.standardMetrics
        return systemFont(ofSize: metrics.size, weight: metrics.weight)
    }
}
