import XUIKit

/// Seed 001's UITouch example as written, and a multi-touch pad.
///
/// Left: the view controller's own `touchesBegan` puts the little player (an
/// image view with `isUserInteractionEnabled` set, as the seed explains it
/// must be) under the finger, and `touchesMoved` drags it while the touch's
/// `view` is the image view; its info button prints "按钮被戳了". A switch turns
/// the image view's interaction off: the button then cannot be touched.
/// Right: every live `UITouch` on the pad with its phase, tap count, location,
/// previous location, force, radius and timestamp, and `event.allTouches`
/// beside `touches(for:)`.
final class TouchesPage: UIViewController {
    let imageView = UIImageView(frame: CGRect(x: 100, y: 180, width: 100, height: 100))
    private let pad = TouchInfoPad()
    private let events = UILabel(frame: CGRect(x: 20, y: 600, width: 340, height: 60))


    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        _ = caption("Touches (seed 001): touch anywhere on the left and the player jumps there; drag him; tap his info button. "
                    + "On the right, put fingers on the pad to see each UITouch.", in: view)
        imageView.image = Self.player()
        view.addSubview(imageView)
        imageView.isUserInteractionEnabled = true  // 允许与用户交互(才能响应触摸事件)
        let button = UIButton(type: .infoLight)
        button.frame = CGRect(x: 20, y: 20, width: 50, height: 50)
        imageView.addSubview(button)
        button.addAction(UIAction { _ in say("按钮被戳了") }, for: .touchUpInside)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 90, width: 51, height: 31))
        toggle.isOn = true
        toggle.addAction(UIAction { [weak self, weak toggle] _ in
            guard let toggle else { return }
            self?.imageView.isUserInteractionEnabled = toggle.isOn
            say("imageView.isUserInteractionEnabled: \(toggle.isOn)")
        }, for: .valueChanged)
        let label = UILabel(frame: CGRect(x: 82, y: 90, width: 260, height: 31))
        label.text = "imageView.isUserInteractionEnabled"
        label.font = .systemFont(ofSize: 15)
        view.addSubview(toggle)
        view.addSubview(label)
        view.addSubview(pad)
        events.numberOfLines = 0
        events.font = .systemFont(ofSize: 14)
        events.textColor = .secondaryLabel
        events.text = "This page is the first responder: media keys (play, next…) and a shake (Ctrl+Alt+Z) come here."
        view.addSubview(events)
    }

    // Motion and remote-control events reach the first responder: this page.
    override var canBecomeFirstResponder: Bool { true }

    override func remoteControlReceived(with event: UIEvent?) {
        guard let event else { return }
        events.text = "remote control: \(event.subtype)"
        say("remote control: \(event.subtype)")
    }

    override func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        events.text = "shake began"
        say("shake began")
    }

    override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        events.text = "shake ended"
        say("shake ended")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        pad.frame = CGRect(x: bounds.width / 2, y: 90, width: bounds.width / 2 - 20, height: bounds.height - 110)
    }

    // The seed's four methods, as it writes them.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        say("触摸开始")
        for touch in touches {
            let p = touch.location(in: view)
            guard p.x < view.bounds.width / 2 else { continue }  // the left half is the seed's stage
            imageView.center = p
        }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            if touch.view === imageView {
                say("摸到小人了")
                let p = touch.location(in: view)
                imageView.center = CGPoint(x: min(p.x, view.bounds.width / 2 - 50), y: p.y)
            }
        }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        say("触摸停止 at \(Int(imageView.center.x)),\(Int(imageView.center.y))")
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// "player2": a little figure drawn for the image view.
    static func player() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 100, height: 100)).image { _ in
            UIColor.systemOrange.setFill()
            UIBezierPath(ovalIn: CGRect(x: 35, y: 8, width: 30, height: 30)).fill()
            UIColor.systemBlue.setFill()
            UIBezierPath(roundedRect: CGRect(x: 30, y: 40, width: 40, height: 35), cornerRadius: 10).fill()
            UIColor.darkGray.setFill()
            UIBezierPath(roundedRect: CGRect(x: 33, y: 74, width: 13, height: 24), cornerRadius: 5).fill()
            UIBezierPath(roundedRect: CGRect(x: 54, y: 74, width: 13, height: 24), cornerRadius: 5).fill()
        }
    }
}

/// A pad listing each live touch's properties, and the event's touch sets.
final class TouchInfoPad: UIView {
    private let list = UILabel()
    private var lines: [String] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.16, green: 0.2, blue: 0.3, alpha: 1)
        isMultipleTouchEnabled = true
        list.numberOfLines = 0
        list.textColor = .white
        list.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        list.text = "Put one or more fingers here."
        addSubview(list)
    }

    required init?(coder: NSCoder) { nil }

    /// The list sits at the top of the pad, as tall as its text.
    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width - 24
        list.frame = CGRect(x: 12, y: 12, width: width, height: list.sizeThatFits(CGSize(width: width, height: bounds.height)).height)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { show(touches, event, "touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { show(touches, event, "touchesMoved") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { show(touches, event, "touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { show(touches, event, "touchesCancelled") }

    private func show(_ touches: Set<UITouch>, _ event: UIEvent?, _ call: String) {
        let all = event?.allTouches ?? []
        let mine = event?.touches(for: self) ?? []
        var text = ["\(call): \(touches.count) touch(es); event.allTouches \(all.count), touches(for: pad) \(mine.count)"]
        for (index, touch) in mine.sorted(by: { $0.timestamp < $1.timestamp }).enumerated() {
            let p = touch.location(in: self), q = touch.previousLocation(in: self)
            text.append("#\(index + 1) \(touch.phase.debugName) taps \(touch.tapCount) at (\(Int(p.x)), \(Int(p.y))) "
                        + "from (\(Int(q.x)), \(Int(q.y)))")
            text.append(String(format: "   force %.2f radius %.1f t %.3f", Double(touch.force), Double(touch.majorRadius), touch.timestamp))
        }
        list.text = text.joined(separator: "\n")
        setNeedsLayout()
        if call != "touchesMoved" { say("pad " + text[0]) }
    }
}
