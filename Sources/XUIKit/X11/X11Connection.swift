import CX11
import CXShim
import Foundation

/// One Xlib connection with XInputExtension 2.2+ checked: the backend's
/// `Display*`, its atoms and its screen.
///
/// The connection is used from one thread (the backend's loop). When the
/// server goes away mid-run, Xlib's I/O error handler prints
/// `BackendError.serverGone` on one line and exits with status 1 (Xlib
/// cannot continue after an I/O error).
final class X11Connection {
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
    let netWMName: Atom
    let utf8String: Atom

    /// Opens `name` (nil: `$DISPLAY`).
    init(name: String? = nil) throws {
        Self.initThreadsOnce
        let resolved = name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        guard !resolved.isEmpty else { throw BackendError.noDisplay }
        guard let display = XOpenDisplay(resolved) else { throw BackendError.cannotOpenDisplay(resolved) }
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(display, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else {
            XCloseDisplay(display)
            throw BackendError.noXInput22(display: resolved, found: "no XInputExtension")
        }
        var major: Int32 = 2, minor: Int32 = 4
        let status = XIQueryVersion(display, &major, &minor)
        guard status == Success, major > 2 || (major == 2 && minor >= 2) else {
            XCloseDisplay(display)
            throw BackendError.noXInput22(display: resolved, found: "XInput \(major).\(minor)")
        }
        self.display = display
        self.name = resolved
        self.xiOpcode = opcode
        self.xiMinor = minor
        self.screen = cx_default_screen(display)
        self.rootWindow = cx_default_root_window(display)
        wmProtocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        wmDeleteWindow = XInternAtom(display, "WM_DELETE_WINDOW", 0)
        netWMName = XInternAtom(display, "_NET_WM_NAME", 0)
        utf8String = XInternAtom(display, "UTF8_STRING", 0)
        Self.installIOErrorHandler(displayName: resolved)
    }

    private var isClosed = false

    deinit { close() }

    /// Closes the connection; idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        XCloseDisplay(display)
    }

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

    /// Xlib is put in thread-safe mode before the first open: tests open
    /// several connections from parallel threads.
    private static let initThreadsOnce: Void = { XInitThreads(); return () }()

    nonisolated(unsafe) private static var ioErrorDisplayName = ""

    private static func installIOErrorHandler(displayName: String) {
        ioErrorDisplayName = displayName
        _ = XSetIOErrorHandler { _ in
            let line = BackendError.serverGone(X11Connection.ioErrorDisplayName).description + "\n"
            FileHandle.standardError.write(line.data(using: .utf8)!)
            exit(1)
        }
    }
}
