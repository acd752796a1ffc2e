import Foundation
import XUIKitCore
import XUIKitGraphics

/// Where the field's parts go: UIKit's insets for each border style, the
/// clear button and overlay views, the text's origin with its scroll offset,
/// and the cached layout of what is shown.
extension UITextField {
    /// UIKit's text inset from the left and right edges for each border style (measured: 7 pt in a rounded rect).
    var horizontalTextInset: CGFloat {
        switch borderStyle {
        case .none: return 0
        case .line, .bezel: return 2
        case .roundedRect: return 7
        }
    }

    /// The clear button's side (UIKit's circled x is 19 pt).
    static let clearButtonSide: CGFloat = 19

    func overlayShows(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: return false
        case .always: return true
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        }
    }

    var showsClearButton: Bool { overlayShows(clearButtonMode) && editing.length > 0 }

    func textRectDefault(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: horizontalTextInset, dy: 0)
        if leftView != nil, overlayShows(leftViewMode) {
            let left = leftViewRect(forBounds: bounds)
            rect.size.width -= max(0, left.maxX - rect.minX)
            rect.origin.x = max(rect.minX, left.maxX)
        }
        if showsClearButton {
            rect.size.width = max(0, clearButtonRect(forBounds: bounds).minX - rect.minX)
        } else if rightView != nil, overlayShows(rightViewMode) {
            rect.size.width = max(0, rightViewRect(forBounds: bounds).minX - rect.minX)
        }
        return rect
    }

    func clearButtonRectDefault(forBounds bounds: CGRect) -> CGRect {
        let side = UITextField.clearButtonSide
        let trailing: CGFloat = borderStyle == .none ? 0 : 6
        var right = bounds.maxX - trailing
        if rightView != nil, overlayShows(rightViewMode) { right = rightViewRect(forBounds: bounds).minX }
        return CGRect(x: right - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    func overlayRect(_ view: UIView?, forBounds bounds: CGRect, leading: Bool) -> CGRect {
        guard let view else { return .zero }
        let size = view.frame.size
        let x = leading ? bounds.minX : bounds.maxX - size.width
        return CGRect(x: x, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    func replaceOverlay(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new { addSubview(new) }
        setNeedsLayout()
        invalidateTextLayout()
    }

    func layoutOverlays() {
        if let leftView {
            leftView.isHidden = !overlayShows(leftViewMode)
            leftView.frame = leftViewRect(forBounds: bounds)
        }
        if let rightView {
            rightView.isHidden = !overlayShows(rightViewMode) || showsClearButton
            rightView.frame = rightViewRect(forBounds: bounds)
        }
    }

    func intrinsicSize() -> CGSize {
        let shown = editing.length > 0 ? currentLayout().size.width : placeholderLayout()?.size.width ?? 0
        let lineHeight = ceil((font ?? UITextField.defaultFont).lineHeight)
        // Measured on iOS: a rounded-rect field with the 17 pt system font is 34 pt tall.
        let extraHeight: CGFloat = borderStyle == .roundedRect ? 13 : (borderStyle == .none ? 0 : 8)
        var width = ceil(shown) + 2 * horizontalTextInset
        if clearButtonMode != .never { width += UITextField.clearButtonSide + 6 }
        if let leftView, leftViewMode != .never { width += leftView.frame.width }
        if let rightView, rightViewMode != .never { width += rightView.frame.width }
        return CGSize(width: width, height: lineHeight + extraHeight)
    }

    // MARK: The shown text

    var baseAttributes: [NSAttributedString.Key: Any] {
        [.font: fittedFont, .foregroundColor: textColor ?? UIColor.black, .paragraphStyle: lineStyle]
    }

    /// The one line's paragraph style: the field's alignment, clipped.
    private var lineStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = textAlignment
        style.lineBreakMode = .byClipping
        return style
    }

    /// The string as shown: dots for secure entry, line breaks as spaces (same UTF-16 length, so offsets stay put).
    private func displayString(secure: Bool) -> String {
        let string = secure ? String(repeating: "\u{2022}", count: editing.length) : editing.text
        guard string.contains(where: { $0.isNewline }) else { return string }
        return String(String.UnicodeScalarView(string.unicodeScalars.map { $0 == "\n" || $0 == "\r" || $0 == "\u{2029}" ? " " : $0 }))
    }

    /// The font, shrunk toward `minimumFontSize` when `adjustsFontSizeToFitWidth` needs it to fit.
    var fittedFont: UIFont {
        let base = font ?? UITextField.defaultFont
        guard adjustsFontSizeToFitWidth, editing.length > 0 else { return base }
        let available = textRect(forBounds: bounds).width
        let width = TextLayout(NSAttributedString(string: editing.text, attributes: [.font: base]), width: nil).size.width
        guard width > available, width > 0 else { return base }
        let floor = max(minimumFontSize, 1)
        return base.withSize(max(floor, base.pointSize * available / width))
    }

    /// The text as drawn: attributes filled in, marked text underlined, dots for secure entry.
    func attributedDisplayText(secure: Bool) -> NSAttributedString {
        let result = NSMutableAttributedString(string: displayString(secure: secure), attributes: baseAttributes)
        if !secure, let stored = storedAttributedText, stored.string == editing.text {
            stored.enumerateAttributes(in: NSRange(location: 0, length: stored.length), options: []) { attributes, range, _ in
                result.addAttributes(attributes, range: range)
            }
        }
        if let marked = editing.markedRange {
            let style = markedTextStyle ?? [.underlineStyle: NSUnderlineStyle.single.rawValue]
            result.addAttributes(style, range: editing.clamp(marked))
        }
        return result
    }

    /// The layout of the shown text, made once per change: as plain text in
    /// one font and colour (no attributed string, no Pango attribute list: a
    /// key typed costs only the shaping) unless attributed text, marked text or
    /// a font with monospaced digits needs attributes.
    func currentLayout() -> TextLayout {
        if let layoutCache { return layoutCache }
        let made: TextLayout
        let font = fittedFont
        let attributed = storedAttributedText.map { $0.string == editing.text } ?? false
        if !attributed, editing.markedRange == nil, !font.hasMonospacedDigits {
            made = TextLayout(plain: displayString(secure: isSecureTextEntry), font: font, color: textColor ?? UIColor.black,
                              style: lineStyle, width: nil, maximumLines: 1)
        } else {
            made = TextLayout(attributedDisplayText(secure: isSecureTextEntry), width: nil, maximumLines: 1)
        }
        layoutCache = made
        return made
    }

    func placeholderLayout() -> TextLayout? {
        guard let placeholder = attributedPlaceholder, placeholder.length > 0 else { return nil }
        let result = NSMutableAttributedString(string: placeholder.string, attributes: baseAttributes)
        result.addAttribute(.foregroundColor, value: UIColor.placeholderText, range: NSRange(location: 0, length: result.length))
        placeholder.enumerateAttributes(in: NSRange(location: 0, length: placeholder.length), options: []) { attributes, range, _ in
            result.addAttributes(attributes, range: range)
        }
        return TextLayout(result, width: nil, maximumLines: 1)
    }

    /// After the text or its look changed: new layout, caret in view, redraw.
    func textChanged() {
        invalidateTextLayout()
        scrollCaretIntoView()
        invalidateIntrinsicContentSize()
    }

    func invalidateTextLayout() {
        layoutCache = nil
        setNeedsDisplay()
        setNeedsLayout()
    }

    /// Where the layout's top-left corner sits in the field: aligned in the
    /// editing rect, centred vertically, shifted left by the scroll offset.
    var textOrigin: CGPoint {
        let rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        let layout = currentLayout()
        let height = editing.length > 0 ? layout.size.height : (font ?? UITextField.defaultFont).lineHeight
        var x = rect.minX - scrollOffset
        if layout.size.width < rect.width {
            switch effectiveAlignment {
            case .center: x = rect.minX + (rect.width - layout.size.width) / 2
            case .right: x = rect.maxX - layout.size.width
            default: x = rect.minX
            }
        }
        return CGPoint(x: x, y: rect.midY - height / 2)
    }

    var effectiveAlignment: NSTextAlignment {
        if textAlignment == .natural { return .left }
        return textAlignment
    }

    /// Scrolls the text so the caret (the selection's head) is inside the editing rect.
    func scrollCaretIntoView() {
        let rect = editingRect(forBounds: bounds)
        let layout = currentLayout()
        guard layout.size.width > rect.width, rect.width > 0 else {
            scrollOffset = 0
            return
        }
        let caretX = layout.caretRect(atOffset: editing.head, emptyLineHeight: 0).minX
        if caretX - scrollOffset > rect.width - 2 { scrollOffset = caretX - rect.width + 2 }
        if caretX - scrollOffset < 0 { scrollOffset = caretX }
        scrollOffset = max(0, min(scrollOffset, layout.size.width - rect.width + 2))
    }

    // MARK: Geometry for UITextInput

    func caretRectFor(_ position: UITextPosition) -> CGRect {
        let lineHeight = (font ?? UITextField.defaultFont).lineHeight
        let caret = currentLayout().caretRect(atOffset: offset(of: position), emptyLineHeight: lineHeight)
        let origin = textOrigin
        return CGRect(x: (origin.x + caret.minX).rounded(.down), y: origin.y + caret.minY, width: 2, height: caret.height)
    }

    func selectionRectsFor(_ range: UITextRange) -> [UITextSelectionRect] {
        guard let range = range as? TextOffsetRange else { return [] }
        let origin = textOrigin
        let rects = currentLayout().selectionRects(for: editing.clamp(range.range))
        var result: [UITextSelectionRect] = []
        for (index, rect) in rects.enumerated() {
            result.append(UITextSelectionRect(rect: rect.offsetBy(dx: origin.x, dy: origin.y),
                                              containsStart: index == 0, containsEnd: index == rects.count - 1))
        }
        return result
    }

    func firstRectFor(_ range: UITextRange) -> CGRect {
        guard let range = range as? TextOffsetRange else { return .null }
        if range.range.length == 0 { return caretRectFor(range.start) }
        return selectionRectsFor(range).first?.rect ?? caretRectFor(range.start)
    }

    /// The text offset nearest `point` (in the field's coordinates).
    func offset(closestTo point: CGPoint) -> Int {
        let origin = textOrigin
        return currentLayout().offset(closestTo: CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }
}
