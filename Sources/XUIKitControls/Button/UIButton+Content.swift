import Foundation
import XUIKitCore
import XUIKitGraphics

/// Per-state content with UIKit's fallback: a state with no value of its own
/// shows the `.normal` one; the getters fall back the same way.
extension UIButton {
    /// Sets the title for `state` (nil removes it).
    public func setTitle(_ title: String?, for state: UIControl.State) { titles[state] = title; contentChanged() }
    /// The title for `state`, else the normal one.
    public func title(for state: UIControl.State) -> String? { titles[state] ?? titles[.normal] }
    /// Sets the attributed title for `state`; it wins over the plain title.
    public func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state] = title; contentChanged()
    }
    /// The attributed title for `state`, else the normal one.
    public func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state] ?? attributedTitles[.normal]
    }
    /// Sets the title colour for `state`.
    public func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state] = color; contentChanged() }
    /// The title colour for `state`, else the normal one, else the type's default
    /// (`.system`: `tintColor`, `.tertiaryLabel` when disabled; others white).
    public func titleColor(for state: UIControl.State) -> UIColor? {
        if let color = titleColors[state] ?? titleColors[.normal] { return color }
        guard buttonType != .custom else { return .white }
        return state.contains(.disabled) ? .tertiaryLabel : tintColor
    }
    /// Sets the image for `state`.
    public func setImage(_ image: UIImage?, for state: UIControl.State) { images[state] = image; contentChanged() }
    /// The image for `state`, else the normal one.
    public func image(for state: UIControl.State) -> UIImage? { images[state] ?? images[.normal] }
    /// Sets the background image for `state`.
    public func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) { backgroundImages[state] = image; contentChanged() }
    /// The background image for `state`, else the normal one.
    public func backgroundImage(for state: UIControl.State) -> UIImage? { backgroundImages[state] ?? backgroundImages[.normal] }

    /// The title shown now.
    public var currentTitle: String? { title(for: state) }
    /// The attributed title shown now.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour used now.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? .white }
    /// The image shown now.
    public var currentImage: UIImage? { image(for: state) }
    /// The background image shown now.
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The state changed (highlight, selection, enabling, pointer hover): the
    /// classic content follows at once; a configuration at the next layout pass
    /// (`setNeedsUpdateConfiguration()`), when `automaticallyUpdatesConfiguration`.
    func stateDidChange() {
        if storedConfiguration == nil { updateContent() }
        if storedAutomaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    private func contentChanged() {
        updateContent()
        invalidateIntrinsicContentSize()
    }

    /// Whether the button is one of the glyph types (drawn, not titled by default).
    var isGlyphType: Bool {
        switch buttonType {
        case .close, .infoLight, .infoDark, .detailDisclosure, .contactAdd: return true
        default: return false
        }
    }

    /// Puts the current state's content into the label and image view (with a
    /// configuration: applies the configuration updated for the state).
    func updateContent() {
        if storedConfiguration != nil {
            applyConfiguration()
            return
        }
        if let attributed = currentAttributedTitle {
            label.attributedText = attributed
        } else {
            label.text = currentTitle
            label.textColor = currentTitleColor
        }
        label.isHidden = label.text?.isEmpty ?? true
        imageView?.image = currentImage
        imageView?.isHidden = currentImage == nil
        let dimmed = buttonType == .system && isHighlighted
        label.alpha = dimmed ? UIButton.systemHighlightAlpha : 1
        imageView?.alpha = dimmed ? UIButton.systemHighlightAlpha : 1
        setNeedsLayout()
        setNeedsDisplay()
    }
}
