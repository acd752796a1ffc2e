extension TouchScript {
    /// The script with every position (`down`, `move`, `pointer`, `pen in`,
    /// `pen move`) scaled from `source` onto `target`, each axis on its own,
    /// as the same panel fraction: pixel x of a `source`-wide screen lands at
    /// `x × target.width / source.width`. Touchpad moves (relative), times,
    /// pressure and contact details (device units) are kept; the header's
    /// `recorded` screen still says where the recording came from.
    public func fitted(from source: ScreenSize, to target: ScreenSize) -> TouchScript {
        let sx = Double(target.width) / Double(source.width), sy = Double(target.height) / Double(source.height)
        return TouchScript(steps.map { step in
            switch step {
            case .down(let id, let x, let y, let p): return .down(id: id, x: x * sx, y: y * sy, pressure: p)
            case .move(let id, let x, let y, let p): return .move(id: id, x: x * sx, y: y * sy, pressure: p)
            case .pointer(let x, let y): return .pointer(x: x * sx, y: y * sy)
            case .pen(.enter(let x, let y)): return .pen(.enter(x: x * sx, y: y * sy))
            case .pen(.move(let x, let y, let p)): return .pen(.move(x: x * sx, y: y * sy, pressure: p))
            default: return step
            }
        }, header: header)
    }

    /// `fitted(from:to:)` from the screen the script's `recorded` line names;
    /// nil when it names none (a format-1 script, or one written by hand).
    public func fitted(to target: ScreenSize) -> TouchScript? {
        header?.origin?.screen.map { fitted(from: $0, to: target) }
    }
}
