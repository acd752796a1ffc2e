import XUIKit

/// Seed 000's view that may become first responder: it says so when it does
/// (black background, as in the seed) and answers `copy(_:)` with its name.
final class SeedTestView: UIView {
    let name: String
    let original: UIColor
    var onLog: ((String) -> Void)?

    init(name: String, frame: CGRect, color: UIColor) {
        self.name = name
        original = color
        super.init(frame: frame)
        backgroundColor = color
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    override func becomeFirstResponder() -> Bool {
        onLog?("设置第一焦点为\(name)")
        let became = super.becomeFirstResponder()
        if became { backgroundColor = .black }
        return became
    }

    override func resignFirstResponder() -> Bool {
        onLog?("取消第一焦点为\(name)")
        backgroundColor = original
        return super.resignFirstResponder()
    }

    override func copy(_ sender: Any?) { onLog?("title: \(name)") }
}

/// Seed 000: two nested views that can become first responder, buttons that
/// make each one first responder on touch down, a label naming the first
/// responder, and a button that sends `copy(_:)` to whoever it is.
final class FirstResponderPage: UIViewController {
    private let view1 = SeedTestView(name: "view1", frame: CGRect(x: 20, y: 96, width: 300, height: 300), color: .systemYellow)
    private let view2 = SeedTestView(name: "view2", frame: CGRect(x: 0, y: 0, width: 200, height: 200), color: .systemRed)
    private let status = UILabel()
    private let trace = UILabel()
    private var lines: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        _ = caption("First responder (seed 000). Touch a red button: its touchDown makes view1 or view2 first responder "
                    + "(it turns black). \"copy(_:)\" goes to the first responder through the responder chain.", in: view)
        view1.addSubview(view2)
        view.addSubview(view1)
        for test in [view1, view2] { test.onLog = { [weak self] in self?.log($0) } }
        let orphan = SeedTestView(name: "orphan", frame: .zero, color: .clear)
        let outside = orphan.becomeFirstResponder()
        for (index, title) in ["设置view1的第一响应", "设置view2的第一响应", "copy(_:) → first responder"].enumerated() {
            let button = UIButton(type: .system)
            button.setTitle(title, for: .normal)
            button.setTitleColor(index < 2 ? .systemRed : .systemBlue, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 20)
            button.frame = CGRect(x: 340, y: 96 + CGFloat(index) * 70, width: 260, height: 56)
            button.addAction(UIAction { [weak self] _ in self?.buttonTouched(index) }, for: index < 2 ? .touchDown : .touchUpInside)
            view.addSubview(button)
        }
        status.frame = CGRect(x: 340, y: 310, width: 300, height: 30)
        status.font = .preferredFont(forTextStyle: .headline)
        view.addSubview(status)
        trace.frame = CGRect(x: 20, y: 410, width: view.bounds.width - 40, height: 200)
        trace.numberOfLines = 0
        trace.font = .monospacedSystemFont(ofSize: 14, weight: .regular)
        view.addSubview(trace)
        log("becomeFirstResponder() outside a window: \(outside)")
        updateStatus()
    }

    private func buttonTouched(_ index: Int) {
        switch index {
        case 0: _ = view1.becomeFirstResponder()
        case 1: _ = view2.becomeFirstResponder()
        default: UIApplication.shared.sendAction(.copy, to: nil, from: nil, for: nil)
        }
        updateStatus()
    }

    private func updateStatus() {
        let name = view1.isFirstResponder ? "view1" : view2.isFirstResponder ? "view2" : "none"
        status.text = "First responder: \(name)"
        say("first responder: \(name)")
    }

    private func log(_ line: String) {
        say(line)
        lines = Array((lines + [line]).suffix(8))
        trace.text = lines.joined(separator: "\n")
    }
}
