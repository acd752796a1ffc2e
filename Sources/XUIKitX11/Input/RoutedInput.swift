import XUIKitCore

/// One routed input: an `InputEvent` for the top-level X window `window`.
///
/// `window` is the X Window id (an XID) as `UInt`, so nothing outside the
/// backend needs an X type to route it.
struct RoutedInput: Equatable {
    var window: UInt
    var event: InputEvent
}
