import CX11
import Foundation

/// Another X client on the test server that sends what it likes to the app's
/// windows, as a window manager (a ping) or a hostile client (malformed
/// ClientMessages, spoofed protocols, property writes) would. It listens on
/// the root window for SubstructureNotify, where EWMH says pongs go.
@MainActor
final class HostileWindowClient {
    let display: OpaquePointer
    let root: Window
    private var random: SystemRandomNumberGenerator

    init(display name: String) throws {
        guard let display = XOpenDisplay(name) else { throw BackendHarness.HarnessError.timedOut("the client could not open \(name)") }
        self.display = display
        root = XDefaultRootWindow(display)
        random = SystemRandomNumberGenerator()
        XSelectInput(display, root, SubstructureNotifyMask)
        XSync(display, 0)
    }

    func close() { XCloseDisplay(display) }

    func atom(_ name: String) -> Atom { XInternAtom(display, name, 0) }

    /// Sends a ClientMessage to `window` as a window manager does (no propagation, no event mask).
    func send(to window: Window, type: Atom, format: Int32, longs: (CLong, CLong, CLong, CLong, CLong)) {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = type
        event.xclient.format = format
        event.xclient.data.l = longs
        XSendEvent(display, window, 0, NoEventMask, &event)
    }

    /// Sends `_NET_WM_PING` stamped `time` to `window`.
    func ping(_ window: Window, time: CLong) {
        send(to: window, type: atom("WM_PROTOCOLS"), format: 32, longs: (CLong(atom("_NET_WM_PING")), time, CLong(window), 0, 0))
        XFlush(display)
    }

    /// The next ClientMessage that reached the root window, if one has.
    func takeRootMessage() -> XClientMessageEvent? {
        XSync(display, 0)
        var event = XEvent()
        return XCheckTypedWindowEvent(display, root, ClientMessage, &event) != 0 ? event.xclient : nil
    }

    /// `count` malformed or unknown ClientMessages to `window`, cycling through
    /// the kinds a careless or hostile client sends: WM_PROTOCOLS in format 8
    /// and 16 (naming WM_DELETE_WINDOW), WM_PROTOCOLS naming None or an unknown
    /// atom, a message_type of None, an unknown message_type, and random bytes.
    func sendMalformed(to window: Window, count: Int) {
        let protocols = atom("WM_PROTOCOLS"), delete = CLong(atom("WM_DELETE_WINDOW")), ping = CLong(atom("_NET_WM_PING"))
        let unknown = atom("XUIKIT_TEST_NOT_A_PROTOCOL")
        for index in 0..<count {
            let noise = CLong(bitPattern: UInt(random.next() as UInt64))
            switch index % 7 {
            case 0: send(to: window, type: protocols, format: 8, longs: (delete, noise, 0, 0, 0))
            case 1: send(to: window, type: protocols, format: 16, longs: (ping, 1, CLong(window), 0, 0))
            case 2: send(to: window, type: protocols, format: 32, longs: (0, 0, 0, 0, 0))
            case 3: send(to: window, type: protocols, format: 32, longs: (CLong(unknown), noise, noise, noise, noise))
            case 4: send(to: window, type: 0, format: 32, longs: (delete, 0, 0, 0, 0))
            case 5: send(to: window, type: unknown, format: 32, longs: (ping, 1, CLong(window), 0, 0))
            default: send(to: window, type: Atom(UInt(random.next() as UInt64) & 0x1FFF_FFFF), format: 32,
                          longs: (noise, noise, noise, noise, noise))
            }
        }
        XFlush(display)
    }

    /// Writes properties on `window` the app never asked for: a `WM_NAME` of
    /// `hugeBytes` bytes, a `_NET_WM_NAME` of invalid UTF-8 in format 16, its
    /// `WM_PROTOCOLS` replaced by garbage, and `count` random properties.
    func scribble(on window: Window, hugeBytes: Int, count: Int) {
        var huge = [UInt8](repeating: 0x41, count: hugeBytes)
        XChangeProperty(display, window, atom("WM_NAME"), atom("STRING"), 8, PropModeReplace, &huge, Int32(huge.count))
        var bad: [UInt16] = [0xFFFF, 0xD800, 0xC0C0, 0]
        XChangeProperty(display, window, atom("_NET_WM_NAME"), atom("UTF8_STRING"), 16, PropModeReplace, &bad, Int32(bad.count))
        var junk: [CLong] = [-1, 0, 12_345]
        XChangeProperty(display, window, atom("WM_PROTOCOLS"), atom("INTEGER"), 32, PropModeReplace, &junk, Int32(junk.count))
        for index in 0..<count {
            var bytes = (0..<(index % 64)).map { _ in UInt8.random(in: 0...255, using: &random) }
            let name = atom("XUIKIT_TEST_JUNK_\(index % 16)")
            XChangeProperty(display, window, name, atom("XUIKIT_TEST_TYPE"), 8, index % 3 == 0 ? PropModeAppend : PropModeReplace,
                            &bytes, Int32(bytes.count))
            if index % 5 == 0 { XDeleteProperty(display, window, name) }
        }
        XFlush(display)
    }

    /// A format 32 property of `window` (C longs, as Xlib gives them), read at most 64 items.
    func longs(_ property: String, of window: Window) -> [CLong] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom(property), 0, 64, 0, 0, &type, &format, &count, &after, &data) == Success,
              let data else { return [] }
        defer { XFree(data) }
        guard format == 32 else { return [] }
        return data.withMemoryRebound(to: CLong.self, capacity: Int(count)) { Array(UnsafeBufferPointer(start: $0, count: Int(count))) }
    }

    /// A format 8 property of `window` as bytes (at most 1 KiB).
    func bytes(_ property: String, of window: Window) -> [UInt8] {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atom(property), 0, 256, 0, 0, &type, &format, &count, &after, &data) == Success,
              let data else { return [] }
        defer { XFree(data) }
        guard format == 8 else { return [] }
        return Array(UnsafeBufferPointer(start: data, count: Int(count)))
    }
}
