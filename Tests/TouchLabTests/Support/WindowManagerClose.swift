import CX11
import Foundation

/// What a window manager's close button does: WM_DELETE_WINDOW to an app's top-level window.
enum WindowManagerClose {
    /// Sends WM_DELETE_WINDOW to the first mapped top-level window on `display`
    /// that speaks WM_PROTOCOLS (the app's), polling up to 10 s for it; whether one was found.
    static func closeAppWindow(on display: String) -> Bool {
        guard let x = XOpenDisplay(display) else { return false }
        defer { XCloseDisplay(x) }
        let protocols = XInternAtom(x, "WM_PROTOCOLS", 0)
        for _ in 0..<100 {
            if let window = appWindow(x, protocols: protocols) {
                var event = XEvent()
                event.xclient.type = ClientMessage
                event.xclient.window = window
                event.xclient.message_type = protocols
                event.xclient.format = 32
                event.xclient.data.l.0 = Int(XInternAtom(x, "WM_DELETE_WINDOW", 0))
                event.xclient.data.l.1 = Int(CurrentTime)
                XSendEvent(x, window, 0, NoEventMask, &event)
                XSync(x, 0)
                return true
            }
            usleep(100_000)
        }
        return false
    }

    private static func appWindow(_ x: OpaquePointer, protocols: Atom) -> Window? {
        var root: Window = 0, parent: Window = 0, count: UInt32 = 0
        var children: UnsafeMutablePointer<Window>?
        XQueryTree(x, XDefaultRootWindow(x), &root, &parent, &children, &count)
        defer { if let children { XFree(children) } }
        for index in 0..<Int(count) {
            guard let window = children?[index] else { continue }
            var type: Atom = 0, format: Int32 = 0, items: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            if XGetWindowProperty(x, window, protocols, 0, 8, 0, Atom(4) /* XA_ATOM */, &type, &format, &items, &after, &data) == Success,
               let data {
                XFree(data)
                if items > 0 { return window }
            }
        }
        return nil
    }
}
