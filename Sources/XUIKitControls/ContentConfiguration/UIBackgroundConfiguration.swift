import Foundation
import XUIKitCore
import XUIKitGraphics

/// A background's appearance as a value: UIKit's `UIBackgroundConfiguration`,
/// as far as buttons use it (a button configuration's `background`).
///
/// Contract: `backgroundColor` fills the rounded rectangle (`cornerRadius`)
/// inset by `backgroundInsets`, after `backgroundColorTransformer`; a
/// `strokeWidth` above zero strokes its outline, grown by `strokeOutset`, in
/// `strokeColor`. UIKit's rule for nil colours: `resolvedBackgroundColor(for:)`
/// and `resolvedStrokeColor(for:)` return the tint colour passed in (a button
/// configuration's style supplies its own colour first: see `UIButton.Configuration`).
public struct UIBackgroundConfiguration {
    public var backgroundColor: UIColor?
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// UIKit's default 0; a button's `cornerStyle` decides whether it is used.
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: NSDirectionalEdgeInsets = .zero
    public var strokeColor: UIColor?
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// UIKit's default 0: no outline.
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0

    public init() {}

    /// A background with no colour: UIKit's `clear()`.
    public static func clear() -> UIBackgroundConfiguration {
        var background = UIBackgroundConfiguration()
        background.backgroundColor = .clear
        return background
    }

    /// The colour drawn: `backgroundColor` (else `tintColor`) through the transformer.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The outline's colour: `strokeColor` (else `tintColor`) through the transformer.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }
}
