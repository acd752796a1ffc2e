extension TouchScript {
    /// The script in the text format documented on `TouchScript`, one step
    /// per line, ending with a newline. `TouchScript(parsing: script.text)`
    /// gives back the same steps (numbers are written with at most 3
    /// decimals, so finer fractions are rounded).
    ///
    /// A script with a header or contact details is written as format 2:
    /// `format 2`, the header's lines, then the steps, each contact detail
    /// on the line of the `down` or `move` it belongs to.
    public var text: String {
        var lines: [String] = []
        if header != nil || steps.contains(where: \.isContact) {
            lines.append("format \(ScriptHeader.currentFormat)")
            lines += header?.lines ?? []
        }
        var lastTakesDetail: UInt32?
        for step in steps {
            if case .contact(let detail) = step, lastTakesDetail == detail.id, !lines.isEmpty {
                lines[lines.count - 1] += detail.attributes
                lastTakesDetail = nil
                continue
            }
            lines.append(step.line)
            switch step {
            case .down(let id, _, _, _), .move(let id, _, _, _): lastTakesDetail = id
            default: lastTakesDetail = nil
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}

extension TouchScript.Step {
    /// This step as one line of the text format.
    public var line: String {
        func n(_ value: Double) -> String { formatNumber(value) }
        func pressure(_ p: Double?) -> String { p.map { " " + n($0) } ?? "" }
        func action(_ a: TouchScript.PressAction) -> String { a == .click ? "" : " \(a.rawValue)" }
        switch self {
        case .down(let id, let x, let y, let p): return "down \(id) \(n(x)) \(n(y))\(pressure(p))"
        case .move(let id, let x, let y, let p): return "move \(id) \(n(x)) \(n(y))\(pressure(p))"
        case .up(let id): return "up \(id)"
        case .wait(let ms): return "wait \(n(ms))"
        case .at(let ms): return "at \(n(ms))"
        case .key(let code, let a):
            if let name = KeyNames.name(for: code) { return "key \(name)\(action(a))" }
            return "keycode \(code)\(action(a))"
        case .pointer(let x, let y): return "pointer \(n(x)) \(n(y))"
        case .button(let b, let a): return "button \(b)\(action(a))"
        case .sync: return "sync"
        case .contact(let detail): return "contact \(detail.id)\(detail.attributes)"
        case .touchpad(.move(let dx, let dy)): return "touchpad move \(n(dx)) \(n(dy))"
        case .touchpad(.scroll(let dx, let dy)): return "touchpad scroll \(n(dx)) \(n(dy))"
        case .touchpad(.button(let b, let a)): return "touchpad button \(b)\(action(a))"
        case .pen(.enter(let x, let y)): return "pen in \(n(x)) \(n(y))"
        case .pen(.move(let x, let y, let p)): return "pen move \(n(x)) \(n(y))\(pressure(p))"
        case .pen(.button(let b, let a)): return "pen button \(b)\(action(a))"
        case .pen(.leave): return "pen out"
        }
    }

    /// Whether this is a `.contact` step.
    var isContact: Bool {
        if case .contact = self { return true }
        return false
    }
}

/// A number with at most 3 decimals and no trailing zeros: 100, 100.5, 0.333.
/// Values a script cannot hold (not finite, or 1e12 and beyond, where
/// thousandths leave Int64's range) are written as Swift writes them
/// (`inf`, `1e+308`), for error messages; parsing rejects them.
func formatNumber(_ value: Double) -> String {
    guard value.isFinite, abs(value) < 1e12 else { return "\(value)" }
    let rounded = (value * 1000).rounded() / 1000
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int64(rounded)) }
    var text = String(format3: rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}

extension String {
    /// `value` with exactly 3 decimals, without Foundation's locale handling.
    init(format3 value: Double) {
        let negative = value < 0
        let thousandths = Int64((abs(value) * 1000).rounded())
        let fraction = String(thousandths % 1000)
        self = (negative ? "-" : "") + "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
    }
}
