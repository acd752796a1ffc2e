extension TouchScript {
    /// Parses the text format documented on `TouchScript` and validates the
    /// sequence. Throws `TouchScriptError` for the first bad line.
    public init(parsing text: String) throws {
        var steps: [Step] = []
        var lineNumbers: [Int] = []
        var lines: [String] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(rawLine)
            let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            do {
                steps.append(try Self.parseStep(words))
            } catch let reason as ParseReason {
                throw TouchScriptError(line: index + 1, text: line, reason: reason.text)
            }
            lineNumbers.append(index + 1)
            lines.append(line)
        }
        try Self.validate(steps, lineNumbers: lineNumbers, lines: lines)
        self.init(steps)
    }

    /// Checks the finger sequence and timing of `steps`; errors name
    /// `lineNumbers[i]` for `steps[i]` (default: i + 1).
    public static func validate(_ steps: [Step], lineNumbers: [Int]? = nil, lines: [String]? = nil) throws {
        var down = Set<UInt32>()
        var now = 0.0
        func fail(_ index: Int, _ reason: String) -> TouchScriptError {
            TouchScriptError(line: lineNumbers?[index] ?? index + 1,
                             text: lines?[index] ?? TouchScript([steps[index]]).text, reason: reason)
        }
        for (index, step) in steps.enumerated() {
            switch step {
            case .down(let id, _, _, _):
                guard !down.contains(id) else { throw fail(index, "finger \(id) is already down") }
                guard down.count < maxFingers else { throw fail(index, "more than \(maxFingers) fingers down at once") }
                down.insert(id)
            case .move(let id, _, _, _):
                guard down.contains(id) else { throw fail(index, "finger \(id) is not down") }
            case .up(let id):
                guard down.remove(id) != nil else { throw fail(index, "finger \(id) is not down") }
            case .wait(let ms):
                now += ms
            case .at(let ms):
                guard ms >= now else { throw fail(index, "time \(ms) ms is before the current time \(now) ms") }
                now = ms
            case .key, .pointer, .button, .sync:
                break
            }
        }
        if let stuck = down.min(), let last = steps.indices.last {
            throw fail(last, "script ends with finger \(stuck) still down (add `up \(stuck)`)")
        }
    }

    private struct ParseReason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    private static func parseStep(_ words: [String]) throws -> Step {
        let verb = words[0]
        let args = Array(words.dropFirst())
        func arity(_ range: ClosedRange<Int>, _ usage: String) throws {
            guard range.contains(args.count) else { throw ParseReason("expected `\(usage)`") }
        }
        switch verb {
        case "down", "move":
            try arity(3...4, "\(verb) ID X Y [PRESSURE]")
            let id = try touchID(args[0])
            let x = try number(args[1], "X"), y = try number(args[2], "Y")
            let pressure = try args.count == 4 ? number(args[3], "PRESSURE", max: 1) : nil
            return verb == "down" ? .down(id: id, x: x, y: y, pressure: pressure) : .move(id: id, x: x, y: y, pressure: pressure)
        case "up":
            try arity(1...1, "up ID")
            return .up(id: try touchID(args[0]))
        case "wait":
            try arity(1...1, "wait MS")
            return .wait(milliseconds: try number(args[0], "MS"))
        case "at":
            try arity(1...1, "at MS")
            return .at(milliseconds: try number(args[0], "MS"))
        case "key":
            try arity(1...2, "key NAME [down|up]")
            guard let code = KeyNames.keycode(for: args[0]) else {
                throw ParseReason("unknown key name '\(args[0])' (use a keysym name such as a, Return, Shift_L, or `keycode N`)")
            }
            return .key(keycode: code, action: try action(args.dropFirst().first))
        case "keycode":
            try arity(1...2, "keycode CODE [down|up]")
            guard let code = Int(args[0]), (8...255).contains(code) else {
                throw ParseReason("keycode must be an integer 8...255, got '\(args[0])'")
            }
            return .key(keycode: code, action: try action(args.dropFirst().first))
        case "pointer":
            try arity(2...2, "pointer X Y")
            return .pointer(x: try number(args[0], "X"), y: try number(args[1], "Y"))
        case "button":
            try arity(1...2, "button N [down|up]")
            guard let button = Int(args[0]), (1...255).contains(button) else {
                throw ParseReason("button must be an integer 1...255, got '\(args[0])'")
            }
            return .button(button, action: try action(args.dropFirst().first))
        case "sync":
            try arity(0...0, "sync")
            return .sync
        default:
            throw ParseReason("unknown command '\(verb)' (expected down, move, up, wait, at, key, keycode, pointer, button or sync)")
        }
    }

    private static func touchID(_ word: String) throws -> UInt32 {
        guard let id = UInt32(word) else { throw ParseReason("ID must be an integer 0...4294967295, got '\(word)'") }
        return id
    }

    private static func number(_ word: String, _ name: String, max: Double? = nil) throws -> Double {
        guard let value = Double(word), value.isFinite else { throw ParseReason("\(name) is not a number: '\(word)'") }
        guard value >= 0 else { throw ParseReason("\(name) must not be negative, got \(word)") }
        if let max, value > max { throw ParseReason("\(name) must be at most \(formatNumber(max)), got \(word)") }
        return value
    }

    private static func action(_ word: String?) throws -> PressAction {
        guard let word else { return .click }
        guard let action = PressAction(rawValue: word), action != .click else {
            throw ParseReason("expected `down` or `up`, got '\(word)'")
        }
        return action
    }
}
