import Foundation
import XUIKitCore
import XUIKitGraphics

/// A view that shows read-only text: UIKit's `UILabel`, drawn by Pango.
///
/// UIKit's defaults: the system font at 17 pt, black (`.label`) text,
/// `.natural` alignment, one line (`numberOfLines == 0` is unlimited),
/// `.byTruncatingTail`, and `isUserInteractionEnabled == false`, so touches
/// go to the view below. Text is centred vertically in the bounds; lines
/// that do not fit the bounds are cut, the last shown one ending in "…" when
/// the mode truncates. `text` and `attributedText` are two views of one
/// content: setting either replaces it, and `font`, `textColor`,
/// `textAlignment` and `lineBreakMode` apply to the whole attributed text
/// when set (as in UIKit). A disabled label draws its text at 50% of its
/// colour's opacity (UIKit dims it to a similar grey). Layouts are cached: a
/// label whose text, attributes and width do not change is not shaped again.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text: plain (set through `text`; the label's font, colour and
    /// paragraph style are its attributes) or attributed. Plain text is laid
    /// out without an attributed string (`TextLayout(plain:…)`).
    var storedContent: LabelContent?
    var layoutCache = LabelLayoutCache()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        contentMode = .redraw
    }

    public required init?(coder: NSCoder) { return nil }

    /// The text shown; nil when there is none.
    open var text: String? {
        get {
            switch storedContent {
            case .plain(let string): string
            case .attributed(let text): text.string
            case nil: nil
            }
        }
        set { setContent(newValue.map { .plain($0) }) }
    }

    /// The text with its attributes. Runs without a font, colour or paragraph
    /// style take the label's.
    open var attributedText: NSAttributedString? {
        get { content.map { withBaseAttributes($0) } }
        set { setContent(newValue.map { .attributed(NSAttributedString(attributedString: $0)) }) }
    }

    /// The font of the text (nil resets to the system font at 17 pt).
    open var font: UIFont! = UILabel.defaultFont {
        didSet {
            if font == nil { font = UILabel.defaultFont }
            applyToWholeText(.font, font ?? UILabel.defaultFont)
        }
    }

    /// The colour of the text (nil resets to black).
    open var textColor: UIColor! = .black {
        didSet {
            if textColor == nil { textColor = .black }
            applyToWholeText(.foregroundColor, textColor ?? UIColor.black)
        }
    }

    /// How lines sit between the label's edges.
    open var textAlignment: NSTextAlignment = .natural { didSet { applyParagraphStyle() } }
    /// How lines break and where text that does not fit is cut.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail { didSet { applyParagraphStyle() } }
    /// The most lines shown; 0 for no limit. Default 1.
    open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textChanged() } } }
    /// Whether the text is drawn enabled (not dimmed).
    open var isEnabled = true { didSet { if isEnabled != oldValue { setNeedsDisplay() } } }
    /// The colour of the text while `isHighlighted` (nil: `textColor`).
    open var highlightedTextColor: UIColor? { didSet { if isHighlighted { setNeedsDisplay() } } }
    /// Whether the label shows its highlighted colour.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
    /// Whether the font shrinks (down to `minimumScaleFactor`) so one line fits the width.
    open var adjustsFontSizeToFitWidth = false { didSet { textChanged() } }
    /// The smallest font scale `adjustsFontSizeToFitWidth` may use (0: UIKit's floor of half size is not applied; any).
    open var minimumScaleFactor: CGFloat = 0 { didSet { textChanged() } }
    /// The width multi-line text wraps at for `intrinsicContentSize` (0:
    /// automatic, as UIKit's: the width Auto Layout gives the label, once it
    /// has given one; unlimited before that).
    open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// The width Auto Layout last gave a multi-line label (UILabel+AutoLayoutWidth.swift).
    var automaticLayoutWidth: CGFloat?
    /// The colour of a drop shadow under the text (nil: none).
    open var shadowColor: UIColor? { didSet { setNeedsDisplay() } }
    /// The shadow's offset; (0, -1) by default, as UIKit's.
    open var shadowOffset = CGSize(width: 0, height: -1) { didSet { setNeedsDisplay() } }

    static let defaultFont = UIFont.systemFont(ofSize: 17)

    // MARK: Sizing

    /// The size of the text wrapped at `size.width` within `numberOfLines`
    /// (fractional sizes rounded up to whole points, as UIKit's).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : nil
        let measured = layout(width: numberOfLines == 1 ? nil : width).size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth` for multi-line labels.
    open override var intrinsicContentSize: CGSize {
        guard hasContent else { return .zero }
        let measured = layout(width: intrinsicWrapWidth).size
        return CGSize(width: measured.width.rounded(.up), height: measured.height.rounded(.up))
    }

    /// The rectangle the text takes in `bounds` with at most `numberOfLines` lines (0: any).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let size = layout(width: bounds.width, lines: numberOfLines).size
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: size.height)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) { drawText(in: bounds) }

    /// Draws the text centred vertically in `rect`; override to change the rectangle.
    open func drawText(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), hasContent else { return }
        let (textLayout, origin) = placedText(in: rect)
        LabelDrawingStyle(isEnabled: isEnabled, shadow: shadowColor.map { ($0.cgColor, shadowOffset) })
            .draw(textLayout, at: origin, in: context)
    }

    /// The layout drawn in `rect` and its top-left corner: centred vertically,
    /// only the lines that fit when they do not all fit.
    func placedText(in rect: CGRect) -> (TextLayout, CGPoint) {
        var textLayout = layout(width: rect.width)
        if textLayout.size.height > rect.height + 0.5, textLayout.lineCount > 1 {
            // Only the lines that fit, the last one truncated as the mode says.
            textLayout = layout(width: rect.width, lines: textLayout.lineCount(fittingHeight: rect.height))
        }
        return (textLayout, CGPoint(x: rect.minX, y: rect.minY + ((rect.height - textLayout.size.height) / 2)))
    }
}
