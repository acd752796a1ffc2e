import XUIKit

/// The face of calibration, the edge grid and the line test: a crosshair
/// where the tester should tap next (or a guide line to draw along) and a
/// line of instructions; once done, the outcome (`message`). It takes no
/// touches: taps go to the canvas, which hands them to the calibration.
public final class CalibrationOverlayView: UIView {
    private let instructions = UILabel()
    /// The crosshair's centre in the overlay's space; nil hides it.
    public var crosshair: CGPoint? { didSet { setNeedsDisplay() } }
    /// The guide line's ends in the overlay's space; nil hides it.
    public var guide: (CGPoint, CGPoint)? { didSet { setNeedsDisplay() } }
    /// The instructions or outcome shown.
    public var message: String {
        get { instructions.text ?? "" }
        set { instructions.text = newValue; setNeedsLayout() }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = .clear
        instructions.numberOfLines = 0
        instructions.textAlignment = .center
        instructions.font = .boldSystemFont(ofSize: 16)
        instructions.textColor = UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
        addSubview(instructions)
    }

    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(bounds.width - 40, 640)
        let height = instructions.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        instructions.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.height / 2 - height / 2, width: width, height: height)
    }

    public override func draw(_ rect: CGRect) {
        let color = UIColor(red: 1, green: 0.85, blue: 0.3, alpha: 1)
        if let (from, to) = guide {
            color.withAlphaComponent(0.6).setStroke()
            let line = UIBezierPath()
            line.move(to: from)
            line.addLine(to: to)
            line.lineWidth = 6
            line.lineCapStyle = .round
            line.stroke()
        }
        guard let center = crosshair else { return }
        color.setStroke()
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: center.x - 24, y: center.y))
        cross.addLine(to: CGPoint(x: center.x + 24, y: center.y))
        cross.move(to: CGPoint(x: center.x, y: center.y - 24))
        cross.addLine(to: CGPoint(x: center.x, y: center.y + 24))
        cross.lineWidth = 2
        cross.stroke()
        let ring = UIBezierPath(ovalIn: CGRect(x: center.x - 12, y: center.y - 12, width: 24, height: 24))
        ring.lineWidth = 2
        ring.stroke()
    }
}
