import Foundation
@testable import XUIKitCore

/// A shared call log for trace assertions: "began v1, cancelled v1".
final class Trace {
    private(set) var lines: [String] = []
    func log(_ line: String) { lines.append(line) }
    var text: String { lines.joined(separator: ", ") }
    func clear() { lines.removeAll() }
}

/// A view that logs its touch calls as "<phase> <name>[ xN]" and does not forward them.
class TracingView: UIView {
    let name: String
    let trace: Trace
    var forwards = false

    init(_ name: String, frame: CGRect, trace: Trace) {
        self.name = name
        self.trace = trace
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    private func log(_ phase: String, _ touches: Set<UITouch>) {
        trace.log(touches.count == 1 ? "\(phase) \(name)" : "\(phase) \(name) x\(touches.count)")
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("began", touches); if forwards { super.touchesBegan(touches, with: event) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("moved", touches); if forwards { super.touchesMoved(touches, with: event) }
    }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("ended", touches); if forwards { super.touchesEnded(touches, with: event) }
    }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("cancelled", touches); if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A fresh application with a visible key window of the given size, on a manual clock at t = 0.
func makeApp(width: CGFloat = 400, height: CGFloat = 400) -> (UIWindow, InputSimulator) {
    UIApplication.shared.resetForTesting()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.makeKeyAndVisible()
    return (window, InputSimulator(window: window))
}
