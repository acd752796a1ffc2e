/// Scripted input for a headless touch server: gestures as data.
///
/// A script is a list of steps played in order. Steps between two timing
/// steps happen at the same instant; `wait` and `at` move time forward.
/// Positions are screen pixels (fractions allowed), pressure is 0...1,
/// times are milliseconds (fractions allowed).
///
/// Text format, one step per line (`TouchScript(parsing:)`, `text`):
///
///     script   = { line ( "\n" | "\r\n" ) }
///     line     = [ step ] [ "#" comment ]
///     step     = "down" ID X Y [ PRESSURE ]   finger ID touches at (X, Y)
///              | "move" ID X Y [ PRESSURE ]   finger ID moves to (X, Y)
///              | "up" ID                      finger ID lifts where it is
///              | "wait" MS                    time passes
///              | "at" MS                      time since the start becomes MS (never backwards)
///              | "key" NAME [ "down" | "up" ] a key by X keysym name, its level's modifiers around it
///                                             (`KeyTyping`, `KeyboardLayout`); no action = press and release
///              | "keycode" CODE [ "down" | "up" ]  a key by X keycode (evdev: Linux KEY_* + 8)
///              | "pointer" X Y                the absolute pointer moves to (X, Y)
///              | "button" N [ "down" | "up" ] pointer button N (1 left, 2 middle, 3 right);
///                                             no action = press and release
///              | "sync"                       wait until the server has processed all so far
///              | "touchpad" ( "move" DX DY | "scroll" DX DY | "button" N [ "down" | "up" ] )
///                                             the server's touchpad (`--touchpad`): relative move in
///                                             pixels, smooth scroll (120 = one wheel click), button
///              | "pen" ( "in" X Y | "move" X Y [ PRESSURE ] | "button" N [ "down" | "up" ] | "out" )
///                                             the server's pen (`--pen`): into range, move, tip (1) or
///                                             barrel button where it is, out of range
///     ID       = integer 0...4294967295 (the driver's touch id; the X server assigns its own)
///     X, Y     = decimal number 0...32767 (X's coordinate range); played on a server, below its
///                screen's width and height (a point off the screen is an error naming its line)
///     PRESSURE = decimal 0...1;  MS = decimal 0...86400000 (a day)
///     decimal  = digits with an optional fraction and exponent ("12", "0.5", "1e3"); nothing else
///
/// Words are separated by spaces or tabs; blank lines and comments are
/// ignored. Parsing also checks the sequence: a finger must be down to move
/// or lift, must not go down twice, at most 10 fingers are down at once (or
/// the touch slots of the server it is played on),
/// and every finger is lifted by the end. Errors carry the line number and
/// the reason (`TouchScriptError`).
///
/// Format 2 (a `format 2` first line; `ScriptHeader`) adds what a recording
/// knows: the `recorded` origin, the `device` and `axis` lines of the
/// devices recorded, and contact details (source device, size,
/// orientation) on `down` and `move` lines. Scripts without the line are
/// format 1 and read as before.
public struct TouchScript: Equatable, Sendable {
    public var steps: [Step]
    /// The format-2 header (nil: none; a script is then format 1 unless it
    /// has `contact` steps, which `text` writes under a bare `format 2`).
    public var header: ScriptHeader?

    public init(_ steps: [Step] = [], header: ScriptHeader? = nil) {
        self.steps = steps
        self.header = header
    }

    /// One scripted action.
    public enum Step: Equatable, Sendable {
        case down(id: UInt32, x: Double, y: Double, pressure: Double?)
        case move(id: UInt32, x: Double, y: Double, pressure: Double?)
        case up(id: UInt32)
        case wait(milliseconds: Double)
        case at(milliseconds: Double)
        case key(keycode: Int, action: PressAction)
        case pointer(x: Double, y: Double)
        case button(Int, action: PressAction)
        case sync
        /// Details of finger `id`'s latest `down` or `move` (format 2);
        /// playback on the headless touchscreen ignores them.
        case contact(ContactDetail)
        /// An action of the server's touchpad.
        case touchpad(TouchpadStep)
        /// An action of the server's pen.
        case pen(PenStep)
    }

    /// What the touchpad does: moves the pointer by (dx, dy) pixels, scrolls
    /// (positive right and down; 120 units are one wheel click), or presses a button.
    public enum TouchpadStep: Equatable, Sendable {
        case move(dx: Double, dy: Double)
        case scroll(dx: Double, dy: Double)
        case button(Int, action: PressAction)
    }

    /// What the pen does: comes into range at (x, y), moves (with pressure
    /// 0...1, nil: unchanged), presses a button where it is (1 the tip), or
    /// leaves range where it is.
    public enum PenStep: Equatable, Sendable {
        case enter(x: Double, y: Double)
        case move(x: Double, y: Double, pressure: Double?)
        case button(Int, action: PressAction)
        case leave
    }

    /// What happens to a key or button.
    public enum PressAction: String, Equatable, Sendable {
        /// Press and release.
        case click
        case down
        case up
    }

    /// The most fingers a script may hold down at once unless told its
    /// server's touch slots: the default headless touchscreen's 10.
    public static let maxFingers = 10
    /// The largest X or Y: X11 coordinates are signed 16-bit.
    public static let maxCoordinate = 32767.0
    /// The longest `wait` and the latest `at`, in milliseconds: a day.
    public static let maxMilliseconds = 86_400_000.0

    /// Appends the steps of `other` after this script's (the header is the
    /// left one's, else the right one's).
    public static func + (lhs: TouchScript, rhs: TouchScript) -> TouchScript {
        TouchScript(lhs.steps + rhs.steps, header: lhs.header ?? rhs.header)
    }

    /// The script's length in milliseconds: the time of its last step.
    public var duration: Double {
        var now = 0.0
        for step in steps {
            switch step {
            case .wait(let ms): now += ms
            case .at(let ms): now = max(now, ms)
            default: break
            }
        }
        return now
    }
}

/// A script that failed to parse or is not a valid sequence.
public struct TouchScriptError: Error, Equatable, CustomStringConvertible {
    /// 1-based line number (for a generated script, the step index + 1).
    public var line: Int
    /// The offending line's text.
    public var text: String
    /// Why it was rejected.
    public var reason: String

    public init(line: Int, text: String, reason: String) {
        self.line = line
        self.text = text
        self.reason = reason
    }

    public var description: String {
        "line \(line): \(reason): \(escaped(text.trimmingWhitespace()))"
    }
}

/// `text` with control characters (NUL, escape, ...) written as `\u{N}`, so
/// that an error message quoting bad input prints as one readable line.
func escaped(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
        if scalar.value < 0x20 && scalar != "\t" || scalar.value == 0x7F {
            out += "\\u{\(String(scalar.value, radix: 16))}"
        } else {
            out.unicodeScalars.append(scalar)
        }
    }
    return out
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let first = s.first, first == " " || first == "\t" || first == "\r" { s.removeFirst() }
        while let last = s.last, last == " " || last == "\t" || last == "\r" { s.removeLast() }
        return String(s)
    }
}
