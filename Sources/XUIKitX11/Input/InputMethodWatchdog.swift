internal import CX11
import Foundation

/// Bounds how long the app waits inside Xlib for an input method server.
///
/// Xlib's XIM client (libX11 `imTrX.c`) waits for each reply with `XIfEvent`
/// on the app's own connection until a ClientMessage of type `_XIM_PROTOCOL`
/// arrives, for any window (`_CheckCMEvent`). A server that dies in the middle
/// of a request, or stops answering (stopped, deadlocked), never sends one:
/// the app would hang inside `_XimRead` for good. A window's DestroyNotify
/// does not help there: `XIfEvent` only queues it, and Xlib acts on it in
/// `XFilterEvent`, after the wait.
///
/// `guarding(_:)` arms a deadline around a call that may wait; a thread
/// with its own connection to the server sleeps until the deadline, and if
/// the call is still running then, sends a `_XIM_PROTOCOL` ClientMessage to a
/// window of the app's connection, in the 32-bit form that names a property
/// holding the data, naming one that does not exist. The waiting `XIfEvent`
/// takes it, Xlib reads no data from it, and the request returns failed
/// (`_XimXGetReadData` -> `_XimRead` false): the app goes on. Whether the
/// call was cut short is returned, so the input system can give up on that
/// server and use Xlib's local method (see `X11InputSystem+InputMethodStall`).
///
/// Not bounded: `XOpenIM` itself, whose connection handshake waits on other
/// events (the server's selection conversion and `_XIM_XCONNECT`); the
/// input system does not reopen a server it gave up on until that server's
/// window is destroyed.
final class InputMethodWatchdog: @unchecked Sendable {
    /// The longest a guarded call waits for the server (then it fails). Long
    /// enough that a live server on a loaded machine answers well within it
    /// (a server given up on is not used again while it runs).
    static let bound: TimeInterval = 5
    /// How soon a call already woken once is woken again if it waits once more.
    static let rewake: TimeInterval = 0.05

    private let condition = NSCondition()
    // Guarded by `condition`.
    private var deadline: Date?
    private var fired = false
    private var stopped = false
    /// Signalled once the thread has closed its connection (`stop()` waits for it).
    private let closed = DispatchSemaphore(value: 0)

    /// The watchdog's own connection: used only on its thread (and opened and closed around it).
    private let wakeDisplay: OpaquePointer
    /// The app's connection; used on the app's thread only (`purge()`, `stop()`).
    private let appDisplay: OpaquePointer
    /// An input-only window of the app's connection, which the wake-up is sent to.
    private let wakeWindow: Window
    private let protocolAtom: Atom, missingProperty: Atom
    /// This watchdog's bound (`InputMethodWatchdog.bound` but in tests).
    let bound: TimeInterval

    /// Opens the watchdog's connection to `display`'s server and starts its thread; nil if the server refuses the connection.
    init?(display: OpaquePointer, bound: TimeInterval = InputMethodWatchdog.bound) {
        guard let name = XDisplayString(display), let wake = XOpenDisplay(name) else { return nil }
        self.bound = bound
        appDisplay = display
        wakeDisplay = wake
        let root = XDefaultRootWindow(display)
        wakeWindow = XCreateWindow(display, root, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil, 0, nil)
        XSync(display, 0)  // the window exists before the other connection may send to it
        protocolAtom = XInternAtom(wake, "_XIM_PROTOCOL", 0)
        missingProperty = XInternAtom(wake, "_XUIKIT_IM_WATCHDOG", 0)
        let thread = Thread { [self] in run() }
        thread.name = "XUIKit input method watchdog"
        thread.start()
    }

    /// Runs `body`, an Xlib call that may wait for the input method server,
    /// at most `bound` seconds (`immediately`: not at all; the server is
    /// already known to be gone). Returns its result and whether it was cut short.
    func guarding<T>(immediately: Bool = false, _ body: () -> T) -> (value: T, cutShort: Bool) {
        condition.lock()
        deadline = Date().addingTimeInterval(immediately ? 0 : bound)
        fired = false
        condition.signal()
        condition.unlock()
        let value = body()
        condition.lock()
        let cutShort = fired
        deadline = nil
        fired = false
        condition.unlock()
        if cutShort { purge() }
        return (value, cutShort)
    }

    /// Ends the thread and destroys the wake window (before the app's connection closes).
    /// Returns once the thread has closed its own connection, so that connection
    /// never sees the server go (Xlib's I/O error handler ends the process).
    func stop() {
        condition.lock()
        let wasStopped = stopped
        stopped = true
        condition.signal()
        condition.unlock()
        guard !wasStopped else { return }
        closed.wait()
        XDestroyWindow(appDisplay, wakeWindow)
    }

    /// The thread: waits for a deadline to pass while armed, then wakes the waiting call.
    ///
    /// One call may wait several times (`XCloseIM` closes, then disconnects):
    /// once it was woken, it is woken again every `rewake` seconds until it returns.
    private func run() {
        condition.lock()
        while !stopped {
            guard let due = deadline else {
                condition.wait()
                continue
            }
            if Date() < due, condition.wait(until: due) { continue }  // disarmed or re-armed meanwhile
            if deadline == due, Date() >= due {
                fired = true
                sendWake()  // under the lock: the caller's disarm sees `fired` only once the wake was delivered
                deadline = Date().addingTimeInterval(Self.rewake)
            }
        }
        condition.unlock()
        XCloseDisplay(wakeDisplay)
        closed.signal()
    }

    /// Sends the wake-up and waits until the server has delivered it to the app's connection.
    private func sendWake() {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = wakeWindow
        event.xclient.message_type = protocolAtom
        event.xclient.format = 32
        event.xclient.data.l.0 = 4  // the data's length, in a property that does not exist
        event.xclient.data.l.1 = Int(missingProperty)
        XSendEvent(wakeDisplay, wakeWindow, 0, NoEventMask, &event)
        XSync(wakeDisplay, 0)
    }

    /// Drops a wake-up that arrived after the call ended on its own (it would cut the next request short).
    private func purge() {
        XSync(appDisplay, 0)
        var event = XEvent()
        while XCheckTypedWindowEvent(appDisplay, wakeWindow, ClientMessage, &event) != 0 {}
    }
}
