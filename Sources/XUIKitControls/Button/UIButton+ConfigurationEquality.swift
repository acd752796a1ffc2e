import Foundation
import XUIKitCore
import XUIKitGraphics

/// Comparing configurations, as UIKit's `Hashable` conformances allow
/// (`if button.configuration != next { ... }`).
///
/// Every stored value takes part; the transformer closures, which Swift
/// cannot compare, take part by presence only (two configurations whose
/// title transformers are both set compare equal in that respect).
extension UIButton.Configuration: Hashable {
    public static func == (a: Self, b: Self) -> Bool {
        a.style == b.style && a.customContentInsets == b.customContentInsets && a.resolvedState == b.resolvedState
            && a.attributedTitle == b.attributedTitle && a.attributedSubtitle == b.attributedSubtitle
            && a.titlePadding == b.titlePadding && a.titleAlignment == b.titleAlignment
            && (a.titleTextAttributesTransformer == nil) == (b.titleTextAttributesTransformer == nil)
            && (a.subtitleTextAttributesTransformer == nil) == (b.subtitleTextAttributesTransformer == nil)
            && a.image == b.image && a.imagePlacement == b.imagePlacement && a.imagePadding == b.imagePadding
            && (a.imageColorTransformer == nil) == (b.imageColorTransformer == nil)
            && a.showsActivityIndicator == b.showsActivityIndicator && a.buttonSize == b.buttonSize
            && a.cornerStyle == b.cornerStyle && a.baseForegroundColor == b.baseForegroundColor
            && a.baseBackgroundColor == b.baseBackgroundColor && a.background == b.background
            && a.automaticallyUpdateForSelection == b.automaticallyUpdateForSelection
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(attributedTitle)
        hasher.combine(attributedSubtitle)
        hasher.combine(image)
        hasher.combine(buttonSize)
        hasher.combine(cornerStyle)
        hasher.combine(baseForegroundColor)
        hasher.combine(baseBackgroundColor)
        hasher.combine(background)
    }
}

extension UIBackgroundConfiguration: Hashable {
    public static func == (a: Self, b: Self) -> Bool {
        a.backgroundColor == b.backgroundColor && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && (a.backgroundColorTransformer == nil) == (b.backgroundColorTransformer == nil)
            && (a.strokeColorTransformer == nil) == (b.strokeColorTransformer == nil)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
        hasher.combine(strokeColor)
        hasher.combine(strokeWidth)
    }
}
