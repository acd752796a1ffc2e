// The porting patterns of issue 11, as iOS code writes them. This one file is
// compiled three times (symlinked into each fixture target): Swift 5 mode,
// Swift 6 mode, and Swift 6 with default MainActor isolation. Each pattern
// is one that failed against XUIKit before its classes were main-actor
// isolated; PortingTests runs them.
import CoreGraphics
import Foundation
import QuartzCore
import XUIKit
import XUIKitTesting

/// The classic case: a plain, unannotated subclass with stored state.
final class PlainView: UIView {
    var log: [String] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("began \(touches.count)") }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log.append("ended \(touches.count)") }
}

/// An explicitly main-actor subclass whose overrides read its own stored properties.
@MainActor final class FocusView: UIView {
    var allowsResign = false
    var layouts = 0
    var draws = 0
    var touchCount = 0

    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { nil }

    var copies = 0

    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { allowsResign }
    override func copy(_ sender: Any?) { copies += 1 }
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { touchCount += touches.count }
    override func layoutSubviews() {
        super.layoutSubviews()
        layouts += 1
    }
    override func draw(_ rect: CGRect) {
        draws += 1
        UIGraphicsGetCurrentContext()?.fill(rect)
    }
}

/// A view controller that reaches the main actor the ways iOS code does.
@MainActor final class HoppingViewController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("viewDidLoad")
    }

    /// `Task { @MainActor in ... }`, then `DispatchQueue.main.async`, then `MainActor.run`.
    func hop(done: @escaping @MainActor () -> Void) {
        Task { @MainActor in
            self.view.tag += 1
            self.log.append("task tag \(self.view.tag)")
            DispatchQueue.main.async {
                self.view.tag += 1
                self.log.append("main queue tag \(self.view.tag)")
                Task {
                    await MainActor.run { self.log.append("MainActor.run tag \(self.view.tag)") }
                    done()
                }
            }
        }
    }

    /// A run loop timer whose closure touches `self` (a main run loop timer fires on the main thread).
    func scheduleTimer() -> Timer {
        Timer.scheduledTimer(withTimeInterval: 60, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.log.append("timer") }
        }
    }
}

/// A main-actor class conforming to a UIKit delegate protocol.
@MainActor final class TapPolicy: NSObject, UIGestureRecognizerDelegate {
    var allowsTap = false
    var asked = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        return allowsTap
    }
}

/// A main-actor app delegate.
@MainActor final class FixtureAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    var launched = false
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        launched = true
        return true
    }
}

/// Selectors naming methods of a main-actor view, both README forms.
final class ToolbarView: UIView {
    var log: [String] = []
    func onTap(_ sender: UITapGestureRecognizer) { log.append("onTap \(sender.state == .ended ? "ended" : "?")") }
    func refresh() { log.append("refresh") }

    /// `onTap:` on the toolbar (asking `policy`), `refresh` on a button at its right end (x 50-100).
    func install(policy: TapPolicy) {
        let named = UITapGestureRecognizer(target: self, action: Selector("onTap:", ToolbarView.onTap))
        named.delegate = policy
        addGestureRecognizer(named)
        let refreshButton = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: bounds.height))
        refreshButton.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(ToolbarView.refresh)))
        addSubview(refreshButton)
    }
}

/// A nonisolated class's method as an action, performed on the main actor.
final class PlainTarget {
    var hits = 0
    func fire(_ sender: UIGestureRecognizer) { hits += 1 }
    func pressed(_ sender: UIButton) { hits += 1 }
}

/// Target-action on controls, as iOS code writes it: each `Selector` form, a
/// `UIAction`, a nonisolated target.
final class ControlPanel: UIView {
    var log: [String] = []
    func save() { log.append("save") }
    func saveWithEvent(_ sender: UIButton, _ event: UIEvent?) { log.append("save with event \(event != nil)") }

