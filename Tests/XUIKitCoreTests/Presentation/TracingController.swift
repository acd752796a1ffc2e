import Foundation
@testable import XUIKitCore
import XUIKitTesting

/// A controller logging its life cycle into a shared trace as "name callback".
final class TracingController: UIViewController {
    let name: String
    let trace: CallTrace
    /// Extra facts logged with the appearance callbacks (isMovingToParent, frames...).
    var details: ((TracingController, String) -> String?)?

    init(_ name: String, _ trace: CallTrace) {
        self.name = name
        self.trace = trace
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }

    private func log(_ callback: String) {
        let extra = details?(self, callback).map { " " + $0 } ?? ""
        trace.log("\(name) \(callback)\(extra)")
    }

    override func loadView() { view = TracingLayoutView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), name: name, trace: trace) }
    override func viewDidLoad() { log("viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log("viewWillAppear\(animated ? " animated" : "")") }
    override func viewIsAppearing(_ animated: Bool) { log("viewIsAppearing") }
    override func viewDidAppear(_ animated: Bool) { log("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { log("viewWillDisappear\(animated ? " animated" : "")") }
    override func viewDidDisappear(_ animated: Bool) { log("viewDidDisappear") }
    override func viewWillLayoutSubviews() { log("viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log("viewDidLayoutSubviews") }
    override func viewSafeAreaInsetsDidChange() { log("viewSafeAreaInsetsDidChange") }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        log("viewWillTransition to \(size.width)x\(size.height), view \(view.bounds.width)x\(view.bounds.height)")
        super.viewWillTransition(to: size, with: coordinator)
    }
}

/// A controller's root view logging its `layoutSubviews` (off unless `logsLayout`).
final class TracingLayoutView: UIView {
    let name: String
    let trace: CallTrace
    var logsLayout = false
    init(frame: CGRect, name: String, trace: CallTrace) {
        self.name = name
        self.trace = trace
        super.init(frame: frame)
    }
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() { if logsLayout { trace.log("\(name).view layoutSubviews") } }
}
