import Foundation
import XUIKitCore
import XUIKitGraphics

/// One key: a rounded cap with its title, white for characters and grey for
/// functions, darker while pressed. A number pad's digit shows its letters
/// under it (`subtitle`); a pad's function keys have no cap (`isBare`), as on iOS.
final class OnScreenKey: UIControl {
    enum Action: Equatable { case type(String), delete, shift, switchPage, none }
    let title: String
    let action: Action
    let isFunction: Bool
    weak var keyboard: OnScreenKeyboard?
    /// A function key drawn white (shift while shifted).
    var isLit = false { didSet { setNeedsDisplay() } }
    /// Replaces the key's shown title (the title stays for `key(titled:)`).
    var glyph: String? { didSet { label.text = glyph ?? title } }
    /// Drawn with no cap until pressed (a number pad's delete and page keys).
    var isBare = false { didSet { setNeedsDisplay() } }
    private let label = UILabel()
    private var subtitleLabel: UILabel?

    init(title: String, action: Action, isFunction: Bool = false, subtitle: String? = nil) {
        self.title = title
        self.action = action
        self.isFunction = isFunction
        super.init(frame: .zero)
        if let subtitle {
            let small = UILabel()
            small.text = subtitle
            small.font = .systemFont(ofSize: 10, weight: .semibold)
            small.textAlignment = .center
            addSubview(small)
            subtitleLabel = small
        }
        isOpaque = false
        contentMode = .redraw
        // Shift and delete show iOS's glyphs; the titles stay words for `key(titled:)`.
        let glyph = ["shift": "\u{21E7}", "delete": "\u{232B}"][title]
        label.text = glyph ?? title
        label.font = .systemFont(ofSize: glyph != nil ? 22 : (isFunction || title == "space" ? 15 : 22))
        label.textAlignment = .center
        addSubview(label)
        if action == .delete {
            // Delete acts on touch down and repeats while held, as on iOS.
            addAction(UIAction { [weak self] _ in self?.keyboard?.beginDeleteRepeat() }, for: .touchDown)
            addAction(UIAction { [weak self] _ in self?.keyboard?.endDeleteRepeat() }, for: [.touchUpInside, .touchUpOutside, .touchCancel])
        } else {
            addAction(UIAction { [weak self] _ in
                guard let self else { return }
                self.keyboard?.perform(self.action)
            }, for: .touchUpInside)
        }
    }

    required init?(coder: NSCoder) { return nil }

    override var isHighlighted: Bool { didSet { setNeedsDisplay() } }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let subtitleLabel else {
            label.frame = bounds
            return
        }
        // The digit above centre, its letters under it.
        label.frame = CGRect(x: 0, y: bounds.midY - 20, width: bounds.width, height: 28)
        subtitleLabel.frame = CGRect(x: 0, y: bounds.midY + 7, width: bounds.width, height: 12)
    }

    override func draw(_ rect: CGRect) {
        if isBare && !isHighlighted { return }
        let cap = UIBezierPath(roundedRect: bounds.insetBy(dx: 0, dy: 0.5), cornerRadius: 5)
        UIColor(white: 0.55, alpha: 1).setFill()
        UIBezierPath(roundedRect: bounds.offsetBy(dx: 0, dy: 1).insetBy(dx: 0, dy: 0.5), cornerRadius: 5).fill()
        let base = isFunction && !isLit ? UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1) : UIColor.white
        (isHighlighted ? UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1) : base).setFill()
        cap.fill()
    }
}
