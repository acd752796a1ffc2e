import XUIKit

/// The face of calibration, the edge grid and the line test: a crosshair
/// where the tester should tap next (or a guide line to draw along) and a
/// line of instructions; once done, the outcome (`message`), centred in
/// `messageArea` (or at its top, for a run without targets). It takes no
/// touches: taps go to the canvas, which hands them to the calibration.
public final class CalibrationOverlayView: UIView {
    private let instructions = UILabel()
    /// The crosshair's centre in the overlay's space; nil hides it.
    public var crosshair: CGPoint? { didSet { setNeedsDisplay() } }
    /// The guide line's ends in the overlay's space; nil hides it.
    public var guide: (CGPoint, CGPoint)? { didSet { setNeedsDisplay() } }
    /// The part of the overlay the message is placed in (the canvas left of the side panel); nil: all of it.
    public var messageArea: CGRect? { didSet { if messageArea != oldValue { setNeedsLayout() } } }
    /// Whether the message sits at the top of its area (a run with no target to keep clear) rather than in its middle.
    public var placesMessageAtTop = false { didSet { if placesMessageAtTop != oldValue { setNeedsLayout() } } }
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
        instructions.backgroundColor = UIColor(white: 0, alpha: 0.6)  // legible over trails and finger labels
        addSubview(instructions)
    }

    public required init?(coder: NSCoder) { nil }

    public override func layoutSubviews() {
        super.layoutSubviews()
        let area = messageArea ?? bounds
        let width = max(0, min(area.width - 40, 640))
        let height = instructions.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height + 12
        let y = placesMessageAtTop ? area.minY + 40 : area.midY - height / 2
        instructions.frame = CGRect(x: area.minX + (area.width - width) / 2, y: y, width: width, height: height)
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
