internal import CX11
internal import CXShim
import Foundation

/// Reading a selection another client owns.
extension X11Selections {
    /// The selection's text (UTF8_STRING, else Latin-1 STRING), or nil when it
    /// has no owner or the owner refuses or is too slow.
    func readText(from selection: Atom) -> String? {
        guard XGetSelectionOwner(display, selection) != 0 else { return nil }
        for target in [atoms.utf8String, atoms.string] {
            if let bytes = convert(selection, to: target) {
                return target == atoms.string ? String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) : String(decoding: bytes, as: UTF8.self)
            }
        }
        return nil
    }

    /// Asks the owner for `selection` as `target`; the bytes, or nil when refused or too slow.
    ///
    ///     convert → SelectionNotify → read + delete property
    ///       type INCR: each PropertyNewValue → read + delete piece … until an empty piece
    private func convert(_ selection: Atom, to target: Atom) -> [UInt8]? {
        XDeleteProperty(display, window, atoms.transfer)
        XConvertSelection(display, selection, target, atoms.transfer, window, UInt(CurrentTime))
        XFlush(display)
        var event = XEvent()
        guard wait(for: SelectionNotify, into: &event), event.xselection.property != 0 else { return nil }
        guard let (type, first) = readProperty(delete: true) else { return nil }
        guard type == atoms.incr else { return first }
        var bytes: [UInt8] = []
        while wait(for: PropertyNotify, into: &event) {
            guard event.xproperty.atom == atoms.transfer, event.xproperty.state == PropertyNewValue else { continue }
            guard let (pieceType, piece) = readProperty(delete: true) else { return nil }
            // The INCR announcement's own NewValue (queued before we read and deleted it)
            // finds the property gone: type None. Only a piece that exists and is empty ends it.
            if pieceType == 0 { continue }
            if piece.isEmpty { return bytes }
            bytes += piece
        }
        return nil
    }

    private func readProperty(delete: Bool) -> (Atom, [UInt8])? {
        var type: Atom = 0, format: Int32 = 0, count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        guard XGetWindowProperty(display, window, atoms.transfer, 0, 0x1FFF_FFFF, delete ? 1 : 0, Atom(AnyPropertyType),
                                 &type, &format, &count, &after, &data) == Success else { return nil }
        defer { if let data { XFree(data) } }
        let unit = format == 32 ? MemoryLayout<CLong>.size : Int(format / 8)
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: Int(count) * max(1, unit))) } ?? []
        return (type, bytes)
    }

    /// Waits for an event of `type` on the hidden window, answering requests
    /// for our own selections (and continuing INCR sends) meanwhile.
    func wait(for type: Int32, into event: inout XEvent) -> Bool {
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
