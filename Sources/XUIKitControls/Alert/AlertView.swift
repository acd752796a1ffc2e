import Foundation
import XUIKitCore
import XUIKitGraphics

/// The view of a `UIAlertController`: the header (title, message, text
/// fields) and the action buttons, placed as iOS places them.
///
/// Alert (`.alert`), 270 pt wide, corner radius 14, light grey:
///
///     20 pt | title, semibold 17, centred (16 pt side insets)
///      2 pt | message, 13 pt, centred
///     16 pt | text fields, 26 pt each, hairlines between, in a bordered box
///     20 pt | (16 pt after text fields)
///           | hairline, then buttons 44 pt tall: two side by side (cancel on
///           | the left) with a hairline between, else stacked (cancel last)
///
/// Action sheet (`.actionSheet`), the container's width less 8 pt a side
/// (304 pt when the container is at least 700 pt wide), 8 pt above the
/// bottom of the safe area: a group (corner radius 13, light grey) with the
/// header (title semibold 13 and message 13, grey, 14 pt above, 2 pt between,
/// 14 pt below) and the actions 57 pt tall with hairlines between, and 8 pt
/// below it the cancel action alone in a white group. Buttons are 17 pt in an
/// alert and 20 pt in an action sheet, semibold for the cancel action (or the
/// `preferredAction` when there is one). A hairline is one pixel.
@MainActor
final class AlertView: UIView {
    weak var controller: UIAlertController?
    let titleLabel = UILabel(), messageLabel = UILabel()
    /// The box holding an alert's text fields, and the text fields' hairlines.
    let fieldsBox = UIView()
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    /// An action sheet's two groups (the cancel one only with a cancel action).
    let mainGroup = UIView(), cancelGroup = UIView()

    static let alertWidth: CGFloat = 270
    static let alertButtonHeight: CGFloat = 44
    static let sheetButtonHeight: CGFloat = 57
    static let textFieldHeight: CGFloat = 26
    static let groupBackground = UIColor(white: 0.96, alpha: 1)

