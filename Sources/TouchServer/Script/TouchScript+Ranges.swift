/// The ranges a step's numbers and positions must be in: the text format's,
/// and a screen's.
extension TouchScript.Step {
    /// Why this step's position is off `screen` (X must be below the width
    /// and Y below the height: pixel columns 0...width-1, fractions allowed);
    /// nil for a position on it and for steps without one.
    public func offScreen(_ screen: ScreenSize) -> String? {
        let position: (x: Double, y: Double)
        switch self {
        case .down(_, let x, let y, _), .move(_, let x, let y, _), .pointer(let x, let y), .pen(.enter(let x, let y)),
             .pen(.move(let x, let y, _)):
            position = (x, y)
        default: return nil
        }
        if position.x >= Double(screen.width) {
            return "X \(formatNumber(position.x)) is off the \(screen) screen (X must be below \(screen.width))"
        }
        if position.y >= Double(screen.height) {
            return "Y \(formatNumber(position.y)) is off the \(screen) screen (Y must be below \(screen.height))"
        }
        return nil
    }

    /// Why a number of this step is out of the text format's range (not
    /// finite, negative, beyond `maxCoordinate`, `maxMilliseconds` or a
    /// pressure of 1); nil when every number is fine.
    var rangeViolation: String? {
        func check(_ value: Double, _ name: String, max: Double) -> String? {
            guard value.isFinite, value >= 0, value <= max else {
                return "\(name) must be a number 0...\(formatNumber(max)), got \(formatNumber(value))"
            }
            return nil
        }
        func point(_ x: Double, _ y: Double, _ pressure: Double?) -> String? {
            check(x, "X", max: TouchScript.maxCoordinate) ?? check(y, "Y", max: TouchScript.maxCoordinate)
                ?? pressure.flatMap { check($0, "PRESSURE", max: 1) }
        }
        switch self {
        case .down(_, let x, let y, let pressure), .move(_, let x, let y, let pressure): return point(x, y, pressure)
        case .pointer(let x, let y): return point(x, y, nil)
        case .wait(let ms), .at(let ms): return check(ms, "MS", max: TouchScript.maxMilliseconds)
        case .key(let keycode, _): return (8...255).contains(keycode) ? nil : "keycode must be 8...255, got \(keycode)"
        case .button(let button, _): return (1...255).contains(button) ? nil : "button must be 1...255, got \(button)"
        case .contact(let detail):
            return [detail.major, detail.minor].compactMap { $0 }.compactMap { check($0, "contact size", max: ContactDetail.maxValue) }.first
                ?? detail.orientation.flatMap { abs($0) <= ContactDetail.maxValue && $0.isFinite ? nil
                    : "orientation must be a number -\(formatNumber(ContactDetail.maxValue))...\(formatNumber(ContactDetail.maxValue)), got \(formatNumber($0))" }
                ?? detail.device.flatMap { (0...ContactDetail.maxDevice).contains($0) ? nil : "device must be 0...\(ContactDetail.maxDevice), got \($0)" }
        case .touchpad(.move(let dx, let dy)), .touchpad(.scroll(let dx, let dy)):
            return [dx, dy].compactMap { $0.isFinite && abs($0) <= TouchScript.maxCoordinate ? nil
                : "DX and DY must be numbers -\(formatNumber(TouchScript.maxCoordinate))...\(formatNumber(TouchScript.maxCoordinate)), got \(formatNumber($0))" }.first
        case .pen(.enter(let x, let y)): return point(x, y, nil)
        case .pen(.move(let x, let y, let pressure)): return point(x, y, pressure)
        case .touchpad(.button(let button, _)), .pen(.button(let button, _)):
            return (1...255).contains(button) ? nil : "button must be 1...255, got \(button)"
        case .up, .sync, .pen(.leave): return nil
        }
    }
}
