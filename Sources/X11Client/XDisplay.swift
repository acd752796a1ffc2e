@_exported import CX11
import CXShim
import Foundation

/// Why an X display could not be used. The descriptions name the cause; each
/// consumer (the backend, the tools) prefixes them and adds its own hint.
public enum X11ClientError: Error, CustomStringConvertible, Equatable {
    /// `DISPLAY` is unset or empty and no name was given.
    case noDisplay
    /// XOpenDisplay failed.
    case cannotOpen(String)
    /// The server lacks XInputExtension 2.2 (multitouch); `found` says what it has.
    case noXInput22(display: String, found: String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no X display: DISPLAY is not set"
        case .cannotOpen(let name):
            return "cannot open X display \(name): is an X server running there, and may this user connect?"
        case let .noXInput22(name, found):
            return "X display \(name) does not support XInput 2.2 (multitouch); it has \(found)"
        }
    }
}

/// One Xlib connection with XInput 2.2 checked, owned by one thread at a time:
/// the one X client layer of the backend, the touch tools and the tests.
///
/// `name` nil means `$DISPLAY`; an empty or unset `$DISPLAY` throws
/// `X11ClientError.noDisplay` rather than letting Xlib guess.
public final class XDisplay {
    /// The Xlib `Display*`; do not use after `close()`.
    public let handle: OpaquePointer
    public let name: String
    /// The XInputExtension major opcode (`cookie.extension` of XI2 events).
    public let xiOpcode: Int32
    /// The XI2 minor version the server agreed to (2 or more; 2.4 is asked for).
    public let xiMinor: Int32

    public init(name: String? = nil) throws {
        Self.initThreadsOnce
        let resolved = name ?? ProcessInfo.processInfo.environment["DISPLAY"] ?? ""
        guard !resolved.isEmpty else { throw X11ClientError.noDisplay }
        guard let handle = XOpenDisplay(resolved) else { throw X11ClientError.cannotOpen(resolved) }
        var opcode: Int32 = 0, firstEvent: Int32 = 0, firstError: Int32 = 0
        guard XQueryExtension(handle, "XInputExtension", &opcode, &firstEvent, &firstError) != 0 else {
            XCloseDisplay(handle)
            throw X11ClientError.noXInput22(display: resolved, found: "no XInputExtension")
        }
        var major: Int32 = 2, minor: Int32 = 4
        guard XIQueryVersion(handle, &major, &minor) == Success, major > 2 || (major == 2 && minor >= 2) else {
            XCloseDisplay(handle)
            throw X11ClientError.noXInput22(display: resolved, found: "XInput \(major).\(minor)")
        }
        self.handle = handle
        self.name = resolved
        self.xiOpcode = opcode
        self.xiMinor = minor
    }

    private var isClosed = false

    deinit { close() }

    /// Closes the connection; idempotent. Close before the server goes
    /// away: Xlib ends the process when a server dies under an open connection.
    public func close() {
        guard !isClosed else { return }
        isClosed = true
        XCloseDisplay(handle)
    }

    /// Xlib is used from several threads (each with its own connection) by
    /// parallel tests, so it is put in thread-safe mode before the first open.
    private static let initThreadsOnce: Void = { XInitThreads(); return () }()

    /// The root window of the default screen.
    public var rootWindow: Window { cx_default_root_window(handle) }

    /// The default screen's number.
    public var screen: Int32 { cx_default_screen(handle) }

    /// The default screen's size in pixels.
    public var screenPixelSize: (width: Int, height: Int) {
        (Int(XDisplayWidth(handle, screen)), Int(XDisplayHeight(handle, screen)))
    }

    /// The file descriptor of the connection, for poll().
    public var fileDescriptor: Int32 { cx_connection_number(handle) }

    /// Selects XI2 `events` on the root window for `deviceID`
    /// (`XIAllDevices` or `XIAllMasterDevices`).
    public func selectRootEvents(_ events: [Int32], deviceID: Int32) {
        var mask = [UInt8](repeating: 0, count: Int(cx_xi_mask_len()))
        for event in events { cx_xi_set_mask(&mask, event) }
        mask.withUnsafeMutableBufferPointer { buffer in
            var eventMask = XIEventMask(deviceid: deviceID, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            _ = XISelectEvents(handle, rootWindow, &eventMask, 1)
        }
        XSync(handle, 0)
    }

    /// Round-trips to the server, then hands every queued XI2 event to
    /// `body` (the cookie's data is valid only during the call). Events the
    /// server generated before this call are all delivered.
    public func drainXI2Events(_ body: (_ evtype: Int32, _ data: UnsafeMutableRawPointer) -> Void) {
        XSync(handle, 0)
        while XPending(handle) > 0 {
            var event = XEvent()
            XNextEvent(handle, &event)
            guard event.type == GenericEvent, event.xcookie.extension == xiOpcode,
                  XGetEventData(handle, &event.xcookie) != 0 else { continue }
            if let data = event.xcookie.data { body(event.xcookie.evtype, data) }
            XFreeEventData(handle, &event.xcookie)
        }
    }
}
