internal import CX11
internal import CXShim
import Foundation
import XUIKitCore

/// The input side of the X11 backend: selects input on the backend's
/// windows, decodes what arrives and translates it into `RoutedInput`s.
///
/// Owned and called on one thread by the backend's loop:
///
///     XNextEvent ─► handle(&event) ─► nil: not input (Expose, Configure... the backend's)
///                                  └► [RoutedInput] ─► UIApplication.shared.handle(_:in:)
///     Xlib queue and socket empty ─► flush() ─► the touch frames still being grouped
///                                               (see TouchFrameBuilder: what a frame is)
///
/// Keys come from core KeyPress/KeyRelease (so XFilterEvent and the input
/// method see them); everything else from XI2. Timestamps are X server times
/// mapped onto `clock` (`ServerTimeMapper`).
@MainActor
final class X11InputSystem {
    let display: OpaquePointer
    private let xiOpcode: Int32
    let clock: InputClock
    // Used for every event, so their storage skips the runtime exclusivity
    // check (about 500 instructions a tap). Sound: the system is used on one
    // thread, and the translator and time mapper are pure values whose
    // mutations never call out (into app code or back into this system).
    @exclusivity(unchecked) var translator: XI2Translator
    @exclusivity(unchecked) var timeMapper = ServerTimeMapper()
    var inputMethod: XIM?
    /// Whether `XOpenIM` was called (it is, once, when the first key press or
    /// text input needs it: see `openInputMethodIfNeeded()`).
    var isInputMethodOpened = false
    var inputContexts: [UInt: InputMethodContext] = [:]
    /// The locale modifiers read at start (`XMODIFIERS`), which name the input method server, if any.
    var localeModifiers = ""
    /// What the input method's server did, told inside XFilterEvent and acted on after it.
    var inputMethodServerChange: InputMethodServerChange?
    /// Whether Xlib is to tell when the named input method server starts.
    var isWatchingForInputMethodServer = false
    /// The watchdog over calls that wait for an input method server, and what it found.
    var serverGuard = InputMethodServerGuard()
    /// Preedits that ended because their server went away, to hand on with the next compositions.
    var endedCompositions: [RoutedInput] = []
    /// Where the caret of the first responder of an X window is (window
    /// pixels, its bottom-left), for an input method's candidate window; set by the backend.
    var caretLocator: ((UInt) -> (x: Int32, y: Int32)?)?
    /// The last key press the input method swallowed: a commit (compose result)
    /// comes as a KeyPress with keycode 0 and is credited to that key.
    var lastFilteredKeycode: UInt32?
    /// The windows input is selected on.
    private(set) var attachedWindows: Set<UInt> = []
    /// The master pointer this system grabbed for a button-1 drag, while motion is not selected.
    private var dragGrab: (device: Int32, window: Window)?
    /// Whether the server supports XKB detectable auto-repeat (else a held key gives release/press pairs).
    let hasDetectableAutoRepeat: Bool
    /// Whether key events another client sent with `XSendEvent` (`send_event`
    /// set) are taken as typing. Off by default, as in xterm (`allowSendEvents`):
    /// any client can send them to any window. Test tools that type through
    /// `XSendEvent` (`xdotool type --window`) opt in with the environment
    /// variable `XUIKIT_ACCEPT_SEND_EVENT=1`. XTEST (`xdotool` without
    /// `--window`) and real devices make genuine events, unaffected. Pointer
    /// input is all XI2, which `XSendEvent` cannot forge; core pointer
    /// events sent to a window are never read.
    var acceptsSentKeyEvents = ProcessInfo.processInfo.environment["XUIKIT_ACCEPT_SEND_EVENT"] == "1"

    /// The device registry (XIQueryDevice), refreshed on hierarchy/device changes.
    var devices: InputDeviceRegistry { translator.devices }
    /// The top-level window holding keyboard focus (core FocusIn/FocusOut), if one of ours.
    var focusedWindow: UInt?

