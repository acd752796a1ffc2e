import Foundation
import XUIKitCore

/// One X input event, decoded into plain Swift values: what `X11InputDecoder`
/// produces from an `XEvent` and `XI2Translator` consumes.
///
/// Coordinates are in pixels relative to the event window; timestamps are
/// already on the input clock (see `ServerTimeMapper`). Nothing here is an X
/// type, so translator tests build records by hand.
enum InputRecord: Equatable {
    /// An XI2 device event (touch, button, motion, enter, leave).
    case device(XI2DeviceEventRecord)
    /// XI_HierarchyChanged: devices added, removed, enabled or disabled.
    case hierarchy(XI2HierarchyRecord)
    /// A core KeyPress or KeyRelease, after input-method filtering and lookup.
    case key(CoreKeyRecord)
    /// Core FocusIn/FocusOut on a top-level window.
    case focus(window: UInt, isFocused: Bool, timestamp: TimeInterval)
}

/// An XI2 `XIDeviceEvent` (or `XIEnterEvent`), reduced to what translation needs.
struct XI2DeviceEventRecord: Equatable {
    /// Which XI2 event this was.
    enum Kind: Equatable {
        case touchBegin, touchUpdate, touchEnd
        case buttonPress, buttonRelease, motion
        case enter, leave
    }

    var kind: Kind
    /// The master device (`deviceid`).
    var deviceID: Int
    /// The physical device that generated it (`sourceid`).
    var sourceID: Int
    /// Touch id (touch events, as Xlib's signed int), button number (button events), 0 otherwise;
    /// for enter/leave, the NotifyDetail.
    var detail: Int32
    /// The event window (`event`).
    var window: UInt
    /// Position relative to `window`, in pixels.
    var x: Double
    var y: Double
    /// The event's `flags` (XIPointerEmulated, XIKeyRepeat and XITouchPendingEnd share bit 16).
    var flags: UInt32 = 0
    /// Buttons held when the event happened (button events: before it), by number.
    var buttons: XI2ButtonSet = []
    /// Valuators present in the event: valuator number -> value in device units.
    var valuators: XI2ValuatorValues = [:]
    var timestamp: TimeInterval

    /// `XIPointerEmulated`: the same bit means XIKeyRepeat on key events and
    /// XITouchPendingEnd on touch events, so only ask it of pointer events.
    var isPointerEmulated: Bool {
        switch kind {
        case .buttonPress, .buttonRelease, .motion: return flags & (1 << 16) != 0
        default: return false
        }
    }
}

/// XI_HierarchyChanged: one entry per device whose state changed.
struct XI2HierarchyRecord: Equatable {
    struct Change: Equatable {
        var deviceID: Int
        /// XIMasterAdded (1<<0) ... XIDeviceDisabled (1<<7), as in XI2.h.
        var flags: Int32
    }

    var changes: [Change]
    var timestamp: TimeInterval

    /// XI2.h `XIMasterRemoved`, `XISlaveRemoved`, `XISlaveDetached`, `XIDeviceDisabled`:
    /// after these, a device's touches will never end by themselves.
    static let endsTouches: Int32 = (1 << 1) | (1 << 3) | (1 << 5) | (1 << 7)
}

/// A core key event after `XFilterEvent` let it through and the lookup ran.
struct CoreKeyRecord: Equatable {
    var window: UInt
    var isPress: Bool
    /// The X keycode (evdev keycode + 8 on servers with the evdev keymap).
    var keycode: UInt32
    /// The core modifier state before the event (ShiftMask, LockMask, ControlMask, Mod1...Mod5).
    var state: UInt32
    /// What `Xutf8LookupString` produced through the window's input context (press only).
    var characters: String
    /// The key's level-one symbol as text (see `KeysymText`).
    var charactersIgnoringModifiers: String
    var timestamp: TimeInterval
    /// The key's level-one keysym (media keys are told apart by it; 0 when unknown).
    var keysym: UInt32 = 0
}