    var isSheet: Bool { controller?.preferredStyle == .actionSheet }
    var hairline: CGFloat { 1 / max(1, UIScreen.main.scale) }

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        isOpaque = false
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
        }
        fieldsBox.backgroundColor = .white
        fieldsBox.layer.borderColor = UIColor.separator.cgColor
        fieldsBox.layer.borderWidth = hairline
        fieldsBox.layer.cornerRadius = 4
        fieldsBox.clipsToBounds = true
        mainGroup.backgroundColor = Self.groupBackground
        mainGroup.layer.cornerRadius = 13
        mainGroup.clipsToBounds = true
        cancelGroup.backgroundColor = .white
        cancelGroup.layer.cornerRadius = 13
        cancelGroup.clipsToBounds = true
        rebuild()
    }

    required init?(coder: NSCoder) { nil }

    /// Makes the subviews again from the controller's title, message, text fields and actions.
    func rebuild() {
        guard let controller else { return }
        for view in subviews + mainGroup.subviews + cancelGroup.subviews + fieldsBox.subviews { view.removeFromSuperview() }
        buttons = []
        separators = []
        let sheet = isSheet
        backgroundColor = sheet ? nil : Self.groupBackground
        layer.cornerRadius = sheet ? 0 : 14
        clipsToBounds = !sheet
        let host: UIView = sheet ? mainGroup : self
        titleLabel.text = controller.title
        titleLabel.font = .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold)
        titleLabel.textColor = sheet ? .secondaryLabel : .black
        messageLabel.text = controller.message
        messageLabel.font = .systemFont(ofSize: 13)
        messageLabel.textColor = sheet ? .secondaryLabel : .black
        if controller.title != nil { host.addSubview(titleLabel) }
        if controller.message != nil { host.addSubview(messageLabel) }
        if !sheet, let fields = controller.textFields {
            addSubview(fieldsBox)
            for (index, field) in fields.enumerated() {
                if index > 0 { fieldsBox.addSubview(makeSeparator()) }
                fieldsBox.addSubview(field)
            }
        }
        let size: CGFloat = sheet ? 20 : 17
        for action in controller.orderedActions {
            let bold = controller.preferredAction.map { $0 === action } ?? (action.style == .cancel)
            let button = AlertActionButton(action: action, font: .systemFont(ofSize: size, weight: bold ? .semibold : .regular))
            button.addAction(UIAction { [weak controller] _ in controller?.pick(action) }, for: .touchUpInside)
            buttons.append(button)
            if sheet, action.style == .cancel {
                cancelGroup.addSubview(button)
            } else {
                host.addSubview(makeSeparator())
                host.addSubview(button)
            }
        }
        if sheet {
            if !mainGroup.subviews.isEmpty { addSubview(mainGroup) }
            if !cancelGroup.subviews.isEmpty { addSubview(cancelGroup) }
        }
        setNeedsLayout()
    }

    private func makeSeparator() -> UIView {
        let line = UIView()
        line.backgroundColor = .separator
        separators.append(line)
        return line
    }

    override func layoutSubviews() { _ = arrange(width: bounds.width, apply: true) }

    /// The height the content takes at `width` (the view's own, with the frames set when `apply`).
    func arrange(width: CGFloat, apply: Bool) -> CGFloat {
        isSheet ? arrangeSheet(width: width, apply: apply) : arrangeAlert(width: width, apply: apply)
    }

    /// Title and message from `y` in `host` coordinates; returns the y below them.
    private func arrangeHeader(width: CGFloat, top: CGFloat, gap: CGFloat, apply: Bool) -> CGFloat {
        var y = top
        for label in [titleLabel, messageLabel] where label.superview != nil {
            if label === messageLabel, titleLabel.superview != nil { y += gap }
            let height = ceil(label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height)
            if apply { label.frame = CGRect(x: 16, y: y, width: width - 32, height: height) }
            y += height
        }
        return y
    }

    private func arrangeAlert(width: CGFloat, apply: Bool) -> CGFloat {
        let hasHeader = titleLabel.superview != nil || messageLabel.superview != nil
        var y: CGFloat = hasHeader ? arrangeHeader(width: width, top: 20, gap: 2, apply: apply) : 0
        let fields = fieldsBox.superview != nil ? fieldsBox.subviews.compactMap { $0 as? UITextField } : []
        if !fields.isEmpty {
            y += hasHeader ? 16 : 20
            var fieldY: CGFloat = 0
            var lines = fieldsBox.subviews.filter { !($0 is UITextField) }.makeIterator()
            for (index, field) in fields.enumerated() {
                if index > 0 {
                    if apply, let line = lines.next() { line.frame = CGRect(x: 0, y: fieldY, width: width - 32, height: hairline) }
                    fieldY += hairline
                }
                if apply { field.frame = CGRect(x: 6, y: fieldY, width: width - 32 - 12, height: Self.textFieldHeight) }
                fieldY += Self.textFieldHeight
            }
            if apply { fieldsBox.frame = CGRect(x: 16, y: y, width: width - 32, height: fieldY) }
            y += fieldY + 16
        } else if hasHeader {
            y += 20
        }
        let buttonLines = subviews.filter { separators.contains($0) }
        if buttons.count == 2 {
            let half = (width - hairline) / 2
            if apply {
                buttonLines[0].frame = CGRect(x: 0, y: y, width: width, height: hairline)
                buttonLines[1].frame = CGRect(x: half, y: y + hairline, width: hairline, height: Self.alertButtonHeight)
                buttons[0].frame = CGRect(x: 0, y: y + hairline, width: half, height: Self.alertButtonHeight)
                buttons[1].frame = CGRect(x: half + hairline, y: y + hairline, width: half, height: Self.alertButtonHeight)
            }
            return y + hairline + Self.alertButtonHeight
        }
        for (index, button) in buttons.enumerated() {
            if apply { buttonLines[index].frame = CGRect(x: 0, y: y, width: width, height: hairline) }
            y += hairline
            if apply { button.frame = CGRect(x: 0, y: y, width: width, height: Self.alertButtonHeight) }
            y += Self.alertButtonHeight
        }
        return y
    }

    private func arrangeSheet(width: CGFloat, apply: Bool) -> CGFloat {
        var y: CGFloat = 0
        if titleLabel.superview != nil || messageLabel.superview != nil {
            y = arrangeHeader(width: width, top: 14, gap: 2, apply: apply) + 14
        }
        let lines = mainGroup.subviews.filter { separators.contains($0) }
        var lineIndex = 0
        for button in buttons where button.superview === mainGroup {
            if y > 0 {
                if apply { lines[lineIndex].frame = CGRect(x: 0, y: y, width: width, height: hairline) }
                y += hairline
            }
            lineIndex += 1
            if apply { button.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetButtonHeight) }
            y += Self.sheetButtonHeight
        }
        if apply { mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: y) }
        if let cancel = buttons.first(where: { $0.superview === cancelGroup }) {
            if y > 0 { y += 8 }
            if apply {
                cancelGroup.frame = CGRect(x: 0, y: y, width: width, height: Self.sheetButtonHeight)
                cancel.frame = cancelGroup.bounds
            }
            y += Self.sheetButtonHeight
        }
        return y
    }
}
