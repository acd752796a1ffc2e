internal import CX11
import XUIKitCore

/// The input-method side of the input system: the contexts' styles, the
/// caret as spot location, and preedit changes handed on as routed input.
extension X11InputSystem {
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
