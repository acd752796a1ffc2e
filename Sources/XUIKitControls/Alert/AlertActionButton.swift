import Foundation
import XUIKitCore
import XUIKitGraphics

/// One action's button in an alert or action sheet: its title centred, in the
/// tint colour (red when destructive, grey when disabled), darkened while a
/// touch is on it; `.touchUpInside` picks the action.
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let label = UILabel()

    init(action: UIAlertAction, font: UIFont) {
        self.action = action
        super.init(frame: .zero)
        isOpaque = false
        label.text = action.title
        label.font = font
        label.textAlignment = .center
        addSubview(label)
        isEnabled = action.isEnabled
        action.onEnabledChange = { [weak self] in self?.actionEnabledChanged() }
        applyColors()
    }

    required init?(coder: NSCoder) { nil }

    /// The title's colour: grey when disabled, red when destructive, else the tint.
    var titleColor: UIColor {
        if !action.isEnabled { return .systemGray }
        return action.style == .destructive ? .systemRed : tintColor
    }

    private func actionEnabledChanged() {
        isEnabled = action.isEnabled
        applyColors()
    }

    private func applyColors() {
        label.textColor = titleColor
        backgroundColor = isHighlighted ? UIColor(white: 0, alpha: 0.08) : nil
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { applyColors() } }
    }

    override func tintColorDidChange() { applyColors() }

    override func layoutSubviews() {
        label.frame = bounds.insetBy(dx: 8, dy: 0)
    }
}
