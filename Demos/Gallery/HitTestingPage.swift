import XUIKit

/// A view that reports every `hitTest(_:with:)` and `point(inside:with:)` call made on it.
final class HitTraceView: UIView {
    let name: String
    var onCall: ((String, UIEvent?) -> Void)?

    init(name: String, frame: CGRect, color: UIColor) {
        self.name = name
        super.init(frame: frame)
        backgroundColor = color
        let label = UILabel(frame: CGRect(x: 6, y: 4, width: 40, height: 22))
        label.text = name
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        label.textColor = .white
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        onCall?("hitTest \(name)", event)
        return super.hitTest(point, with: event)
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        let inside = super.point(inside: point, with: event)
        onCall?("pointInside \(name) \(inside ? "yes" : "no")", event)
        return inside
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        onCall?("hit-test view: \(name)", event)
    }
}

/// Seed 000's hit-testing diagram, live: A holds B and C, C holds D and E,
/// and D's child F pokes out of D. Each touch lists the hitTest and
/// point(inside:) calls in the order UIKit makes them (subviews last to
/// first), how many times each ran, and the view chosen. Switches make E
/// hidden, nearly transparent (alpha 0.005 < 0.01) or not interactive; then
/// a touch on E finds C instead. F outside D is never hit: D says the point is not inside it.
final class HitTestingPage: UIViewController {
    private let trace = UILabel()
    private var calls: [String] = []
    private var views: [String: HitTraceView] = [:]

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        _ = caption("Hit-testing (seed 000): touch E, then flip a switch and touch it again. The list shows each call as UIKit makes it: "
                    + "hitTest, then point(inside:), subviews from the last one down.", in: view)
        let a = HitTraceView(name: "A", frame: CGRect(x: 20, y: 96, width: 360, height: 300), color: UIColor(white: 0.45, alpha: 1))
        let b = HitTraceView(name: "B", frame: CGRect(x: 20, y: 40, width: 140, height: 120), color: .systemBlue)
        let c = HitTraceView(name: "C", frame: CGRect(x: 180, y: 40, width: 160, height: 240), color: .systemGreen)
        let d = HitTraceView(name: "D", frame: CGRect(x: 10, y: 40, width: 90, height: 80), color: .systemOrange)
        let e = HitTraceView(name: "E", frame: CGRect(x: 20, y: 140, width: 120, height: 80), color: .systemPurple)
        let f = HitTraceView(name: "F", frame: CGRect(x: 60, y: 50, width: 80, height: 50), color: .systemPink)
        a.addSubview(b); a.addSubview(c); c.addSubview(d); c.addSubview(e); d.addSubview(f)
        view.addSubview(a)
        for item in [a, b, c, d, e, f] {
            item.onCall = { [weak self] call, event in self?.record(call, event) }
            views[item.name] = item
        }
        let toggles: [(String, (Bool) -> Void)] = [
            ("E hidden", { [weak e] in e?.isHidden = $0 }), ("E alpha 0.005", { [weak e] in e?.alpha = $0 ? 0.005 : 1 }),
            ("E not interactive", { [weak e] in e?.isUserInteractionEnabled = !$0 }),
        ]
        for (index, (title, apply)) in toggles.enumerated() {
            let toggle = UISwitch(frame: CGRect(x: 400, y: 96 + CGFloat(index) * 48, width: 51, height: 31))
            toggle.addAction(UIAction { [weak toggle] _ in
                guard let toggle else { return }
                apply(toggle.isOn)
                say("\(title): \(toggle.isOn ? "on" : "off")")
            }, for: .valueChanged)
            let label = UILabel(frame: CGRect(x: 462, y: 96 + CGFloat(index) * 48, width: 200, height: 31))
            label.text = title
            view.addSubview(toggle)
            view.addSubview(label)
        }
        // The enlarged hot zone: a 24 pt button that takes touches 20 pt around it.
        let zone = HotZoneOutline(frame: CGRect(x: 60, y: 440, width: 64, height: 64))
        zone.isUserInteractionEnabled = false
        zone.isOpaque = false
        let hot = HotZoneButton(type: .contactAdd)
        hot.frame = CGRect(x: 80, y: 460, width: 24, height: 24)
        hot.addAction(UIAction { _ in say("hot zone button tapped") }, for: .touchUpInside)
        let zoneLabel = UILabel(frame: CGRect(x: 140, y: 440, width: 240, height: 64))
        zoneLabel.numberOfLines = 0
        zoneLabel.font = .systemFont(ofSize: 14)
        zoneLabel.text = "Enlarged hot zone: the button's point(inside:) answers yes 20 pt around it (the dashed square)."
        view.addSubview(zone)
        view.addSubview(hot)
        view.addSubview(zoneLabel)
        trace.frame = CGRect(x: 400, y: 250, width: 360, height: 320)
        trace.numberOfLines = 0
        trace.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        trace.text = "Touch a view."
        view.addSubview(trace)
    }

    private func record(_ call: String, _ event: UIEvent?) {
        // A new touch starts at A after the last one found its view.
        if call == "hitTest A", calls.last?.hasPrefix("hit-test view") ?? true { calls = [] }
        calls.append(call)
        if call.hasPrefix("hit-test view") { say("hit trace: " + calls.joined(separator: ", ")) }
        var counts: [String: Int] = [:]
        for entry in calls where entry.hasPrefix("hitTest ") { counts[String(entry.dropFirst(8)), default: 0] += 1 }
        let summary = counts.keys.sorted().map { "\($0)×\(counts[$0]!)" }.joined(separator: " ")
        trace.text = calls.enumerated().map { "\($0.offset + 1). \($0.element)" }.joined(separator: "\n") + "\nhitTest calls: " + summary
    }
}

/// A small button whose `point(inside:with:)` answers yes 20 pt beyond its
/// bounds: the "enlarged hot zone" the seed describes, for fingers bigger than the button.
final class HotZoneButton: UIButton {
    static let margin: CGFloat = 20

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -Self.margin, dy: -Self.margin).contains(point)
    }
}

/// The hot zone drawn as a dashed square around the button.
final class HotZoneOutline: UIView {
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 8)
        path.lineWidth = 1.5
        path.setLineDash([5, 4], count: 2, phase: 0)
        UIColor.systemOrange.setStroke()
        path.stroke()
    }
}
