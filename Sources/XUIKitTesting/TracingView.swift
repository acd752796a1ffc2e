import Foundation
import XUIKitCore

/// A view logging its touch calls into a `CallTrace`.
///
/// `.counts` (the default) logs `"<phase> <name>"`, with `" xN"` when N > 1
/// touches came in one call: `"began a x2"`. `.locations` logs each touch's
/// location in the view's own space instead, sorted, with `" [pointer]"` for
/// `.indirectPointer` touches: `"began left (10, 20) (30, 40.50)"`.
/// With `forwards` the calls also go to `super` (and so up the responder
/// chain); by default they stop here, as an overriding view's do.
open class TracingView: UIView {
    /// How a call is written.
    public enum Style: Sendable { case counts, locations }

    public let name: String
    public let trace: CallTrace
    public let style: Style
    /// Whether the calls are passed on to `super` after being logged.
    public var forwards = false

    public init(_ name: String, frame: CGRect, trace: CallTrace, style: Style = .counts) {
        self.name = name
        self.trace = trace
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) { nil }

    private func log(_ phase: String, _ touches: Set<UITouch>) {
        switch style {
        case .counts:
            trace.log(touches.count == 1 ? "\(phase) \(name)" : "\(phase) \(name) x\(touches.count)")
        case .locations:
            let points = touches.map { touch -> String in
                let p = touch.location(in: self)
                let kind = touch.type == .indirectPointer ? " [pointer]" : ""
                return "(\(Self.format(p.x)), \(Self.format(p.y)))\(kind)"
            }.sorted().joined(separator: " ")
            trace.log("\(phase) \(name) \(points)")
        }
    }

    /// A coordinate as a trace writes it: whole numbers bare, others to two decimals.
    public static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", Double(value))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("began", touches); if forwards { super.touchesBegan(touches, with: event) }
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("moved", touches); if forwards { super.touchesMoved(touches, with: event) }
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("ended", touches); if forwards { super.touchesEnded(touches, with: event) }
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log("cancelled", touches); if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A focusable view logging key presses into a `CallTrace` as
/// `"<name> down 'A' shift"` / `"<name> up 'A'"`.
open class TracingKeyView: UIView {
    public let name: String
    public let trace: CallTrace

    public init(_ name: String, trace: CallTrace) {
        self.name = name
        self.trace = trace
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    public required init?(coder: NSCoder) { nil }

    open override var canBecomeFirstResponder: Bool { true }

    private func log(_ phase: String, _ presses: Set<UIPress>) {
        for press in presses {
            guard let key = press.key else { continue }
            let shift = key.modifierFlags.contains(.shift) ? " shift" : ""
            trace.log("\(name) \(phase) '\(key.characters)'\(shift)")
        }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log("down", presses) }
    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log("up", presses) }
}
