internal import CX11
internal import CXShim
import XUIKitCore

/// The key side of the input system: core focus changes (which also focus
/// the window's input context) and key events looked up into records, text
/// through the window's input context when it has one.
extension X11InputSystem {
    /// A core FocusIn/FocusOut of one of our windows: the input context follows, and the translator is told.
    func handleFocus(_ focus: XFocusChangeEvent) -> [RoutedInput] {
        // NotifyInferior (2) and pointer-focus details are focus moving inside the window.
        guard focus.detail != NotifyInferior, focus.detail != NotifyPointer else { return [] }
        let window = UInt(focus.window)
        let isFocused = focus.type == FocusIn
        if let ic = inputContexts[window]?.ic {
            if isFocused { XSetICFocus(ic) } else { XUnsetICFocus(ic) }
        }
        if isFocused { focusedWindow = window } else if focusedWindow == window { focusedWindow = nil }
        return translator.translate(.focus(window: window, isFocused: isFocused, timestamp: clock.now))
    }

    /// Looks the key up: text through the window's input context (presses),
    /// the level-one keysym for `charactersIgnoringModifiers`.
    func keyRecord(_ key: inout XKeyEvent) -> CoreKeyRecord {
        let isPress = key.type == KeyPress
        var characters = ""
        var keysym: KeySym = 0
        if isPress {
            var buffer = [CChar](repeating: 0, count: 64)
            var status: Int32 = 0
            if let ic = inputContexts[UInt(key.window)]?.ic {
                var length = Xutf8LookupString(ic, &key, &buffer, Int32(buffer.count - 1), &keysym, &status)
                if status == XBufferOverflow {
                    buffer = [CChar](repeating: 0, count: Int(length) + 1)
                    length = Xutf8LookupString(ic, &key, &buffer, length, &keysym, &status)
                }
                if status != XLookupChars && status != XLookupBoth { length = 0 }
                let bytes = buffer.prefix(Int(max(0, length))).map { UInt8(bitPattern: $0) }
                characters = KeysymText.special(UInt(keysym)) ?? String(decoding: bytes, as: UTF8.self)
                // A keysym alone (Xlib's lookup gives ISO_Left_Tab, Shift+Tab, no text): its text, as with no input method.
                if status == XLookupKeySym { characters = KeysymText.text(UInt(keysym)) }
            } else {
                // No input method: the keysym with modifiers applied, as text (no compose).
                _ = XLookupString(&key, &buffer, Int32(buffer.count - 1), &keysym, nil)
                characters = KeysymText.text(UInt(keysym))
            }
        }
        // A commit from the input method has keycode 0: it belongs to the key whose press completed it.
        var keycode = key.keycode
        if keycode == 0, isPress, let filtered = lastFilteredKeycode {
            keycode = filtered
            lastFilteredKeycode = nil
        }
        let group = Int32((key.state >> 13) & 3)
        let base = XkbKeycodeToKeysym(display, KeyCode(keycode), group, 0)
        return CoreKeyRecord(
            window: UInt(key.window), isPress: isPress, keycode: keycode, state: key.state,
            characters: characters, charactersIgnoringModifiers: KeysymText.text(UInt(base)),
            timestamp: timeMapper.map(serverTime: UInt32(truncatingIfNeeded: key.time), receivedAt: clock.now),
            keysym: UInt32(truncatingIfNeeded: base))
    }
}
