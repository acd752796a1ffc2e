import CX11
import CXShim
import TouchServer

/// An XI2 event as an independent client sees it, reduced to what tests and
/// tools compare: touch sequences, keys, buttons and motion of master devices.
public enum ObservedEvent: Equatable, CustomStringConvertible {
    case touch(TouchPhase, id: UInt32, x: Double, y: Double)
    case key(isPress: Bool, keycode: Int)
    case button(isPress: Bool, button: Int, x: Double, y: Double)
    case motion(x: Double, y: Double)

    public enum TouchPhase: String, Equatable, Sendable { case begin, update, end }

    public var description: String {
        switch self {
        case .touch(let phase, let id, let x, let y): return "touch \(phase) \(id) \(x),\(y)"
        case .key(let isPress, let keycode): return "key \(isPress ? "press" : "release") \(keycode)"
        case .button(let isPress, let button, let x, let y): return "button \(isPress ? "press" : "release") \(button) \(x),\(y)"
        case .motion(let x, let y): return "motion \(x),\(y)"
        }
    }
}

/// Watches the root window of a display for XI2 touch, key, button and motion
/// events of all master devices, excluding pointer events emulated from
/// touches.
///
/// Only one client may select touch or button events on a window, so use at
/// most one observer per display, and only where no window manager or app
/// claims the root window (a headless server).
public final class XI2EventObserver {
    public let display: XDisplay

    /// Connects to `displayName` and starts selecting. Events generated
    /// after this returns are observed.
    public init(displayName: String, includePointerAndKeys: Bool = true) throws {
        display = try XDisplay(name: displayName)
        var events = [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd]
        if includePointerAndKeys {
            events += [XI_KeyPress, XI_KeyRelease, XI_ButtonPress, XI_ButtonRelease, XI_Motion]
        }
        display.selectRootEvents(events, deviceID: XIAllMasterDevices)
    }

    /// Every event delivered since the last call, in server order. Call after
    /// the injecting side has synced: this round-trips, so nothing the
    /// server has processed is missed.
    public func collect() -> [ObservedEvent] {
        var events: [ObservedEvent] = []
        display.drainXI2Events { evtype, data in
            let event = data.assumingMemoryBound(to: XIDeviceEvent.self).pointee
            let isEmulated = event.flags & XIPointerEmulated != 0
            switch evtype {
            case XI_TouchBegin: events.append(.touch(.begin, id: UInt32(bitPattern: event.detail), x: event.root_x, y: event.root_y))
            case XI_TouchUpdate: events.append(.touch(.update, id: UInt32(bitPattern: event.detail), x: event.root_x, y: event.root_y))
            case XI_TouchEnd: events.append(.touch(.end, id: UInt32(bitPattern: event.detail), x: event.root_x, y: event.root_y))
            case XI_KeyPress: events.append(.key(isPress: true, keycode: Int(event.detail)))
            case XI_KeyRelease: events.append(.key(isPress: false, keycode: Int(event.detail)))
            case XI_ButtonPress where !isEmulated:
                events.append(.button(isPress: true, button: Int(event.detail), x: event.root_x, y: event.root_y))
            case XI_ButtonRelease where !isEmulated:
                events.append(.button(isPress: false, button: Int(event.detail), x: event.root_x, y: event.root_y))
            case XI_Motion where !isEmulated: events.append(.motion(x: event.root_x, y: event.root_y))
            default: break
            }
        }
        return events
    }
}
