import Foundation
@testable import XUIKitX11
import XUIKit

/// Routed inputs as one line each, for exact trace comparisons:
/// "w1 touches 10:7 began (5,10) f=0.5 r=2 | 10:8 moved (1,2) @1.5",
/// "w1 key down 0x04 'a'/'a' [shift] repeat @2", "w1 hover (3,4) @0", "w1 scroll (1,2) by (0,40) @0".
enum InputTrace {
    static func lines(_ inputs: [RoutedInput]) -> [String] { inputs.map(line) }

    static func line(_ input: RoutedInput) -> String {
        let w = "w\(input.window)"
        switch input.event {
        case .touches(let touches, let t):
            return "\(w) touches " + touches.map(touch).joined(separator: " | ") + " @\(num(t))"
        case .key(let key, let t):
            var s = "\(w) key \(key.isDown ? "down" : "up") 0x" + String(format: "%02X", key.keyCode.rawValue)
            s += " \(key.characters.debugDescription)/\(key.charactersIgnoringModifiers.debugDescription)"
            s += " [\(flags(key.modifierFlags))]"
            if key.isRepeat { s += " repeat" }
            return s + " @\(num(t))"
        case .hover(let hover, let t):
            return "\(w) hover " + (hover.location.map(point) ?? "exit") + " @\(num(t))"
        case .scroll(let scroll, let t):
            return "\(w) scroll \(point(scroll.location)) by \(point(CGPoint(x: scroll.delta.x, y: scroll.delta.y))) @\(num(t))"
        case .composition(let composition, let t):
            return "\(w) composition \(composition.text.debugDescription) caret \(composition.selectedRange.location) @\(num(t))"
        case .motion(let motion, let t):
            return "\(w) motion \(motion.phase) \(motion.subtype) @\(num(t))"
        case .remoteControl(let subtype, let t):
            return "\(w) remote \(subtype) @\(num(t))"
        case .middleClick(let location, let t):
            return "\(w) middle-click \(point(location)) @\(num(t))"
        }
    }

    static func touch(_ t: TouchInput) -> String {
        var s = "\(t.id) \(t.phase) \(point(t.location))"
        if t.type == .indirectPointer { s += " ptr" }
        if let f = t.force { s += " f=\(num(Double(f)))/\(num(Double(t.maximumPossibleForce)))" }
        if let r = t.majorRadius { s += " r=\(num(Double(r)))" }
        return s
    }

    static func point(_ p: CGPoint) -> String { "(\(num(Double(p.x))),\(num(Double(p.y))))" }

    static func num(_ v: Double) -> String {
        let rounded = (v * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    static func flags(_ f: UIKeyModifierFlags) -> String {
        let names: [(UIKeyModifierFlags, String)] = [
            (.alphaShift, "caps"), (.shift, "shift"), (.control, "ctrl"), (.alternate, "alt"),
            (.command, "cmd"), (.numericPad, "pad"),
        ]
        return names.filter { f.contains($0.0) }.map(\.1).joined(separator: ",")
    }
}
