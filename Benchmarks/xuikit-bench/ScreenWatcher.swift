import CX11
import CXDamage
import Foundation
import TouchServerX11
import X11Client

/// Waits, from the bench's own X connection, for pixels to appear on the
/// screen of a headless server, and says when they did.
///
/// Two ways (`Method`):
/// - `damage` (the default): the DAMAGE extension on the root window, which
///   reports rendering into any window. The bench sleeps in poll(2) until the
///   server reports damage, then reads the region with XGetImage and checks
///   it; if it is not there yet, it waits for the next report. The moment is
///   when the report was read (the drawing request had completed by then).
/// - `poll`: XGetImage of the region over and over until it matches. Each
///   read is a round trip the server answers between the client's requests,
///   so on a busy 2-CPU machine it competes with the client for the server.
///
/// `xuikit-bench --pixel-only --pixel-method poll` prints the figures by
/// polling; the README says which is less intrusive, as measured.
final class ScreenWatcher {
    enum Method: String { case damage, poll }

    let display: XDisplay
    let method: Method
    /// The DAMAGE object on the root window; it goes with the connection (the caller closes `display`).
    private var damage: Damage = 0
    private var damageEventBase: Int32 = 0

    init(display: XDisplay, method: Method) throws {
        self.display = display
        self.method = method
        if method == .damage {
            var errorBase: Int32 = 0
            guard XDamageQueryExtension(display.handle, &damageEventBase, &errorBase) != 0 else {
                throw BenchError("the X server has no DAMAGE extension (use --pixel-method poll)")
            }
            damage = XDamageCreate(display.handle, display.rootWindow, Int32(XDamageReportNonEmpty))
            XSync(display.handle, 0)
        }
    }

    /// Forgets the damage so far: call just before sending the input whose pixels `wait` looks for.
    func arm() {
        guard method == .damage else { return }
        XDamageSubtract(display.handle, damage, 0, 0)
        XSync(display.handle, 0)
        var event = XEvent()
        while XPending(display.handle) > 0 { XNextEvent(display.handle, &event) }
    }

    /// The moment (CLOCK_MONOTONIC nanoseconds) the pixels of the rectangle
    /// (root coordinates) first satisfied `isShown`, or nil after `timeout` seconds.
    func wait(x: Int, y: Int, width: Int, height: Int, timeout: TimeInterval,
              until isShown: ([UInt32]) -> Bool) throws -> UInt64? {
        let deadline = monotonicNanoseconds() + UInt64(timeout * 1e9)
        func capture() throws -> [UInt32] {
            try ScreenCapture(display: display, x: x, y: y, width: width, height: height).pixels
        }
        switch method {
        case .poll:
            while monotonicNanoseconds() < deadline {
                if isShown(try capture()) { return monotonicNanoseconds() }
            }
            return nil
        case .damage:
            let descriptor = XConnectionNumber(display.handle)
            var event = XEvent()
            while true {
                var damaged = false
                while XPending(display.handle) > 0 {
                    XNextEvent(display.handle, &event)
                    if event.type == damageEventBase + Int32(XDamageNotify) { damaged = true }
                }
                if damaged {
                    let moment = monotonicNanoseconds()
                    // Subtract before reading, so drawing after the read reports again.
                    XDamageSubtract(display.handle, damage, 0, 0)
                    if isShown(try capture()) { return moment }
                    continue
                }
                let now = monotonicNanoseconds()
                guard now < deadline else { return nil }
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, Int32((deadline - now) / 1_000_000) + 1)
            }
        }
    }

    /// The top-level window whose left edge is at `x` (the bench clients' windows), if mapped.
    func topLevelWindow(atX x: Int) -> Window? {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display.handle, display.rootWindow, &root, &parent, &children, &count) != 0, let children else { return nil }
        defer { XFree(children) }
        for index in (0..<Int(count)).reversed() {
            var attributes = XWindowAttributes()
            guard XGetWindowAttributes(display.handle, children[index], &attributes) != 0 else { continue }
            if attributes.map_state == Int32(IsViewable) && Int(attributes.x) == x { return children[index] }
        }
        return nil
    }

    /// Gives `window` the keyboard focus (there is no window manager to do it).
    func focus(_ window: Window) {
        XSetInputFocus(display.handle, window, Int32(RevertToPointerRoot), Time(CurrentTime))
        XSync(display.handle, 0)
    }
}
