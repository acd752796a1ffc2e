import XUIKit

/// A view that shows its touches as they come: a circle per finger,
/// coloured by phase (began green, moved blue, stationary grey, ended red
/// ring, cancelled orange ring), and prints each responder call it receives.
/// The rings of lifted fingers stay for two seconds. A title says what to
/// try; a status line shows the last responder call (labels let touches
/// through: `UILabel.isUserInteractionEnabled` is false, as on iOS).
final class TouchPadView: UIView {
    let name: String
    private let titleLabel = UILabel()
    private let statusLabel = UILabel()
    private var fingers: [ObjectIdentifier: (location: CGPoint, phase: UITouch.Phase)] = [:]
    private var order: [ObjectIdentifier] = []

    init(name: String, tint: UIColor) {
        self.name = name
        super.init(frame: .zero)
        backgroundColor = tint
        isMultipleTouchEnabled = true
        titleLabel.text = "\(name.capitalized): touch with one or more fingers"
        titleLabel.font = .preferredFont(forTextStyle: .headline)
        titleLabel.textColor = UIColor(white: 1, alpha: 0.9)
        statusLabel.text = "Green: began · blue: moved · grey: stationary · red ring: ended · 触摸"
        statusLabel.font = .preferredFont(forTextStyle: .footnote)
        statusLabel.textColor = UIColor(white: 1, alpha: 0.7)
        statusLabel.numberOfLines = 2
        addSubview(titleLabel)
        addSubview(statusLabel)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = 14
        titleLabel.frame = CGRect(x: inset, y: inset, width: bounds.width - 2 * inset, height: 24)
        statusLabel.frame = CGRect(x: inset, y: bounds.height - inset - 36, width: bounds.width - 2 * inset, height: 36)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if fingers.values.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            fingers.removeAll()
            order.removeAll()
        }
        record("touchesBegan", touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesMoved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesEnded", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { record("touchesCancelled", touches) }

    /// Two seconds after the last finger lifts, the pad clears (a Foundation timer on the main run loop).
    private var clearTimer: Timer?

    private func record(_ call: String, _ touches: Set<UITouch>) {
        clearTimer?.invalidate()
        for touch in touches {
            let key = ObjectIdentifier(touch)
            if fingers[key] == nil { order.append(key) }
            fingers[key] = (touch.location(in: self), touch.phase)
        }
        for (key, finger) in fingers where finger.phase == .began || finger.phase == .moved {
            if !touches.contains(where: { ObjectIdentifier($0) == key }) { fingers[key]?.phase = .stationary }
        }
        let points = touches.map { touch -> String in
            let p = touch.location(in: self)
            return "(\(Int(p.x.rounded())), \(Int(p.y.rounded())))"
        }.sorted().joined(separator: " ")
        log("\(name) \(call) \(touches.count) touch(es) \(points)")
        statusLabel.text = "\(call) \(touches.count) touch(es) \(points)"
        setNeedsDisplay()
        if fingers.values.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            // A main run loop timer fires on the main thread: the Swift 6 form, as on iOS.
            clearTimer = Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
                MainActor.assumeIsolated {
                    guard let self else { return }
                    self.fingers.removeAll()
                    self.order.removeAll()
                    self.setNeedsDisplay()
                    log("\(self.name) cleared")
                }
            }
        }
    }

    override func draw(_ rect: CGRect) {
        for key in order {
            guard let finger = fingers[key] else { continue }
            let circle = UIBezierPath(
                ovalIn: CGRect(x: finger.location.x - 28, y: finger.location.y - 28, width: 56, height: 56)
            )
            switch finger.phase {
            case .began: UIColor(red: 0.2, green: 0.85, blue: 0.35, alpha: 1).setFill(); circle.fill()
            case .moved: UIColor(red: 0.25, green: 0.55, blue: 1, alpha: 1).setFill(); circle.fill()
            case .stationary: UIColor(white: 0.7, alpha: 1).setFill(); circle.fill()
            case .ended:
                UIColor(red: 0.95, green: 0.25, blue: 0.25, alpha: 1).setStroke(); circle.lineWidth = 6; circle.stroke()
            case .cancelled:
                UIColor(red: 1, green: 0.6, blue: 0.1, alpha: 1).setStroke(); circle.lineWidth = 6; circle.stroke()
            default: break
            }
        }
    }
}
