internal import CX11
internal import CXShim
import Foundation
import XUIKitCore

/// What the input system knows of a server's method that may stop
/// answering (see `InputMethodWatchdog`).
struct InputMethodServerGuard {
    /// The watchdog, made when a server's method first opens.
    var watchdog: InputMethodWatchdog?
    /// Whether the open method is a server's (the local method never waits).
    var isServerMethod = false
    /// A guarded call was cut short: the server is given up at the next safe point.
    var isStalled = false
    /// A guarded call is running.
    var isGuarding = false
    /// The window of a server given up while it still existed: watched, and
    /// the server not reopened (its `XOpenIM` could hang) until it is destroyed.
    var stalledServerWindow: Window?
}

/// An input method server that stops answering in the middle of a request
/// costs at most `InputMethodWatchdog.bound`, then typing goes on through
/// Xlib's local method, as when the server dies between requests:
///
/// - every Xlib call that may wait for the server (`XFilterEvent`, creating,
///   moving and destroying contexts, closing the method) runs guarded;
/// - once one was cut short, at the next safe point (outside Xlib's
///   callbacks) the contexts are destroyed and the method closed, each of
///   their requests cut short at once, a preedit in progress ends (dropped,
///   as when the server dies), and the local method opens with new contexts;
/// - the server is not reopened while its window exists (a stopped server
///   would hang `XOpenIM`); once it is destroyed (killed, or quit), the
///   usual watch for it to start again resumes.
extension X11InputSystem {
    /// Runs `body` bounded by the watchdog when the open method is a server's.
    /// (A call inside another guarded call is bounded by that one's deadline.)
    func boundedByWatchdog<T>(_ body: () -> T) -> T {
        guard serverGuard.isServerMethod, !serverGuard.isGuarding, let watchdog = serverGuard.watchdog else { return body() }
        serverGuard.isGuarding = true
        defer { serverGuard.isGuarding = false }
        let (value, cutShort) = watchdog.guarding(immediately: serverGuard.isStalled, body)
        if cutShort { serverGuard.isStalled = true }
        return value
    }

    /// `XFilterEvent`, bounded; also notices the destruction of a server given up on.
    func filterEvent(_ event: inout XEvent) -> Bool {
        if event.type == DestroyNotify, let window = serverGuard.stalledServerWindow, event.xdestroywindow.window == window {
            serverGuard.stalledServerWindow = nil
            watchForInputMethodServer()
        }
        return boundedByWatchdog { XFilterEvent(&event, 0) != 0 }
    }

    /// Marks the method just opened as a server's (or not), making the watchdog the first time.
    func noteOpenedMethod(isServer: Bool) {
        serverGuard.isServerMethod = isServer
        serverGuard.isStalled = false
        if isServer, serverGuard.watchdog == nil { serverGuard.watchdog = InputMethodWatchdog(display: display) }
    }

    /// Gives up on a server whose request was cut short (see the extension's contract); does nothing otherwise.
    func abandonStalledServerIfNeeded() {
        guard serverGuard.isStalled, serverGuard.isServerMethod else { return }
        let serverWindow = inputMethodServerWindow()
        let contexts = inputContexts
        inputContexts.removeAll()
        for context in contexts.values {
            let hadPreedit = context.hasPreedit
            boundedByWatchdog { context.destroy() }
            if hadPreedit {
                let ended = CompositionInput(text: "", selectedRange: NSRange(location: 0, length: 0))
                endedCompositions.append(RoutedInput(window: context.window, event: .composition(ended, timestamp: clock.now)))
            }
        }
        if let method = inputMethod {
            inputMethod = nil
            boundedByWatchdog { XCloseIM(method) }
        }
        inputMethodServerChange = nil  // closing may have called the destroy callback
        serverGuard.isServerMethod = false
        serverGuard.isStalled = false
        if serverWindow != 0 {
            // Told when it goes: select its destruction (trapped: it may be gone already).
            cx_input_error_trap_push(display)
            XSelectInput(display, serverWindow, StructureNotifyMask)
            serverGuard.stalledServerWindow = cx_input_error_trap_pop(display) == 0 ? serverWindow : nil
        }
        openLocalInputMethod()
        for window in attachedWindows { makeInputContext(window: window) }
        if let focusedWindow, let ic = inputContexts[focusedWindow]?.ic { XSetICFocus(ic) }
    }

    /// The window owning the selection of the server the locale modifiers name (`@server=NAME`), 0 if none.
    private func inputMethodServerWindow() -> Window {
        guard let name = InputMethodServerChange.serverName(inModifiers: localeModifiers) else { return 0 }
        return XGetSelectionOwner(display, XInternAtom(display, "@server=\(name)", 0))
    }
}
