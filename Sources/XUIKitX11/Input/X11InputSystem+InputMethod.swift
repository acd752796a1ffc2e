internal import CX11
internal import CXShim
import XUIKitCore

/// The input-method side of the input system: opening the input method
/// lazily, the contexts' styles, the caret as spot location, and preedit
/// changes handed on as routed input.
extension X11InputSystem {
    /// Opens the input method (none is fine) and makes the attached windows'
    /// input contexts, the focused one focused, on the first call; later
    /// calls do nothing. Called on the first key press, before the input
    /// method filters it (so a dead key or compose sequence typed first
    /// composes), and by the backend when a text input becomes first
    /// responder (so an input method server's preedit is ready before typing).
    /// Not at start: `XOpenIM` parses the locale's Compose table, about a
    /// fifth of an app's start-to-first-frame time.
    func openInputMethodIfNeeded() {
        guard !isInputMethodOpened else { return }
        isInputMethodOpened = true
        openInputMethod()
    }

    /// Opens the method the locale modifiers name and makes the contexts.
    /// When they name a server that is not running, opens Xlib's local
    /// method (compose and dead keys) in its place, as xterm and GTK do, and
    /// asks Xlib to tell when the server starts. A server's method is asked
    /// to tell when the server goes away.
    ///
    /// A server given up on while it still exists (it stopped answering:
    /// `X11InputSystem+InputMethodStall`) is not opened again until it is destroyed.
    private func openInputMethod() {
        if serverGuard.stalledServerWindow == nil, let method = XOpenIM(display, nil, nil, nil) {
            inputMethod = method
            noteOpenedMethod(isServer: namesInputMethodServer)
            if namesInputMethodServer {
                _ = cx_input_set_destroy_callback(method, inputMethodServerDestroyed, selfPointer)
            }
        } else if namesInputMethodServer {
            openLocalInputMethod()
            if serverGuard.stalledServerWindow == nil { watchForInputMethodServer() }
        }
        for window in attachedWindows { makeInputContext(window: window) }
        if let focusedWindow, let ic = inputContexts[focusedWindow]?.ic { XSetICFocus(ic) }
    }

    /// Opens Xlib's local method (compose and dead keys) in place of the named server's.
    func openLocalInputMethod() {
        _ = XSetLocaleModifiers("@im=none")
        inputMethod = XOpenIM(display, nil, nil, nil)
        _ = XSetLocaleModifiers(localeModifiers)  // the watch, and the next open, look for the server
        noteOpenedMethod(isServer: false)
    }

    /// Whether the locale modifiers name an input method server (`@im=NAME`, other than none or local).
    var namesInputMethodServer: Bool { InputMethodServerChange.serverName(inModifiers: localeModifiers) != nil }

    /// Acts on what the input method's server did (called after XFilterEvent,
    /// outside Xlib's callbacks): gone, typing goes on through the local
    /// method until the server is back; back, its method replaces the local one.
    func followInputMethodServer() {
        guard let change = inputMethodServerChange else { return }
        inputMethodServerChange = nil
        if change == .appeared {
            stopWatchingForInputMethodServer()
            for context in inputContexts.values { boundedByWatchdog { context.destroy() } }
            inputContexts.removeAll()
            if let inputMethod { boundedByWatchdog { XCloseIM(inputMethod) } }
            inputMethod = nil
        }
        openInputMethod()
    }

    /// Xlib, inside XFilterEvent, says the server went away; it frees the
    /// method and its contexts when this returns, so they are forgotten
    /// here without being touched, and preedits in progress end.
    fileprivate func inputMethodServerWentAway() {
        for context in inputContexts.values {
            if let ended = context.forget() {
                endedCompositions.append(RoutedInput(window: context.window, event: .composition(ended, timestamp: clock.now)))
            }
        }
        inputContexts.removeAll()
        inputMethod = nil
        inputMethodServerChange = .wentAway
    }

    /// Xlib, inside XFilterEvent (or the registration itself), says the named server can be opened.
    fileprivate func inputMethodServerAppeared() {
        if inputMethodServerChange == nil { inputMethodServerChange = .appeared }
    }

