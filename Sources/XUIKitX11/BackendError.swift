import Foundation
internal import X11Client
import XUIKitCore

/// Why the X11 backend cannot run. Each description is one line naming the
/// cause; `UIApplicationMain` prints it and exits with status 1.
public enum BackendError: Error, CustomStringConvertible, Equatable {
    /// `DISPLAY` is unset or empty.
    case noDisplay
    /// XOpenDisplay failed.
    case cannotOpenDisplay(String)
    /// The server lacks XInputExtension 2.2 (multitouch).
    case noXInput22(display: String, found: String)
    /// The connection to the X server broke mid-run.
    case serverGone(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "xuikit: no X display: DISPLAY is not set (run on an X desktop, or start a headless server with `xuitouch server start`)"
        case .cannotOpenDisplay(let name):
            return "xuikit: cannot open X display \(name): is an X server running there, and may this user connect?"
        case let .noXInput22(name, found):
            return "xuikit: X display \(name) does not support XInput 2.2 (multitouch); it has \(found)"
        case .serverGone(let name):
            return "xuikit: lost the connection to X display \(name) (the server went away)"
        }
    }
}

extension BackendError {
    /// The backend's form of a connection failure.
    init(_ error: X11ClientError) {
        switch error {
        case .noDisplay: self = .noDisplay
        case .cannotOpen(let name): self = .cannotOpenDisplay(name)
        case let .noXInput22(name, found): self = .noXInput22(display: name, found: found)
        }
    }
}
