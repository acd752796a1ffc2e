import Foundation
import XUIKitCore
import XUIKitGraphics

/// Where the text goes: wrapped at the width less the container inset and
/// line fragment padding, from the inset's top-left corner in content
/// coordinates; the content size follows it, and the caret is kept in view.
extension UITextView {
    var effectiveFont: UIFont { font ?? UITextView.defaultFont }

    /// The width lines wrap at.
    var textWidth: CGFloat {
        max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * UITextView.lineFragmentPadding)
    }

    /// The top-left corner of the text in the view's (content) coordinates.
    var textOrigin: CGPoint {
        CGPoint(x: textContainerInset.left + UITextView.lineFragmentPadding, y: textContainerInset.top)
    }

    var baseAttributes: [NSAttributedString.Key: Any] {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = .byWordWrapping
        return [.font: effectiveFont, .foregroundColor: textColor ?? UIColor.black, .paragraphStyle: style]
    }

    /// The text as drawn: the view's attributes under the stored runs, marked text underlined.
    func displayText() -> NSAttributedString {
        let result = NSMutableAttributedString(string: editing.text, attributes: baseAttributes)
        if let stored = storedAttributedText, stored.string == editing.text {
            stored.enumerateAttributes(in: NSRange(location: 0, length: stored.length), options: []) { attributes, range, _ in
                result.addAttributes(attributes, range: range)
            }
        }
        if let marked = editing.markedRange {
            result.addAttributes(markedTextStyle ?? [.underlineStyle: NSUnderlineStyle.single.rawValue], range: editing.clamp(marked))
        }
        return result
    }

    /// The layout of the text at the current width, made once per change.
    func currentLayout() -> TextLayout {
        if let layoutCache, layoutWidth == textWidth { return layoutCache }
        let made = TextLayout(displayText(), width: max(1, textWidth))
        layoutCache = made
        layoutWidth = textWidth
        return made
    }

    /// After the text or its look changed: new layout, content size, caret in view, redraw.
    /// An edit that only replaced the characters of `editedRange` (old text) updates
    /// the layout around it instead of making it again (`TextLayout+Editing`).
    /// Such an edit redraws only the band of text it changed, and the caret or selection (`UITextView+Redraw`).
    func textChanged(editedRange: NSRange? = nil, changeInLength: Int = 0) {
        var changedBand: (top: CGFloat, bottom: CGFloat)?
        if let editedRange, let old = layoutCache, layoutWidth == textWidth {
            let updated = TextLayout.updating(old, to: displayText(), replacing: editedRange, changeInLength: changeInLength)
            changedBand = TextLayout.changedBand(from: old, to: updated, replacing: editedRange, changeInLength: changeInLength)
            layoutCache = updated
        } else {
            layoutCache = nil
        }
        let layout = currentLayout()
        let textHeight = editing.length > 0 ? layout.size.height : effectiveFont.lineHeight
        let height = ceil(textHeight + textContainerInset.top + textContainerInset.bottom)
        contentSize = CGSize(width: bounds.width, height: height)
        if let changedBand { setNeedsTextDisplay(band: changedBand) } else { textContentView.setNeedsDisplay() }
        if isInEditingSession { scrollCaretIntoView() }
    }

    /// Scrolls as little as needed to show the caret (the selection's head).
    func scrollCaretIntoView() {
        let caret = caretRectFor(TextOffsetPosition(editing.head))
        guard caret.minY.isFinite, bounds.height > 0 else { return }
        scrollRectToVisible(caret.insetBy(dx: 0, dy: -textContainerInset.top / 2), animated: false)
    }

    // MARK: Geometry for UITextInput

    func caretRectFor(_ position: UITextPosition) -> CGRect {
        let caret = currentLayout().caretRect(atOffset: offset(of: position), emptyLineHeight: effectiveFont.lineHeight)
        let origin = textOrigin
        return CGRect(x: (origin.x + caret.minX).rounded(.down), y: origin.y + caret.minY, width: 2, height: caret.height)
    }

    func selectionRectsFor(_ range: TextOffsetRange) -> [UITextSelectionRect] {
        let origin = textOrigin
        let rects = currentLayout().selectionRects(for: editing.clamp(range.range))
        return rects.enumerated().map { index, rect in
            UITextSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y), containsStart: index == 0, containsEnd: index == rects.count - 1)
        }
    }

    func firstRectFor(_ range: UITextRange) -> CGRect {
        guard let range = range as? TextOffsetRange else { return .null }
        if range.range.length == 0 { return caretRectFor(range.start) }
        return selectionRectsFor(range).first?.rect ?? caretRectFor(range.start)
    }

    /// The text offset nearest `point` (the view's coordinates).
    func offset(closestTo point: CGPoint) -> Int {
        let origin = textOrigin
        return currentLayout().offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    // MARK: Lines

    /// The offset on the line `lines` below (negative: above) the one holding
    /// `offset`, nearest the x `column`; the start or end of the text past the first or last line.
    func offset(movingLines lines: Int, from offset: Int, column: CGFloat) -> Int {
        let caret = caretRectFor(TextOffsetPosition(offset))
        let y = caret.midY + CGFloat(lines) * effectiveFont.lineHeight
        if y < textOrigin.y { return 0 }
        if y > textOrigin.y + currentLayout().size.height { return editing.length }
        return self.offset(closestTo: CGPoint(x: column, y: y))
    }

    /// The start (or end) of the visual line holding `offset`.
    func lineBoundary(of offset: Int, end: Bool) -> Int {
        let caret = caretRectFor(TextOffsetPosition(offset))
        let at = self.offset(closestTo: CGPoint(x: end ? .greatestFiniteMagnitude / 4 : -.greatestFiniteMagnitude / 4, y: caret.midY))
        // The end of a line that ends in a break is before the break.
        if end, at > 0, at <= editing.length, editing.text(in: NSRange(location: at - 1, length: 1)) == "\n", at - 1 >= offset { return at - 1 }
        return at
    }

    /// Up and down by lines; left and right by characters.
    func positionFrom(_ position: UITextPosition, in direction: UITextLayoutDirection, offset count: Int) -> UITextPosition? {
        var current = offset(of: position)
        switch direction {
        case .left, .right:
            let bounds = editing.boundaries
            let forward = (direction == .right) == (count >= 0)
            for _ in 0..<abs(count) {
                current = forward ? bounds.characterBoundary(after: current) : bounds.characterBoundary(before: current)
            }
        case .up, .down:
            let column = caretRectFor(TextOffsetPosition(current)).minX
            current = offset(movingLines: direction == .down ? count : -count, from: current, column: column)
        }
        return TextOffsetPosition(current)
    }
}

/// The text view's content: draws the text, the selection behind it and the
/// caret. It covers the visible part only (the text view's bounds, moved as it
/// scrolls, drawing the paragraphs there), so a long text never needs a
/// drawing surface as tall as itself.
final class TextViewContentView: UIView {
    weak var textView: UITextView?

    init(textView: UITextView) {
        self.textView = textView
        super.init(frame: .zero)
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { return nil }

    override func draw(_ rect: CGRect) { textView?.drawContent(in: rect) }
}
