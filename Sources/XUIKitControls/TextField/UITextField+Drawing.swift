import Foundation
import XUIKitCore
import XUIKitGraphics

/// How the field looks (iOS's light appearance): border, selection behind
/// the text, the text or placeholder, the caret in the tint colour, the
/// clear button. Drawing is clipped to the bounds so scrolled text never
/// spills out.
extension UITextField {
    /// The selection highlight: the tint at 20% opacity, as iOS shows it.
    static let selectionAlpha: CGFloat = 0.2

    func drawField() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        drawBorder()
        if let image = isEnabled ? background : (disabledBackground ?? background) {
            image.draw(in: borderRect(forBounds: bounds))
        }
        let textArea = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        context.saveGState()
        context.clip(to: textArea.insetBy(dx: -1, dy: -2).intersection(bounds))
        if isEditing { drawSelection() }
        if editing.length > 0 {
            drawText(in: textArea)
        } else if attributedPlaceholder != nil {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        }
        if isEditing, editing.selectedRange.length == 0, caretBlink.isVisible { drawCaret() }
        context.restoreGState()
        if showsClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    func drawTextDefault(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        if !isEnabled { context.setAlpha(0.5) }
        currentLayout().draw(at: textOrigin, in: context)
        if !isEnabled { context.setAlpha(1) }
    }

    func drawPlaceholderDefault(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), let layout = placeholderLayout() else { return }
        var origin = textOrigin
        origin.y = rect.midY - layout.size.height / 2
        layout.draw(at: origin, in: context)
    }

    private func drawBorder() {
        let rect = borderRect(forBounds: bounds)
        switch borderStyle {
        case .none:
            return
        case .line:
            UIColor.black.setStroke()
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .bezel:
            UIColor.white.setFill()
            UIBezierPath(rect: rect).fill()
            UIColor(white: 0.4, alpha: 1).setStroke()
            let path = UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5))
            path.lineWidth = 1
            path.stroke()
        case .roundedRect:
            // iOS: white, a 0.5 pt grey hairline (systemGray4-ish), corners of 5 pt.
            let path = UIBezierPath(roundedRect: rect.insetBy(dx: 0.25, dy: 0.25), cornerRadius: 5)
            (isEnabled ? UIColor.white : UIColor(white: 0.97, alpha: 1)).setFill()
            path.fill()
            UIColor(red: 0.8, green: 0.8, blue: 0.8, alpha: 1).setStroke()
            path.lineWidth = 0.5
            path.stroke()
        }
    }

    private func drawSelection() {
        let selection = editing.selectedRange
        guard selection.length > 0 else { return }
        (tintColor ?? .systemBlue).withAlphaComponent(UITextField.selectionAlpha).setFill()
        for rect in selectionRectsFor(TextOffsetRange(selection)) { UIBezierPath(rect: rect.rect).fill() }
    }

    private func drawCaret() {
        (tintColor ?? .systemBlue).setFill()
        UIBezierPath(rect: caretRectFor(TextOffsetPosition(editing.head))).fill()
    }

    /// iOS's clear button: a grey circle with a white x.
    private func drawClearButton(in rect: CGRect) {
        let side = min(rect.width, rect.height, UITextField.clearButtonSide) - 2
        let circle = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        UIColor.systemGray3.setFill()
        UIBezierPath(ovalIn: circle).fill()
        UIColor.white.setStroke()
        let cross = UIBezierPath()
        let arm = side * 0.2
        cross.move(to: CGPoint(x: circle.midX - arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX + arm, y: circle.midY + arm))
        cross.move(to: CGPoint(x: circle.midX + arm, y: circle.midY - arm))
        cross.addLine(to: CGPoint(x: circle.midX - arm, y: circle.midY + arm))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        cross.stroke()
    }
}
