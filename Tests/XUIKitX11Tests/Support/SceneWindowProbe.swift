import CX11
import Foundation

/// A second X client looking at (and acting on) an app's top-level windows
/// as a window manager would: their titles and size hints, WM_DELETE_WINDOW,
/// unmapping (iconifying), mapping, and moving the keyboard focus.
nonisolated final class SceneWindowProbe {
    private let display: OpaquePointer

    init?(display name: String) {
        guard let display = XOpenDisplay(name) else { return nil }
        self.display = display
    }

    deinit { XCloseDisplay(display) }

    /// The root's children with WM_PROTOCOLS set (the app's windows), in stacking order.
    func appWindows() -> [Window] {
        let protocols = XInternAtom(display, "WM_PROTOCOLS", 0)
        var root: Window = 0, parent: Window = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<Window>?
        XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count)
        defer { if let children { XFree(children) } }
        return (0..<Int(count)).compactMap { index in
            guard let window = children?[index] else { return nil }
            var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            guard XGetWindowProperty(display, window, protocols, 0, 8, 0, Atom(4) /* XA_ATOM */, &type, &format, &items, &after, &data) == Success,
                  let data else { return nil }
            XFree(data)
            return items > 0 ? window : nil
        }
    }

    /// Polls (up to `timeout` seconds) until the app has `count` windows; returns them.
    func waitForAppWindows(count: Int, timeout: TimeInterval = 10) -> [Window] {
        let deadline = Date().addingTimeInterval(timeout)
        var windows = appWindows()
        while windows.count != count, Date() < deadline {
            usleep(50_000)
            windows = appWindows()
        }
        return windows
    }

    /// `_NET_WM_NAME` (UTF-8) of `window`.
    func netWMName(_ window: Window) -> String? {
        var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let name = XInternAtom(display, "_NET_WM_NAME", 0), utf8 = XInternAtom(display, "UTF8_STRING", 0)
        guard XGetWindowProperty(display, window, name, 0, 1024, 0, utf8, &type, &format, &items, &after, &data) == Success,
              let data else { return nil }
        defer { XFree(data) }
        return String(decoding: UnsafeBufferPointer(start: data, count: Int(items)), as: UTF8.self)
    }

    /// `WM_NAME` of `window`.
    func wmName(_ window: Window) -> String? {
        var name: UnsafeMutablePointer<CChar>?
        guard XFetchName(display, window, &name) != 0, let name else { return nil }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// `WM_NORMAL_HINTS`: which of PMinSize / PMaxSize are set, and the sizes (pixels).
    func normalHints(_ window: Window) -> (hasMinimum: Bool, hasMaximum: Bool, minimum: (Int32, Int32), maximum: (Int32, Int32))? {
        guard let hints = XAllocSizeHints() else { return nil }
        defer { XFree(hints) }
        var supplied = 0
        guard XGetWMNormalHints(display, window, hints, &supplied) != 0 else { return nil }
        let h = hints.pointee
        return (h.flags & PMinSize != 0, h.flags & PMaxSize != 0, (h.min_width, h.min_height), (h.max_width, h.max_height))
    }

    /// The window's size in pixels.
    func size(_ window: Window) -> (Int32, Int32) {
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, window, &attributes)
        return (attributes.width, attributes.height)
    }

    /// Sends WM_DELETE_WINDOW, as a window manager does when its close button is clicked.
    func close(_ window: Window) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
    }

    /// Unmaps the window, as a window manager iconifying it does.
    func iconify(_ window: Window) {
        XUnmapWindow(display, window)
        XSync(display, 0)
    }

    /// Maps the window again, as a window manager restoring it does.
    func restore(_ window: Window) {
        XMapWindow(display, window)
        XSync(display, 0)
    }

    /// Gives the keyboard focus to `window` (0: to the root, taking it from the app).
    func focus(_ window: Window) {
        XSetInputFocus(display, window == 0 ? XDefaultRootWindow(display) : window, RevertToParent, Time(CurrentTime))
        XSync(display, 0)
    }
}
