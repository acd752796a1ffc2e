extension TouchScript {
    /// Parses the text format documented on `TouchScript` and validates the
    /// sequence. Throws `TouchScriptError` for the first bad line.
    ///
    /// Lines end with LF or CRLF (split on the LF scalar: Swift reads CR LF
    /// as one `Character`, so splitting on the character "\n" would not).
    /// Checked against `target`: a position off its screen (X not below its
    /// width, or Y not below its height), more fingers than its touch slots,
    /// or a device it lacks is an error naming its line, as the server would
    /// otherwise clamp or drop it without a word.
    public init(parsing text: String, for target: PlaybackTarget = .unknown) throws {
        var steps: [Step] = []
        var lineNumbers: [Int] = []
        var lines: [String] = []
        var header = HeaderReader()
        for (index, rawLine) in text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(rawLine)
            if line.unicodeScalars.last == "\r" { line.unicodeScalars.removeLast() }
            let parsed: [Step]
            do {
                if try header.read(line, afterSteps: !steps.isEmpty) {
                    continue
                } else if let text = try Self.typedText(line) {
                    parsed = try KeyTyping.steps(typing: text)
                } else {
                    let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                    let words = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
                    guard !words.isEmpty else { continue }
                    parsed = try Self.parseStep(words, format: header.format)
                }
            } catch let reason as ParseReason {
                throw TouchScriptError(line: index + 1, text: line, reason: reason.text)
            } catch let reason as KeyTyping.TypingError {
                throw TouchScriptError(line: index + 1, text: line, reason: reason.text)
            }
            // A line may stand for several steps (a chord, typed text); each keeps the line's number.
            steps += parsed
            lineNumbers += Array(repeating: index + 1, count: parsed.count)
            lines += Array(repeating: line, count: parsed.count)
        }
        try Self.validate(steps, lineNumbers: lineNumbers, lines: lines, for: target)
        self.init(steps, header: header.header)
    }

    /// Checks the numbers (as parsing does: finite and in range, for scripts
    /// built in code), the finger sequence and timing of `steps`; errors name
    /// `lineNumbers[i]` for `steps[i]` (default: i + 1). Every step must be
    /// playable on `target` (positions on its screen, `offScreen(_:)`; its
    /// devices), and at most its touch slots' fingers are down at once.
    public static func validate(_ steps: [Step], lineNumbers: [Int]? = nil, lines: [String]? = nil,
                                for target: PlaybackTarget = .unknown) throws {
        let maxFingers = target.touchSlots
        var down = Set<UInt32>()
        var now = 0.0
        func fail(_ index: Int, _ reason: String) -> TouchScriptError {
            TouchScriptError(line: lineNumbers?[index] ?? index + 1,
                             text: lines?[index] ?? steps[index].line, reason: reason)
        }
        for (index, step) in steps.enumerated() {
            if let reason = step.rangeViolation { throw fail(index, reason) }
            if let reason = target.problem(with: step) { throw fail(index, reason) }
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
            case .contact(let detail):
                guard down.contains(detail.id) else { throw fail(index, "finger \(detail.id) is not down") }
                guard !detail.isEmpty else { throw fail(index, "contact details for finger \(detail.id) say nothing") }
            case .key, .pointer, .button, .sync, .touchpad, .pen:
                break
            }
        }
        if let stuck = down.min(), let last = steps.indices.last {
            throw fail(last, "script ends with finger \(stuck) still down (add `up \(stuck)`)")
        }
    }

    /// Why a line does not parse (the caller adds its number and text).
    struct ParseReason: Error {
        var text: String
        init(_ text: String) { self.text = text }
    }

    /// The text of a `type "..."` line (escapes: \" \\ \n \t), nil for other lines;
    /// a comment may follow the closing quote.
    private static func typedText(_ line: String) throws -> String? {
        let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
        guard trimmed.hasPrefix("type"), trimmed.dropFirst(4).first.map({ $0 == " " || $0 == "\t" || $0 == "\"" }) ?? true else { return nil }
        var rest = trimmed.dropFirst(4).drop(while: { $0 == " " || $0 == "\t" })
        guard rest.first == "\"" else { throw ParseReason("expected `type \"TEXT\"`") }
        rest = rest.dropFirst()
        var text = ""
        var escaping = false
        while let c = rest.first {
            rest = rest.dropFirst()
            if escaping {
                switch c {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"", "\\": text.append(c)
                default: throw ParseReason("unknown escape '\\\(c)' in type (use \\\", \\\\, \\n or \\t)")
                }
                escaping = false
            } else if c == "\\" {
                escaping = true
            } else if c == "\"" {
                let after = rest.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
                guard after.isEmpty || after.first == "#" else { throw ParseReason("unexpected text after the closing quote of type") }
                return text
            } else {
                text.append(c)
            }
        }
        throw ParseReason("type's text has no closing quote")
    }

    private static func parseStep(_ words: [String], format: Int) throws -> [Step] {
        let verb = words[0]
        let args = Array(words.dropFirst())
        func arity(_ range: ClosedRange<Int>, _ usage: String) throws {
            guard range.contains(args.count) else { throw ParseReason("expected `\(usage)`") }
        }
        switch verb {
        case "down", "move":
            // Format 2 allows contact details after the position (and pressure): keyword-value pairs.
            // In format 2 a fourth word that does not start like a number begins the details.
            let startsNumber = args.count >= 4 && args[3].first.map { $0.isASCII && ($0.isNumber || $0 == ".") } == true
            let positional = args.count >= 4 && !ContactDetail.keywords.contains(args[3]) && (format < 2 || startsNumber) ? 4 : min(args.count, 3)
            if format < 2 {
                if args.count > positional && ContactDetail.keywords.contains(args[positional]) {
                    throw ParseReason("contact details (`\(args[positional])`) need `format 2` at the top of the script")
                }
                try arity(3...4, "\(verb) ID X Y [PRESSURE]")
            } else if positional < 3 {
                throw ParseReason("expected `\(verb) ID X Y [PRESSURE] [device N] [major V] [minor V] [orientation V]`")
            }
            let id = try touchID(args[0])
            let x = try number(args[1], "X", max: maxCoordinate), y = try number(args[2], "Y", max: maxCoordinate)
            let pressure = try positional == 4 ? number(args[3], "PRESSURE", max: 1) : nil
            let step: Step = verb == "down" ? .down(id: id, x: x, y: y, pressure: pressure) : .move(id: id, x: x, y: y, pressure: pressure)
            guard args.count > positional else { return [step] }
            return [step, .contact(try contactDetail(id: id, args[positional...]))]
        case "contact":
            guard format >= 2 else { throw ParseReason("`contact` needs `format 2` at the top of the script") }
            guard args.count >= 3 else { throw ParseReason("expected `contact ID [device N] [major V] [minor V] [orientation V]`") }
            return [.contact(try contactDetail(id: try touchID(args[0]), args[1...]))]
        case "up":
            try arity(1...1, "up ID")
            return [.up(id: try touchID(args[0]))]
        case "wait":
            try arity(1...1, "wait MS")
            return [.wait(milliseconds: try number(args[0], "MS", max: maxMilliseconds))]
        case "at":
            try arity(1...1, "at MS")
            return [.at(milliseconds: try number(args[0], "MS", max: maxMilliseconds))]
        case "key":
            try arity(1...2, "key NAME [down|up]")
            let press = try action(args.dropFirst().first)
            if press != .click, args[0].contains("+") {
                throw ParseReason(KeyTyping.TypingError(unknownName: args[0], suffix: "; chords are pressed and released whole").text)
            }
            do { return try KeyTyping.steps(chord: args[0], action: press) } catch let error as KeyTyping.TypingError { throw ParseReason(error.text) }
        case "keycode":
            try arity(1...2, "keycode CODE [down|up]")
            guard let code = Int(args[0]), (8...255).contains(code) else {
                throw ParseReason("keycode must be an integer 8...255, got '\(args[0])'")
            }
            return [.key(keycode: code, action: try action(args.dropFirst().first))]
        case "pointer":
            try arity(2...2, "pointer X Y")
            return [.pointer(x: try number(args[0], "X", max: maxCoordinate), y: try number(args[1], "Y", max: maxCoordinate))]
        case "button":
            try arity(1...2, "button N [down|up]")
            guard let button = Int(args[0]), (1...255).contains(button) else {
                throw ParseReason("button must be an integer 1...255, got '\(args[0])'")
            }
            return [.button(button, action: try action(args.dropFirst().first))]
        case "sync":
            try arity(0...0, "sync")
            return [.sync]
        case "touchpad":
            return [.touchpad(try touchpadStep(args))]
        case "pen":
            return [.pen(try penStep(args))]
        default:
            throw ParseReason("unknown command '\(verb)' (expected down, move, up, wait, at, key, keycode, type, pointer, button, sync, touchpad or pen; "
                + "format 2 adds format, recorded, device, axis and contact)")
        }
    }

    static func touchID(_ word: String) throws -> UInt32 {
        guard let id = UInt32(word) else { throw ParseReason("ID must be an integer 0...4294967295, got '\(escaped(word))'") }
        return id
    }

    /// A decimal number (digits, `.`, an exponent; nothing else, so no NUL
    /// that `Double(_:)`'s C parser would stop at) in `0...max`.
    static func number(_ word: String, _ name: String, max: Double) throws -> Double {
        guard word.utf8.allSatisfy(isNumberByte), let value = Double(word), value.isFinite else {
            throw ParseReason("\(name) is not a number: '\(escaped(word))'")
        }
        guard value >= 0 else { throw ParseReason("\(name) must not be negative, got \(word)") }
        guard value <= max else { throw ParseReason("\(name) must be at most \(formatNumber(max)), got \(word)") }
        return value
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
             UInt8(ascii: "+"), UInt8(ascii: "-"): return true
        default: return false
        }
    }

    static func action(_ word: String?) throws -> PressAction {
        guard let word else { return .click }
        guard let action = PressAction(rawValue: word), action != .click else {
            throw ParseReason("expected `down` or `up`, got '\(word)'")
        }
        return action
    }
}
