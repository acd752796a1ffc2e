/// Parsing the `touchpad` and `pen` steps (see `TouchScript.TouchpadStep`, `PenStep`).
extension TouchScript {
    /// `touchpad move DX DY`, `touchpad scroll DX DY` or `touchpad button N [down|up]`.
    static func touchpadStep(_ args: [String]) throws -> TouchpadStep {
        switch (args.first, args.count) {
        case ("move", 3), ("scroll", 3):
            let dx = try signedNumber(args[1], "DX", max: maxCoordinate), dy = try signedNumber(args[2], "DY", max: maxCoordinate)
            return args[0] == "move" ? .move(dx: dx, dy: dy) : .scroll(dx: dx, dy: dy)
        case ("button", 2), ("button", 3):
            return .button(try buttonNumber(args[1]), action: try action(args.dropFirst(2).first))
        default:
            throw ParseReason("expected `touchpad move DX DY`, `touchpad scroll DX DY` or `touchpad button N [down|up]`")
        }
    }

    /// `pen in X Y`, `pen move X Y [PRESSURE]`, `pen button N [down|up]` or `pen out`.
    static func penStep(_ args: [String]) throws -> PenStep {
        switch (args.first, args.count) {
        case ("in", 3):
            return .enter(x: try number(args[1], "X", max: maxCoordinate), y: try number(args[2], "Y", max: maxCoordinate))
        case ("move", 3), ("move", 4):
            return .move(x: try number(args[1], "X", max: maxCoordinate), y: try number(args[2], "Y", max: maxCoordinate),
                         pressure: try args.count == 4 ? number(args[3], "PRESSURE", max: 1) : nil)
        case ("button", 2), ("button", 3):
            return .button(try buttonNumber(args[1]), action: try action(args.dropFirst(2).first))
        case ("out", 1):
            return .leave
        default:
            throw ParseReason("expected `pen in X Y`, `pen move X Y [PRESSURE]`, `pen button N [down|up]` or `pen out`")
        }
    }

    private static func buttonNumber(_ word: String) throws -> Int {
        guard let button = Int(word), (1...255).contains(button) else { throw ParseReason("button must be an integer 1...255, got '\(escaped(word))'") }
        return button
    }
}
