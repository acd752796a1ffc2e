import Foundation
import XUIKitCore
import XUIKitGraphics

/// The colours and measures of `UIButton.Configuration`'s styles (light appearance).
///
/// Sources. Apple documents the styles' intent ("Meet the UIKit button
/// system", WWDC21 session 10064; the `plain()`/`gray()`/`tinted()`/`filled()`
/// pages: "transparent background", "gray background", "tinted background",
/// "background filled with the button's tint color"), that `cornerStyle`
/// defaults to `.dynamic`, and, in the Developer Forums ("Clarity on
/// UIButtonConfiguration contentInsets default value",
/// developer.apple.com/forums/thread/733541, answered by Apple), that the
/// default `contentInsets` read (top 7, leading 12, bottom 7, trailing 12) and
/// depend on the button size. No other figure is published: the medium
/// size's 7/12 with the 17 pt body font gives iOS's familiar 34.33 pt button
/// height; the other sizes' insets and fonts, the corner radii and the state
/// colours below are XUIKit's estimates of iOS 17's look (light appearance),
/// to be replaced by measurements when someone takes them.
///
/// | size   | insets (top/bottom, sides) | title font      | subtitle font   | dynamic corner |
/// |--------|----------------------------|-----------------|-----------------|----------------|
/// | mini   | 3, 8                       | 12 pt           | 10 pt           | 4 (small)      |
/// | small  | 5, 10                      | 15 pt           | 12 pt           | 6 (medium)     |
/// | medium | 7, 12                      | 17 pt (body)    | 15 pt           | 6 (medium)     |
/// | large  | 14, 20                     | 17 pt (body)    | 15 pt           | 8 (large)      |
///
/// Corner styles: `.small` 4 pt, `.medium` 6 pt, `.large` 8 pt, `.capsule`
/// half the height, `.fixed` the background's `cornerRadius`.
///
/// Colours, per state (the base colours replace the style's where set; a
/// `background.backgroundColor` wins over both):
/// - normal: plain none/tint; gray `secondarySystemFill`/tint; tinted tint at
///   15 % opacity/tint; filled tint/white.
/// - highlighted: backgrounds at 80 % of their opacity (iOS lightens a pressed
///   button on a light page); a plain button's content at 50 % (XUIKit's figures).
/// - disabled: backgrounds `tertiarySystemFill`, content `tertiaryLabel` (iOS's greyed look).
/// - selected (with `automaticallyUpdateForSelection`): the filled look.
/// - hovered by the pointer (iPadOS and Mac Catalyst): a 10 % black wash over
///   the background; a plain button gets a `tertiarySystemFill` platter (XUIKit's figures).
extension UIButton.Configuration {
    static func defaultContentInsets(for size: Size) -> NSDirectionalEdgeInsets {
        switch size {
        case .mini: return NSDirectionalEdgeInsets(top: 3, leading: 8, bottom: 3, trailing: 8)
        case .small: return NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: return NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: return NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title's default point size for `buttonSize`.
    var titleFontSize: CGFloat {
        switch buttonSize {
        case .mini: return 12
        case .small: return 15
        case .medium, .large: return 17
        }
    }

    /// The subtitle's default point size for `buttonSize`.
    var subtitleFontSize: CGFloat {
        switch buttonSize {
        case .mini: return 10
        case .small: return 12
        case .medium, .large: return 15
        }
    }

    /// The tint at 15 % opacity: `tinted()`'s background.
    static let tintedBackgroundAlpha: CGFloat = 0.15
    /// A pressed background's share of its opacity.
    static let highlightedBackgroundAlpha: CGFloat = 0.8
    /// A pressed plain button's content opacity.
    static let highlightedPlainContentAlpha: CGFloat = 0.5
    /// The black wash over a hovered background.
    static let hoverWash = UIColor(white: 0, alpha: 0.1)

    /// The corner radius for a button `height` points high.
    func resolvedCornerRadius(height: CGFloat) -> CGFloat {
        switch cornerStyle {
        case .fixed: return background.cornerRadius
        case .small: return 4
        case .medium: return 6
        case .large: return 8
        case .capsule: return height / 2
        case .dynamic:
            switch buttonSize {
            case .mini: return 4
            case .small, .medium: return 6
            case .large: return 8
            }
        }
    }

    /// The look drawn: the style made concrete for the state and `tint`.
    func resolvedColors(tint: UIColor) -> ResolvedColors {
        let state = resolvedState ?? UIButton.ResolvedState()
        let look: Style = state.isSelected && automaticallyUpdateForSelection ? .filled : style
        var foreground = baseForegroundColor ?? (look == .filled ? .white : tint)
        var backgroundColor: UIColor
        switch look {
        case .plain: backgroundColor = .clear
        case .gray: backgroundColor = baseBackgroundColor ?? .secondarySystemFill
        case .tinted:
            let base = baseBackgroundColor ?? tint
            backgroundColor = base.withAlphaComponent(base.alpha * Self.tintedBackgroundAlpha)
        case .filled: backgroundColor = baseBackgroundColor ?? tint
        }
        if let explicit = background.backgroundColor { backgroundColor = explicit }
        let hasBackground = backgroundColor.alpha > 0
        if !state.isEnabled {
            foreground = .tertiaryLabel
            if hasBackground { backgroundColor = .tertiarySystemFill }
        } else if state.isHighlighted {
            if hasBackground {
                backgroundColor = backgroundColor.withAlphaComponent(backgroundColor.alpha * Self.highlightedBackgroundAlpha)
            } else {
                foreground = foreground.withAlphaComponent(foreground.alpha * Self.highlightedPlainContentAlpha)
            }
        }
        if let transformer = background.backgroundColorTransformer { backgroundColor = transformer(backgroundColor) }
        var hoverOverlay: UIColor?
        if state.isHovered && state.isEnabled {
            hoverOverlay = hasBackground ? Self.hoverWash : .tertiarySystemFill
        }
        let stroke = background.strokeWidth > 0 ? background.resolvedStrokeColor(for: tint) : nil
        return ResolvedColors(foreground: foreground, background: backgroundColor, hoverOverlay: hoverOverlay, stroke: stroke)
    }

    /// The colours a configured button draws with.
    struct ResolvedColors {
        var foreground: UIColor
        var background: UIColor
        /// Drawn over the background while the pointer hovers (nil: not hovering).
        var hoverOverlay: UIColor?
        var stroke: UIColor?
    }
}
