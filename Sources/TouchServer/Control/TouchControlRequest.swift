/// The control socket's request and reply format, shared by
/// `TouchControlServer` and `TouchControlClient`.
///
/// A client connects, writes one request and shuts down its writing side; the
/// server answers and closes. A request is a command line, then for `play`
/// the script text:
///
///     play fast | play realtime   then the script (TouchScript text format)
///     info                        the server's display, screen size, touch slots and outputs
///     stop                        stop the server after answering
///
/// The reply is `ok` followed by lines of data (for `info`: `display :N`,
/// `size WxH`, `touches N`, one `output NAME WxH+X+Y` per output, and
/// `touchpad` and `pen` lines when it has them), or
/// `error: ` and a message.
enum TouchControlRequest: Equatable {
    case play(TouchScript, TouchScriptPlayer.Timing)
    case info
    case stop

    /// The file name of the control socket inside a server's directory.
    static let socketName = "control.sock"

    var text: String {
        switch self {
        case .play(let script, let timing): return "play \(timing == .fast ? "fast" : "realtime")\n" + script.text
        case .info: return "info\n"
        case .stop: return "stop\n"
        }
    }

    /// Parses a request; errors are the message to send back.
    init(parsing text: String) throws {
        let firstLine = text.prefix(while: { $0 != "\n" })
        let rest = text.dropFirst(firstLine.count + 1)
        switch firstLine.trimmingCharacters(in: " ") {
        case "info": self = .info
        case "stop": self = .stop
        // The server checks the script against itself (screen, touch slots, devices) before playing.
        case "play fast": self = .play(try TouchScript(parsing: String(rest), for: .anyServer), .fast)
        case "play realtime": self = .play(try TouchScript(parsing: String(rest), for: .anyServer), .realTime)
        default: throw TouchControlError.requestFailed("unknown request '\(firstLine)'")
        }
    }
}

/// A control-socket failure, as the client sees it.
public enum TouchControlError: Error, CustomStringConvertible {
    /// No running `xuitouch server` was found for the display.
    case noServer(display: String)
    /// The control socket could not be reached.
    case connectFailed(path: String, reason: String)
    /// The server answered with an error.
    case requestFailed(String)

    public var description: String {
        switch self {
        case .noServer(let display):
            return "no headless touch server for display \(display) (none of /tmp/xuitouch.*/ has that display "
                + "and a control socket): start one with `xuitouch server start`, or pass --control"
        case .connectFailed(let path, let reason):
            return "cannot reach the touch server's control socket \(path): \(reason)"
        case .requestFailed(let message):
            return message
        }
    }
}
