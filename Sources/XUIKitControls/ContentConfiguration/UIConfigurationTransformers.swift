import Foundation
import XUIKitCore
import XUIKitGraphics

/// A function that changes text attributes: UIKit's
/// `UIConfigurationTextAttributesTransformer` (a button configuration's
/// `titleTextAttributesTransformer` gets the title's attributes, the font and
/// foreground colour the style chose included, and returns the ones to draw).
public struct UIConfigurationTextAttributesTransformer {
    private let transform: (AttributeContainer) -> AttributeContainer

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) { self.transform = transform }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }
}

/// A function that changes a colour: UIKit's `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer {
    private let transform: (UIColor) -> UIColor

    public init(_ transform: @escaping (UIColor) -> UIColor) { self.transform = transform }

    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of equal luminance (Rec. 709 weights), alpha kept.
    public static var grayscale: UIConfigurationColorTransformer {
        UIConfigurationColorTransformer { color in
            let luminance = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
            return UIColor(white: luminance, alpha: color.alpha)
        }
    }
}
