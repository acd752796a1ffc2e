import Foundation

/// How lines of text sit between their margins: UIKit's `NSTextAlignment`,
/// with iOS's raw values.
///
/// `.natural` follows the text's writing direction: left for left-to-right
/// text, right for right-to-left text (as the paragraph's first strong
/// character decides).
public enum NSTextAlignment: Int, Sendable {
    case left = 0
    case center = 1
    case right = 2
    case justified = 3
    case natural = 4
}

/// Where lines break and how text that does not fit is cut: UIKit's
/// `NSLineBreakMode`, with iOS's raw values.
///
/// The truncating modes wrap at words like `.byWordWrapping` and replace the
/// text that does not fit on the last allowed line by an ellipsis ("…") at
/// the head, middle or tail of that line.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

/// A paragraph's base writing direction: UIKit's `NSWritingDirection`.
public enum NSWritingDirection: Int, Sendable {
    /// Decided by the text (its first strong character).
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}