    /// display: the Xlib Display*; xiOpcode from XQueryExtension; scale: pixels per point;
    /// clock: the clock emitted timestamps are on.
    /// Selects HierarchyChanged/DeviceChanged on the root, builds the device registry,
    /// turns on detectable auto-repeat and reads the locale's input method
    /// modifiers (`XMODIFIERS`, now). The input method itself opens later (see
    /// `openInputMethodIfNeeded()`).
    init(display: OpaquePointer, xiOpcode: Int32, scale: CGFloat, clock: InputClock) {
        self.display = display
        self.xiOpcode = xiOpcode
        self.clock = clock
        let screen = cx_default_screen(display)
        translator = XI2Translator(devices: X11DeviceQuery.registry(display: display), scale: scale,
                                   screenWidth: Double(XDisplayWidth(display, screen)))
        Self.select([XI_HierarchyChanged, XI_DeviceChanged], deviceID: XIAllDevices,
                    window: cx_default_root_window(display), display: display)
        translator.keys.keycodes = KeycodeUsageMap(keyNames: X11KeyNames.read(display: display))
        var supported: Int32 = 0
        XkbSetDetectableAutoRepeat(display, 1, &supported)
        hasDetectableAutoRepeat = supported != 0
        localeModifiers = XSetLocaleModifiers("").map { String(cString: $0) } ?? ""
    }

    /// Destroys the input contexts and closes the input method. Call it before
    /// XCloseDisplay; idempotent. (Deinit touches no X resource, because the
    /// display may already be closed by then: an unclosed system only leaks.)
    func close() {
        stopWatchingForInputMethodServer()
        for context in inputContexts.values { boundedByWatchdog { context.destroy() } }
        inputContexts.removeAll()
        if let inputMethod { boundedByWatchdog { XCloseIM(inputMethod) } }
        inputMethod = nil
        serverGuard.watchdog?.stop()
        serverGuard = InputMethodServerGuard()
    }

    /// Pixels per point, for the locations of input from now on.
    var scale: CGFloat {
        get { translator.scale }
        set { translator.scale = newValue }
    }

    /// Whether XI2 pointer motion and leave are selected on the windows. Off
    /// unless something wants hover (`UIHoverGestureRecognizer.isAnyInWindow`):
    /// a touchscreen's pointer emulation moves the pointer before each touch,
    /// and with motion selected that motion is one more event, one more wake
    /// and one more server flush ahead of every touch. Drags with button 1
    /// get their motion from a pointer grab taken at the press instead.
    var selectsPointerMotion = false {
        didSet {
            guard selectsPointerMotion != oldValue else { return }
            for window in attachedWindows { selectPointerEvents(on: window) }
        }
    }

    /// Selects XI2 touch and buttons (motion and leave too while
    /// `selectsPointerMotion`) for all master devices, error-trapped (only one
    /// client may select touch per window), and core
    /// KeyPress/KeyRelease/FocusChange on a top-level window the backend
    /// created, and creates its input context once the input method is open. Returns whether the XI2
    /// selection succeeded. Core selection is added to the window's current mask.
    /// (No XI2 enter or focus: nothing reads them; focus comes from core events.)
    @discardableResult
    func attach(window: UInt) -> Bool {
        attachedWindows.insert(window)
        let ok = selectPointerEvents(on: window)
        var attributes = XWindowAttributes()
        XGetWindowAttributes(display, Window(window), &attributes)
        XSelectInput(display, Window(window), attributes.your_event_mask | KeyPressMask | KeyReleaseMask | FocusChangeMask)
        makeInputContext(window: window)
        return ok
    }

    /// The XI2 events selected on each window (see `selectsPointerMotion`).
    private var windowEvents: [Int32] {
        let always = [XI_TouchBegin, XI_TouchUpdate, XI_TouchEnd, XI_ButtonPress, XI_ButtonRelease]
        return selectsPointerMotion ? always + [XI_Motion, XI_Leave] : always
    }

    @discardableResult
    private func selectPointerEvents(on window: UInt) -> Bool {
        Self.select(windowEvents, deviceID: XIAllMasterDevices, window: Window(window), display: display)
    }

    /// The window was unmapped or destroyed: cancels its live touches (returned), forgets it.
    func detach(window: UInt) -> [RoutedInput] {
        attachedWindows.remove(window)
        // The server ends a grab whose window goes away.
        if let grab = dragGrab, UInt(grab.window) == window { dragGrab = nil }
        if let context = inputContexts.removeValue(forKey: window) { boundedByWatchdog { context.destroy() } }
        if focusedWindow == window { focusedWindow = nil }
        return cancelInput(in: window)
    }

