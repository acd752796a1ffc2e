import Foundation
import XUIKitCore

/// Pointer translation: button 1 as an `.indirectPointer` touch, button 2 as
/// a middle click (primary paste), hover, leave, wheel.
///
/// A pointer touch's lifetime: button-1 press -> began (a press while one is
/// live cancels it first) -> motion -> moved -> button-1 release -> ended.
/// Button 1 of master pointer M is touch (M, 0).
extension XI2Translator {
    /// NotifyInferior: the pointer went into a child window, so it did not leave ours.
    private static let notifyInferior: Int32 = 2

    static func pointerTouchID(master: Int) -> TouchInput.ID { TouchInput.ID(device: master, touch: 0) }

    mutating func translatePointer(_ event: XI2DeviceEventRecord) -> [RoutedInput] {
        let smooth = devices[event.sourceID]?.scrollAxes ?? []
        if event.kind == .buttonPress, let delta = Self.scrollDelta(button: event.detail) {
            // A smooth-scroll device's clicks are the server's emulation of its valuators, which count instead.
            if event.isPointerEmulated, !smooth.isEmpty { return [] }
            // A real click of such a device: the server moves the valuator one increment for it (motion the
            // system drops unread), so the start moves too and the next smooth scroll does not count it again.
            if !smooth.isEmpty { advanceScrollStart(for: event.detail, source: event.sourceID, axes: smooth) }
            let scroll = ScrollInput(location: point(event), delta: delta)
            return frames.flush() + [RoutedInput(window: event.window, event: .scroll(scroll, timestamp: event.timestamp))]
        }
        var scrolled: [RoutedInput] = []
        if event.kind == .motion, !smooth.isEmpty {
            // Emulated valuator motion (a wheel's click) moves the values too, but scrolls nothing more.
            let delta = smoothScrollDelta(event, axes: smooth)
            if let delta, !event.isPointerEmulated {
                let scroll = ScrollInput(location: point(event), delta: delta)
                scrolled = frames.flush() + [RoutedInput(window: event.window, event: .scroll(scroll, timestamp: event.timestamp))]
            }
        }
        guard !event.isPointerEmulated else { return [] }
        return scrolled + translatePointerTouch(event)
    }

    /// The scroll a motion's smooth-scroll valuators made since the source's last
    /// one (XI 2.1: the values accumulate; the first counts from the value the device query read),
    /// in points: one `increment` is a wheel click's `scrollPointsPerClick`,
    /// growing values scrolling down or right as buttons 5 and 7 do. Nil when nothing scrolled.
    mutating func smoothScrollDelta(_ event: XI2DeviceEventRecord, axes: [InputDeviceRegistry.Device.ScrollAxis]) -> CGPoint? {
        var delta = CGPoint.zero
        for axis in axes {
            guard let value = event.valuators[axis.number], value.isFinite else { continue }
            let key = ScrollValuatorKey(source: event.sourceID, number: axis.number)
            let last = scrollValuatorValues.updateValue(value, forKey: key) ?? axis.startValue
            let points = -CGFloat((value - last) / axis.increment) * Self.scrollPointsPerClick
            if axis.isVertical { delta.y += points } else { delta.x += points }
        }
        return delta == .zero || !delta.x.isFinite || !delta.y.isFinite ? nil : delta
    }

    /// Moves the remembered value of the axis wheel button `button` scrolls by one increment (5 and 7 up, 4 and 6 down).
    private mutating func advanceScrollStart(for button: Int32, source: Int, axes: [InputDeviceRegistry.Device.ScrollAxis]) {
        let vertical = button == 4 || button == 5
        guard let axis = axes.first(where: { $0.isVertical == vertical }) else { return }
        let key = ScrollValuatorKey(source: source, number: axis.number)
        let last = scrollValuatorValues[key] ?? axis.startValue
        scrollValuatorValues[key] = last + (button == 5 || button == 7 ? axis.increment : -axis.increment)
    }

    private mutating func translatePointerTouch(_ event: XI2DeviceEventRecord) -> [RoutedInput] {
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
        case .buttonPress where event.detail == 2:
            // X's middle-click paste; the release has no meaning.
            return frames.flush() + [RoutedInput(window: event.window, event: .middleClick(point(event), timestamp: event.timestamp))]
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
