internal import CX11
import Foundation
import XUIKitCore
import XUIKitGraphics

/// The top-level X window showing one `UIWindow`.
///
/// Created when the `UIWindow` becomes visible, at its frame (points × scale
/// pixels), titled after the root view controller's `title` or the process
/// name, with the window manager's close button wired to `WM_DELETE_WINDOW`,
/// answering `_NET_WM_PING`, and with `_NET_WM_PID` and `WM_CLIENT_MACHINE`
/// set. The backend reads no property of these windows: what other clients
/// write there (a huge or malformed `WM_NAME`, any property) only costs a
/// PropertyNotify that is dropped.
/// Drawing goes through a Cairo xlib surface of the window (see
/// `X11WindowHost+Drawing.swift`).
@MainActor
final class X11WindowHost {
    let window: UIWindow
    let xWindow: Window
    private unowned let connection: X11Connection
    let scale: CGFloat
    /// Whether the server has mapped the window (MapNotify seen, no UnmapNotify since).
    private(set) var isMapped = false
    /// The window's size in pixels as the server last reported it.
    private(set) var pixelSize: CGSize
    /// The `UIWindow` frame the X window was last made to match (or reported).
    private var appliedFrame: CGRect
    /// The back buffer views draw into (see `X11WindowHost+Drawing.swift`).
    var surface: WindowSurface?
    /// The X window as a Cairo surface (`cairo_surface_t*`), where the back buffer is shown.
    var xlibSurface: OpaquePointer?

    init(window: UIWindow, connection: X11Connection, scale: CGFloat) {
        self.window = window
        self.connection = connection
        self.scale = scale
        let frame = window.frame
        let size = CGSize(width: max(1, (frame.width * scale).rounded()), height: max(1, (frame.height * scale).rounded()))
        pixelSize = size
        appliedFrame = frame
        let display = connection.display
        var attributes = XSetWindowAttributes()
        // No background: the back buffer paints every pixel, so the server must not clear first (no flicker).
        attributes.background_pixmap = Pixmap(0)
        attributes.bit_gravity = NorthWestGravity
        attributes.event_mask = ExposureMask | StructureNotifyMask | FocusChangeMask | PropertyChangeMask
        let mask = UInt(CWBackPixmap | CWBitGravity | CWEventMask)
        xWindow = XCreateWindow(
            display, connection.rootWindow, Int32((frame.minX * scale).rounded()), Int32((frame.minY * scale).rounded()),
            UInt32(size.width), UInt32(size.height), 0, Int32(CopyFromParent), UInt32(InputOutput), nil, mask, &attributes
        )
        var protocols = [connection.wmDeleteWindow, connection.netWMPing]
        XSetWMProtocols(display, xWindow, &protocols, Int32(protocols.count))
        setTitle(defaultTitle)
        setClientIdentity()
        prepareDrawing(display: display, screen: connection.screen)
    }

    /// The title of a window whose scene has none: its root view controller's title, or the process name.
    var defaultTitle: String { window.rootViewController?.title ?? ProcessInfo.processInfo.processName }

    /// Sets the title shown by the window manager (`WM_NAME` and `_NET_WM_NAME`, UTF-8).
    func setTitle(_ title: String) {
        let display = connection.display
        XStoreName(display, xWindow, title)
        var bytes = Array(title.utf8)
        XChangeProperty(
            display, xWindow, connection.netWMName, connection.utf8String, 8, PropModeReplace, &bytes, Int32(bytes.count)
        )
    }

    /// `_NET_WM_PID` (CARDINAL) and `WM_CLIENT_MACHINE` (STRING, the host
    /// name): with `_NET_WM_PING` they let a window manager offer to kill the
    /// app when it stops answering (EWMH).
    private func setClientIdentity() {
        let display = connection.display
        var pid = CLong(getpid())
        XChangeProperty(display, xWindow, connection.netWMPID, Atom(6) /* XA_CARDINAL */, 32, PropModeReplace, &pid, 1)
        var name = [CChar](repeating: 0, count: 256)
        guard gethostname(&name, name.count - 1) == 0 else { return }
        var bytes = name.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        guard !bytes.isEmpty else { return }
        XChangeProperty(display, xWindow, connection.wmClientMachine, Atom(31) /* XA_STRING */, 8, PropModeReplace, &bytes,
                        Int32(bytes.count))
    }

    /// The connection's `Display*` (for the host's extensions).
    var connectionDisplay: OpaquePointer { connection.display }

    /// Asks the server to show the window.
    func map() { XMapWindow(connection.display, xWindow) }

    /// Asks the server to hide the window.
    func unmap() { XUnmapWindow(connection.display, xWindow) }

    /// Destroys the X window; the host is unusable afterwards.
    func destroy() {
        releaseDrawing()
        XDestroyWindow(connection.display, xWindow)
    }

    /// Records MapNotify / UnmapNotify.
    func setMapped(_ mapped: Bool) {
        isMapped = mapped
        if mapped { window.setNeedsDisplay() }
    }

    /// The server resized the window (ConfigureNotify): the `UIWindow` and its
    /// root view controller's view follow, and everything is redrawn.
    func resized(toPixels size: CGSize) {
        guard size != pixelSize else { return }
        pixelSize = size
        let points = CGSize(width: size.width / scale, height: size.height / scale)
        window.frame.size = points
        appliedFrame = window.frame
        window.rootViewController?.viewIfLoaded?.frame = window.bounds
        resizeDrawing()
        window.setNeedsDisplay()
    }

    /// The app changed the `UIWindow`'s frame since the X window last matched
    /// it: moves and resizes the X window (the size takes effect, and the
    /// back buffer follows, when the server confirms with ConfigureNotify).
    func applyFrameChange() {
        let frame = window.frame
        guard frame != appliedFrame else { return }
        appliedFrame = frame
        XMoveResizeWindow(
            connection.display, xWindow, Int32((frame.minX * scale).rounded()), Int32((frame.minY * scale).rounded()),
            UInt32(max(1, (frame.width * scale).rounded())), UInt32(max(1, (frame.height * scale).rounded())))
    }
}
