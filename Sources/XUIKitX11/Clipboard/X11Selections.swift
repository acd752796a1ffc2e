internal import CX11
internal import CXShim
import Foundation
import XUIKitCore

/// `UIPasteboard.general` as the X CLIPBOARD selection and the text field's
/// selection as PRIMARY, the ICCCM way: the app owns a selection through a
/// hidden window and answers other clients' SelectionRequests (TARGETS,
/// UTF8_STRING, text/plain;charset=utf-8, TEXT, STRING, image/png); reading
/// another client's selection converts it into a property on that window
/// and waits (at most `timeout`) for the answer, taking INCR transfers in
/// pieces, as GTK's and Qt's X11 clipboards do. Requests from other clients
/// are error-trapped: a requestor window that vanished, or a bogus target,
/// gets nothing and breaks nothing.
@MainActor
final class X11Selections: SystemPasteboard {
    let display: OpaquePointer
    let window: Window
    private let atoms: SelectionAtoms
    private var owned: [Atom: [[String: Data]]] = [:]
    /// How long a read waits for the owner's answer.
    var timeout: TimeInterval = 1

    init(display: OpaquePointer) {
        self.display = display
        let root = XDefaultRootWindow(display)
        window = XCreateSimpleWindow(display, root, -10, -10, 1, 1, 0, 0, 0)
        XSelectInput(display, window, PropertyChangeMask)
        atoms = SelectionAtoms(display: display)
    }

    private var isClosed = false