    func install(target: PlainTarget) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 50, height: 30)
        button.addTarget(self, action: Selector(ControlPanel.save), for: .touchUpInside)
        button.addTarget(self, action: Selector("saveWithEvent:", ControlPanel.saveWithEvent), for: .touchUpInside)
        button.addTarget(target, action: Selector(PlainTarget.pressed), for: .touchUpInside)
        button.addAction(UIAction(title: "Log") { [weak self] _ in self?.log.append("action") }, for: .primaryActionTriggered)
        addSubview(button)
        return button
    }
}

/// Core Graphics through `import CoreGraphics`.
func coreGraphicsSummary() -> String {
    let vector = CGVector(dx: 3, dy: 4)
    let transform = CGAffineTransform(scaleX: 2, y: 2)
    let rect = CGRect(x: 1, y: 2, width: 3, height: 4).applying(transform)
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 5), transform: transform)
    let length: CGFloat = (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot()
    let box = path.boundingBox
    return "vector \(length) rect \(rect.origin.x),\(rect.origin.y),\(rect.width),\(rect.height) path \(box.width)x\(box.height) rgb \(CGColorSpaceCreateDeviceRGB().model == .rgb)"
}

/// A view styled through its layer, and a standalone shape layer, through `import QuartzCore`.
@MainActor func layerSummary() -> String {
    let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    card.layer.cornerRadius = 12
    card.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    card.layer.shadowOpacity = 0.3
    card.layer.shadowOffset = CGSize(width: 0, height: 2)
    let track = CAShapeLayer()
    track.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40), transform: nil)
    track.strokeEnd = 0.5
    track.lineCap = .round
    card.layer.addSublayer(track)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    card.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
    CATransaction.commit()
    return "layers: \(card.layer.sublayers?.count ?? 0) sublayer, frame width \(card.frame.width), affine \(CATransform3DIsAffine(card.layer.transform))"
}

/// A label with attributed text as iOS code builds it: a bold word over a
/// run that already has a font, a colour, a centred paragraph.
@MainActor func labelSummary() -> String {
    let label = UILabel()
    let text = NSMutableAttributedString(string: "Hello world", attributes: [.font: UIFont.systemFont(ofSize: 17)])
    text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 17), range: NSRange(location: 0, length: 5))
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 6, length: 5))
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
    label.attributedText = text
    label.numberOfLines = 0
    let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
    let bold = label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont
    return "label: \(label.text ?? "-"), bold \(bold?.fontName ?? "-"), one line \(size.height < 30), interactive \(label.isUserInteractionEnabled)"
}

/// Runs every pattern on the main actor and returns what happened, one line each.
/// Screens as iOS code writes them: an alert whose handler captures self
/// weakly, a sheet with detents whose presentation delegate is the presenter.
final class ConfirmingViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    var log: [String] = []

    func confirmDelete() -> UIAlertController {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] action in
            self?.log.append("handler \(action.title ?? "")")
        })
        present(alert, animated: true)
        return alert
    }

    func showEditor() {
        let editor = UIViewController()
        if let sheet = editor.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
        }
        editor.isModalInPresentation = true
        editor.presentationController?.delegate = self
        present(editor, animated: true) { [weak self] in self?.log.append("editor shown") }
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.append("attempted")
    }
}

