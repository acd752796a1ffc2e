import Foundation
import XUIKitCore

/// Pointer translation: button 1 as an `.indirectPointer` touch, hover, leave, wheel.
///
/// A pointer touch's lifetime: button-1 press -> began (a press while one is
/// live cancels it first) -> motion -> moved -> button-1 release -> ended.
/// Button 1 of master pointer M is touch (M, 0).
extension XI2Translator {
    /// NotifyInferior: the pointer went into a child window, so it did not leave ours.
    private static let notifyInferior: Int32 = 2

    static func pointerTouchID(master: Int) -> TouchInput.ID { TouchInput.ID(device: master, touch: 0) }

    mutating func translatePointer(_ event: XI2DeviceEventRecord) -> [RoutedInput] {
        if event.kind == .buttonPress, let delta = Self.scrollDelta(button: event.detail) {
            let scroll = ScrollInput(location: point(event), delta: delta)
            return frames.flush() + [RoutedInput(window: event.window, event: .scroll(scroll, timestamp: event.timestamp))]
        }
        guard !event.isPointerEmulated else { return [] }
        let id = Self.pointerTouchID(master: event.deviceID)
        switch event.kind {
        case .buttonPress where event.detail == 1:
            var out: [RoutedInput] = []
            if touches.contains(id) { out += cancelTouches(timestamp: event.timestamp) { $0.last.id == id } }
            let input = TouchInput(id: id, phase: .began, location: point(event), type: .indirectPointer)
            touches[id] = TouchTrack(window: event.window, last: input)
            return out + frames.add(input, window: event.window, timestamp: event.timestamp)
        case .buttonRelease where event.detail == 1, .motion where touches.contains(id):
            guard var track = touches[id] else { return [] }
            let phase: TouchInput.Phase = event.kind == .motion ? .moved : .ended
            guard let input = track.change(to: phase, location: point(event), force: nil, majorRadius: nil) else {
                return []
            }
            touches[id] = phase == .ended ? nil : track
            return frames.add(input, window: track.window, timestamp: event.timestamp)
        case .motion where event.buttons.isEmpty:
            return frames.addHover(point(event), window: event.window, timestamp: event.timestamp)
        case .leave where !touches.contains(id) && event.detail != Self.notifyInferior:
            return frames.addHover(nil, window: event.window, timestamp: event.timestamp)
        default:
            return []
        }
    }

    /// The scroll of one click of wheel button 4-7 (see `scrollPointsPerClick`), nil for other buttons.
    static func scrollDelta(button: Int32) -> CGPoint? {
        let step = scrollPointsPerClick
        switch button {
        case 4: return CGPoint(x: 0, y: step)
        case 5: return CGPoint(x: 0, y: -step)
        case 6: return CGPoint(x: step, y: 0)
        case 7: return CGPoint(x: -step, y: 0)
        default: return nil
        }
    }
}