    /// The window was unmapped (it stays attached): cancels its live touches and
    /// releases its held keys (returned).
    func cancelInput(in window: UInt) -> [RoutedInput] {
        translator.detach(window: window, timestamp: clock.now)
    }

    /// Handles one event just taken with XNextEvent (XFilterEvent first; XI2
    /// cookie data fetched and freed here). Nil if the event is not input
    /// (Expose, ConfigureNotify, ClientMessage...), else the inputs it produced
    /// (possibly none: an event the input method filtered, an XI2 event
    /// ignored, a key sent by another client (see `acceptsSentKeyEvents`),
    /// a touch change waiting for `flush()`). Core FocusIn/FocusOut
    /// are consumed here (`focusedWindow`), as are XI2 focus events and
    /// MappingNotify (the keymap is reloaded).
    func handle(_ event: inout XEvent) -> [RoutedInput]? {
        // XI2 events never go to an input method (and a cookie has no window for XFilterEvent to match).
        // Read before filtering: the local input method rewrites a press that completes a
        // compose sequence into its keycode-0 commit (in place) before putting it back.
        let keycode = event.type == KeyPress ? event.xkey.keycode : 0
        // Before the input method sees it: a forged key must not feed a compose sequence either.
        if event.type == KeyPress || event.type == KeyRelease, event.xkey.send_event != 0, !acceptsSentKeyEvents { return [] }
        if event.type == KeyPress {
            openInputMethodIfNeeded()
            updateSpotLocation(window: UInt(event.xkey.window))
            abandonStalledServerIfNeeded()
        }
        let filtered = event.type != GenericEvent && filterEvent(&event)
        abandonStalledServerIfNeeded()
        if inputMethodServerChange != nil { followInputMethodServer() }
        if filtered {
            // The input method consumed it (a compose step, or its own ClientMessage protocol).
            if keycode != 0 { lastFilteredKeycode = keycode }
            return takeCompositions()
        }
        switch event.type {
        case GenericEvent where event.xcookie.extension == xiOpcode:
            return handleXI2(&event)
        case KeyPress, KeyRelease:
            // A preedit the method cleared while passing the key on (its commit) goes first.
            let compositions = inputContexts.isEmpty ? [] : takeCompositions()
            return compositions + translator.translate(.key(keyRecord(&event.xkey)))
        case FocusIn, FocusOut:
            return handleFocus(event.xfocus)
        case MappingNotify:
            // The keymap changed (setxkbmap, xmodmap): Xlib's cached mapping must be reloaded.
            XRefreshKeyboardMapping(&event.xmapping)
            if event.xmapping.request == MappingKeyboard {
                translator.keys.keycodes = KeycodeUsageMap(keyNames: X11KeyNames.read(display: display))
            }
            return []
        default:
            return nil
        }
    }


    /// End of a drained batch (nothing left in Xlib's queue or on the socket):
    /// emits the touch frames still being grouped. Never holds a frame back.
    func flush() -> [RoutedInput] { translator.flush() }

    /// Whether the batch so far ends a touchscreen touch, which may be the
    /// server ending it as it disables the device: the backend then reads
    /// once more after a round trip before `flush()` (see `X11Backend`).
    var holdsEndedTouch: Bool { translator.holdsEndedTouch }

