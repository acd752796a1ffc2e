import Foundation
import XUIKitCore
import XUIKitGraphics

/// A control that performs an action on a tap: UIKit's `UIButton`.
///
/// Content per state (`UIButton+Content.swift`): title, attributed title,
/// title colour, image and background image, each falling back to the
/// `.normal` value when none is set for the current state (UIKit's rule).
/// The title is shown by `titleLabel` (system font, 15 pt), the image by
/// `imageView`, image first, the pair placed by the content alignments; the
/// background image fills the bounds.
///
/// Types (`init(type:)`): `.custom` (white title, no highlight effect but the
/// per-state content), `.system` (title in `tintColor`, dimmed to 20 % opacity
/// while highlighted, grey when disabled), and the glyph buttons `.close`,
/// `.infoLight`/`.infoDark`/`.detailDisclosure` and `.contactAdd`, drawn like
/// iOS's (a grey circle with a cross; a tinted ring with "i" or "+").
/// `init(frame:)` makes a `.custom` button.
///
/// Events: a tap sends `.touchUpInside` then `.primaryActionTriggered` (so
/// `init(type:primaryAction:)`'s action runs on a tap), and a superview's
/// single-tap recognizer does not take the button's tap (UIKit's rule).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kinds of button.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    var storedButtonType: ButtonType = .custom
    var titles: [UIControl.State: String] = [:]
    var attributedTitles: [UIControl.State: NSAttributedString] = [:]
    var titleColors: [UIControl.State: UIColor] = [:]
    var images: [UIControl.State: UIImage] = [:]
    var backgroundImages: [UIControl.State: UIImage] = [:]
    let label = UILabel()
    let imageViewStorage = UIImageView()
    // Configuration (UIButton+ConfigurationUpdates.swift).
    var storedConfiguration: Configuration?
    var storedConfigurationUpdateHandler: ConfigurationUpdateHandler?
    var storedAutomaticallyUpdatesConfiguration = true
    var needsConfigurationUpdate = false
    var isRunningConfigurationUpdateHandler = false
    /// Set while `layoutSubviews()` runs a pending configuration update (which then needs no new layout pass).
    var isUpdatingConfigurationInLayout = false
    /// The configuration updated for the state, as drawn (nil: no configuration).
    var appliedConfiguration: Configuration?
    var subtitleLabel: UILabel?
    var activityIndicator: UIActivityIndicatorView?
    // Pointer hover (UIButton+Hover.swift).
    var hoverRecognizer: UIHoverGestureRecognizer?
    /// Whether the pointer, with no button down, is over the button (only with `isPointerInteractionEnabled`).
    package internal(set) var isHoveredByPointer = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        sendsPrimaryActionOnTouchUpInside = true
        defaultActionIsSingleTap = true
        label.font = .systemFont(ofSize: UIButton.titleFontSize)
        label.isHidden = true
        imageViewStorage.isHidden = true
        addSubview(imageViewStorage)
        addSubview(label)
        updateContent()
    }

    /// A button of `buttonType`, sized to its glyph for the glyph types.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        storedButtonType = buttonType
        if isGlyphType { bounds.size = intrinsicContentSize }
        updateContent()
    }

    /// A button of `buttonType` performing `primaryAction` on a tap (its title becomes the button's).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A button showing `configuration`, performing `primaryAction` on a tap
    /// (type `.plain`, as UIKit's; the configuration's title is the one shown).
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .plain)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
    }

    public required init?(coder: NSCoder) { return nil }

    /// The button's type.
    open var buttonType: ButtonType { storedButtonType }
    /// The label showing the title (shown only when there is a title).
    open var titleLabel: UILabel? { label }
    /// The image view showing the image (shown only when there is an image).
    open var imageView: UIImageView? { imageViewStorage }

    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateContent()
    }

    open override var intrinsicContentSize: CGSize { appliedConfiguration == nil ? contentSize() : configuredSize() }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsConfigurationUpdate {
            isUpdatingConfigurationInLayout = true
            updateConfiguration()
            isUpdatingConfigurationInLayout = false
        }
        if appliedConfiguration == nil { layoutContent() } else { layoutConfiguredContent() }
    }
    /// Updates the configuration for the current state now: runs
    /// `configurationUpdateHandler`, then shows the configuration updated for
    /// the state (UIButton+ConfigurationUpdates.swift). Subclasses override it
    /// to change the configuration themselves, calling super.
    open func updateConfiguration() { runConfigurationUpdate() }

    open override func draw(_ rect: CGRect) {
        if appliedConfiguration == nil { drawBackgroundAndGlyph() } else { drawConfiguredBackground() }
    }

    /// The title font's size: UIKit's 15 pt.
    static let titleFontSize: CGFloat = 15
    /// The opacity of a `.system` button's content while highlighted.
    static let systemHighlightAlpha: CGFloat = 0.2
}
