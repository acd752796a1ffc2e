import Foundation
import XUIKitCore

/// Synthetic input for one window through the public funnel, on the
/// application's clock: for tests, replays and demos without a device.
///
///     let input = InputSimulator(window: window)
///     input.down(1, at: CGPoint(x: 10, y: 10))
///     input.advance(by: 0.1)
///     input.frame([.moved(1, to: p1), .began(2, at: p2)])   // one input frame
///     input.up(1, at: p1)
///
/// Each call is one input frame stamped with the clock's current time.
@preconcurrency @MainActor
public final class InputSimulator {
    public let window: UIWindow
    /// The device id put on the simulated touches.
    public var device: Int
    /// The touch type put on the simulated touches.
    public var touchType: UITouch.TouchType

    public init(window: UIWindow, device: Int = 0, touchType: UITouch.TouchType = .direct) {
        self.window = window
        self.device = device
        self.touchType = touchType
    }

    /// The application's clock.
    public var clock: InputClock { UIApplication.shared.inputClock }

    /// One change in a frame.
    public enum Change: Sendable {
        case began(UInt32, at: CGPoint)
        case moved(UInt32, to: CGPoint)
        case ended(UInt32, at: CGPoint)
        case cancelled(UInt32, at: CGPoint)
    }

    /// Sends several touch changes as one input frame.
    public func frame(_ changes: [Change], force: CGFloat? = nil) {
        let inputs = changes.map { change -> TouchInput in
            let (id, phase, point): (UInt32, TouchInput.Phase, CGPoint)
            switch change {
            case let .began(i, p): (id, phase, point) = (i, .began, p)
            case let .moved(i, p): (id, phase, point) = (i, .moved, p)
            case let .ended(i, p): (id, phase, point) = (i, .ended, p)
            case let .cancelled(i, p): (id, phase, point) = (i, .cancelled, p)
            }
            return TouchInput(
                id: .init(device: device, touch: id), phase: phase, location: point,
                force: force, maximumPossibleForce: force == nil ? 0 : TouchInput.standardMaximumPossibleForce, type: touchType)
        }
        UIApplication.shared.handle(.touches(inputs, timestamp: clock.now), in: window)
        UIApplication.shared.endRunLoopPass()
    }

    public func down(_ id: UInt32, at point: CGPoint) { frame([.began(id, at: point)]) }
    public func move(_ id: UInt32, to point: CGPoint) { frame([.moved(id, to: point)]) }
    public func up(_ id: UInt32, at point: CGPoint) { frame([.ended(id, at: point)]) }
    public func cancel(_ id: UInt32, at point: CGPoint) { frame([.cancelled(id, at: point)]) }

    /// A finger going down and up at `point`, `duration` seconds apart.
    public func tap(_ id: UInt32 = 1, at point: CGPoint, duration: TimeInterval = 0.05) {
        down(id, at: point)
        advance(by: duration)
        up(id, at: point)
    }

    /// Moves finger `id` from `start` to `end` in `steps` moves spread over `duration` seconds.
    public func drag(_ id: UInt32, from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.2) {
        for step in 1...max(1, steps) {
            advance(by: duration / Double(max(1, steps)))
            let t = CGFloat(step) / CGFloat(max(1, steps))
            move(id, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
    }

    /// The pointer, with no button down, moving to `point` in window space (nil:
    /// leaving the window): what drives `UIHoverGestureRecognizer`.
    public func hover(to point: CGPoint?) {
        UIApplication.shared.handle(.hover(HoverInput(location: point), timestamp: clock.now), in: window)
        UIApplication.shared.endRunLoopPass()
    }

    /// Moves the application's (manual) clock forward, firing timers.
    public func advance(by seconds: TimeInterval) { clock.advance(by: seconds) }

    /// A key press and release.
    public func key(
        _ keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil,
        modifiers: UIKeyModifierFlags = []
    ) {
        keyDown(keyCode, characters: characters, charactersIgnoringModifiers: charactersIgnoringModifiers, modifiers: modifiers)
        keyUp(keyCode, characters: characters, charactersIgnoringModifiers: charactersIgnoringModifiers, modifiers: modifiers)
    }

    public func keyDown(_ keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil, modifiers: UIKeyModifierFlags = [], isRepeat: Bool = false) {
        let input = KeyInput(isDown: true, keyCode: keyCode, characters: characters, charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifiers, isRepeat: isRepeat)
        UIApplication.shared.handle(.key(input, timestamp: clock.now), in: window)
        UIApplication.shared.endRunLoopPass()
    }

    public func keyUp(_ keyCode: UIKeyboardHIDUsage, characters: String, charactersIgnoringModifiers: String? = nil, modifiers: UIKeyModifierFlags = []) {
        let input = KeyInput(isDown: false, keyCode: keyCode, characters: characters, charactersIgnoringModifiers: charactersIgnoringModifiers, modifierFlags: modifiers)
        UIApplication.shared.handle(.key(input, timestamp: clock.now), in: window)
        UIApplication.shared.endRunLoopPass()
    }

    /// A scroll of `delta` points at `point`.
    public func scroll(at point: CGPoint, by delta: CGPoint) {
        UIApplication.shared.handle(.scroll(ScrollInput(location: point, delta: delta), timestamp: clock.now), in: window)
        UIApplication.shared.endRunLoopPass()
    }

    /// A middle-button press at `point` (X's primary paste).
    public func middleClick(at point: CGPoint) {
        UIApplication.shared.handle(.middleClick(point, timestamp: clock.now), in: window)
        UIApplication.shared.endRunLoopPass()
    }
}
