import Foundation
import XUIKitCore
import XUIKitGraphics

/// A list row's or header's standard content: UIKit's `UIListContentConfiguration`
/// (image, text, secondary text, with their properties and the spacing between them).
///
/// The styles and their defaults (XUIKit's measures of UIKit's): `cell()` 17 pt
/// label-colour text; `subtitleCell()` adds 15 pt secondary text below, 3 pt
/// apart; `valueCell()` puts 17 pt secondaryLabel-colour text at the trailing
/// side. Rows: margins 11 pt top and bottom, 16 pt at the sides, 16 pt
/// between image and text. `plainHeader()`/`plainFooter()`: 17 pt semibold /
/// 15 pt on 4 pt margins; `groupedHeader()`/`groupedFooter()`: 13 pt
/// secondaryLabel, 16 pt margins at the sides. `updated(for:)` returns the
/// configuration unchanged (UIKit's list styles do not change with the state either).
public struct UIListContentConfiguration: UIContentConfiguration {
    /// How a text is drawn.
    public struct TextProperties {
        public enum TextAlignment: Int, Sendable { case natural, center, justified }
        public var font: UIFont
        public var color: UIColor
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// 0: as many as the text needs (UIKit's default).
        public var numberOfLines = 0
    }

    /// How the image is drawn.
    public struct ImageProperties {
        public var tintColor: UIColor?
        /// Zero: no limit.
        public var maximumSize: CGSize = .zero
        public var cornerRadius: CGFloat = 0
    }

    public var image: UIImage?
    public var imageProperties = ImageProperties()
    public var text: String?
    public var attributedText: NSAttributedString?
    public var textProperties: TextProperties
    public var secondaryText: String?
    public var secondaryAttributedText: NSAttributedString?
    public var secondaryTextProperties: TextProperties
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText: Bool
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat

    private init(font: UIFont, color: UIColor, secondaryFont: UIFont, secondaryColor: UIColor, margins: NSDirectionalEdgeInsets,
                 sideBySide: Bool, verticalPadding: CGFloat) {
        textProperties = TextProperties(font: font, color: color)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
        prefersSideBySideTextAndSecondaryText = sideBySide
        textToSecondaryTextVerticalPadding = verticalPadding
    }

    static let rowMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel,
                                   margins: rowMargins, sideBySide: false, verticalPadding: 3)
    }

    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 15), secondaryColor: .label,
                                   margins: rowMargins, sideBySide: false, verticalPadding: 3)
    }

    public static func valueCell() -> UIListContentConfiguration {
        UIListContentConfiguration(font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 17), secondaryColor: .secondaryLabel,
                                   margins: rowMargins, sideBySide: true, verticalPadding: 3)
    }

    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(font: .systemFont(ofSize: 17, weight: .semibold), color: .label, secondaryFont: .systemFont(ofSize: 15),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16),
                                   sideBySide: false, verticalPadding: 2)
    }

    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(font: .systemFont(ofSize: 15), color: .secondaryLabel, secondaryFont: .systemFont(ofSize: 15),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16),
                                   sideBySide: false, verticalPadding: 2)
    }

    public static func groupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(font: .systemFont(ofSize: 13), color: .secondaryLabel, secondaryFont: .systemFont(ofSize: 13),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16),
                                   sideBySide: false, verticalPadding: 2)
    }

    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(font: .systemFont(ofSize: 13), color: .secondaryLabel, secondaryFont: .systemFont(ofSize: 13),
                                   secondaryColor: .secondaryLabel, margins: NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16),
                                   sideBySide: false, verticalPadding: 2)
    }

    public func makeContentView() -> any UIView & UIContentView { UIListContentView(configuration: self) }

    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration { self }
}
