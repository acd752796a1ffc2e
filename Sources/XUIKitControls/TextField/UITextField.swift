import Foundation
import XUIKitCore
import XUIKitGraphics

/// A single line of editable text: UIKit's `UITextField`, drawn by Pango.
///
/// UIKit's defaults: no border, the system font at 17 pt, black text,
/// `.natural` alignment, `text == ""`, no clear button. A tap (or click)
/// makes it first responder and starts editing (`textFieldShouldBeginEditing`,
/// `textFieldDidBeginEditing`, `.editingDidBegin`,
/// `textDidBeginEditingNotification`, in that order); typing, pasting and
/// deleting ask `textField(_:shouldChangeCharactersIn:replacementString:)`
/// and report `.editingChanged`; Return asks `textFieldShouldReturn`, sends
/// `.editingDidEndOnExit` and, as in UIKit, resigns only when that event has
/// a target. Editing keys are those of a desktop editor (see `keyCommands`).
/// Line breaks typed or pasted become spaces: one line holds no break.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, TextEditingHost {
    /// How the field's edge is drawn.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    /// When an overlay view (clear button, left or right view) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// Why editing ended.
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")

    static let defaultFont = UIFont.systemFont(ofSize: 17)

    var editing = TextEditingState()
    var storedAttributedText: NSAttributedString?
    var layoutCache: TextLayout?
    /// How far the text is scrolled left to keep the caret in view.
    var scrollOffset: CGFloat = 0
    var caretBlink = CaretBlink()
    var editingSession = EditingSessionFlags()
    var storedMarkedTextStyle: [NSAttributedString.Key: Any]?
    var selectionDrag: SelectionDrag?
    var typingRun: TypingUndoRun?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
    }

    public required init?(coder: NSCoder) { return nil }

    // MARK: Content

    /// The text (never nil: setting nil empties it). Setting it puts the caret at the end.
    open var text: String? {
        get { editing.text }
        set { setTextProgrammatically(newValue ?? "", attributed: nil) }
    }
    /// The text with its attributes (the field's font and colour where runs have none).
    open var attributedText: NSAttributedString? {
        get { attributedDisplayText(secure: false) }
        set { setTextProgrammatically(newValue?.string ?? "", attributed: newValue) }
    }
    /// Grey text shown while the field is empty.
    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }
    open var attributedPlaceholder: NSAttributedString? { didSet { invalidateTextLayout() } }
    /// The font of the text (nil resets to the system font at 17 pt).
    open var font: UIFont? = UITextField.defaultFont {
        didSet {
            if font == nil { font = UITextField.defaultFont }
            invalidateTextLayout()
        }
    }
    /// The colour of the text (nil resets to black).
    open var textColor: UIColor? = .black {
        didSet {
            if textColor == nil { textColor = .black }
            invalidateTextLayout()
        }
    }
    open var textAlignment: NSTextAlignment = .natural { didSet { invalidateTextLayout() } }
    open var borderStyle: BorderStyle = .none { didSet { invalidateTextLayout() } }
    open var background: UIImage? { didSet { setNeedsDisplay() } }
    open var disabledBackground: UIImage? { didSet { setNeedsDisplay() } }
    open var clearButtonMode: ViewMode = .never { didSet { invalidateTextLayout() } }
    open var leftView: UIView? { didSet { replaceOverlay(oldValue, with: leftView) } }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightView: UIView? { didSet { replaceOverlay(oldValue, with: rightView) } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether the text is shown as dots.
    open var isSecureTextEntry = false { didSet { invalidateTextLayout() } }
    open var clearsOnBeginEditing = false
    open var clearsOnInsertion = false
    open var adjustsFontSizeToFitWidth = false { didSet { invalidateTextLayout() } }
    open var minimumFontSize: CGFloat = 0 { didSet { invalidateTextLayout() } }
    open var allowsEditingTextAttributes = false
    /// The attributes new text takes (the field's font and colour).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { baseAttributes }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    open var typingAttributes: [NSAttributedString.Key: Any]?
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { editingSession.isEditing }

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
    open var enablesReturnKeyAutomatically = false

    // MARK: Geometry UIKit lets subclasses change

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func textRect(forBounds bounds: CGRect) -> CGRect { textRectDefault(forBounds: bounds) }
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { clearButtonRectDefault(forBounds: bounds) }
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(leftView, forBounds: bounds, leading: true) }
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect { overlayRect(rightView, forBounds: bounds, leading: false) }
    open func drawText(in rect: CGRect) { drawTextDefault(in: rect) }
    open func drawPlaceholder(in rect: CGRect) { drawPlaceholderDefault(in: rect) }

    open override func draw(_ rect: CGRect) { drawField() }
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutOverlays()
    }
    open override var intrinsicContentSize: CGSize { intrinsicSize() }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicSize() }
    open override func tintColorDidChange() { setNeedsDisplay() }
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window == nil { finishEditing(reason: .committed) }
    }

    // MARK: Editing and focus

    open override var canBecomeFirstResponder: Bool { isEnabled }
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

    // MARK: UIKeyInput and UITextInput (UITextField+TextInput.swift)

    open var hasText: Bool { editing.length > 0 }
    open func insertText(_ text: String) { insertTyped(text) }
    open func deleteBackward() { deleteTyped(forward: false, byWord: false) }
    open func text(in range: UITextRange) -> String? { textIn(range) }
    open func replace(_ range: UITextRange, withText text: String) { replaceRange(range, withText: text) }
    open var selectedTextRange: UITextRange? {
        get { TextOffsetRange(editing.selectedRange) }
        set { setSelectedTextRange(newValue) }
    }
    open var markedTextRange: UITextRange? { editing.markedRange.map { TextOffsetRange($0) } }
    open var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { storedMarkedTextStyle }
        set { storedMarkedTextStyle = newValue; invalidateTextLayout() }
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
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { selectionRectsFor(range) }
    open func closestPosition(to point: CGPoint) -> UITextPosition? { TextOffsetPosition(offset(closestTo: point)) }
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        closestPositionWithin(point, range)
    }
    open func characterRange(at point: CGPoint) -> UITextRange? { characterRangeAt(point) }
}
