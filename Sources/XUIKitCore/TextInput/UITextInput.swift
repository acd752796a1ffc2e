import Foundation

/// A text input the system can edit through: UIKit's `UITextInput`, the
/// protocol input methods, the keyboard and editing keys use to read and
/// change text, selection and marked (being-composed) text.
///
/// UIKit's optional requirements (`textInputView`, `selectionAffinity`,
/// `shouldChangeText(in:replacementText:)`, `setAttributedMarkedText`) have
/// defaults in an extension, so a conforming type implements only what it
/// changes, as with Objective-C optionals.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
    // Replacing and returning text
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool

    // Selection and marked text
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    func unmarkText()
    var selectionAffinity: UITextStorageDirection { get set }

    // Positions and ranges
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    // The system's side
    var inputDelegate: (any UITextInputDelegate)? { get set }
    var tokenizer: any UITextInputTokenizer { get }
    var textInputView: UIView { get }

    // Layout and writing direction
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // Geometry and hit-testing
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}

extension UITextInput {
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {
        setMarkedText(markedText?.string, selectedRange: selectedRange)
    }
    public var selectionAffinity: UITextStorageDirection {
        get { .forward }
        set {}
    }
}

extension UITextInput where Self: UIView {
    /// The view the text is drawn in: the input itself.
    public var textInputView: UIView { self }
}

/// The system's side of a `UITextInput`: told before and after the text or
/// selection changes other than by its own calls (UIKit's
/// `UITextInputDelegate`; the keyboard or input method implements it).
@preconcurrency @MainActor
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}
