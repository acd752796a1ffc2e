/// Format 2's text: the `format` line, the header (`recorded`, `device`,
/// `axis`) and contact details, read and written. See `ScriptHeader`.
extension TouchScript {
    /// Reads a script's `format` line and header lines as they come.
    ///
    /// `format N` must come before every other line but blanks and
    /// comments; N is 1 or 2 (absent: 1). The header lines need format 2
    /// and come before the first step; an `axis` names a device declared
    /// above it.
    struct HeaderReader {
        private(set) var format = 1
        private(set) var header: ScriptHeader?
        private var sawLine = false

        /// Reads `line` if it is a `format` or header line (true), else
        /// returns false; throws `ParseReason` for a bad one.
        mutating func read(_ line: String, afterSteps: Bool) throws -> Bool {
            let trimmed = line.drop(while: { $0 == " " || $0 == "\t" })
            let verb = String(trimmed.prefix(while: { $0 != " " && $0 != "\t" && $0 != "#" && $0 != "\r" }))
            guard !verb.isEmpty else { return false }
            defer { sawLine = true }
            switch verb {
            case "format":
                let words = Self.words(trimmed)
                guard !sawLine else { throw ParseReason("`format` must be the script's first line (comments and blank lines aside)") }
                guard words.count == 2, let version = Int(words[1]) else { throw ParseReason("expected `format N`") }
                guard (1...ScriptHeader.currentFormat).contains(version) else {
                    throw ParseReason("format \(escaped(words[1])) is not one this xuitouch reads (1 and \(ScriptHeader.currentFormat))")
                }
                format = version
                header = version >= 2 ? ScriptHeader() : nil
                return true
            case "recorded", "device", "axis":
                guard format >= 2, var current = header else { throw ParseReason("`\(verb)` needs `format 2` at the top of the script") }
                guard !afterSteps else { throw ParseReason("`\(verb)` belongs to the header, before the first step") }
                switch verb {
                case "recorded":
                    guard current.origin == nil else { throw ParseReason("a second `recorded` line") }
                    current.origin = try Self.origin(Self.words(trimmed).dropFirst())
                case "device":
                    let device = try Self.device(trimmed)
                    guard !current.devices.contains(where: { $0.id == device.id }) else { throw ParseReason("device \(device.id) is declared twice") }
                    current.devices.append(device)
                default:
                    let (deviceID, axis) = try Self.axis(trimmed)
                    guard let index = current.devices.firstIndex(where: { $0.id == deviceID }) else {
                        throw ParseReason("axis of device \(deviceID), which no `device` line above declares")
                    }
                    guard !current.devices[index].axes.contains(where: { $0.number == axis.number }) else {
                        throw ParseReason("axis \(axis.number) of device \(deviceID) is declared twice")
                    }
                    current.devices[index].axes.append(axis)
                }
                header = current
                return true
            default:
                return false
            }
        }

        private static func words(_ text: Substring) -> [String] {
            let content = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            return content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
        }

        /// `recorded [at ISO] [server-time MS] [display NAME] [screen WxH]`.
        private static func origin(_ pairs: ArraySlice<String>) throws -> RecordingOrigin {
            var origin = RecordingOrigin()
            for (key, value) in try keywordPairs(pairs, allowed: ["at", "server-time", "display", "screen"]) {
                switch key {
                case "at":
                    guard value.utf8.allSatisfy({ isTimeByte($0) }) else { throw ParseReason("`at` must be an ISO 8601 time, got '\(escaped(value))'") }
                    origin.startedAt = value
                case "server-time":
                    guard let time = UInt32(value) else { throw ParseReason("server-time must be an integer 0...4294967295, got '\(escaped(value))'") }
                    origin.serverTime = time
                case "display":
                    origin.display = value
                default:
                    guard let size = ScreenSize(parsing: value), size.width <= 32767, size.height <= 32767 else {
                        throw ParseReason("screen must be WIDTHxHEIGHT (1...32767 each), got '\(escaped(value))'")
                    }
                    origin.screen = size
                }
            }
            return origin
        }

        /// `device ID KIND TOUCHES "NAME"`.
        private static func device(_ text: Substring) throws -> RecordedDevice {
            let usage = "device ID KIND TOUCHES \"NAME\""
            let (words, name) = try quotedTail(text, usage: usage)
            guard words.count == 4 else { throw ParseReason("expected `\(usage)`") }
            guard let kind = RecordedDevice.Kind(rawValue: words[2]) else {
                throw ParseReason("device kind must be one of \(RecordedDevice.Kind.allCases.map(\.rawValue).joined(separator: ", ")), got '\(escaped(words[2]))'")
            }
            guard let touches = Int(words[3]), (0...255).contains(touches) else {
                throw ParseReason("TOUCHES must be an integer 0...255, got '\(escaped(words[3]))'")
            }
            return RecordedDevice(id: try deviceID(words[1]), kind: kind, maxTouches: touches, name: name)
        }

        /// `axis DEVICE NUMBER MIN MAX RESOLUTION MODE "LABEL"`.
        private static func axis(_ text: Substring) throws -> (Int, RecordedAxis) {
            let usage = "axis DEVICE NUMBER MIN MAX RESOLUTION absolute|relative \"LABEL\""
            let (words, label) = try quotedTail(text, usage: usage)
            guard words.count == 7 else { throw ParseReason("expected `\(usage)`") }
            guard let number = Int(words[2]), (0...255).contains(number) else {
                throw ParseReason("axis NUMBER must be an integer 0...255, got '\(escaped(words[2]))'")
            }
            guard let resolution = Int(words[5]), (0...Int(Int32.max)).contains(resolution) else {
                throw ParseReason("RESOLUTION must be an integer 0...\(Int32.max) (units per metre), got '\(escaped(words[5]))'")
            }
            guard words[6] == "absolute" || words[6] == "relative" else {
                throw ParseReason("axis mode must be absolute or relative, got '\(escaped(words[6]))'")
            }
            let axis = RecordedAxis(number: number, min: try signedNumber(words[3], "MIN", max: ContactDetail.maxValue),
                                    max: try signedNumber(words[4], "MAX", max: ContactDetail.maxValue),
                                    resolution: resolution, isAbsolute: words[6] == "absolute", label: label)
            return (try deviceID(words[1]), axis)
        }