    private func handleXI2(_ event: inout XEvent) -> [RoutedInput] {
        guard XGetEventData(display, &event.xcookie) != 0, let data = event.xcookie.data else { return [] }
        defer { XFreeEventData(display, &event.xcookie) }
        let evtype = event.xcookie.evtype
        // The pointer emulation of a touch (an XI_Motion to the touch point just before
        // XI_TouchBegin) is dropped by the translator anyway; skipping it before decoding
        // keeps it off the touch's latency. (Motion is selected only while hover is
        // wanted: see `selectsPointerMotion`.)
        // Fields are read through the pointer: `.pointee` alone would copy the ~200-byte struct.
        let deviceEvent = data.assumingMemoryBound(to: XIDeviceEvent.self)
        if evtype == XI_Motion, deviceEvent.pointer(to: \.flags)!.pointee & Int32(XIPointerEmulated) != 0 { return [] }
        if evtype == XI_ButtonPress || evtype == XI_ButtonRelease {
            noteDragButton(deviceEvent.pointee, isPress: evtype == XI_ButtonPress)
        }
        let now = clock.now
        let time = { [self] (serverTime: UInt32) in timeMapper.map(serverTime: serverTime, receivedAt: now) }
        // Device events (every touch change) go to the translator without an InputRecord around them.
        if let device = X11InputDecoder.decodeDevice(evtype: evtype, data: data, time: time) {
            return translator.translate(device: device)
        }
        var out: [RoutedInput] = []
        if let record = X11InputDecoder.decode(evtype: evtype, data: data, time: time) { out = translator.translate(record) }
        // DeviceChanged with reason XISlaveSwitch (1) only says which slave drives a master now:
        // it comes with every switch between mouse and touchscreen and changes no slave.
        let isDeviceChange = evtype == XI_DeviceChanged
            && data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee.reason != XISlaveSwitch
        // A keyboard switching slaves can bring another keymap (another keycode set): the
        // names behind keycode -> HID usage are re-read (keysyms Xlib refreshes itself).
        if evtype == XI_DeviceChanged {
            let changed = data.assumingMemoryBound(to: XIDeviceChangedEvent.self).pointee.deviceid
            if [.masterKeyboard, .slaveKeyboard].contains(translator.devices[Int(changed)]?.use) {
                translator.keys.keycodes = KeycodeUsageMap(keyNames: X11KeyNames.read(display: display))
            }
        }
        if evtype == XI_HierarchyChanged || isDeviceChange {
            out += translator.replaceDevices(X11DeviceQuery.registry(display: display), timestamp: now)
        }
        return out
    }

    /// A button-1 press's implicit grab keeps the window's event mask of its
    /// moment, which lacks motion unless `selectsPointerMotion`. So the press
    /// at once takes an explicit grab of its master pointer on the same window
    /// with motion selected, replacing the implicit one and keeping its other
    /// terms (no owner events: everything is reported to the press's window,
    /// in its coordinates, wherever the pointer goes); the button's release ends it.
    /// Motion the server handled before the grab (within a round trip of the
    /// press) is not seen; the next motion brings the pointer's location.
    private func noteDragButton(_ event: XIDeviceEvent, isPress: Bool) {
        guard event.detail == 1, event.flags & Int32(XIPointerEmulated) == 0 else { return }
        if isPress, !selectsPointerMotion, dragGrab == nil {
            let status = Self.withEventMask(windowEvents + [XI_Motion], deviceID: event.deviceid) {
                XIGrabDevice(display, event.deviceid, event.event, Time(CurrentTime), Cursor(0),
                             Int32(XIGrabModeAsync), Int32(XIGrabModeAsync), 0, &$0)
            }
            if status == GrabSuccess { dragGrab = (event.deviceid, event.event) }
        } else if !isPress, dragGrab?.device == event.deviceid {
            XIUngrabDevice(display, event.deviceid, Time(CurrentTime))
            dragGrab = nil
        }
    }

    /// XISelectEvents of `events` for `deviceID` on `window`, error-trapped; whether it succeeded.
    @discardableResult
    private static func select(_ events: [Int32], deviceID: Int32, window: Window, display: OpaquePointer) -> Bool {
        cx_input_error_trap_push(display)
        withEventMask(events, deviceID: deviceID) { _ = XISelectEvents(display, window, &$0, 1) }
        return cx_input_error_trap_pop(display) == 0
    }

    /// Calls `body` with an XIEventMask of `events` for `deviceID`.
    private static func withEventMask<T>(_ events: [Int32], deviceID: Int32, _ body: (inout XIEventMask) -> T) -> T {
        var bits = [UInt8](repeating: 0, count: Int(cx_xi_mask_len()))
        for event in events { cx_xi_set_mask(&bits, event) }
        return bits.withUnsafeMutableBufferPointer { buffer in
            var mask = XIEventMask(deviceid: deviceID, mask_len: Int32(buffer.count), mask: buffer.baseAddress)
            return body(&mask)
        }
    }
}
