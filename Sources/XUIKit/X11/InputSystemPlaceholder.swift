import CX11
import Foundation
// TEMPORARY until the input branch merges (replaced by X11/Input/*).
struct RoutedInput: Equatable { var window: UInt; var event: InputEvent }
struct InputDeviceRegistry {}
final class X11InputSystem {
    init(display: OpaquePointer, xiOpcode: Int32, scale: CGFloat, clock: InputClock) {}
    func attach(window: UInt) {}
    func detach(window: UInt) -> [RoutedInput] { [] }
    func handle(_ event: inout XEvent) -> [RoutedInput]? { nil }
    func flush() -> [RoutedInput] { [] }
    var devices: InputDeviceRegistry { InputDeviceRegistry() }
}