    func watchForInputMethodServer() {
        guard !isWatchingForInputMethodServer else { return }
        isWatchingForInputMethodServer = XRegisterIMInstantiateCallback(display, nil, nil, nil, inputMethodServerInstantiated, selfPointer) != 0
    }

    /// Stops the watch (outside Xlib's callbacks: unregistering inside one frees what Xlib still uses).
    func stopWatchingForInputMethodServer() {
        guard isWatchingForInputMethodServer else { return }
        isWatchingForInputMethodServer = false
        _ = XUnregisterIMInstantiateCallback(display, nil, nil, nil, inputMethodServerInstantiated, selfPointer)
    }

    /// This system as Xlib's client data for its callbacks (not retained: `close()` ends the watch,
    /// and a closed method calls nothing).
    private var selfPointer: XPointer {
        Unmanaged.passUnretained(self).toOpaque().assumingMemoryBound(to: CChar.self)
    }

    func makeInputContext(window: UInt) {
        if inputContexts[window] == nil, let inputMethod,
           let context = boundedByWatchdog({ InputMethodContext(inputMethod: inputMethod, window: window) }) {
            inputContexts[window] = context
        }
    }

    /// Tells `window`'s input method where the caret is, before it sees a key press.
    func updateSpotLocation(window: UInt) {
        guard let context = inputContexts[window], context.wantsSpotLocation, let spot = caretLocator?(window) else { return }
        boundedByWatchdog { context.setSpot(x: spot.x, y: spot.y) }
    }

    /// Whether `window` has an input context (an input method was found and accepted it).
    func hasInputContext(window: UInt) -> Bool { inputContexts[window] != nil }
    /// The spot location last given to `window`'s input context, for tests.
    func spotLocation(window: UInt) -> (x: Int32, y: Int32)? { inputContexts[window]?.spotLocation }

    /// The input style `window`'s context uses (an XIMStyle), for tests.
    func inputStyle(window: UInt) -> UInt? { inputContexts[window]?.style }

    /// Preedit changes the input method reported while filtering, as routed input.
    func takeCompositions() -> [RoutedInput] {
        var routed: [RoutedInput] = endedCompositions
        endedCompositions.removeAll()
        for context in inputContexts.values where context.isOnTheSpot {
            for composition in context.takeCompositions() {
                routed.append(RoutedInput(window: context.window, event: .composition(composition, timestamp: clock.now)))
            }
        }
        return routed
    }
}

/// What an input method server did, as Xlib's callbacks tell it.
enum InputMethodServerChange: Equatable {
    /// Its window went away (it crashed, quit or restarts): its method and contexts are freed.
    case wentAway
    /// The server the locale modifiers name can be opened (it started, or started again).
    case appeared

    /// The input method server `@im=NAME` in `modifiers` names, nil for none
    /// (no `@im`, an empty name, or Xlib's own `none` and `local`).
    static func serverName(inModifiers modifiers: String) -> String? {
        guard let start = modifiers.range(of: "@im=") else { return nil }
        let name = modifiers[start.upperBound...].prefix { $0 != "@" }
        return name.isEmpty || name == "none" || name == "local" ? nil : String(name)
    }
}

/// XNDestroyCallback: the method's server went away.
private func inputMethodServerDestroyed(_ method: XIM?, _ client: XPointer?, _ data: XPointer?) {
    guard let client else { return }
    let system = Unmanaged<X11InputSystem>.fromOpaque(UnsafeRawPointer(client)).takeUnretainedValue()
    MainActor.assumeIsolated { system.inputMethodServerWentAway() }
}

/// XRegisterIMInstantiateCallback's callback: the named server can be opened.
private func inputMethodServerInstantiated(_ display: OpaquePointer?, _ client: XPointer?, _ data: XPointer?) {
    guard let client else { return }
    let system = Unmanaged<X11InputSystem>.fromOpaque(UnsafeRawPointer(client)).takeUnretainedValue()
    MainActor.assumeIsolated { system.inputMethodServerAppeared() }
}
