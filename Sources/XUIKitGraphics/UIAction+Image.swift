import Foundation
import XUIKitCore

/// `UIAction`'s public initializer and `UIMenuElement.image`, here because `UIImage` is drawing.
extension UIMenuElement {
    /// The element's image. Default nil.
    public var image: UIImage? {
        get { storedImage as? UIImage }
        set { storedImage = newValue }
    }
}

extension UIAction {
    /// An action calling `handler`, with UIKit's defaults: empty title, no
    /// image, a unique identifier, no attributes, state `.off`.
    public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init(title: title, image: image as AnyObject?, identifier: identifier, discoverabilityTitle: discoverabilityTitle,
                  attributes: attributes, state: state, handler: handler)
    }
}
