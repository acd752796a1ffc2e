import Foundation
import XUIKitCore
import XUIKitGraphics

extension UIButton {
    /// A button's content and appearance as a value: UIKit's `UIButton.Configuration`
    /// (iOS 15+). Set it as a button's `configuration`; the button draws the
    /// configuration `updated(for:)` its state (normal, highlighted, disabled,
    /// selected, and the pointer hovering).
    ///
    /// The styles (`UIButton+ConfigurationStyle.swift` has the colours and
    /// measures, with their sources): `plain()` (no background, tinted
    /// content), `gray()` (a grey fill, tinted content), `tinted()` (a pale
    /// fill of the tint colour, tinted content), `filled()` (a tint-colour fill,
    /// white content); the macOS-style names `borderless()`, `bordered()`,
    /// `borderedTinted()` and `borderedProminent()` look like plain, gray,
    /// tinted and filled on iOS, as UIKit's do.
    ///
    /// Content: `title`/`attributedTitle` and `subtitle`/`attributedSubtitle`
    /// (each pair is one value: setting the plain string sets the attributed
    /// one and back), stacked with `titlePadding` between them and aligned by
    /// `titleAlignment`; `image` (or, with `showsActivityIndicator`, a spinner
    /// in its place) at `imagePlacement`, `imagePadding` from the titles; all of
    /// it inside `contentInsets`, whose defaults follow `buttonSize` until set
    /// (`setDefaultContentInsets()` returns to them).
    public struct Configuration {
        /// The look a configuration was made with.
        enum Style: Sendable { case plain, gray, tinted, filled }

        /// How large the button's text and margins are.
        public enum Size: Int, Sendable { case mini, small, medium, large }
        /// How the background's corners are rounded.
        public enum CornerStyle: Int, Sendable {
            /// `background.cornerRadius` as set.
            case fixed = -1
            /// The radius for the button size (UIKit scales it with Dynamic Type).
            case dynamic = 0
            case small, medium, large
            /// Half the button's height.
            case capsule
        }
        /// How the title and subtitle align with each other.
        public enum TitleAlignment: Int, Sendable { case automatic, leading, center, trailing }

        let style: Style
        var customContentInsets: NSDirectionalEdgeInsets?
        /// The button state this copy was updated for (nil: not updated yet).
        var resolvedState: ResolvedState?

        init(style: Style) { self.style = style }

        // MARK: - Creating configurations

        /// No background; the content in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A grey background; the content in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A pale tint-colour background; the content in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A tint-colour background; white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// The macOS name of `plain()` (the same look on iOS).
        public static func borderless() -> Configuration { Configuration(style: .plain) }
        /// The macOS name of `gray()` (the same look on iOS).
        public static func bordered() -> Configuration { Configuration(style: .gray) }
        /// The macOS name of `tinted()` (the same look on iOS).
        public static func borderedTinted() -> Configuration { Configuration(style: .tinted) }
        /// The macOS name of `filled()` (the same look on iOS).
        public static func borderedProminent() -> Configuration { Configuration(style: .filled) }

        // MARK: - Titles

        /// The title with its attributes; nil: none.
        public var attributedTitle: AttributedString?
        /// The subtitle with its attributes; nil: none.
        public var attributedSubtitle: AttributedString?
        /// The title's text (setting it replaces `attributedTitle`).
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }
        /// The subtitle's text (setting it replaces `attributedSubtitle`).
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }
        /// Between the title and the subtitle; UIKit's default 0.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle align; default `.automatic`.
        public var titleAlignment: TitleAlignment = .automatic
        /// Changes the title's attributes (font, colour) before drawing.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        /// Changes the subtitle's attributes before drawing.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        // MARK: - Image

        /// The image beside the titles.
        public var image: UIImage?
        /// Which side of the titles the image is on; default `.leading`.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// Between the image and the titles; UIKit's default 0.
        public var imagePadding: CGFloat = 0
        /// Changes the image's tint colour.
        public var imageColorTransformer: UIConfigurationColorTransformer?
        /// Shows a spinning activity indicator in the image's place.
        public var showsActivityIndicator = false

        // MARK: - Layout and colours

        /// The size of the text and of the default insets; default `.medium`.
        public var buttonSize: Size = .medium
        /// Between the button's edges and its content; until set, the defaults for `buttonSize`.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { customContentInsets ?? Configuration.defaultContentInsets(for: buttonSize) }
            set { customContentInsets = newValue }
        }
        /// Returns `contentInsets` to the defaults for `buttonSize`.
        public mutating func setDefaultContentInsets() { customContentInsets = nil }
        /// How the background's corners are rounded; default `.dynamic`.
        public var cornerStyle: CornerStyle = .dynamic
        /// The content's colour; nil: the style's (the tint colour, or white for `filled()`).
        public var baseForegroundColor: UIColor?
        /// The background's colour; nil: the style's (see each style).
        public var baseBackgroundColor: UIColor?
        /// The background: its colour (wins over the style's), corner radius and outline.
        public var background = UIBackgroundConfiguration()
        /// Whether a selected button shows the filled look (UIKit's default true).
        public var automaticallyUpdateForSelection = true

        // MARK: - Updating

        /// A copy for `button`'s current state (highlighted, disabled, selected,
        /// hovered): what the button draws.
        @preconcurrency @MainActor
        public func updated(for button: UIButton) -> Configuration {
            var copy = self
            copy.resolvedState = ResolvedState(button)
            return copy
        }
    }

    /// The button state a configuration was updated for.
    struct ResolvedState: Equatable, Sendable {
        var isEnabled = true, isHighlighted = false, isSelected = false, isHovered = false

        @MainActor
        init(_ button: UIButton) {
            isEnabled = button.isEnabled
            isHighlighted = button.isHighlighted
            isSelected = button.isSelected
            isHovered = button.isHoveredByPointer
        }

        init() {}
    }
}
