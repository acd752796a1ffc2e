import CX11
import Foundation

/// Another X client on the test server that asks for selections the way a
/// careful ICCCM requestor does, one step at a time, so tests can pump the
/// app between steps and see each part of the protocol.
@MainActor
final class SelectionPeer {
    let display: OpaquePointer
    let window: Window

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw BackendHarness.HarnessError.timedOut("the peer could not open \(name)") }
        self.display = display
        window = XCreateSimpleWindow(display, XDefaultRootWindow(display), 0, 0, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        XFlush(display)
    }

    func close() {
        XDestroyWindow(display, window)
        XCloseDisplay(display)
    }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }
    func name(_ atom: Atom) -> String {
        guard atom != 0, let name = XGetAtomName(display, atom) else { return "None" }
        defer { XFree(name) }
        return String(cString: name)
    }

    /// Sends ConvertSelection for `selection` as `target` into `property` on
    /// `requestor` (the peer's window unless given).
    func convert(_ selection: String, to target: String, property: String, requestor: Window? = nil) {
        XConvertSelection(display, atom(selection), atom(target), atom(property), requestor ?? window, UInt(CurrentTime))
        XFlush(display)
    }

    /// The next event of `type` on the peer's window, if one has arrived.
    func take(_ type: Int32) -> XEvent? {
        XSync(display, 0)
        var event = XEvent()
        return XCheckTypedWindowEvent(display, window, type, &event) != 0 ? event : nil
    }

    /// Sets `property` on the peer's window (format 32 items).
    func set(_ property: String, type: String, longs: [CLong]) {
        var values = longs
        XChangeProperty(display, window, atom(property), atom(type), 32, PropModeReplace, &values, Int32(values.count))
        XFlush(display)
    }

    /// Reads `property` from the peer's window: its type's name and bytes
    /// (format 32 items as CLongs), deleting it when asked (an INCR step).
    func read(_ property: String, delete: Bool) -> (type: String, bytes: [UInt8], longs: [CLong]) {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        XGetWindowProperty(display, window, atom(property), 0, 0x1FFF_FFFF, delete ? 1 : 0, 0, &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        XFlush(display)
        guard let data else { return (name(type), [], []) }
        if format == 32 {
            let longs = data.withMemoryRebound(to: CLong.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
            return (name(type), [], longs)
        }
        return (name(type), Array(UnsafeBufferPointer(start: data, count: Int(count) * Int(format / 8))), [])
    }
}