@MainActor func runPortingPatterns() async -> [String] {
    var lines: [String] = []
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    window.makeKeyAndVisible()
    let input = InputSimulator(window: window)

    let plain = PlainView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    window.addSubview(plain)
    input.tap(at: CGPoint(x: 10, y: 10))
    lines.append("plain: \(plain.log.joined(separator: ", "))")

    let focus = FocusView(frame: CGRect(x: 50, y: 0, width: 50, height: 50))
    window.addSubview(focus)
    let other = FocusView(frame: CGRect(x: 100, y: 0, width: 50, height: 50))
    window.addSubview(other)
    window.layoutIfNeeded()
    _ = focus.becomeFirstResponder()
    let movedWhileHeld = other.becomeFirstResponder()
    focus.allowsResign = true
    let movedWhenAllowed = other.becomeFirstResponder()
    input.tap(at: CGPoint(x: 60, y: 10))
    lines.append("focus: layouts \(focus.layouts), moved while held \(movedWhileHeld), moved when allowed \(movedWhenAllowed), touches \(focus.touchCount)")

    let policy = TapPolicy()
    let toolbar = ToolbarView(frame: CGRect(x: 0, y: 100, width: 100, height: 50))
    toolbar.install(policy: policy)
    window.addSubview(toolbar)
    input.tap(at: CGPoint(x: 10, y: 110))
    input.advance(by: 1)
    policy.allowsTap = true
    input.tap(at: CGPoint(x: 10, y: 110))
    input.advance(by: 1)
    input.tap(at: CGPoint(x: 60, y: 110))
    input.advance(by: 1)
    // The unnamed sender form on a main-actor class, through sendAction.
    let sent = UIApplication.shared.sendAction(Selector(ToolbarView.onTap), to: toolbar, from: UITapGestureRecognizer(), for: nil)
    lines.append("toolbar: \(toolbar.log.joined(separator: ", ")); delegate asked \(policy.asked); sent \(sent)")

    // Standard edit actions, nil-targeted: they reach the first responder (`other`, focused above).
    let copied = [Selector.copy, Selector("copy:")].map { UIApplication.shared.sendAction($0, to: nil, from: nil, for: nil) }
    var handled = 0
    let handlerRecognizer = UITapGestureRecognizer { _ in handled += 1 }
    other.addGestureRecognizer(handlerRecognizer)
    input.tap(at: CGPoint(x: 110, y: 10))
    input.advance(by: 1)
    lines.append("edit actions: copied \(copied), copies \(other.copies); handler \(handled)")

    let target = PlainTarget()
    let plainRecognizer = UITapGestureRecognizer(target: target, action: Selector(PlainTarget.fire))
    plain.addGestureRecognizer(plainRecognizer)
    input.tap(at: CGPoint(x: 10, y: 10))
    input.advance(by: 1)
    lines.append("nonisolated target: \(target.hits)")

    let panel = ControlPanel(frame: CGRect(x: 150, y: 150, width: 50, height: 50))
    window.addSubview(panel)
    let controlTarget = PlainTarget()
    _ = panel.install(target: controlTarget)
    input.tap(at: CGPoint(x: 160, y: 160))
    input.advance(by: 1)
    lines.append("controls: \(panel.log.joined(separator: ", ")); nonisolated \(controlTarget.hits)")

    let delegate = FixtureAppDelegate()
    _ = delegate.application(UIApplication.shared, didFinishLaunchingWithOptions: nil)
    lines.append("app delegate launched: \(delegate.launched)")

    let controller = HoppingViewController()
    window.rootViewController = controller
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        controller.hop { continuation.resume() }
    }
    let timer = controller.scheduleTimer()
    timer.fire()
    lines.append("controller: \(controller.log.joined(separator: ", "))")

    lines.append("core graphics: \(coreGraphicsSummary())")
    lines.append(labelSummary())
    lines.append(layerSummary())

    let confirming = ConfirmingViewController()
    window.rootViewController = confirming
    let alert = confirming.confirmDelete()
    input.advance(by: 0.5)
    let box = alert.view.frame
    input.tap(at: CGPoint(x: box.midX + box.width / 4, y: box.maxY - 22))
    input.advance(by: 0.5)
    confirming.showEditor()
    input.advance(by: 0.6)
    input.down(1, at: CGPoint(x: 100, y: 150))
    input.drag(1, from: CGPoint(x: 100, y: 150), to: CGPoint(x: 100, y: 195), steps: 5, duration: 0.5)
    input.up(1, at: CGPoint(x: 100, y: 195))
    input.advance(by: 0.6)
    lines.append("screens: \(confirming.log.joined(separator: ", ")); editor still shown \(confirming.presentedViewController != nil)")
    lines.append(navigationSummary(window: window, input: input))
    lines.append(buttonConfigurationSummary(window: window, input: input))
    lines.append(imageSummary())
    lines.append(actionSummary(window: window))
    lines.append(initializerSummary())
    lines.append(geometryValueSummary())
    window.isHidden = true
    return lines
}