    /// Gives up the selections and destroys the window; idempotent.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        owned.removeAll()
        XDestroyWindow(display, window)
    }

    // MARK: SystemPasteboard

    func writeClipboard(_ items: [[String: Data]]) { own(atoms.clipboard, items) }

    func readClipboard() -> [[String: Data]] {
        if let mine = owned[atoms.clipboard] { return mine }
        guard let text = readText(from: atoms.clipboard) else { return [] }
        return [["public.utf8-plain-text": Data(text.utf8)]]
    }

    func offerPrimary(_ text: String) { own(atoms.primary, [["public.utf8-plain-text": Data(text.utf8)]]) }

    func readPrimary() -> String? {
        if let mine = owned[atoms.primary] { return mine.first.flatMap { UIPasteboard.textForBackend($0) } }
        return readText(from: atoms.primary)
    }

    private func own(_ selection: Atom, _ items: [[String: Data]]) {
        owned[selection] = items
        XSetSelectionOwner(display, selection, window, UInt(CurrentTime))
        if XGetSelectionOwner(display, selection) != window { owned[selection] = nil }
        XFlush(display)
    }

    // MARK: Events

    /// Handles a selection event for the hidden window; false for any other event.
    func handle(_ event: inout XEvent) -> Bool {
        switch event.type {
        case SelectionRequest where event.xselectionrequest.owner == window:
            answer(event.xselectionrequest)
            return true
        case SelectionClear where event.xselectionclear.window == window:
            owned[event.xselectionclear.selection] = nil
            return true
        case PropertyNotify, SelectionNotify:
            return event.xany.window == window
        default:
            return false
        }
    }

    private func answer(_ request: XSelectionRequestEvent) {
        let property = request.property == 0 ? request.target : request.property
        var replied: Atom = 0
        cx_input_error_trap_push(display)
        if let items = owned[request.selection], let item = items.first {
            replied = write(item, target: request.target, to: request.requestor, property: property) ? property : 0
        }
        var notify = XEvent()
        notify.xselection.type = SelectionNotify
        notify.xselection.requestor = request.requestor
        notify.xselection.selection = request.selection
        notify.xselection.target = request.target
        notify.xselection.property = replied
        notify.xselection.time = request.time
        XSendEvent(display, request.requestor, 0, 0, &notify)
        _ = cx_input_error_trap_pop(display)
    }

    /// Puts `item` as `target` on the requestor's property; false when it has no such form.
    private func write(_ item: [String: Data], target: Atom, to requestor: Window, property: Atom) -> Bool {
        let text = UIPasteboard.textForBackend(item)
        if target == atoms.targets {
            var offered: [Atom] = [atoms.targets]
            if text != nil { offered += [atoms.utf8String, atoms.textPlainUTF8, atoms.text, atoms.string] }
            if item["public.png"] != nil { offered.append(atoms.png) }
            var longs = offered.map { CLong(bitPattern: $0) }
            XChangeProperty(display, requestor, property, atoms.atom, 32, PropModeReplace, &longs, Int32(longs.count))
            return true
        }
        var bytes: [UInt8]
        var type = target
        if target == atoms.utf8String || target == atoms.textPlainUTF8 || target == atoms.text, let text {
            bytes = Array(text.utf8)
            if target == atoms.text { type = atoms.utf8String }
        } else if target == atoms.string, let text {
            bytes = text.unicodeScalars.map { $0.value < 256 ? UInt8($0.value) : UInt8(ascii: "?") }
        } else if target == atoms.png, let png = item["public.png"] {
            bytes = Array(png)
        } else {
            return false
        }
        // Larger than one request can carry: refused rather than sent in INCR pieces.
        guard bytes.count < Int(XExtendedMaxRequestSize(display)) * 4 - 1024 else { return false }
        XChangeProperty(display, requestor, property, type, 8, PropModeReplace, &bytes, Int32(bytes.count))
        return true
    }

    // MARK: Reading another client's selection

    private func readText(from selection: Atom) -> String? {
        guard XGetSelectionOwner(display, selection) != 0 else { return nil }
        for target in [atoms.utf8String, atoms.string] {
            if let bytes = convert(selection, to: target) {
                return target == atoms.string ? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) : String(decoding: bytes, as: UTF8.self)
            }
        }
        return nil
    }

    /// Asks the owner for `selection` as `target`; the bytes, or nil when refused or too slow.
    private func convert(_ selection: Atom, to target: Atom) -> [UInt8]? {
        XDeleteProperty(display, window, atoms.transfer)
        XConvertSelection(display, selection, target, atoms.transfer, window, UInt(CurrentTime))
        XFlush(display)
        var event = XEvent()
        guard wait(for: SelectionNotify, into: &event), event.xselection.property != 0 else { return nil }
        guard let (type, first) = readProperty(delete: true) else { return nil }
        guard type == atoms.incr else { return first }
        // INCR: the owner writes pieces; each deletion asks for the next; an empty piece ends it.
        var bytes: [UInt8] = []
        while wait(for: PropertyNotify, into: &event) {
            guard event.xproperty.atom == atoms.transfer, event.xproperty.state == PropertyNewValue else { continue }
            guard let (_, piece) = readProperty(delete: true) else { return nil }
            if piece.isEmpty { return bytes }
            bytes += piece
        }
        return nil
    }

    private func readProperty(delete: Bool) -> (Atom, [UInt8])? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atoms.transfer, 0, 0x1FFF_FFFF, delete ? 1 : 0, 0,
                                 &type, &format, &count, &after, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        let unit = format == 32 ? MemoryLayout<CLong>.size : Int(format / 8)
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * max(1, unit))) } ?? []
        return (type, bytes)
    }

    /// Waits for an event of `type` on the hidden window, answering requests for our own selections meanwhile.
    private func wait(for type: Int32, into event: inout XEvent) -> Bool {
        let deadline = ProcessInfo.processInfo.systemUptime + timeout
        while ProcessInfo.processInfo.systemUptime < deadline {
            if XCheckTypedWindowEvent(display, window, type, &event) != 0 { return true }
            var request = XEvent()
            if XCheckTypedWindowEvent(display, window, SelectionRequest, &request) != 0 {
                answer(request.xselectionrequest)
                continue
            }
            var descriptor = pollfd(fd: cx_connection_number(display), events: Int16(POLLIN), revents: 0)
            _ = poll(&descriptor, 1, 20)
            XEventsQueued(display, QueuedAfterReading)
        }
        return false
    }
}

/// The atoms the selections use, interned once.
struct SelectionAtoms {
    let clipboard, primary, targets, utf8String, textPlainUTF8, text, string, png, incr, atom, transfer: Atom

    init(display: OpaquePointer) {
        func intern(_ name: String) -> Atom { XInternAtom(display, name, 0) }
        clipboard = intern("CLIPBOARD")
        primary = 1  // XA_PRIMARY
        targets = intern("TARGETS")
        utf8String = intern("UTF8_STRING")
        textPlainUTF8 = intern("text/plain;charset=utf-8")
        text = intern("TEXT")
        string = 31  // XA_STRING
        png = intern("image/png")
        incr = intern("INCR")
        atom = 4  // XA_ATOM
        transfer = intern("XUIKIT_SELECTION")
    }
}
