import Foundation
import XUIKitCore
import XUIKitGraphics

/// One bar button item in a bar: its title (17 pt, semibold for `.done`) or
/// image in the tint colour, or its custom view; grey when disabled; faded
/// while a finger is on it, as UIKit's bar buttons. A tap performs the item.
@MainActor
final class BarButtonView: UIControl {
    let item: UIBarButtonItem
    private let label = UILabel()
    private let imageView = UIImageView()

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        isOpaque = false
        label.isUserInteractionEnabled = false
        addSubview(label)
        addSubview(imageView)
        addAction(UIAction { [weak self] _ in self?.item.performTap(from: self) }, for: .touchUpInside)
        update()
    }

    required init?(coder: NSCoder) { nil }

    /// Takes the item's title, style, image, enabled state and custom view.
    func update() {
        isEnabled = item.isEnabled
        if let custom = item.customView, custom.superview !== self { addSubview(custom) }
        label.text = item.customView == nil && item.image == nil ? item.title : nil
        label.font = item.style == .done ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 17)
        if item.systemItem == .add { label.font = .systemFont(ofSize: 28, weight: .light) }
        imageView.image = item.customView == nil ? item.image : nil
        applyColor()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func applyColor() {
        let color: UIColor = isEnabled ? (item.tintColor ?? tintColor ?? .systemBlue) : .systemGray
        label.textColor = color
        alpha = isHighlighted ? 0.2 : 1
    }

    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { applyColor() } } }
    override func tintColorDidChange() { applyColor() }

    override var intrinsicContentSize: CGSize {
        if let custom = item.customView { return custom.frame.size }
        let content = item.image?.size ?? label.intrinsicContentSize
        return CGSize(width: item.width > 0 ? item.width : ceil(content.width), height: 44)
    }

    override func layoutSubviews() {
        let size = bounds.size
        if let custom = item.customView {
            custom.center = CGPoint(x: size.width / 2, y: size.height / 2)
            return
        }
        let content = item.image?.size ?? label.intrinsicContentSize
        let frame = CGRect(x: (size.width - content.width) / 2, y: (size.height - content.height) / 2,
                           width: content.width, height: content.height)
        label.frame = frame
        imageView.frame = frame
    }

    /// Touches land on the button within the bar's height and 8 pt either side, as UIKit's bar buttons.
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: 0).contains(point)
    }
}

/// The back button: UIKit's chevron (13 x 21 pt, 3 pt stroke at its widest)
/// and the back title beside it, in the tint colour; faded while pressed.
@MainActor
final class BackButtonView: UIControl {
    static let chevronWidth: CGFloat = 13
    /// From the chevron's left to the title's left.
    static let titleOffset: CGFloat = 19
    let label = UILabel()
    private let chevron = ChevronView()
    /// The titles to try in order (the title, "Back", none), the first that fits is shown.
    var candidates: [String] = [] { didSet { label.text = candidates.first } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        label.font = .systemFont(ofSize: 17)
        label.isUserInteractionEnabled = false
        addSubview(chevron)
        addSubview(label)
        applyColor()
    }

    required init?(coder: NSCoder) { nil }

    /// The width with `title` (nil: chevron alone).
    func width(for title: String?) -> CGFloat {
        guard let title, !title.isEmpty else { return Self.chevronWidth }
        label.text = title
        return Self.titleOffset + ceil(label.intrinsicContentSize.width)
    }

    /// Shows the first candidate that fits in `width`; returns the width used.
    func fit(in width: CGFloat) -> CGFloat {
        for title in candidates + [""] {
            let needed = self.width(for: title)
            if needed <= width || title.isEmpty {
                label.text = title
                return needed
            }
        }
        return Self.chevronWidth
    }

    override func layoutSubviews() {
        let h = bounds.height
        chevron.frame = CGRect(x: 0, y: (h - 21) / 2, width: Self.chevronWidth, height: 21)
        let size = label.intrinsicContentSize
        label.frame = CGRect(x: Self.titleOffset, y: (h - size.height) / 2, width: ceil(size.width), height: size.height)
    }

    private func applyColor() {
        let color = tintColor ?? .systemBlue
        label.textColor = color
        chevron.color = color
        alpha = isHighlighted ? 0.2 : 1
    }

    override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { applyColor() } } }
    override func tintColorDidChange() { applyColor() }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: 0).contains(point)
    }
}

/// The back chevron, stroked.
@MainActor
final class ChevronView: UIView {
    var color: UIColor = .systemBlue { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { nil }

    override func draw(_ rect: CGRect) {
        color.setStroke()
        let path = UIBezierPath()
        path.move(to: CGPoint(x: bounds.maxX - 2, y: 1.5))
        path.addLine(to: CGPoint(x: 2, y: bounds.midY))
        path.addLine(to: CGPoint(x: bounds.maxX - 2, y: bounds.maxY - 1.5))
        path.lineWidth = 3
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }
}
