import Foundation
import XUIKitCore
import XUIKitGraphics

/// A button's configuration and its update cycle (UIKit's, iOS 15+).
///
///     state changes (highlight, selection, enabling, pointer hover)
///       -> setNeedsUpdateConfiguration()          (if automaticallyUpdatesConfiguration)
///       -> next layout pass: updateConfiguration()
///            -> configurationUpdateHandler(button) (may set `configuration`)
///            -> the button shows configuration.updated(for: button)
///
/// Setting `configuration` applies it at once (content, size, look); the
/// handler, if any, runs at the next layout pass. The
/// classic per-state API still works beside it, as UIKit documents: a title,
/// attributed title, title colour or image set with `setTitle(_:for:)` and
/// friends wins over the configuration's for the states it was set for.
extension UIButton {
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// The configuration shown; nil: the classic per-state content. Setting it
    /// shows it at once, updated for the state (content, size, look), and,
    /// with an update handler, asks for an update at the next layout pass.
    public var configuration: Configuration? {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue
            // Inside the update handler, the update that is running applies it.
            guard !isRunningConfigurationUpdateHandler else { return }
            applyConfiguration()
            if storedConfigurationUpdateHandler != nil { setNeedsUpdateConfiguration() }
        }
    }

    /// Called when the button updates its configuration (after state changes,
    /// `setNeedsUpdateConfiguration()`): set `button.configuration` for the state here.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { storedConfigurationUpdateHandler }
        set {
            storedConfigurationUpdateHandler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// Whether state changes update the configuration (UIKit's default true).
    public var automaticallyUpdatesConfiguration: Bool {
        get { storedAutomaticallyUpdatesConfiguration }
        set { storedAutomaticallyUpdatesConfiguration = newValue }
    }

    /// Asks for `updateConfiguration()` before the next layout pass.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// `updateConfiguration()`'s work: the handler, then the configuration for the state.
    func runConfigurationUpdate() {
        needsConfigurationUpdate = false
        if let handler = storedConfigurationUpdateHandler {
            isRunningConfigurationUpdateHandler = true
            handler(self)
            isRunningConfigurationUpdateHandler = false
        }
        applyConfiguration()
    }

    /// Shows `configuration.updated(for: self)`: titles, image or spinner, colours, size.
    func applyConfiguration() {
        guard let configuration = storedConfiguration else {
            if appliedConfiguration != nil { leaveConfiguration() }
            return
        }
        let previousSize = appliedConfiguration == nil ? nil : configuredSize()
        let applied = configuration.updated(for: self)
        appliedConfiguration = applied
        let colors = applied.resolvedColors(tint: tintColor ?? .systemBlue)
        let foreground = titleColors[state] ?? titleColors[.normal] ?? colors.foreground

        var titleBase = AttributeContainer()
        titleBase.uiKit.font = UIFont.systemFont(ofSize: applied.titleFontSize)
        titleBase.uiKit.foregroundColor = foreground
        let shownTitle: NSAttributedString?
        if let classic = attributedTitles[state] ?? attributedTitles[.normal] {
            shownTitle = classic
        } else {
            let title = (titles[state] ?? titles[.normal]).map { AttributedString($0) } ?? applied.attributedTitle
            shownTitle = title?.uiKitAttributedString(base: titleBase) { applied.titleTextAttributesTransformer?($0) ?? $0 }
        }
        // titleLabel.font reports the drawn font (the first character's), as on iOS.
        let drawnFont = shownTitle.flatMap { $0.length > 0 ? $0.attribute(.font, at: 0, effectiveRange: nil) as? UIFont : nil }
        label.font = drawnFont ?? UIFont.systemFont(ofSize: applied.titleFontSize)
        label.attributedText = shownTitle
        label.isHidden = label.attributedText?.length ?? 0 == 0
        label.alpha = 1

        if let subtitle = applied.attributedSubtitle, !subtitle.characters.isEmpty {
            let subtitleLabel = self.subtitleLabel ?? makeSubtitleLabel()
            var base = AttributeContainer()
            base.uiKit.font = UIFont.systemFont(ofSize: applied.subtitleFontSize)
            subtitleLabel.font = base.uiKit.font
            base.uiKit.foregroundColor = foreground
            subtitleLabel.attributedText = subtitle.uiKitAttributedString(base: base) { applied.subtitleTextAttributesTransformer?($0) ?? $0 }
            subtitleLabel.isHidden = false
        } else {
            subtitleLabel?.isHidden = true
        }

        let image = images[state] ?? images[.normal] ?? applied.image
        imageViewStorage.image = image
        imageViewStorage.tintColor = applied.imageColorTransformer?(foreground) ?? foreground
        imageViewStorage.alpha = 1
        if applied.showsActivityIndicator {
            let indicator = activityIndicator ?? makeActivityIndicator()
            indicator.color = foreground
            indicator.isHidden = false
            if !indicator.isAnimating { indicator.startAnimating() }
            imageViewStorage.isHidden = true
        } else {
            activityIndicator?.stopAnimating()
            activityIndicator?.isHidden = true
            imageViewStorage.isHidden = image == nil
        }
        if previousSize != configuredSize() { invalidateIntrinsicContentSize() }
        if !isUpdatingConfigurationInLayout { setNeedsLayout() }
        setNeedsDisplay()
    }

    /// The configuration was removed: back to the classic content.
    private func leaveConfiguration() {
        appliedConfiguration = nil
        subtitleLabel?.isHidden = true
        activityIndicator?.stopAnimating()
        activityIndicator?.isHidden = true
        label.attributedText = nil
        label.font = .systemFont(ofSize: UIButton.titleFontSize)
        label.textColor = currentTitleColor
        updateContent()
        invalidateIntrinsicContentSize()
    }

    private func makeSubtitleLabel() -> UILabel {
        let subtitle = UILabel()
        addSubview(subtitle)
        subtitleLabel = subtitle
        return subtitle
    }

    private func makeActivityIndicator() -> UIActivityIndicatorView {
        let indicator = UIActivityIndicatorView(style: .medium)
        indicator.hidesWhenStopped = true
        addSubview(indicator)
        activityIndicator = indicator
        return indicator
    }
}
