import Foundation
@testable import XUIKitX11
import XUIKit

/// A shared call log for trace assertions: "began left (10, 20), ended left (10, 20)".
final class Trace {
    private(set) var lines: [String] = []
    func log(_ line: String) { lines.append(line) }
    var text: String { lines.joined(separator: ", ") }
    func clear() { lines.removeAll() }
}

/// A view logging its touch calls as "<phase> <name> <points in its own space>",
/// with "[pointer]" for `.indirectPointer` touches; it forwards nothing.
final class TraceTouchView: UIView {
    let name: String
    let trace: Trace

    init(_ name: String, frame: CGRect, trace: Trace) {
        self.name = name
        self.trace = trace
        super.init(frame: frame)
        backgroundColor = .white
    }

    required init?(coder: NSCoder) { nil }

    private func log(_ phase: String, _ touches: Set<UITouch>) {
        let points = touches.map { touch -> String in
            let p = touch.location(in: self)
            let kind = touch.type == .indirectPointer ? " [pointer]" : ""
            return "(\(Self.format(p.x)), \(Self.format(p.y)))\(kind)"
        }.sorted().joined(separator: " ")
        trace.log("\(phase) \(name) \(points)")
    }

    static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { log("began", touches) }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { log("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { log("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { log("cancelled", touches) }
}

/// A focusable view logging key presses as "<name> down 'A' shift".
final class TraceKeyView: UIView {
    let name: String
    let trace: Trace

    init(_ name: String, trace: Trace) {
        self.name = name
        self.trace = trace
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) { nil }

    override var canBecomeFirstResponder: Bool { true }

    private func log(_ phase: String, _ presses: Set<UIPress>) {
        for press in presses {
            guard let key = press.key else { continue }
            let shift = key.modifierFlags.contains(.shift) ? " shift" : ""
            trace.log("\(name) \(phase) '\(key.characters)'\(shift)")
        }
    }

    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log("down", presses) }
    override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log("up", presses) }
}
