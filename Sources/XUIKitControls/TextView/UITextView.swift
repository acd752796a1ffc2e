import Foundation
import XUIKitCore
import XUIKitGraphics

/// Scrollable, multi-line, editable text: UIKit's `UITextView`, laid out by Pango.
///
/// UIKit's defaults: editable and selectable, the system font at 12 pt
/// (UIKit's font when none is set), black text, `.natural` alignment, white
/// background, `textContainerInset` 8 pt top and bottom, a 5 pt line
/// fragment padding. The text wraps at the width and scrolls vertically
/// (it is a `UIScrollView`: `contentSize` follows the text). A tap makes an
/// editable view first responder (`textViewShouldBeginEditing`,
/// `textViewDidBeginEditing`, `textDidBeginEditingNotification`) and places
/// the caret; Return inserts a line break; changes ask
/// `textView(_:shouldChangeTextIn:replacementText:)`, then report
/// `textViewDidChange` and `textDidChangeNotification` (UIKit does not call
/// `textViewDidChange` for programmatic changes; neither does XUIKit). The
/// caret is kept in view. Keys are a desktop editor's, by line for ↑ ↓ Home End.
///
/// `delegate` is the scroll view's: assign a `UITextViewDelegate` to it (Swift
/// cannot narrow an inherited property's type; see the README).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, TextEditingHost {
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")

    static let defaultFont = UIFont.systemFont(ofSize: 12)
    /// UIKit's `NSTextContainer.lineFragmentPadding` default.
    static let lineFragmentPadding: CGFloat = 5

    var editing = TextEditingState()
    var storedAttributedText: NSAttributedString?
    var layoutCache: TextLayout?
    /// The wrapping width `layoutCache` was made for.
    var layoutWidth: CGFloat = -1
    var caretBlink = CaretBlink()
    var selectionDrag: SelectionDrag?
    var typingRun: TypingUndoRun?
    var storedMarkedTextStyle: [NSAttributedString.Key: Any]?
    var isInEditingSession = false
    /// The x a run of ↑/↓ presses keeps to (a desktop editor's goal column).
    var goalColumn: CGFloat?
    /// Where the content view's drawing may hold a caret or selection (content
    /// coordinates): redrawn when they change (UITextView+Redraw.swift).
    var shownDecorations = CGRect.null
    /// Draws the text, selection and caret; sized to the text, it scrolls with the content.
    lazy var textContentView = TextViewContentView(textView: self)

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        addSubview(textContentView)
        textChanged()
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Content

    /// The text (never nil: setting nil empties it). Setting it puts the caret at the end.
    open var text: String! {
        get { editing.text }
        set { setTextProgrammatically(newValue ?? "", attributed: nil) }
    }
    open var attributedText: NSAttributedString! {
        get { displayText() }
        set { setTextProgrammatically(newValue?.string ?? "", attributed: newValue) }
    }
    /// The font (nil shows the system font at 12 pt, as UIKit does).
    open var font: UIFont? { didSet { textChanged() } }
    /// The text colour (nil shows black).
    open var textColor: UIColor? { didSet { textChanged() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { textChanged() } }
    open var isEditable = true {
        didSet { if !isEditable, isInEditingSession { finishEditing() } }
    }
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var allowsEditingTextAttributes = false
    open var clearsOnInsertion = false

    /// The selection as an `NSRange` (UTF-16).
    open var selectedRange: NSRange {
        get { editing.selectedRange }
        set {
            let old = editing.selectedRange
            editing.select(newValue)
            selectionChanged(from: old)
        }
    }

    /// Scrolls so the text in `range` is visible.
    open func scrollRangeToVisible(_ range: NSRange) {
        let rects = selectionRectsFor(TextOffsetRange(editing.clamp(range)))
        let target = rects.first?.rect ?? caretRectFor(TextOffsetPosition(editing.clamp(range).location))
        scrollRectToVisible(target.insetBy(dx: 0, dy: -2), animated: false)
    }

    // MARK: Input views (settable here, as UIKit declares them)

    /// Shown in place of the on-screen keyboard while editing (nil: the keyboard).
    open override var inputView: UIView? {
        get { storedInputViews.input }
        set { storedInputViews.input = newValue }
    }
    /// Shown above the keyboard or `inputView` while editing.
    open override var inputAccessoryView: UIView? {
        get { storedInputViews.accessory }
        set { storedInputViews.accessory = newValue }
    }
    var storedInputViews: (input: UIView?, accessory: UIView?) = (nil, nil)

    // MARK: UITextInputTraits

    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var isSecureTextEntry = false

    // MARK: Views

    open override func layoutSubviews() {
        super.layoutSubviews()
        if layoutWidth != textWidth { textChanged() }
        // The content view covers what is in view, and redraws as that moves.
        if textContentView.frame != bounds {
            textContentView.frame = bounds
            textContentView.setNeedsDisplay()
        }
    }
    open override func tintColorDidChange() { textContentView.setNeedsDisplay() }
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { finishEditing() }
    }

    // MARK: Editing and focus

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditingSession() }
    @discardableResult
    open override func resignFirstResponder() -> Bool { endEditingSession() }
    open override var keyCommands: [UIKeyCommand]? { editingKeyCommands }

    // MARK: Touches

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        selectionTouchBegan(touches)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesMoved(touches, with: event)
        selectionTouchMoved(touches)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        selectionTouchEnded(touches)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        selectionDrag = nil
    }

    // MARK: Edit actions

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        editActionAvailability(action) ?? super.canPerformAction(action, withSender: sender)
    }
    open override func cut(_ sender: Any?) { cutSelection() }
    open override func copy(_ sender: Any?) { copySelection() }
    open override func paste(_ sender: Any?) { pasteText() }
    open override func selectAll(_ sender: Any?) { selectAllText() }
    open override func delete(_ sender: Any?) { deleteSelection() }

    // MARK: UIKeyInput and UITextInput (UITextView+TextInput.swift)

    open var hasText: Bool { editing.length > 0 }
    open func insertText(_ text: String) { insertTyped(text) }
    open func deleteBackward() { deleteTyped(forward: false, byWord: false) }
    open func text(in range: UITextRange) -> String? {
        (range as? TextOffsetRange).map { editing.text(in: $0.range) }
    }
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = range as? TextOffsetRange else { return }
        applyEdit(range.range, text)
    }
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(editing.selectedRange) }
        set { if let range = newValue as? TextOffsetRange { selectedRange = range.range } }
    }
    open var markedTextRange: UITextRange? { editing.markedRange.map { TextOffsetRange($0) } }
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { storedMarkedTextStyle }
        set { storedMarkedTextStyle = newValue; textChanged() }
    }
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { setMarked(markedText, selectedRange: selectedRange) }
    open func unmarkText() { unmark() }
    open var beginningOfDocument: UITextPosition { TextOffsetPosition(0) }
    open var endOfDocument: UITextPosition { TextOffsetPosition(editing.length) }
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        rangeBetween(fromPosition, toPosition)
    }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? { positionFrom(position, offset: offset) }
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        positionFrom(position, in: direction, offset: offset)
    }
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { comparePositions(position, other) }
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { offset(of: toPosition) - offset(of: from) }
    open weak var inputDelegate: (any UITextInputDelegate)?
    open lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        positionWithin(range, farthestIn: direction)
    }
    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        rangeByExtending(position, in: direction)
    }
    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .natural }
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    open func firstRect(for range: UITextRange) -> CGRect { firstRectFor(range) }
    open func caretRect(for position: UITextPosition) -> CGRect { caretRectFor(position) }
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        (range as? TextOffsetRange).map { selectionRectsFor($0) } ?? []
    }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { TextOffsetPosition(offset(closestTo: point)) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        closestPositionWithin(point, range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { characterRangeAt(point) }
}
