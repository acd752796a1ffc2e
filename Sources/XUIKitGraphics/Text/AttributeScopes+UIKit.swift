import Foundation
import XUIKitCore

/// UIKit's attributes for Swift's `AttributedString`: `AttributeScopes.UIKitAttributes`,
/// so `container.font = .systemFont(ofSize: 17)` and `string.foregroundColor = .red`
/// compile as on iOS (the key names are `NSAttributedString.Key`'s).
extension AttributeScopes {
    /// The UIKit text attributes XUIKit draws: font, foreground and background colour.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute

        /// The font (`NSAttributedString.Key.font`).
        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }
        /// The text colour (`NSAttributedString.Key.foregroundColor`).
        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }
        /// The colour behind the text (`NSAttributedString.Key.backgroundColor`).
        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }
    }

    /// UIKit's scope.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension AttributedString {
    /// The string as an `NSAttributedString` carrying its UIKit attributes, each
    /// run's attributes laid over `base`'s and then passed through `transform`.
    package func uiKitAttributedString(
        base: AttributeContainer, transform: (AttributeContainer) -> AttributeContainer = { $0 }
    ) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in runs {
            var attributes = base
            if let font = run.uiKit.font { attributes.uiKit.font = font }
            if let color = run.uiKit.foregroundColor { attributes.uiKit.foregroundColor = color }
            if let color = run.uiKit.backgroundColor { attributes.uiKit.backgroundColor = color }
            attributes = transform(attributes)
            var keys: [NSAttributedString.Key: Any] = [:]
            if let font = attributes.uiKit.font { keys[.font] = font }
            if let color = attributes.uiKit.foregroundColor { keys[.foregroundColor] = color }
            if let color = attributes.uiKit.backgroundColor { keys[.backgroundColor] = color }
            result.append(NSAttributedString(string: String(self[run.range].characters), attributes: keys))
        }
        return result
    }
}
