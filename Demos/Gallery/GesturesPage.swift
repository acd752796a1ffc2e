import XUIKit

/// Every built-in recognizer on one card, their states live, and the card's
/// own touch calls beside them: a single tap that requires the double tap to
/// fail, a double tap, a long press, a pan that moves the card, a pinch and a
/// rotation working together (their delegate allows it), a swipe. Switches set
/// `cancelsTouchesInView` and `delaysTouchesBegan` on all of them, so you see
/// the card's `touchesCancelled` when a recognizer takes the touch, or its
/// `touchesBegan` held back until the recognizers fail.
final class GesturesPage: UIViewController, UIGestureRecognizerDelegate {
    private let card = TouchLoggingView(frame: CGRect(x: 40, y: 200, width: 240, height: 180))
    private var recognizers: [(name: String, recognizer: UIGestureRecognizer)] = []
    private let states = UILabel(frame: CGRect(x: 470, y: 140, width: 300, height: 120))
    private let log = UILabel(frame: CGRect(x: 470, y: 280, width: 300, height: 300))
    private var lines: [String] = []
    /// Recognizers that ended or were cancelled since their last reset (the others failed).
    private var finished: Set<String> = []
    /// Failures already shown (seen while another recognizer began), not to be shown again at reset.
    private var reportedFailures: Set<String> = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        _ = caption("Gestures: tap, double-tap, hold, drag, pinch or turn with two fingers, or swipe the card. The single tap waits "
                    + "for the double tap to fail; the list shows each recognizer's state and the card's own touch calls.", in: view)
        card.backgroundColor = .systemIndigo
        card.layer.cornerRadius = 18
        card.onCall = { [weak self] call in self?.note("card " + call) }
        view.addSubview(card)

        let single = WatchedTap(), double = WatchedTap()
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        let pinch = WatchedPinch(), rotation = WatchedRotation()
        let swipe = WatchedSwipe()
        swipe.direction = .left
        recognizers = [("single tap", single), ("double tap", double), ("long press", WatchedLongPress()), ("pan", WatchedPan()),
                       ("pinch", pinch), ("rotation", rotation), ("swipe left", swipe)]
        for (name, recognizer) in recognizers {
            recognizer.addTarget { [weak self] in self?.changed(name, $0) }
            recognizer.delegate = self
            (recognizer as? Watched)?.onReset = { [weak self] in self?.reset(name) }
            card.addGestureRecognizer(recognizer)
        }
        let switches: [(String, Bool, (Bool) -> Void)] = [
            ("cancelsTouchesInView", true, { [weak self] on in self?.recognizers.forEach { $0.recognizer.cancelsTouchesInView = on } }),
            ("delaysTouchesBegan", false, { [weak self] on in self?.recognizers.forEach { $0.recognizer.delaysTouchesBegan = on } }),
        ]
        for (index, (title, initial, apply)) in switches.enumerated() {
            let toggle = UISwitch(frame: CGRect(x: 20 + CGFloat(index) * 220, y: 90, width: 51, height: 31))
            toggle.isOn = initial
            toggle.addAction(UIAction { [weak toggle] _ in
                guard let toggle else { return }
                apply(toggle.isOn)
                say("\(title): \(toggle.isOn)")
            }, for: .valueChanged)
            let label = UILabel(frame: CGRect(x: 80 + CGFloat(index) * 220, y: 90, width: 160, height: 31))
            label.font = .systemFont(ofSize: 14)
            label.text = title
            view.addSubview(toggle)
            view.addSubview(label)
        }
        for label in [states, log] {
            label.numberOfLines = 0
            label.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
            view.addSubview(label)
        }
        showStates()
    }

    private func changed(_ name: String, _ recognizer: UIGestureRecognizer) {
        switch recognizer {
        case let pan as UIPanGestureRecognizer where pan.state == .changed:
            let t = pan.translation(in: view)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            pan.setTranslation(.zero, in: view)
        case let pinch as UIPinchGestureRecognizer where pinch.state == .changed:
            card.transform = card.transform.scaledBy(x: pinch.scale, y: pinch.scale)
            pinch.scale = 1
        case let rotation as UIRotationGestureRecognizer where rotation.state == .changed:
            card.transform = card.transform.rotated(by: rotation.rotation)
            rotation.rotation = 0
        case let double as UITapGestureRecognizer where double.numberOfTapsRequired == 2:
            UIView.animate(withDuration: 0.3) { self.card.transform = .identity }
        default:
            break
        }
        if recognizer.state == .ended || recognizer.state == .cancelled { finished.insert(name) }
        if recognizer.state != .changed { note("\(name) \(recognizer.state.debugName)") }
        showStates()
    }

    private func reset(_ name: String) {
        if finished.remove(name) == nil, reportedFailures.remove(name) == nil { note("\(name) failed") }
        DispatchQueue.main.async { [weak self] in self?.showStates() }
    }

    /// A recognizer about to begin: the ones that failed to let it (require(toFail:)) are failed right now.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        for (name, recognizer) in recognizers where recognizer.state == .failed && !reportedFailures.contains(name) {
            reportedFailures.insert(name)
            note("\(name) failed")
        }
        return true
    }

    private func note(_ line: String) {
        say("gesture: " + line)
        lines.append(line)
        if lines.count > 18 { lines.removeFirst(lines.count - 18) }
        log.text = lines.joined(separator: "\n")
        log.frame.size.height = log.sizeThatFits(CGSize(width: log.frame.width, height: 1000)).height
        showStates()
    }

    private func showStates() {
        states.text = recognizers.map { entry in
            let name = entry.name.padding(toLength: 12, withPad: " ", startingAt: 0)
            return "\(name) \(entry.recognizer.state.debugName)"
        }.joined(separator: "\n")
        states.frame.size.height = states.sizeThatFits(CGSize(width: states.frame.width, height: 1000)).height
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        (gestureRecognizer is UIPinchGestureRecognizer && otherGestureRecognizer is UIRotationGestureRecognizer)
            || (gestureRecognizer is UIRotationGestureRecognizer && otherGestureRecognizer is UIPinchGestureRecognizer)
    }
}

