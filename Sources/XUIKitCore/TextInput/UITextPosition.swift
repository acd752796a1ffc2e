import Foundation

/// A place in a text input's text: UIKit's `UITextPosition`.
///
/// UIKit leaves positions opaque: each `UITextInput` makes its own subclass,
/// and only that input compares them or measures between them. XUIKit's text
/// views use `TextOffsetPosition`, a UTF-16 offset (UIKit's `NSRange` unit).
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() { super.init() }
}

/// A span of a text input's text between two positions: UIKit's `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() { super.init() }
    /// The start of the range. Subclasses override; the base class has no text to point into.
    open var start: UITextPosition { fatalError("UITextRange.start must be overridden by a subclass") }
    /// The end of the range. Subclasses override.
    open var end: UITextPosition { fatalError("UITextRange.end must be overridden by a subclass") }
    /// Whether the range covers no text (`start` equals `end`).
    open var isEmpty: Bool { false }
}

/// A position at a UTF-16 offset into the text: the positions XUIKit's text views hand out.
package final class TextOffsetPosition: UITextPosition {
    package let offset: Int
    package init(_ offset: Int) { self.offset = offset }
    package override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    package override var hash: Int { offset }
    package override var description: String { "<position \(offset)>" }
}

/// A range of UTF-16 offsets: the ranges XUIKit's text views hand out.
package final class TextOffsetRange: UITextRange {
    package let range: NSRange
    package init(_ range: NSRange) { self.range = range }
    package convenience init(from: Int, to: Int) { self.init(NSRange(location: min(from, to), length: abs(to - from))) }
    package override var start: UITextPosition { TextOffsetPosition(range.location) }
    package override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    package override var isEmpty: Bool { range.length == 0 }
    package override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetRange)?.range == range }
    package override var hash: Int { range.location &* 31 &+ range.length }
    package override var description: String { "<range \(range.location)..<\(range.location + range.length)>" }
}

/// A rectangle that covers part of a selection: UIKit's `UITextSelectionRect`.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    private let storedRect: CGRect
    private let storedDirection: NSWritingDirection
    private let storedContainsStart: Bool
    private let storedContainsEnd: Bool

    public override init() {
        storedRect = .zero
        storedDirection = .natural
        storedContainsStart = false
        storedContainsEnd = false
        super.init()
    }

    package init(rect: CGRect, writingDirection: NSWritingDirection = .natural, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedDirection = writingDirection
        storedContainsStart = containsStart
        storedContainsEnd = containsEnd
        super.init()
    }

    /// The rectangle, in the text input's coordinates.
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { storedDirection }
    /// Whether this rectangle holds the selection's start.
    open var containsStart: Bool { storedContainsStart }
    /// Whether this rectangle holds the selection's end.
    open var containsEnd: Bool { storedContainsEnd }
    open var isVertical: Bool { false }
}
