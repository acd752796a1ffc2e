import XUIKit

/// Where a touch's `touchesBegan` went, for the responder-chain page: every
/// responder on the path notes itself here (views, controllers, the gallery's
/// window and its app delegate).
@MainActor
enum ChainRecorder {
    static var reached: [String] = []
    static var onChange: (() -> Void)?
    static func note(_ name: String) {
        reached.append(name)
        onChange?()
    }
}

/// A view on the chain page: notes its `touchesBegan`, and passes it on with
/// `super` unless told not to (then the chain stops here, as seed 002 warns).
final class ChainView: UIView {
    let name: String
    var callsSuper = true

    init(name: String, frame: CGRect, color: UIColor) {
        self.name = name
        super.init(frame: frame)
        backgroundColor = color
        let label = UILabel(frame: CGRect(x: 4, y: 2, width: frame.width - 8, height: 20))
        label.text = name
        label.font = .systemFont(ofSize: 14, weight: .semibold)
        label.textColor = .white
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if ChainRecorder.reached.isEmpty { ResponderChainPage.hitView = self }
        ChainRecorder.note(name)
        if callsSuper { super.touchesBegan(touches, with: event) }
    }
}

/// The controller of seed 004's MainView: in the chain between MainView and MainView's superview.
final class MainViewController: UIViewController {
    override func loadView() {
        let main = ChainView(name: "MainView", frame: CGRect(x: 0, y: 0, width: 420, height: 300), color: UIColor(white: 0.35, alpha: 1))
        let colors: [UIColor] = [.systemOrange, .systemGreen, .systemBlue]
        for (index, letter) in ["A", "B", "C"].enumerated() {
            let parent = ChainView(name: "View \(letter)", frame: CGRect(x: 20 + CGFloat(index) * 130, y: 40, width: 120, height: 240), color: colors[index])
            for child in 1...2 {
                let view = ChainView(name: "\(letter).\(child)", frame: CGRect(x: 10, y: 30 + CGFloat(child - 1) * 105, width: 100, height: 95),
                                     color: colors[index].withAlphaComponent(0.6))
                parent.addSubview(view)
            }
            main.addSubview(parent)
        }
        view = main
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ChainRecorder.note("MainViewController")
        super.touchesBegan(touches, with: event)
    }
}

/// Seeds 002 and 004: seed 004's MainView with views A, B, C and two
/// subviews each, managed by its own view controller. A touch shows the
/// responder chain from the view it hit (`next`, link by link up to the app
/// delegate) and which responders `touchesBegan` actually reached; a switch
/// makes B.1 not call `super`, and the chain stops there. It also finds the
/// touched view's view controller by walking `next` (seed 002's parentController).
final class ResponderChainPage: UIViewController {
    static weak var hitView: UIView?
    private let chainLabel = UILabel()
    private let main = MainViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        _ = caption("Responder chain (seeds 002, 004): touch any view. Below: the `next` chain from the view touched, and the responders "
                    + "touchesBegan reached. Flip the switch and touch B.1: it stops calling super, and the chain stops with it.", in: view)
        addChild(main)
        main.view.frame = CGRect(x: 20, y: 90, width: 420, height: 300)
        view.addSubview(main.view)
        let toggle = UISwitch(frame: CGRect(x: 460, y: 90, width: 51, height: 31))
        toggle.addAction(UIAction { [weak self, weak toggle] _ in
            guard let toggle else { return }
            self?.view(named: "B.1")?.callsSuper = !toggle.isOn
            say("B.1 calls super: \(!toggle.isOn)")
        }, for: .valueChanged)
        let label = UILabel(frame: CGRect(x: 520, y: 90, width: 240, height: 31))
        label.text = "B.1 does not call super"
        view.addSubview(toggle)
        view.addSubview(label)
        chainLabel.frame = CGRect(x: 20, y: 400, width: 740, height: 260)
        chainLabel.numberOfLines = 0
        chainLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
        chainLabel.text = "Touch a view."
        view.addSubview(chainLabel)
        ChainRecorder.onChange = { [weak self] in self?.show() }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ChainRecorder.note("ResponderChainPage")
        super.touchesBegan(touches, with: event)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
    }

    private func view(named name: String) -> ChainView? {
        func find(_ view: UIView) -> ChainView? {
            if let chain = view as? ChainView, chain.name == name { return chain }
            for child in view.subviews { if let found = find(child) { return found } }
            return nil
        }
        return find(main.view)
    }

    /// The `next` chain from the hit view, each link marked if touchesBegan reached it.
    private func show() {
        guard let hit = ResponderChainPage.hitView else { return }
        // The chain as XUIKit's debug overlay computes it (UIResponder.responderChain, `next` by `next`).
        let links = hit.responderChain.map { ($0 as? ChainView)?.name ?? String(describing: type(of: $0)) }
        let parent = hit.responderChain.dropFirst().first { $0 is UIViewController }
        let reached = ChainRecorder.reached
        chainLabel.text = "next chain:\n  " + links.joined(separator: " → ") + "\ntouchesBegan reached:\n  " + reached.joined(separator: " → ")
            + "\nparent view controller of \(reached.first ?? "?"): " + (parent.map { String(describing: type(of: $0)) } ?? "none")
    }

    /// Called by the window when a touch sequence ends: prints the path and starts afresh.
    static func touchFinished() {
        guard !ChainRecorder.reached.isEmpty else { return }
        say("chain: " + ChainRecorder.reached.joined(separator: " → "))
        ChainRecorder.reached = []
    }
}

/// The gallery's window: the last view on the chain, before the application.
final class GalleryWindow: UIWindow {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        ChainRecorder.note("GalleryWindow")
        super.touchesBegan(touches, with: event)
    }

    override func sendEvent(_ event: UIEvent) {
        super.sendEvent(event)
        if let touches = event.allTouches, touches.allSatisfy({ $0.phase == .ended || $0.phase == .cancelled }) {
            ResponderChainPage.touchFinished()
        }
    }
}
