internal import CX11
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
        inputMethod = XOpenIM(display, nil, nil, nil)
        for window in attachedWindows { makeInputContext(window: window) }
        if let focusedWindow, let ic = inputContexts[focusedWindow]?.ic { XSetICFocus(ic) }
    }

    func makeInputContext(window: UInt) {
        if inputContexts[window] == nil, let inputMethod, let context = InputMethodContext(inputMethod: inputMethod, window: window) {
            inputContexts[window] = context
        }
    }

    /// Tells `window`'s input method where the caret is, before it sees a key press.
    func updateSpotLocation(window: UInt) {
        guard let context = inputContexts[window], context.wantsSpotLocation, let spot = caretLocator?(window) else { return }
        context.setSpot(x: spot.x, y: spot.y)
    }

    /// Whether `window` has an input context (an input method was found and accepted it).
    func hasInputContext(window: UInt) -> Bool { inputContexts[window] != nil }
    /// The spot location last given to `window`'s input context, for tests.
    func spotLocation(window: UInt) -> (x: Int32, y: Int32)? { inputContexts[window]?.spotLocation }

    /// The input style `window`'s context uses (an XIMStyle), for tests.
    func inputStyle(window: UInt) -> UInt? { inputContexts[window]?.style }

    /// Preedit changes the input method reported while filtering, as routed input.
    func takeCompositions() -> [RoutedInput] {
        var routed: [RoutedInput] = []
        for context in inputContexts.values where context.isOnTheSpot {
            for composition in context.takeCompositions() {
                routed.append(RoutedInput(window: context.window, event: .composition(composition, timestamp: clock.now)))
            }
        }
        return routed
    }
}