/// A recognizer that says when the system resets it after it saw touches.
/// UIKit reports no failure to targets, and `state` is possible again by
/// `reset()`; so a recognizer reset after touches with no ended or cancelled
/// action failed. Each built-in class needs its own subclass (Swift has no
/// mixins); they share `ResetWatch`.
@MainActor
protocol Watched: AnyObject {
    var watch: ResetWatch { get set }
}

extension Watched {
    var onReset: (() -> Void)? {
        get { watch.onReset }
        set { watch.onReset = newValue }
    }
}

/// Whether a recognizer saw touches since its last reset, and whom to tell at the next one.
struct ResetWatch {
    var onReset: (() -> Void)?
    private var sawTouches = false
    mutating func touchesBegan() { sawTouches = true }
    mutating func reset() {
        if sawTouches { onReset?() }
        sawTouches = false
    }
}

final class WatchedTap: UITapGestureRecognizer, Watched {
    var watch = ResetWatch()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { watch.touchesBegan(); super.touchesBegan(touches, with: event) }
    override func reset() { watch.reset(); super.reset() }
}

final class WatchedLongPress: UILongPressGestureRecognizer, Watched {
    var watch = ResetWatch()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { watch.touchesBegan(); super.touchesBegan(touches, with: event) }
    override func reset() { watch.reset(); super.reset() }
}

final class WatchedPan: UIPanGestureRecognizer, Watched {
    var watch = ResetWatch()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { watch.touchesBegan(); super.touchesBegan(touches, with: event) }
    override func reset() { watch.reset(); super.reset() }
}

final class WatchedPinch: UIPinchGestureRecognizer, Watched {
    var watch = ResetWatch()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { watch.touchesBegan(); super.touchesBegan(touches, with: event) }
    override func reset() { watch.reset(); super.reset() }
}

final class WatchedRotation: UIRotationGestureRecognizer, Watched {
    var watch = ResetWatch()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { watch.touchesBegan(); super.touchesBegan(touches, with: event) }
    override func reset() { watch.reset(); super.reset() }
}

final class WatchedSwipe: UISwipeGestureRecognizer, Watched {
    var watch = ResetWatch()
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { watch.touchesBegan(); super.touchesBegan(touches, with: event) }
    override func reset() { watch.reset(); super.reset() }
}

/// A view that reports its own touch calls.
final class TouchLoggingView: UIView {
    var onCall: ((String) -> Void)?
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { onCall?("touchesBegan") }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { onCall?("touchesEnded") }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { onCall?("touchesCancelled") }
}
