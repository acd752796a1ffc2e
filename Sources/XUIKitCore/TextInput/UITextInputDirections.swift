import Foundation

/// Units of text a tokenizer measures in: UIKit's `UITextGranularity`.
public enum UITextGranularity: Int, Sendable {
    case character, word, sentence, paragraph, line, document
}

/// Directions in the stored text: UIKit's `UITextStorageDirection`.
public enum UITextStorageDirection: Int, Sendable {
    case forward, backward
}

/// Directions on screen: UIKit's `UITextLayoutDirection` (raw values follow
/// the storage directions, as in UIKit).
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// A storage or layout direction: UIKit's `UITextDirection`, whose raw value
/// is either enum's.
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }

    /// Whether the direction runs towards the end of the text (forward, right, down).
    var isForward: Bool {
        rawValue == UITextStorageDirection.forward.rawValue || rawValue == UITextLayoutDirection.right.rawValue
            || rawValue == UITextLayoutDirection.down.rawValue
    }
}