        private static func isTimeByte(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "+"), UInt8(ascii: "T"), UInt8(ascii: "Z"): return true
            default: return false
            }
        }

        /// The words before a line's quoted last field, and that field (escapes `\"` and `\\`);
        /// a comment may follow the closing quote.
        private static func quotedTail(_ text: Substring, usage: String) throws -> ([String], String) {
            guard let open = text.firstIndex(of: "\"") else { throw ParseReason("expected `\(usage)`") }
            var rest = text[text.index(after: open)...]
            var value = ""
            var escaping = false
            while let c = rest.first {
                rest = rest.dropFirst()
                if escaping {
                    guard c == "\"" || c == "\\" else { throw ParseReason("unknown escape '\\\(c)' in a quoted name (use \\\" or \\\\)") }
                    value.append(c)
                    escaping = false
                } else if c == "\\" {
                    escaping = true
                } else if c == "\"" {
                    let after = rest.drop(while: { $0 == " " || $0 == "\t" || $0 == "\r" })
                    guard after.isEmpty || after.first == "#" else { throw ParseReason("unexpected text after the closing quote") }
                    let words = text[..<open].split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                    return (words, value)
                } else {
                    value.append(c)
                }
            }
            throw ParseReason("the quoted name has no closing quote")
        }
    }

    /// A finger's contact details from `KEY VALUE` pairs (device, major, minor, orientation).
    static func contactDetail(id: UInt32, _ words: ArraySlice<String>) throws -> ContactDetail {
        var detail = ContactDetail(id: id)
        for (key, value) in try keywordPairs(words, allowed: ContactDetail.keywords) {
            switch key {
            case "device": detail.device = try deviceID(value)
            case "major": detail.major = try number(value, "major", max: ContactDetail.maxValue)
            case "minor": detail.minor = try number(value, "minor", max: ContactDetail.maxValue)
            default: detail.orientation = try signedNumber(value, "orientation", max: ContactDetail.maxValue)
            }
        }
        return detail
    }

    /// `words` as `KEY VALUE` pairs, each key one of `allowed` and at most once.
    private static func keywordPairs(_ words: ArraySlice<String>, allowed: [String]) throws -> [(String, String)] {
        var pairs: [(String, String)] = []
        var rest = words
        while let key = rest.first {
            guard allowed.contains(key) else {
                throw ParseReason("unknown detail '\(escaped(key))' (expected \(allowed.joined(separator: ", ")))")
            }
            guard !pairs.contains(where: { $0.0 == key }) else { throw ParseReason("`\(key)` given twice") }
            guard rest.count >= 2 else { throw ParseReason("`\(key)` needs a value") }
            pairs.append((key, rest[rest.startIndex + 1]))
            rest = rest.dropFirst(2)
        }
        return pairs
    }

    private static func deviceID(_ word: String) throws -> Int {
        guard let id = Int(word), (0...ContactDetail.maxDevice).contains(id) else {
            throw ParseReason("device id must be an integer 0...\(ContactDetail.maxDevice), got '\(escaped(word))'")
        }
        return id
    }

    /// A decimal that may be negative, magnitude at most `max`.
    static func signedNumber(_ word: String, _ name: String, max: Double) throws -> Double {
        guard word.hasPrefix("-") else { return try number(word, name, max: max) }
        return -(try number(String(word.dropFirst()), name, max: max))
    }
}

extension ContactDetail {
    /// The detail words a `down`, `move` or `contact` line may carry.
    static let keywords = ["device", "major", "minor", "orientation"]
    /// The largest contact size, orientation (either way) or axis bound a script holds.
    public static let maxValue = 1e9
    /// The largest XI device id a script holds.
    public static let maxDevice = 65535

    /// The details as written after a position: ` device 11 major 310 minor 220 orientation -12`.
    var attributes: String {
        var text = ""
        if let device { text += " device \(device)" }
        if let major { text += " major \(formatNumber(major))" }
        if let minor { text += " minor \(formatNumber(minor))" }
        if let orientation { text += " orientation \(formatNumber(orientation))" }
        return text
    }
}

extension ScriptHeader {
    /// The header's lines after `format 2`: `recorded`, then each `device` and its `axis` lines.
    var lines: [String] {
        var lines: [String] = []
        if let origin {
            var line = "recorded"
            if let at = origin.startedAt { line += " at \(at)" }
            if let time = origin.serverTime { line += " server-time \(time)" }
            if let display = origin.display { line += " display \(display)" }
            if let screen = origin.screen { line += " screen \(screen)" }
            lines.append(line)
        }
        for device in devices {
            lines.append("device \(device.id) \(device.kind.rawValue) \(device.maxTouches) \(quoted(device.name))")
            for axis in device.axes {
                lines.append("axis \(device.id) \(axis.number) \(formatNumber(axis.min)) \(formatNumber(axis.max)) \(axis.resolution) "
                    + "\(axis.isAbsolute ? "absolute" : "relative") \(quoted(axis.label))")
            }
        }
        return lines
    }

    private func quoted(_ text: String) -> String {
        var out = "\""
        for c in text {
            if c == "\"" || c == "\\" { out.append("\\") }
            out.append(c)
        }
        return out + "\""
    }
}
