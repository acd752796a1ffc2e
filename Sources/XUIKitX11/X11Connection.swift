internal import CX11
internal import CXShim
internal import X11Client
import Foundation
import Synchronization
import XUIKitCore

/// One Xlib connection with XInputExtension 2.2+ checked: the backend's
/// `Display*`, its atoms and its screen.
///
/// The connection is used from one thread (the backend's loop). When the
/// server goes away mid-run, Xlib's I/O error handler prints
/// `BackendError.serverGone` on one line and exits with status 1 (Xlib
/// cannot continue after an I/O error).
@MainActor
final class X11Connection {
    /// The connection (opening, the XI 2.2 check and closing are X11Client's).
    private let client: XDisplay
    /// The Xlib `Display*`.
    let display: OpaquePointer
    /// The display name (`:1`).
    let name: String
    /// The XInputExtension major opcode (`cookie.extension` of XI2 events).
    let xiOpcode: Int32
    /// The XI2 minor version the server agreed to (≥ 2).
    let xiMinor: Int32
    let screen: Int32
    let rootWindow: Window
    let wmProtocols: Atom
    let wmDeleteWindow: Atom
    /// EWMH `_NET_WM_PING`, `_NET_WM_PID` and ICCCM `WM_CLIENT_MACHINE` (see `WindowManagerMessage`).
    let netWMPing: Atom
    let netWMPID: Atom
    let wmClientMachine: Atom
    let netWMName: Atom
    let utf8String: Atom

    /// Opens `name` (nil: `$DISPLAY`).
    init(name: String? = nil) throws {
        do {
            client = try XDisplay(name: name)
        } catch let error as X11ClientError {
            throw BackendError(error)
        }
        let display = client.handle
        self.display = display
        self.name = client.name
        self.xiOpcode = client.xiOpcode
        self.xiMinor = client.xiMinor
        self.screen = client.screen
        self.rootWindow = client.rootWindow
        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        netWMPing = XInternAtom(display, "_NET_WM_PING", 0)
        netWMPID = XInternAtom(display, "_NET_WM_PID", 0)
        wmClientMachine = XInternAtom(display, "WM_CLIENT_MACHINE", 0)
        netWMName = XInternAtom(display, "_NET_WM_NAME", 0)
        utf8String = XInternAtom(display, "UTF8_STRING", 0)
        Self.installIOErrorHandler(displayName: client.name)
    }

    /// The atoms a ClientMessage to one of the app's windows is checked against.
    var windowManagerMessageAtoms: WindowManagerMessage.Atoms {
        WindowManagerMessage.Atoms(wmProtocols: wmProtocols, wmDeleteWindow: wmDeleteWindow, netWMPing: netWMPing)
    }

    /// Closes the connection; idempotent.
    func close() { client.close() }

    /// The connection's file descriptor, for poll().
    var fileDescriptor: Int32 { cx_connection_number(display) }

    /// Whether the server has written bytes that Xlib has not read yet
    /// (FIONREAD on the socket; no read, no Xlib lock).
    var hasUnreadBytes: Bool {
        var count: Int32 = 0
        return ioctl(fileDescriptor, UInt(FIONREAD), &count) == 0 && count > 0
    }

    /// The default screen's size in pixels.
    var screenPixelSize: CGSize {
        CGSize(width: Int(XDisplayWidth(display, screen)), height: Int(XDisplayHeight(display, screen)))
    }

    /// The server's `RESOURCE_MANAGER` string (where `Xft.dpi` lives), if any.
    var resourceManagerString: String? { XResourceManagerString(display).map { String(cString: $0) } }

    // MARK: Process-wide Xlib set-up

    /// The display named in the I/O error message; read by Xlib's handler (any thread).
    private nonisolated static let ioErrorDisplayName = Mutex("")

    /// Xlib's handlers: a lost connection ends the app with a clear message;
    /// a protocol error no trap expects is logged and ignored (another
    /// client can cause one at any time: `cx_install_error_handler`).
    /// Nonisolated: Xlib calls the handler on the thread whose connection
    /// broke, which for another connection in the process need not be the
    /// main thread (a main-actor closure there traps in the isolation check).
    private nonisolated static func installIOErrorHandler(displayName: String) {
        cx_install_error_handler()
        ioErrorDisplayName.withLock { $0 = displayName }
        _ = XSetIOErrorHandler { _ in
            let line = BackendError.serverGone(X11Connection.ioErrorDisplayName.withLock { $0 }).description + "\n"
            FileHandle.standardError.write(line.data(using: .utf8)!)
            exit(1)
        }
    }
}
